import {
  finishImport,
  MAX_TRAFFIC_CSV_BYTES,
  TRAFFIC_CHUNK_CHARS,
  TrafficFileError,
  TrafficFileParser,
  type ImportTrafficOptions,
  type TrafficImport,
} from '@shared/traffic-import';
import { feedBlob } from './feed-blob';

/** Reads a picked traffic file piece by piece into the traffic parser (see feedBlob). */
export async function importTrafficBlob(
  blob: Blob,
  options: ImportTrafficOptions,
  onProgress: (share: number) => void,
): Promise<TrafficImport> {
  if (blob.size > MAX_TRAFFIC_CSV_BYTES)
    throw new TrafficFileError('tooLarge', null, `the file is ${(blob.size / 1024 / 1024).toFixed(0)} MB; a traffic file may be at most ${MAX_TRAFFIC_CSV_BYTES / 1024 / 1024} MB`);
  const parser = new TrafficFileParser(options);
  await feedBlob(blob, TRAFFIC_CHUNK_CHARS, (text) => parser.feed(text), onProgress);
  return finishImport(parser, options);
}
