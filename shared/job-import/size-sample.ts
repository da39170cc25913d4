import { MAX_EMPIRICAL_VALUES } from '../scenario/primitives';

/**
 * The job sizes an "empirical" import stores: the log's own sizes, sorted, when there are at
 * most MAX_EMPIRICAL_VALUES of them; else that many evenly spaced quantiles, each the mean of
 * its block of neighbouring sorted sizes (blocks of ⌊n/m⌋ or ⌈n/m⌉ sizes), scaled by the tiny
 * factor that makes their mean the log's mean exactly. So the stored shape follows the log's
 * to within a block everywhere, and the total work a run draws is the log's on average.
 */

export interface StoredSizes {
  /** The values the scenario keeps, ascending, to six significant figures. */
  values: number[];
  /** How many sizes the log had (more than values.length when subsampled). */
  fromCount: number;
  subsampled: boolean;
}

/** Six significant figures: the mean of 10,000 values keeps at least five. */
const round6 = (x: number): number => Number(x.toPrecision(6));

/** The stored sample of sizes sorted ascending (at least one), at most `limit` values. */
export function storedSizes(sorted: Float64Array, limit = MAX_EMPIRICAL_VALUES): StoredSizes {
  const n = sorted.length;
  if (n <= limit) return { values: Array.from(sorted, round6), fromCount: n, subsampled: false };
  let total = 0;
  for (const x of sorted) total += x;
  const blocks = new Float64Array(limit);
  let blockTotal = 0;
  for (let k = 0; k < limit; k++) {
    const from = Math.floor((k * n) / limit);
    const to = Math.floor(((k + 1) * n) / limit);
    let sum = 0;
    for (let i = from; i < to; i++) sum += sorted[i]!;
    blocks[k] = sum / (to - from);
    blockTotal += blocks[k]!;
  }
  // Blocks differ in size by one, so their plain mean is off by a hair: scale it back.
  const scale = blockTotal > 0 ? total / n / (blockTotal / limit) : 1;
  return { values: Array.from(blocks, (b) => round6(b * scale)), fromCount: n, subsampled: true };
}
