import type { Rng } from './prng';

/** Draws made at a time per workload. */
const BLOCK = 256;

/**
 * Standard exponential draws made a block at a time, one block per workload, for a stream that
 * draws nothing else (a Poisson workload's arrival gaps, an exponential job size): the values
 * and their order are the stream's own, so every run is what it was draw by draw. A block is
 * filled in one tight loop, and a draw is read from an array by an index, a small integer: a
 * draw returned from a call V8 did not inline would be boxed on the heap, an allocation per job
 * on the simulator's hottest path.
 */
export class ExponentialBlocks {
  readonly values: Float64Array;
  private readonly next: Int32Array;

  constructor(workloads: number) {
    this.values = new Float64Array(workloads * BLOCK);
    this.next = new Int32Array(workloads).fill(BLOCK);
  }

  /** Where in `values` workload w's next draw is, drawing its next block from `rng` when the last is used up. */
  take(w: number, rng: Rng): number {
    let i = this.next[w]!;
    if (i === BLOCK) {
      rng.fillStandardExponentials(this.values, w * BLOCK, BLOCK);
      i = 0;
    }
    this.next[w] = i + 1;
    return w * BLOCK + i;
  }
}
