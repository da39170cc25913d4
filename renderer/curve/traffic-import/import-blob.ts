import {
  finishImport,
  MAX_TRAFFIC_CSV_BYTES,
  TRAFFIC_CHUNK_CHARS,
  TrafficFileError,
  TrafficFileParser,
  type ImportTrafficOptions,
  type TrafficImport,
} from '@shared/traffic-import';

/**
 * Reads a picked file (a Blob) piece by piece into the traffic parser, so a log of millions of
 * rows is never held whole as text: 1 MiB of bytes at a time, decoded as a UTF-8 stream (a
 * character split between pieces stays whole). Reports the share read after each piece.
 */
export async function importTrafficBlob(
  blob: Blob,
  options: ImportTrafficOptions,
  onProgress: (share: number) => void,
): Promise<TrafficImport> {
  if (blob.size > MAX_TRAFFIC_CSV_BYTES)
    throw new TrafficFileError('tooLarge', null, `the file is ${(blob.size / 1024 / 1024).toFixed(0)} MB; a traffic file may be at most ${MAX_TRAFFIC_CSV_BYTES / 1024 / 1024} MB`);
  const parser = new TrafficFileParser(options);
  const decoder = new TextDecoder('utf-8');
  for (let start = 0; start < blob.size; start += TRAFFIC_CHUNK_CHARS) {
    const bytes = await blob.slice(start, start + TRAFFIC_CHUNK_CHARS).arrayBuffer();
    parser.feed(decoder.decode(bytes, { stream: true }));
    onProgress(Math.min(1, (start + TRAFFIC_CHUNK_CHARS) / blob.size));
  }
  parser.feed(decoder.decode());
  return finishImport(parser, options);
}
