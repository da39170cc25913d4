/**
 * Names that come from imported files are isolated wherever the command line prints them, as
 * strategy names already were: an instance type or workload holding U+202E (RIGHT-TO-LEFT
 * OVERRIDE) turned the figures after it around ("asu · 6-tsni %02 b").
 */
import { describe, expect, it } from 'vitest';
import { previewText } from '@shared/catalog/import';
import { englishJobPreview, groupLabel, importJobText } from '@shared/job-import';
import type { ImportPreview, PriceListParse } from '@shared/catalog/import';
import type { BacktestResult, BillImport } from '@shared/bill-import';
import { backtestReport } from '@shared/report/backtest-report';

const RLO = '\u202e';
const FSI = '\u2068';
const PDI = '\u2069';

/** True when every RLO in the text sits inside an isolate closed on the same line. */
function everyOverrideIsolated(text: string): boolean {
  return text.split('\n').every((line) => {
    let depth = 0;
    for (const ch of line) {
      if (ch === FSI) depth++;
      else if (ch === PDI) depth--;
      else if (ch === RLO && depth === 0) return false;
    }
    return depth === 0;
  });
}

describe('names from files on the command line', () => {
  it('the job import isolates the log\'s workload names', () => {
    const rows = ['submit_time,gpus,run_hours,workload'];
    for (let d = 0; d < 3; d++) rows.push(`2026-03-0${2 + d}T00:00:00Z,8,2,${RLO}evil`, `2026-03-0${2 + d}T06:00:00Z,8,2,plain`);
    const result = importJobText(rows.join('\n'), { utcOffsetMinutes: 0, kind: 'training' });
    const group = result.groups[0]!;
    const text = englishJobPreview(result, group, 'empirical', 'arrivals as they are');
    expect(text).toContain('Workloads in the log');
    expect(text).toContain(RLO);
    expect(everyOverrideIsolated(text)).toBe(true);
    expect(groupLabel(result.groups.find((g) => g.name.includes(RLO))!)).toBe(`"${FSI}${RLO}evil\u202c${PDI}"`);
  });

  it('the back-test isolates bill lines no pool took', () => {
    const zero = { simulated: 0, billed: 0, error: 0, errorShare: null };
    const result = {
      strategyName: 'Spot',
      byMonth: [],
      kinds: [],
      cells: [],
      byKind: [],
      total: zero,
      monthlyMape: null,
      pools: [],
      unmapped: [{ key: `spot · g5.${RLO}xlarge`, purchase: 'spot', instanceType: `g5.${RLO}xlarge`, cost: 1234.5, usageHours: 20 }],
      otherKind: [],
      leftOutCost: 0,
      other: { tax: 0, otherProducts: 0, fees: 0, credits: 0 },
      monthsOutsideHorizon: [],
    } as unknown as BacktestResult;
    const bill = { firstDay: '2026-01-01', lastDay: '2026-01-31', rowsRead: 1, rejectedCount: 0, rejected: [] } as unknown as BillImport;
    const text = backtestReport(result, bill, 'USD');
    expect(text).toMatch(/Bill lines no pool took/);
    expect(text).toContain(RLO);
    expect(everyOverrideIsolated(text)).toBe(true);
  });

  it('the price import preview isolates offer labels and GPU names', () => {
    const preview = {
      newOffers: [{ label: `b ${RLO}inst-6 · usa`, gpusPerInstance: 8, gpuName: `H${RLO}100`, prices: [] }],
      changes: [],
      confirmed: 0,
      newGpus: [{ id: 'x', name: `${RLO}GPU`, kind: 'unknown' }],
      problems: [],
      filteredOut: 0,
    } as unknown as ImportPreview;
    const parsed = { rowsRead: 1, offers: [], skipped: 0, rejectedCount: 0 } as unknown as PriceListParse;
    const text = previewText(preview, parsed);
    expect(text.match(new RegExp(RLO, 'g'))).toHaveLength(3);
    expect(everyOverrideIsolated(text)).toBe(true);
  });
});
