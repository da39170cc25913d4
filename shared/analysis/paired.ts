/**
 * Paired differences between two variants run on common random numbers: run k of each used
 * the same seed, so `after[k] - before[k]` is the effect of the change on that seed with the
 * seed's own luck cancelled out. The spread of those differences, not of either variant alone,
 * says whether a change is real or within the noise of the runs.
 */
export interface PairedDifference {
  /** Pairs compared (runs present in both). */
  pairs: number;
  /** Mean of after - before. */
  mean: number;
  /** Standard deviation of the differences (0 with fewer than two pairs). */
  sd: number;
  /** Half-width of the 95 % confidence interval of the mean difference (normal approximation). */
  halfWidth95: number;
  /**
   * True when the mean difference cannot be told apart from zero at 95 %: the interval
   * includes 0. A change of exactly zero in every pair is within the noise too.
   */
  withinNoise: boolean;
}

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * Paired differences of two equally seeded samples (`before[k]` and `after[k]` from seed k).
 * Non-finite values leave their pair out. With a single pair there is no spread to judge by:
 * the difference is reported as beyond the noise unless it is zero.
 */
export function pairedDifference(before: readonly number[], after: readonly number[]): PairedDifference {
  const diffs: number[] = [];
  const n = Math.min(before.length, after.length);
  for (let k = 0; k < n; k++) {
    const d = after[k]! - before[k]!;
    if (Number.isFinite(d)) diffs.push(d);
  }
  const pairs = diffs.length;
  if (pairs === 0) return { pairs, mean: 0, sd: 0, halfWidth95: 0, withinNoise: true };
  let sum = 0;
  for (const d of diffs) sum += d;
  const mean = sum / pairs;
  let squares = 0;
  for (const d of diffs) squares += (d - mean) * (d - mean);
  const sd = pairs > 1 ? Math.sqrt(squares / (pairs - 1)) : 0;
  const halfWidth95 = pairs > 1 ? (Z95 * sd) / Math.sqrt(pairs) : 0;
  // Rounding noise of sums in currency units is far below a cent; treat it as no change.
  const scale = Math.max(1, Math.abs(mean));
  const zero = Math.abs(mean) <= 1e-9 * scale;
  const withinNoise = zero || (pairs > 1 && Math.abs(mean) <= halfWidth95);
  return { pairs, mean, sd, halfWidth95, withinNoise };
}
