import { strToU8, zipSync } from 'fflate';
import {
  CSV_FILE_NAMES,
  resultsToCsvFiles,
  resultsToJsonText,
  type CsvFileName,
} from '@shared/report';
import type { ScenarioResults } from '@shared/sim/results';

/** The tables the command line's --out writes, in its order: the names the export menu lists. */
export const CSV_TABLES = CSV_FILE_NAMES;

export type CsvTableName = CsvFileName;

/**
 * Every file the command line's `--out` writes for these results, name -> text: the CSV
 * tables (UTF-8 with a byte-order mark, formulas neutralised) and results.json. The same
 * functions as the command line, so a figure is the same in either.
 */
export function resultsFiles(results: ScenarioResults): Record<string, string> {
  return { ...resultsToCsvFiles(results), 'results.json': resultsToJsonText(results) };
}

/** One CSV table by name, as the command line writes it. */
export function csvTable(results: ScenarioResults, name: CsvTableName): string {
  const text = resultsToCsvFiles(results)[name];
  if (text === undefined) throw new Error(`No table called ${name}.`);
  return text;
}

/** The earliest moment a zip entry can carry (its DOS date field starts in 1980). */
const ZIP_EPOCH = new Date(1980, 0, 1, 0, 0, 0).getTime();

/**
 * The files in one .zip (deflated), each dated with the run's time `ranAt` (milliseconds
 * since the epoch), so a file manager shows when the figures were made and the same run
 * always makes the same bytes. A time the zip format cannot hold falls back to its epoch.
 */
export function resultsArchive(results: ScenarioResults, ranAt: number): Uint8Array {
  const mtime = new Date(Number.isFinite(ranAt) && ranAt >= ZIP_EPOCH ? ranAt : ZIP_EPOCH);
  const entries = Object.fromEntries(
    Object.entries(resultsFiles(results)).map(([name, text]) => [
      name,
      [strToU8(text), { mtime }] as [Uint8Array, { mtime: Date }],
    ]),
  );
  return zipSync(entries, { level: 6 });
}
