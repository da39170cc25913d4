import { allowedMissShare } from '@shared/scenario';
import type { RunResult, WorkloadRunMetrics } from '@shared/sim/results';

/** A strategy meets its targets when at least this share of its runs does. */
export const TARGET_RUN_SHARE = 0.9;
/** Most share of active inference seconds whose estimated latency (in its statistic) may miss the target. */
export const LATENCY_MISS_TOLERANCE = 0.01;
/** Most share of requests that may go unserved. */
export const UNSERVED_TOLERANCE = 0.01;

export interface RunTargets {
  deadlineMisses: number;
  unservedShare: number | null;
  latencyMissShare: number | null;
  /** Share of the run's requests slower than their workload's target (null without inference or in runs saved before it). */
  requestMissShare: number | null;
  met: boolean;
}

/** Share of one inference workload's requests that missed its latency target; null for runs saved before it was counted. */
export function workloadRequestMissShare(w: WorkloadRunMetrics): number | null {
  if (w.requestsMissedTarget === undefined) return null;
  return w.requestsTotal > 0 ? w.requestsMissedTarget / w.requestsTotal : 0;
}

/**
 * Whether a workload's requests kept within what its percentile target allows over the whole
 * run (a P95 target: at most 5 % of requests slower than it). A mean target says nothing about
 * the share of slow requests, so it holds only the time-based test, as before.
 */
function requestsWithinTarget(w: WorkloadRunMetrics): boolean {
  const allowed = allowedMissShare(w.latencyTargetPercentile ?? 'mean');
  const share = workloadRequestMissShare(w);
  return allowed === null || share === null || share <= allowed;
}

/**
 * Whether one run met every deadline and kept latency and unserved requests within tolerance:
 * the seconds whose latency missed the target at most 1 % of the active time, and, for a
 * percentile target, the requests slower than the target within the share it allows.
 */
export function runTargets(run: RunResult): RunTargets {
  let misses = 0;
  let requests = 0;
  let unserved = 0;
  let active = 0;
  let latencyMiss = 0;
  let missed = 0;
  let missedKnown = true;
  let withinPercentiles = true;
  let hasInference = false;
  for (const w of run.workloads) {
    misses += w.deadlineMisses;
    if (w.kind === 'inference') {
      hasInference = true;
      requests += w.requestsTotal;
      unserved += w.requestsUnserved;
      active += w.activeS;
      latencyMiss += w.latencyMissS;
      if (w.requestsMissedTarget === undefined) missedKnown = false;
      else missed += w.requestsMissedTarget;
      if (!requestsWithinTarget(w)) withinPercentiles = false;
    }
  }
  const unservedShare = hasInference ? (requests > 0 ? unserved / requests : 0) : null;
  const latencyMissShare = hasInference ? (active > 0 ? latencyMiss / active : 0) : null;
  const requestMissShare = hasInference && missedKnown ? (requests > 0 ? missed / requests : 0) : null;
  const met =
    misses === 0 &&
    (unservedShare ?? 0) <= UNSERVED_TOLERANCE &&
    (latencyMissShare ?? 0) <= LATENCY_MISS_TOLERANCE &&
    withinPercentiles;
  return { deadlineMisses: misses, unservedShare, latencyMissShare, requestMissShare, met };
}
