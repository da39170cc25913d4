import { quantile } from '@shared/sim/quantile';
import type { Distribution3 } from '@shared/sim/results';

/** P10 / P50 / P90 (linear interpolation), mean, min and max of a sample; zeros when empty. */
export function distribution3(values: readonly number[]): Distribution3 {
  const n = values.length;
  if (n === 0) return { p10: 0, p50: 0, p90: 0, mean: 0, min: 0, max: 0 };
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { p10: quantile(values, 0.1), p50: quantile(values, 0.5), p90: quantile(values, 0.9), mean: sum / n, min, max };
}

/** distribution3 of the values that are not null, or null when every value is null. */
export function distributionOrNull(values: readonly (number | null)[]): Distribution3 | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return present.length === 0 ? null : distribution3(present);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/** Micro-units to currency units. */
export function units(micro: number): number {
  return micro / 1_000_000;
}
