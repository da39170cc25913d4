import type { RunResult } from '@shared/sim/results';

/**
 * Who held each shared pool over time in the representative run, for the results screen's chart
 * and the report's: per workload and idle, the GPUs held on average in each step. A step is the
 * run's bucket (an hour up to 31 days, 6 hours up to a year, a day beyond), or whole runs of
 * buckets merged when a picture has room for fewer steps (paper).
 */

export interface TimelineRow {
  kind: 'workload' | 'idle';
  /** Workload id, or '' for idle. */
  key: string;
  /** Workload name ('' for idle: the interface words it). */
  name: string;
  /** Average GPUs held in each step. */
  gpus: number[];
  /** GPU-hours held over the whole horizon. */
  gpuHours: number;
  /** Most GPUs held on average in one step. */
  peakGpus: number;
}

export interface PoolTimeline {
  poolId: string;
  name: string;
  /** Seconds per step (the run's bucket times the buckets merged into one step). */
  stepS: number;
  /** Start of each step, seconds from the start date. */
  startsS: number[];
  /** The workloads that held the pool, in the strategy's order, then idle. */
  rows: TimelineRow[];
}

/** The timelines of the run's shared pools (none when the run kept none, e.g. results saved before it existed). */
export function sharedPoolTimelines(run: RunResult, maxSteps = Number.POSITIVE_INFINITY): PoolTimeline[] {
  const names = new Map(run.workloads.map((w) => [w.workloadId, w.name]));
  const out: PoolTimeline[] = [];
  for (const p of run.pools) {
    const tl = p.heldTimeline;
    if (!tl || tl.idleGpuS.length === 0) continue;
    const buckets = tl.idleGpuS.length;
    const merge = Math.max(1, Math.ceil(buckets / Math.max(1, maxSteps)));
    const steps = Math.ceil(buckets / merge);
    const startsS = Array.from({ length: steps }, (_, s) => s * merge * tl.bucketS);
    const row = (kind: TimelineRow['kind'], key: string, name: string, gpuS: readonly number[]): TimelineRow => {
      const gpus = startsS.map((_, s) => {
        const part = gpuS.slice(s * merge, Math.min(buckets, (s + 1) * merge));
        return part.reduce((a, g) => a + g, 0) / (part.length * tl.bucketS);
      });
      return { kind, key, name, gpus, gpuHours: gpuS.reduce((a, g) => a + g, 0) / 3600, peakGpus: Math.max(0, ...gpus) };
    };
    out.push({
      poolId: p.poolId,
      name: p.name,
      stepS: merge * tl.bucketS,
      startsS,
      rows: [...tl.byWorkload.map((b) => row('workload', b.workloadId, names.get(b.workloadId) ?? b.workloadId, b.gpuS)), row('idle', '', '', tl.idleGpuS)],
    });
  }
  return out;
}
