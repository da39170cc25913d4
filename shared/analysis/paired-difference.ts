import { pairedDifference as paired } from './paired';

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

/**
 * Paired difference a - b of two equally long per-run series (same seeds, same order), in the
 * shape the decision analyses report: the arithmetic is the what-if comparison's (paired.ts).
 */
export function pairedDifference(a: readonly number[], b: readonly number[]): PairedDifference {
  if (a.length !== b.length) throw new RangeError(`paired series differ in length: ${a.length} and ${b.length}`);
  const d = paired(b, a);
  return {
    mean: d.mean,
    standardError: d.pairs > 1 ? d.sd / Math.sqrt(d.pairs) : 0,
    low: d.mean - d.halfWidth95,
    high: d.mean + d.halfWidth95,
    withinNoise: d.withinNoise,
    runs: d.pairs,
  };
}
