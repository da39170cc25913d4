export interface SimulationProgress {
  /** Strategy-runs finished (one seed of one strategy is one). */
  done: number;
  total: number;
  /** Estimated milliseconds left; null until the first run finishes. */
  etaMs: number | null;
}

/**
 * Time left at the pace so far. Runs of one scenario cost about the same, so the average
 * rate is a fair guide and, unlike a recent-window rate, does not jump when workers report
 * out of step.
 */
export function estimateProgress(
  done: number,
  total: number,
  elapsedMs: number,
): SimulationProgress {
  if (done <= 0) return { done: 0, total, etaMs: null };
  const remaining = Math.max(0, total - done);
  return { done, total, etaMs: Math.round((elapsedMs / done) * remaining) };
}
