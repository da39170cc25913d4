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

/**
 * The files in one .zip (deflated; a fixed modification time so the same results always
 * make the same bytes).
 */
export function resultsArchive(results: ScenarioResults): Uint8Array {
  const mtime = new Date(Date.UTC(2000, 0, 1));
  const entries = Object.fromEntries(
    Object.entries(resultsFiles(results)).map(([name, text]) => [
      name,
      [strToU8(text), { mtime }] as [Uint8Array, { mtime: Date }],
    ]),
  );
  return zipSync(entries, { level: 6 });
}
