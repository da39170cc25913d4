import { DAY_S, HOUR_S } from './calendar';
import { sharedCommittedPools } from './pool-split';
import type { Sim } from './sim-state';
import type { PoolHeldTimeline } from './results';

/**
 * Who held a shared committed pool over time, for the representative (full) run only: the
 * ledger keeps each workload's GPU-seconds per time bucket on the shared pools, and the result
 * adds what was committed and held by nobody. Summary runs keep nothing, so Monte Carlo's other
 * runs stay as lean as before.
 */

/** Most days drawn hour by hour; past it a bucket is 6 hours, and past a year a day. */
const HOURLY_UP_TO_DAYS = 31;
const QUARTER_DAYS_UP_TO_DAYS = 366;

/** The bucket for a horizon of `days` days: hourly up to 31 days, 6-hourly up to 366, daily beyond. */
export function timelineBucketS(days: number): number {
  return days <= HOURLY_UP_TO_DAYS ? HOUR_S : days <= QUARTER_DAYS_UP_TO_DAYS ? 6 * HOUR_S : DAY_S;
}

/** Starts keeping the timeline of every shared committed pool; call before the run starts. */
export function keepSharedPoolTimelines(sim: Sim): void {
  const bucketS = timelineBucketS(sim.c.calendar.days);
  const buckets = Math.ceil(sim.c.calendar.horizonS / bucketS);
  for (const p of sharedCommittedPools(sim)) sim.ledger.keepHeldTimeline(p, buckets, bucketS);
}

/**
 * Pool p's timeline from the finished run, or null when it was not kept. Idle is the pool's
 * committed GPUs over the part of each bucket its term covers, less what workloads held, so
 * every bucket's held + idle is exactly the committed GPU-seconds (all integers).
 */
export function sharedPoolTimeline(sim: Sim, p: number): PoolHeldTimeline | null {
  const kept = sim.ledger.heldByBucket[p];
  if (!kept) return null;
  const pool = sim.c.pools[p]!;
  const nW = sim.c.workloads.length;
  const horizonS = sim.c.calendar.horizonS;
  const bucketS = timelineBucketS(sim.c.calendar.days);
  const buckets = Math.ceil(horizonS / bucketS);
  const totals = kept.totals();
  const gpus = pool.committedInstances * pool.gpusPerInstance;
  const open = Math.max(0, pool.openS);
  const close = Math.min(horizonS, pool.closeS);
  const idleGpuS: number[] = [];
  for (let b = 0; b < buckets; b++) {
    const covered = Math.max(0, Math.min(close, (b + 1) * bucketS) - Math.max(open, b * bucketS));
    let held = 0;
    for (let w = 0; w < nW; w++) held += totals[b * nW + w]!;
    idleGpuS.push(covered * gpus - held);
  }
  const byWorkload: PoolHeldTimeline['byWorkload'] = [];
  for (let w = 0; w < nW; w++) {
    const gpuS = Array.from({ length: buckets }, (_, b) => totals[b * nW + w]!);
    if (gpuS.some((g) => g > 0)) byWorkload.push({ workloadId: sim.c.workloads[w]!.id, gpuS });
  }
  return { bucketS, byWorkload, idleGpuS };
}
