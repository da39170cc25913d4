import { BILL_LINES, type BillAmounts, type BillLine, type Distribution3, type RunResult, type StrategySummary } from '@shared/sim/results';
import { distribution3, units } from './stats';

/**
 * A strategy's bill across its runs, when the scenario has bill costs: each line's percentiles,
 * GPU time alone beside them, and per run the micro-units strategies are compared on (the bill
 * total) and the factor that carries the bill onto cost per job and per 10,000 requests.
 */
export interface BillAcrossRuns {
  /** Per run, in the runs' order: the bill total (micro). */
  totalsMicro: number[];
  /**
   * Per run: bill total / GPU cost. Unit costs are GPU cost per unit, so the bill is spread over
   * the work in proportion to its GPU cost (1 when the run cost nothing on GPUs).
   */
  unitFactor: number[];
  summary: Required<Pick<StrategySummary, 'gpuCost' | 'bill' | 'billOfMedianRun'>>;
}

export function billAcrossRuns(runs: readonly RunResult[]): BillAcrossRuns | null {
  if (runs.length === 0 || runs.some((r) => r.bill === undefined)) return null;
  const bills = runs.map((r) => r.bill!.lines);
  const bill = {} as Record<BillLine, Distribution3>;
  for (const line of BILL_LINES) bill[line] = distribution3(bills.map((b) => units(b[line])));
  // Percentiles of lines do not add up; the median run's own lines do, so that bill is shown.
  const byTotal = bills.map((b, i) => i).sort((a, b) => bills[a]!.total - bills[b]!.total || runs[a]!.seed - runs[b]!.seed);
  const median = bills[byTotal[Math.floor((byTotal.length - 1) / 2)]!]!;
  const billOfMedianRun = {} as BillAmounts;
  for (const line of BILL_LINES) billOfMedianRun[line] = units(median[line]);
  return {
    totalsMicro: bills.map((b) => b.total),
    unitFactor: runs.map((r, i) => (r.totalCostMicro > 0 ? bills[i]!.total / r.totalCostMicro : 1)),
    summary: { gpuCost: distribution3(runs.map((r) => units(r.totalCostMicro))), bill, billOfMedianRun },
  };
}
