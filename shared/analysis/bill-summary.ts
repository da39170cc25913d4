import { BILL_LINES, type BillAmounts, type BillLine, type Distribution3, type StrategySummary } from '@shared/sim/results';
import { billColumnOf, runColumn, type RunFigures } from './run-figures';
import { distribution3, units } from './stats';

/**
 * A strategy's bill across its runs, when the scenario has bill costs: each line's percentiles,
 * GPU time alone beside them, and the lines of the run with the median bill total (percentiles
 * of lines do not add up; one run's own lines do). The totals strategies are compared on are
 * already bill totals in the recorded figures (run-figures.ts). Nothing without bill costs.
 */
export function billFromFigures(
  figures: RunFigures,
  rows: readonly number[],
): Pick<StrategySummary, 'gpuCost' | 'bill' | 'billOfMedianRun'> {
  if (rows.length === 0 || runColumn(figures, 'hasBill', rows).some((b) => b !== 1)) return {};
  const lines = {} as Record<BillLine, number[]>;
  for (const line of BILL_LINES) lines[line] = runColumn(figures, billColumnOf(line), rows);
  const bill = {} as Record<BillLine, Distribution3>;
  for (const line of BILL_LINES) bill[line] = distribution3(lines[line].map(units));
  // `rows` are in seed order, so ties on the total go to the lower seed.
  const totals = lines.total;
  const byTotal = totals.map((_, i) => i).sort((a, b) => totals[a]! - totals[b]! || a - b);
  const median = byTotal[Math.floor((byTotal.length - 1) / 2)]!;
  const billOfMedianRun = {} as BillAmounts;
  for (const line of BILL_LINES) billOfMedianRun[line] = units(lines[line][median]!);
  return { gpuCost: distribution3(runColumn(figures, 'gpuCost', rows)), bill, billOfMedianRun };
}
