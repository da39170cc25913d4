import {
  BILL_LINES,
  type BillAmounts,
  type BillLine,
  type Distribution3,
  type RunBill,
  type StrategySummary,
} from '@shared/sim/results';
import { microToUnits, roundTo } from './format';

/**
 * The bill in the results JSON: new fields only, null when the scenario has no bill costs, so
 * the format stays 1. With bill costs, a strategy's totalCost (and its cost per job and per
 * 10,000 requests) is the bill total and gpuCost is GPU time alone.
 */
export interface StrategyBillJson<D> {
  /** Each line across the runs. Percentiles of lines do not add up to the total's. */
  lines: Record<BillLine, D>;
  /** The lines of the run with the median bill total: they add up to its total. */
  medianRun: BillAmounts;
}

export interface RunBillJson {
  lines: BillAmounts;
  /** "YYYY-MM" -> that month's lines, months in order; they sum to `lines`. */
  byMonth: Record<string, BillAmounts>;
}

const r6 = (x: number) => roundTo(x, 6);

function amounts(values: BillAmounts, convert: (x: number) => number): BillAmounts {
  const out = {} as BillAmounts;
  for (const line of BILL_LINES) out[line] = convert(values[line]);
  return out;
}

/** `dist` writes a distribution the way the rest of the document does. */
export function strategyBillJson<D>(
  s: StrategySummary,
  dist: (d: Distribution3) => D,
): StrategyBillJson<D> | null {
  if (!s.bill || !s.billOfMedianRun) return null;
  const lines = {} as Record<BillLine, D>;
  for (const line of BILL_LINES) lines[line] = dist(s.bill[line]);
  return { lines, medianRun: amounts(s.billOfMedianRun, r6) };
}

export function runBillJson(bill: RunBill | undefined): RunBillJson | null {
  if (!bill) return null;
  const months = Object.keys(bill.byMonth).sort();
  return {
    lines: amounts(bill.lines, microToUnits),
    byMonth: Object.fromEntries(months.map((m) => [m, amounts(bill.byMonth[m]!, microToUnits)])),
  };
}
