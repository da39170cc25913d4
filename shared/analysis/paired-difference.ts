/**
 * Common random numbers: two variants run on the same seeds, so run k of one and run k of the
 * other met the same arrivals, sizes and interruptions. The difference is read run by run, and
 * its uncertainty is that of the per-run differences, far smaller than the spread of either
 * variant's own costs.
 */
export interface PairedDifference {
  /** Mean of (a_k - b_k) over the paired runs. */
  mean: number;
  /** Standard error of that mean (0 with one run or identical differences). */
  standardError: number;
  /** A 95 % interval of the mean difference (mean ± 1.96 standard errors). */
  low: number;
  high: number;
  /** The interval holds zero: the two differ by less than the noise of the runs. */
  withinNoise: boolean;
  runs: number;
}

const Z95 = 1.96;

/** Paired difference a - b of two equally long per-run series (same seeds, same order). */
export function pairedDifference(a: readonly number[], b: readonly number[]): PairedDifference {
  if (a.length !== b.length) throw new RangeError(`paired series differ in length: ${a.length} and ${b.length}`);
  const n = a.length;
  if (n === 0) return { mean: 0, standardError: 0, low: 0, high: 0, withinNoise: true, runs: 0 };
  let sum = 0;
  for (let k = 0; k < n; k++) sum += a[k]! - b[k]!;
  const mean = sum / n;
  let squares = 0;
  for (let k = 0; k < n; k++) {
    const d = a[k]! - b[k]! - mean;
    squares += d * d;
  }
  const standardError = n > 1 ? Math.sqrt(squares / (n - 1) / n) : 0;
  const low = mean - Z95 * standardError;
  const high = mean + Z95 * standardError;
  // Identical series differ by exactly nothing: that is "the same", not "noise".
  const withinNoise = low <= 0 && high >= 0;
  return { mean, standardError, low, high, withinNoise, runs: n };
}
