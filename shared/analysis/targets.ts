import type { RunResult } from '@shared/sim/results';

/** A strategy meets its targets when at least this share of its runs does. */
export const TARGET_RUN_SHARE = 0.9;
/** Most share of active inference seconds whose estimated mean latency may exceed the target. */
export const LATENCY_MISS_TOLERANCE = 0.01;
/** Most share of requests that may go unserved. */
export const UNSERVED_TOLERANCE = 0.01;

export interface RunTargets {
  deadlineMisses: number;
  unservedShare: number | null;
  latencyMissShare: number | null;
  met: boolean;
}

/** Whether one run met every deadline and kept latency and unserved requests within tolerance. */
export function runTargets(run: RunResult): RunTargets {
  let misses = 0;
  let requests = 0;
  let unserved = 0;
  let active = 0;
  let latencyMiss = 0;
  let hasInference = false;
  for (const w of run.workloads) {
    misses += w.deadlineMisses;
    if (w.kind === 'inference') {
      hasInference = true;
      requests += w.requestsTotal;
      unserved += w.requestsUnserved;
      active += w.activeS;
      latencyMiss += w.latencyMissS;
    }
  }
  const unservedShare = hasInference ? (requests > 0 ? unserved / requests : 0) : null;
  const latencyMissShare = hasInference ? (active > 0 ? latencyMiss / active : 0) : null;
  const met =
    misses === 0 && (unservedShare ?? 0) <= UNSERVED_TOLERANCE && (latencyMissShare ?? 0) <= LATENCY_MISS_TOLERANCE;
  return { deadlineMisses: misses, unservedShare, latencyMissShare, met };
}
