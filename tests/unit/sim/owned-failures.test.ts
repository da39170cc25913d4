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

  it('a replica on a failed GPU is replaced at once from the free GPUs: the service keeps its four', () => {
    const run = runStrategy(failing(6, 5, 4), 's', 3);
    const f = run.pools[0]!.ownedFailures!;
    // Half the GPUs are busy, so some failures fall on a replica; each is replaced on a free GPU.
    expect(f.interruptions).toBeGreaterThan(0);
    expect(f.interruptions).toBeLessThan(f.failures);
    expect(run.pools[0]!.gpuSecondsUsed).toBe(4 * 365 * DAY_S);
    // A replica holds no work to lose.
    expect(f.lostWorkGpuHours).toBe(0);
  });

  it('on a server whose every GPU is busy each failure takes a replica down until its GPU is repaired', () => {
    // Eight fixed replicas hold the eight GPUs the whole year: every failure falls on a busy GPU,
    // and its replica has nowhere to go until the repair, 5 days later (or the horizon).
    const pool = runStrategy(failing(10, 5, 8), 's', 1).pools[0]!;
    const f = pool.ownedFailures!;
    expect(f.failures).toBeGreaterThan(8);
    expect(f.interruptions).toBe(f.failures);
    // The replicas' GPU time is the year's less exactly the GPU-hours out of service.
    expect(pool.gpuSecondsUsed).toBeCloseTo(8 * 365 * DAY_S - f.lostGpuHours * 3600, 3);
  });

  it('a replica spread over two servers is taken down by a failure on either, and waits for both to be whole', () => {
    // One replica of 16 GPUs on two 8-GPU servers: every GPU is busy, so every failure falls on it.
    const s = heldReplicas(1, [{ ...ONE_SERVER, servers: 2, failuresPerGpuYear: 10, daysOutPerFailure: 5 }], 365);
    const api = s.workloads[0]!;
    if (api.kind !== 'inference') throw new Error('the fixture holds replicas');
    api.gpusPerReplica = 16;
    const run = runStrategy(s, 's', 2);
    const f = run.pools[0]!.ownedFailures!;
    expect(f.failures).toBeGreaterThan(0);
    // Only failures while the replica runs take it down; while a GPU is out it cannot run at all.
    expect(f.interruptions).toBeGreaterThan(0);
    expect(f.interruptions).toBeLessThanOrEqual(f.failures);
    // Each time it is down at least the 5 days its GPU is out (only the last may be cut by the horizon).
    expect(run.pools[0]!.gpuSecondsUsed).toBeLessThanOrEqual(16 * 365 * DAY_S - (f.interruptions - 1) * 16 * 5 * DAY_S);
  });

  it('where every unit takes whole servers, a failure takes its server out: eight GPUs for the days given', () => {
    const s = heldReplicas(1, [{ ...ONE_SERVER, servers: 2, oneUnitPerInstance: true, failuresPerGpuYear: 6, daysOutPerFailure: 5 }], 365);
    const run = runStrategy(s, 's', 3);
    const f = run.pools[0]!.ownedFailures!;
    expect(f.failures).toBeGreaterThan(0);
    // A failed server is out for 5 days × 8 GPUs = 960 GPU-hours (less what falls after the horizon).
    expect(f.lostGpuHours).toBeGreaterThan(0);
    expect(f.lostGpuHours).toBeLessThanOrEqual(f.failures * 960);
    expect(run.pools[0]!.gpuSecondsUsed).toBeGreaterThan(0);
  });

  it('no failures are drawn when a failed GPU is out for no time', () => {
    const run = runStrategy(failing(6, 0, 4), 's', 3);
    expect(run.pools[0]!.ownedFailures).toEqual({ failures: 0, lostGpuHours: 0, interruptions: 0, lostWorkGpuHours: 0 });
  });
});
