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
  if (blob.size > MAX_TRAFFIC_CSV_BYTES) {
    const size = (blob.size / 1024 / 1024).toFixed(0);
    const limit = String(MAX_TRAFFIC_CSV_BYTES / 1024 / 1024);
    throw new TrafficFileError('tooLarge', null, `the file is ${size} MB; a traffic file may be at most ${limit} MB`, { code: 'fileTooLarge', values: { size, limit } });
  }
  const parser = new TrafficFileParser(options);
  await feedBlob(blob, TRAFFIC_CHUNK_CHARS, (text) => parser.feed(text), onProgress);
  return finishImport(parser, options);
}
