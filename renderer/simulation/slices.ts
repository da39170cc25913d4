/** A contiguous range of run indices [from, to). */
export interface RunRange {
  from: number;
  to: number;
}

/**
 * Splits runs 0..runs-1 into at most `parts` contiguous ranges whose sizes differ by at most
 * one. Contiguous ranges keep the merge a simple concatenation in run order.
 */
export function splitRuns(runs: number, parts: number): RunRange[] {
  const count = Math.max(1, Math.min(parts, runs));
  const base = Math.floor(runs / count);
  const extra = runs % count;
  const ranges: RunRange[] = [];
  let from = 0;
  for (let i = 0; i < count; i++) {
    const size = base + (i < extra ? 1 : 0);
    ranges.push({ from, to: from + size });
    from += size;
  }
  return ranges;
}

/** Workers to start: one per logical core the browser reports, at least 1, at most 8. */
export function defaultPoolSize(hardwareConcurrency: number | undefined): number {
  const cores =
    hardwareConcurrency !== undefined && Number.isFinite(hardwareConcurrency)
      ? Math.floor(hardwareConcurrency)
      : 1;
  return Math.min(8, Math.max(1, cores));
}
