import { describe, expect, it } from 'vitest';
import { DAY_S } from '@shared/sim/calendar';
import { runStrategy } from '@shared/sim/run-strategy';
import { heldReplicas, ONE_SERVER } from './owned-fixture';

/** One 8-GPU server failing `rate` times a GPU-year, each failed GPU out `days` days, holding `replicas` one-GPU replicas for `horizon` days. */
function failing(rate: number, days: number, replicas: number, horizon = 365) {
  return heldReplicas(replicas, [{ ...ONE_SERVER, failuresPerGpuYear: rate, daysOutPerFailure: days }], horizon);
}

describe('GPU failures of owned servers', () => {
  it('the same seed gives the same run, failures and all; another seed other failures', () => {
    const s = failing(6, 5, 4);
    const a = runStrategy(s, 's', 7);
    expect(runStrategy(s, 's', 7)).toEqual(a);
    const f = a.pools[0]!.ownedFailures!;
    expect(f.failures).toBeGreaterThan(0);
    expect(runStrategy(s, 's', 8).pools[0]!.ownedFailures).not.toEqual(f);
  });

  it('a failed GPU is out for the days given: each failure inside the horizon costs up to that many GPU-hours', () => {
    const f = runStrategy(failing(6, 5, 4), 's', 3).pools[0]!.ownedFailures!;
    // Every failure takes one GPU out for 5 days (120 GPU-hours), less what falls after the horizon.
    expect(f.lostGpuHours).toBeLessThanOrEqual(f.failures * 120);
    expect(f.lostGpuHours).toBeGreaterThan((f.failures - 8) * 120);
  });

  it('running work is kept whole: a failure takes a free GPU, and the replicas keep theirs', () => {
    const run = runStrategy(failing(6, 5, 4), 's', 3);
    expect(run.pools[0]!.gpuSecondsUsed).toBe(4 * 365 * DAY_S);
  });

  it('a failure on a server whose every GPU is busy waits for one to be freed: replicas that never end keep all eight', () => {
    // Eight fixed replicas hold the eight GPUs the whole year: each GPU fails once (at 10 a year,
    // surely within it) and waits; a GPU waiting to be taken out cannot fail again, so 8 in all.
    const pool = runStrategy(failing(10, 5, 8), 's', 1).pools[0]!;
    expect(pool.ownedFailures!.failures).toBe(8);
    expect(pool.ownedFailures!.lostGpuHours).toBe(0);
    expect(pool.gpuSecondsUsed).toBe(8 * 365 * DAY_S);
  });

  it('where every unit takes whole servers, a failure takes its server out: eight GPUs for the days given', () => {
    const s = heldReplicas(1, [{ ...ONE_SERVER, servers: 2, oneUnitPerInstance: true, failuresPerGpuYear: 6, daysOutPerFailure: 5 }], 365);
    const run = runStrategy(s, 's', 3);
    const f = run.pools[0]!.ownedFailures!;
    expect(f.failures).toBeGreaterThan(0);
    // The free server goes out for 5 days × 8 GPUs = 960 GPU-hours a failure (the busy one waits for its replica, which never ends).
    expect(f.lostGpuHours).toBeGreaterThanOrEqual(960);
    expect(f.lostGpuHours).toBeLessThanOrEqual(f.failures * 960);
    expect(run.pools[0]!.gpuSecondsUsed).toBeGreaterThan(0);
  });

  it('no failures are drawn when a failed GPU is out for no time', () => {
    const run = runStrategy(failing(6, 0, 4), 's', 3);
    expect(run.pools[0]!.ownedFailures).toEqual({ failures: 0, lostGpuHours: 0 });
  });
});
