/**
 * Memory that the runs of one Monte Carlo loop (one strategy, many seeds, one run after
 * another) hand on to each other instead of each taking fresh memory: on a long job stream,
 * touching a few megabytes of fresh pages costs more than a tenth of the run. A run reads
 * only values it wrote itself, so results never depend on what an earlier run left behind.
 * One scratch serves one run at a time.
 */
export class RunScratch {
  private readonly turnarounds: Int32Array[] = [];

  /** A buffer of at least `size` entries for workload w's turnarounds. */
  turnaroundBuffer(w: number, size: number): Int32Array {
    const kept = this.turnarounds[w];
    if (kept !== undefined && kept.length >= size) return kept;
    const fresh = new Int32Array(size);
    this.turnarounds[w] = fresh;
    return fresh;
  }

  /** Keeps workload w's grown buffer for the next run. */
  keepTurnarounds(w: number, buffer: Int32Array): void {
    this.turnarounds[w] = buffer;
  }
}
