import type { Distribution } from './primitives';

/**
 * Figures of the arrival and size kinds that hold data rather than parameters (Poisson by hour
 * of the week, empirical sizes), read the same way by the simulator's planning estimates, the
 * work limits, what-ifs, the editor and the report.
 */

/** Mean arrivals a day of an hour-of-week profile (arrivals an hour, 168 of them): a week's arrivals over 7. */
export function hourOfWeekPerDay(perHour: readonly number[]): number {
  let sum = 0;
  for (const r of perHour) sum += r;
  return sum / 7;
}

/** Arrivals on each day of the week (Monday first) of an hour-of-week profile. */
export function hourOfWeekDayTotals(perHour: readonly number[]): number[] {
  return Array.from({ length: 7 }, (_, d) => perHour.slice(d * 24, d * 24 + 24).reduce((a, b) => a + b, 0));
}

export interface EmpiricalSummary {
  count: number;
  mean: number;
  /** Standard deviation over mean (sample), 0 when the mean is 0. */
  cv: number;
  p50: number;
  p95: number;
  max: number;
}

/** The value at quantile q of sorted values, interpolated between neighbours. */
function quantileOfSorted(sorted: Float64Array, q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Count, mean, median, 95th percentile and largest of an empirical distribution's values (at least one). */
export function empiricalSummary(values: readonly number[]): EmpiricalSummary {
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  const mean = sum / sorted.length;
  let squares = 0;
  for (const v of sorted) squares += (v - mean) ** 2;
  const sd = sorted.length > 1 ? Math.sqrt(squares / (sorted.length - 1)) : 0;
  return {
    count: sorted.length,
    mean,
    cv: mean > 0 ? sd / mean : 0,
    p50: quantileOfSorted(sorted, 0.5),
    p95: quantileOfSorted(sorted, 0.95),
    max: sorted[sorted.length - 1]!,
  };
}

/** Mean of an empirical distribution's values. */
export function empiricalMean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return values.length > 0 ? sum / values.length : 0;
}

/** The mean of any distribution (what planning estimates and the report read). */
export function meanOfDistribution(d: Distribution): number {
  switch (d.type) {
    case 'fixed':
      return d.value;
    case 'exponential':
    case 'lognormal':
      return d.mean;
    case 'uniform':
      return (d.min + d.max) / 2;
    case 'empirical':
      return empiricalMean(d.values);
  }
}
