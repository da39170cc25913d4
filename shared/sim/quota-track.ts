/**
 * What a run keeps of each quota's holder over time (quotas.ts noteQuotaChange): the GPUs it
 * held since its last change, from when, and the running figures the results show. One slot
 * per quota of the strategy (none without quotas).
 */
export class QuotaTrack {
  /** GPUs the holder held since lastS. */
  readonly held: Int32Array;
  readonly lastS: Float64Array;
  /** Most GPUs held at once. */
  readonly peak: Int32Array;
  /** GPU-seconds held above the guarantee (borrowed), and seconds with any borrowed. */
  readonly borrowedGpuS: Float64Array;
  readonly borrowingS: Float64Array;

  constructor(n: number) {
    this.held = new Int32Array(n);
    this.lastS = new Float64Array(n);
    this.peak = new Int32Array(n);
    this.borrowedGpuS = new Float64Array(n);
    this.borrowingS = new Float64Array(n);
  }

  /** Accounts [lastS, now) at the GPUs held over it, for guarantee g. */
  advance(q: number, now: number, g: number): void {
    const dt = now - this.lastS[q]!;
    const over = this.held[q]! - g;
    if (dt > 0 && over > 0) {
      this.borrowedGpuS[q]! += dt * over;
      this.borrowingS[q]! += dt;
    }
    this.lastS[q] = now;
  }
}
