import { describe, expect, it } from 'vitest';
import { runStrategy } from '@shared/sim/run-strategy';
import { Rng } from '@shared/sim/prng';
import { YEAR_S } from '@shared/sim/owned-costs';
import { DAY_S } from '@shared/sim/calendar';
import { HOUR, trainingScenario } from './fixtures';
import { ONE_SERVER, type OwnedInput } from './owned-fixture';

/** One 800-GPU-hour job on 8 GPUs, a checkpoint every hour and 30 minutes to restart, alone on the owned pool given. */
function oneJob(pool: Partial<OwnedInput>, gpusPerJob = 8) {
  return trainingScenario({
    pools: [{ ...ONE_SERVER, ...pool }],
    workload: { gpusPerJob, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 100 * gpusPerJob } }, checkpointIntervalMinutes: 60, restartOverheadMinutes: 30 },
    horizonDays: 30,
  });
}

/** The pool's first failure, drawn as the run draws it: the stream is the pool's own, and all 8 GPUs are in service. */
function firstFailureS(seed: number, perGpuYear: number): number {
  const rng = Rng.stream(seed, 'failures:own');
  return Math.max(1, Math.round(rng.exponential(YEAR_S / (8 * perGpuYear))));
}

describe('a GPU failure on a busy owned GPU takes the job on it down', () => {
  it('the hand-worked case: the job loses its work since the last checkpoint, waits for the repair, pays its restart and finishes later', () => {
    // Without failures the job runs T0 (its 100 hours at the offer's speed for 8 GPUs).
    const calm = runStrategy(oneJob({}), 's', 1).jobs[0]!;
    const T0 = calm.finishS!;
    expect(calm.preemptions).toBe(0);
    // 10 failures a GPU-year, each GPU out a day. Seed 1: the first failure falls at t1, and the
    // job holds all 8 GPUs, so it hits the job.
    const seed = 1;
    const t1 = firstFailureS(seed, 10);
    const r = runStrategy(oneJob({ failuresPerGpuYear: 10, daysOutPerFailure: 1 }), 's', seed);
    const job = r.jobs[0]!;
    const f = r.pools[0]!.ownedFailures!;
    // It is the only failure to hit the job (the later ones fall on free GPUs or after it ends).
    expect(f.interruptions).toBe(1);
    expect(t1).toBeLessThan(T0);
    // Kept: the whole hours up to t1 (a checkpoint every hour); lost: t1 mod 1 h on 8 GPUs.
    // (Seed 1: t1 = 85 h 57 min 43 s, so 85 h kept and 57 min 43 s × 8 = 27,704 GPU-s lost.)
    const kept = Math.floor(t1 / HOUR) * HOUR;
    expect(job.preemptions).toBe(1);
    expect(job.lostGpuS).toBe(8 * (t1 - kept));
    expect(f.lostWorkGpuHours * HOUR).toBeCloseTo(8 * (t1 - kept), 6);
    // Back at the head of the queue, it needs all 8 GPUs: it waits for the failed one's repair a day later,
    expect(job.queueWaitS).toBe(DAY_S);
    // then pays its 30 minutes of restart and runs what was not kept: T0 - kept.
    expect(job.restartS).toBe(30 * 60);
    expect(job.finishS).toBe(t1 + DAY_S + 30 * 60 + (T0 - kept));
    // The workload's lost work is the failure's: no spot, no priorities here.
    expect(r.workloads[0]!.lostGpuS).toBe(job.lostGpuS);
  });

  it('a gang job frees every GPU it held: a failure on one of its two servers stops both', () => {
    const r = runStrategy(oneJob({ servers: 2, failuresPerGpuYear: 10, daysOutPerFailure: 1 }, 16), 's', 1);
    const job = r.jobs[0]!;
    const f = r.pools[0]!.ownedFailures!;
    expect(f.interruptions).toBeGreaterThan(0);
    expect(job.preemptions).toBe(f.interruptions);
    // Each interruption loses less than an hour (the checkpoint interval) on all 16 GPUs.
    expect(job.lostGpuS).toBe(f.lostWorkGpuHours * HOUR);
    expect(job.lostGpuS).toBeLessThan(f.interruptions * 16 * HOUR);
    expect(job.lostGpuS % 16).toBe(0);
  });

  it('the same seed gives the same run', () => {
    const s = oneJob({ servers: 2, failuresPerGpuYear: 10, daysOutPerFailure: 1 }, 4);
    expect(runStrategy(s, 's', 5)).toEqual(runStrategy(s, 's', 5));
  });
});
