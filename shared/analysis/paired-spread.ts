import { pairedDifference } from './paired';
import { distribution3 } from './stats';

/**
 * The spread of a paired difference: run k of each variant used the same seed, so
 * `after[k] - before[k]` is the change on that seed with its luck cancelled out, and the
 * P10–P90 of those per-run changes says how much the change itself varies from run to run.
 * Whether the change is within the noise is judged as for every other paired figure (paired.ts):
 * the 95 % interval of the mean change holds zero. Where every run moved by the same amount (a
 * service without randomness), the change is exact.
 */
export interface PairedSpread {
  /** Pairs compared (runs present and finite on both sides). */
  pairs: number;
  /** Mean of after - before over the pairs. */
  mean: number;
  /** P10, median and P90 of after - before over the pairs (linear interpolation). */
  p10: number;
  p50: number;
  p90: number;
  /** Every pair moved by the same amount (within rounding): the change has no interval. */
  exact: boolean;
  /** The 95 % interval of the mean change holds 0 (paired.ts): within the noise of the runs. */
  withinNoise: boolean;
}

/** Reads a stored per-run value: a value lost on its way (null from JSON, text) is no value. */
function finite(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : NaN;
}

/**
 * The paired spread of two equally seeded series (`before[k]` and `after[k]` from seed k).
 * A pair missing on either side (NaN, null, absent) is left out; null when no pair is left.
 */
export function pairedSpread(before: readonly unknown[], after: readonly unknown[]): PairedSpread | null {
  const diffs: number[] = [];
  const n = Math.min(before.length, after.length);
  for (let k = 0; k < n; k++) {
    const d = finite(after[k]) - finite(before[k]);
    if (Number.isFinite(d)) diffs.push(d);
  }
  if (diffs.length === 0) return null;
  const d = distribution3(diffs);
  // Sums of currency units and shares carry rounding far below anything shown: no spread.
  const scale = Math.max(1e-9, Math.abs(d.min), Math.abs(d.max));
  const exact = d.max - d.min <= 1e-9 * scale;
  const [p10, p50, p90] = exact ? [d.mean, d.mean, d.mean] : [d.p10, d.p50, d.p90];
  const withinNoise = pairedDifference(new Array<number>(diffs.length).fill(0), diffs).withinNoise;
  return { pairs: diffs.length, mean: d.mean, p10, p50, p90, exact, withinNoise };
}
