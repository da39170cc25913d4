/**
 * The CSV files as a reader that does not split on commas sees them: continental Excel and
 * some WPS locales split each line on `;`, and any reader starts a new row at a line break,
 * whatever the comma file's quotes say (they do not open such a reader's fields). Hostile
 * names go into every text column of the real files; each piece such a reader cuts out must
 * start as text, never as a formula, and a comma reader must still get every name back (as
 * shown: a name that could reorder a line is isolated, see isolate-text.ts).
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { restoreNeutralised, resultsToCsvFiles } from '@shared/report';
import { isolateText } from '@shared/scenario';
import { makeResults } from './fixtures';

/** Characters a reader may skip before it looks for a formula (as csv-cell.test.ts's oracle). */
// eslint-disable-next-line no-control-regex -- control characters are what it skips
const SKIPPED = /^[\s\0-\x1f\x7f"`\u00a0\u2000-\u200f\u061c\u202a-\u202e\u2066-\u2069\u3000\ufeff]+/u;

/** Every piece a `;`-, tab- or `|`-splitting, line-reading spreadsheet makes of the file. */
function piecesOtherReadersSee(file: string): string[] {
  return file.replace(/^\ufeff/, '').split(/;|\t|\||\r\n|\r|\n/);
}

/** True when a spreadsheet would take the piece for a formula. */
function runsAsFormula(piece: string): boolean {
  return /^[=+\-@]/.test(piece.replace(SKIPPED, ''));
}

const hostileName = fc
  .array(fc.constantFrom('=', '+', '-', '@', ';', '\n', '\r', '\r\n', '\t', '|', ' ', '"', "'", ',', '1', '*', 'x', '中', '\u202e'), { minLength: 1, maxLength: 14 })
  .map((parts) => parts.join(''));

function filesWithNames(strategy: string, workload: string, pool: string): Record<string, string> {
  const results = makeResults();
  results.scenarioName = strategy;
  for (const s of results.strategies) {
    s.name = strategy;
    s.workloads.forEach((w) => (w.name = workload));
    s.representative.workloads.forEach((w) => (w.name = workload));
    s.representative.pools.forEach((p) => (p.name = pool));
  }
  return resultsToCsvFiles(results);
}

describe('CSV files read by a semicolon or line splitting spreadsheet', () => {
  it.each([
    ['a;=1+1;b'],
    ['x\n=2*3\ny'],
    ['x\r\n+1\r@2'],
    ['a|-3;"=4"'],
  ])('leaves no formula in any piece of %j', (name) => {
    for (const [file, text] of Object.entries(filesWithNames(name, name, name)))
      for (const piece of piecesOtherReadersSee(text)) expect(runsAsFormula(piece), `${file}: ${JSON.stringify(piece)}`).toBe(false);
  });

  it('leaves no formula in any piece, and a comma reader gets every name back (property)', () => {
    fc.assert(
      fc.property(hostileName, hostileName, hostileName, (strategy, workload, pool) => {
        const files = filesWithNames(strategy, workload, pool);
        for (const [file, text] of Object.entries(files)) {
          for (const piece of piecesOtherReadersSee(text)) expect(runsAsFormula(piece), `${file}: ${JSON.stringify(piece)}`).toBe(false);
        }
        const summary = Papa.parse<Record<string, string>>(files['summary.csv']!.slice(1), { header: true, skipEmptyLines: true });
        expect(summary.errors).toEqual([]);
        for (const row of summary.data) expect(restoreNeutralised(row.strategy_name!)).toBe(isolateText(strategy));
        const byWorkload = Papa.parse<Record<string, string>>(files['summary-by-workload.csv']!.slice(1), { header: true, skipEmptyLines: true });
        for (const row of byWorkload.data) expect(restoreNeutralised(row.workload_name!)).toBe(isolateText(workload));
        const byPool = Papa.parse<Record<string, string>>(files['cost-by-pool.csv']!.slice(1), { header: true, skipEmptyLines: true });
        for (const row of byPool.data) expect(restoreNeutralised(row.pool_name!)).toBe(isolateText(pool));
      }),
      { numRuns: 300 },
    );
  });
});
