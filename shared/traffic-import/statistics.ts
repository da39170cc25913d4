/** How the values of one slot across days become the curve's point. */
export const SLOT_STATISTICS = ['mean', 'p50', 'p90', 'p95'] as const;
export type SlotStatistic = (typeof SLOT_STATISTICS)[number];

export const isSlotStatistic = (value: string): value is SlotStatistic =>
  (SLOT_STATISTICS as readonly string[]).includes(value);

export function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return values.length === 0 ? 0 : sum / values.length;
}

/** The q-quantile (0..1) of values already sorted ascending, interpolated between ranks (as spreadsheets' PERCENTILE). */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const rank = (sorted.length - 1) * q;
  const low = Math.floor(rank);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export function slotStatistic(values: readonly number[], statistic: SlotStatistic): number {
  if (statistic === 'mean') return mean(values);
  const sorted = [...values].sort((a, b) => a - b);
  const q = statistic === 'p50' ? 0.5 : statistic === 'p90' ? 0.9 : 0.95;
  return quantileSorted(sorted, q);
}

/** Mean and percentiles of a set of counts (token sizes), for the size mix. */
export interface Spread {
  mean: number;
  p50: number;
  p95: number;
  p99: number;
}

export function spreadOf(values: Float64Array): Spread {
  const sorted = Float64Array.from(values).sort();
  return {
    mean: mean(sorted),
    p50: quantileSorted(sorted, 0.5),
    p95: quantileSorted(sorted, 0.95),
    p99: quantileSorted(sorted, 0.99),
  };
}
