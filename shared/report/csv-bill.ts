import { BILL_LINES, type RunResult, type StrategySummary } from '@shared/sim/results';
import type { CsvValue } from './csv-cell';
import { fixed, microToFixed } from './format';

/**
 * The bill's columns in the CSV files, always present and added after every older column so
 * existing readers keep working; empty when the scenario has no bill costs. With bill costs,
 * total_cost (and cost per job or per 10,000 requests) is the bill total; GPU time alone is
 * gpu_cost.
 */

const MONEY = 2;

/**
 * summary.csv: the lines of the run with the median bill total. Percentiles of lines do not add
 * up; one run's lines do, to its bill_total_median_run.
 */
export const BILL_SUMMARY_COLUMNS: [name: string, value: (s: StrategySummary) => CsvValue][] = BILL_LINES.map((line) => [
  `bill_${line}_median_run`,
  (s) => fixed(s.billOfMedianRun?.[line], MONEY),
]);

/** cost-by-month.csv: the representative run's bill that month (its GPU line is the `cost` column). */
const MONTH_LINES = BILL_LINES.filter((l) => l !== 'gpu');
export const BILL_MONTH_HEADER = MONTH_LINES.map((l) => `bill_${l}`);

export function billMonthCells(run: RunResult, month: string): CsvValue[] {
  return MONTH_LINES.map((line) => {
    const amount = run.bill?.byMonth[month]?.[line];
    return amount === undefined ? '' : microToFixed(amount, MONEY);
  });
}
