import { analyseTraffic, type TrafficAnalysis, type ValueMeaning } from './analyse-traffic';
import type { RejectedRow } from './rejections';
import { TrafficFileParser, type TrafficParseOptions } from './traffic-file-parser';

/** A finished import: the analysis and the rows that were refused (the first kept, all counted). */
export interface TrafficImport {
  analysis: TrafficAnalysis;
  rejected: RejectedRow[];
  rejectedCount: number;
  lines: number;
  series: number;
}

export interface ImportTrafficOptions extends TrafficParseOptions {
  slotsPerDay: number;
  valueMeaning: ValueMeaning;
}

/** Chunk size fed to the parser: large enough to be quick, small enough to report progress often. */
export const TRAFFIC_CHUNK_CHARS = 1 << 20;

/**
 * Parses and analyses text chunks in order (an iterable, so a caller can read a file piece by
 * piece) and returns the import, or throws TrafficFileError naming the line and the reason.
 */
export function importTrafficChunks(chunks: Iterable<string>, options: ImportTrafficOptions): TrafficImport {
  const parser = new TrafficFileParser(options);
  for (const chunk of chunks) parser.feed(chunk);
  return finishImport(parser, options);
}

export function finishImport(parser: TrafficFileParser, options: ImportTrafficOptions): TrafficImport {
  const parsed = parser.finish();
  const analysis = analyseTraffic(parsed, options);
  return {
    analysis,
    rejected: parsed.rejections.kept,
    rejectedCount: parsed.rejections.count,
    lines: parsed.lines,
    series: parsed.series,
  };
}

/** The whole text at once (tests, small files): cut into chunks as a stream would deliver them. */
export function importTrafficText(text: string, options: ImportTrafficOptions): TrafficImport {
  function* chunks() {
    for (let i = 0; i < text.length; i += TRAFFIC_CHUNK_CHARS) yield text.slice(i, i + TRAFFIC_CHUNK_CHARS);
  }
  return importTrafficChunks(chunks(), options);
}
