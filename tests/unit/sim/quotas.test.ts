import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '@shared/scenario';
import { parseScenario, scenarioWarnings } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { HOUR, scenario } from './fixtures';
import { expectInvariants } from './invariants';
import { afternoonService, otherTraining, quotaServer } from './quota-fixture';
import { MIN } from './shared-server-fixture';

function run(input: ScenarioInput): RunResult {
  const r = runStrategy(scenario(input), 's', 1);
  expectInvariants(r);
  return r;
}

const TEN = 10 / 24;
const NOON = 12 / 24;

describe('quotas on a shared server: the hand-worked cases', () => {
  it('a guaranteed job keeps its 4 GPUs against a higher-priority service, which overflows 2 GPUs to on-demand', () => {
    const input = quotaServer([TEN], [{ workload: afternoonService, priority: 10 }], [
      { poolId: 'server', workloadId: 'train', guaranteedGpus: 4 },
      // A maximum the service never reaches: it only records what the service held.
      { poolId: 'server', workloadId: 'api', maxGpus: 8 },
    ]);
    const r = run(input);
    const job = r.jobs[0]!;
    // Never preempted: 10:00 + 20 min start-up + 10 h of work = 20:20.
    expect(job.preemptions).toBe(0);
    expect(job.finishS).toBe(10 * HOUR + 20 * MIN + 10 * HOUR);
    const server = r.pools.find((p) => p.poolId === 'server')!;
    const od = r.pools.find((p) => p.poolId === 'od')!;
    // Day 1, 14:00-18:00: the job holds 4, the service takes the other 4 and puts 2 replicas on on-demand.
    // Day 2: the job is done, all 6 replicas on the server. Service on the server: (4 + 6) GPUs x 4 h.
    expect(server.hoursSplit!.servicesGpuS).toBe((4 + 6) * 4 * HOUR);
    expect(od.byWorkload!.find((b) => b.workloadId === 'api')!.gpuSecondsUsed).toBe(2 * 4 * HOUR);
    // The job held its 4 (never above its guarantee: nothing borrowed); the service, guaranteed
    // nothing, borrowed all it held: 4 GPUs x 4 h on day 1 and 6 x 4 h on day 2 = 40 GPU-h over 8 h.
    expect(r.quotas).toEqual([
      { poolId: 'server', workloadId: 'train', guaranteedGpus: 4, maxGpus: null, poolGpus: 8, peakHeldGpus: 4, borrowedGpuHours: 0, borrowingHours: 0 },
      { poolId: 'server', workloadId: 'api', guaranteedGpus: 0, maxGpus: 8, poolGpus: 8, peakHeldGpus: 6, borrowedGpuHours: 40, borrowingHours: 8 },
    ]);
    // Without the guarantee, the service takes the job's GPUs at 14:00 (the case of priority-preemption.test.ts).
    const without = run(quotaServer([TEN], [{ workload: afternoonService, priority: 10 }], []));
    expect(without.jobs[0]!.preemptions).toBe(1);
    expect(without.pools.find((p) => p.poolId === 'od')!.byWorkload!.find((b) => b.workloadId === 'api')?.gpuSecondsUsed ?? 0).toBe(0);
  });

  it('a workload with maxGpus 4 never holds more than 4 GPUs, even on an idle server', () => {
    const r = run(quotaServer([TEN, TEN], [], [{ poolId: 'server', workloadId: 'train', maxGpus: 4 }]));
    const [first, second] = [r.jobs[0]!, r.jobs[1]!];
    // The first runs 10:00-20:20; the second waits for it though 4 GPUs stay idle, then
    // 20 min start-up + 10 h: 20:20 + 10 h 20 min = 06:40 the next day.
    expect(first.finishS).toBe(20 * HOUR + 20 * MIN);
    expect(second.queueWaitS).toBe(10 * HOUR + 20 * MIN);
    expect(second.finishS).toBe(24 * HOUR + 6 * HOUR + 40 * MIN);
    // Guaranteed nothing, it borrowed all it held: 4 GPUs from 10:00 to 06:40 the next day (20 h 40 min).
    expect(r.quotas![0]).toMatchObject({ peakHeldGpus: 4, borrowingHours: 20 + 40 / 60, borrowedGpuHours: 4 * (20 + 40 / 60) });
    // Without the maximum both run side by side.
    const free = run(quotaServer([TEN, TEN], [], []));
    expect(free.jobs[1]!.finishS).toBe(20 * HOUR + 20 * MIN);
  });

  it('a borrower is preempted when the guaranteed holder reclaims its GPUs, whatever their priorities', () => {
    // Two train jobs (no quota: borrowing) fill the 8 GPUs at 10:00; at 12:00 a job of
    // "urgent" (guaranteed 4, the same priority 0) arrives and takes back 4 GPUs.
    const urgent = otherTraining('urgent', [NOON]);
    const r = run(quotaServer([TEN, TEN], [{ workload: urgent }], [{ poolId: 'server', workloadId: 'urgent', guaranteedGpus: 4 }]));
    const trains = r.jobs.filter((j) => j.workloadId === 'train');
    const victim = trains.find((j) => j.preemptions === 1)!;
    const kept = trains.find((j) => j.preemptions === 0)!;
    // The most recently started of the two (the second) goes. Productive from 10:20, 1 h 40 min
    // at 12:00: 1 whole checkpoint kept (4 GPU-h), 40 min x 4 GPUs lost.
    expect(victim.index).toBe(1);
    expect(victim.lostGpuS).toBe(40 * MIN * 4);
    expect(kept.finishS).toBe(20 * HOUR + 20 * MIN);
    // urgent: 12:00 + 20 min + 10 h = 22:20, never waiting.
    const u = r.jobs.find((j) => j.workloadId === 'urgent')!;
    expect(u.queueWaitS).toBe(0);
    expect(u.finishS).toBe(22 * HOUR + 20 * MIN);
    // The victim waits at the head of the queue until the kept job ends at 20:20, then 10 min
    // restart and 36 GPU-h / 4 GPUs = 9 h: 05:30 the next day.
    expect(victim.queueWaitS).toBe(8 * HOUR + 20 * MIN);
    expect(victim.finishS).toBe(24 * HOUR + 5 * HOUR + 30 * MIN);
    expect(r.workloads.find((w) => w.workloadId === 'train')!.priorityPreemptions).toBe(1);
    // urgent held 4 GPUs, all within its guarantee: nothing borrowed.
    expect(r.quotas![0]).toMatchObject({ peakHeldGpus: 4, borrowedGpuHours: 0, borrowingHours: 0 });
  });

  it('a team quota counts its workloads together', () => {
    // Both workloads of team "research" under one maximum of 4 GPUs: the 12:00 job waits for the 10:00 one.
    const input = quotaServer([TEN], [{ workload: otherTraining('second', [NOON], 'research') }], [{ poolId: 'server', team: 'research', maxGpus: 4 }]);
    (input.workloads[0] as { team?: string }).team = 'research';
    const r = run(input);
    const second = r.jobs.find((j) => j.workloadId === 'second')!;
    expect(second.queueWaitS).toBe(8 * HOUR + 20 * MIN);
    expect(r.quotas![0]).toMatchObject({ team: 'research', peakHeldGpus: 4 });
  });

  it('is deterministic: the same seed gives the same bytes', () => {
    const input = quotaServer([TEN, TEN], [{ workload: otherTraining('urgent', [NOON]) }, { workload: afternoonService, priority: 10 }], [
      { poolId: 'server', workloadId: 'urgent', guaranteedGpus: 4, maxGpus: 8 },
      { poolId: 'server', workloadId: 'train', maxGpus: 6 },
    ]);
    expect(JSON.stringify(run(input))).toBe(JSON.stringify(run(input)));
  });
});

describe('quota validation names the field', () => {
  const issues = (quotas: object[], teamOnTrain = false) => {
    const input = quotaServer([TEN], [{ workload: otherTraining('urgent', [NOON]) }], quotas as never);
    if (teamOnTrain) (input.workloads[0] as { team?: string }).team = 'research';
    const parsed = parseScenario(input);
    return parsed.ok ? [] : parsed.issues.map((i) => [i.path, i.params?.key]);
  };

  it('accepts a workload quota and a team quota', () => {
    expect(issues([{ poolId: 'server', workloadId: 'urgent', guaranteedGpus: 4, maxGpus: 6 }, { poolId: 'server', team: 'research', maxGpus: 4 }], true)).toEqual([]);
  });

  it('refuses a quota with no holder or two, on an elastic or unknown pool, or for a workload not on the pool', () => {
    expect(issues([{ poolId: 'server' }])).toEqual([['strategies[0].quotas[0].workloadId', 'quotaOneHolder']]);
    expect(issues([{ poolId: 'server', workloadId: 'train', team: 'research' }], true)).toEqual([['strategies[0].quotas[0].workloadId', 'quotaOneHolder']]);
    expect(issues([{ poolId: 'od', workloadId: 'train' }])).toEqual([['strategies[0].quotas[0].poolId', 'quotaPoolNotCommitted']]);
    expect(issues([{ poolId: 'nowhere', workloadId: 'train' }])).toEqual([['strategies[0].quotas[0].poolId', 'unknownPool']]);
    expect(issues([{ poolId: 'server', workloadId: 'ghost' }])).toEqual([['strategies[0].quotas[0].workloadId', 'unknownWorkload']]);
    expect(issues([{ poolId: 'server', team: 'nobody' }])).toEqual([['strategies[0].quotas[0].team', 'quotaTeamNotOnPool']]);
  });

  it('refuses a workload under two quotas of a pool, a guarantee above the maximum, and guarantees above the pool', () => {
    expect(issues([{ poolId: 'server', workloadId: 'train' }, { poolId: 'server', team: 'research' }], true)).toEqual([['strategies[0].quotas[1].team', 'quotaTwice']]);
    expect(issues([{ poolId: 'server', workloadId: 'train', guaranteedGpus: 5, maxGpus: 4 }])).toEqual([['strategies[0].quotas[0].guaranteedGpus', 'quotaGuaranteeAboveMax']]);
    // 5 + 4 = 9 guaranteed GPUs on an 8-GPU server.
    expect(issues([{ poolId: 'server', workloadId: 'train', guaranteedGpus: 5 }, { poolId: 'server', workloadId: 'urgent', guaranteedGpus: 4 }])).toEqual([
      ['strategies[0].quotas[1].guaranteedGpus', 'quotaGuaranteesAbovePool'],
    ]);
    expect(issues([{ poolId: 'server', workloadId: 'train', maxGpus: 0 }])).toEqual([['strategies[0].quotas[0].maxGpus', undefined]]);
  });
});

describe('quota warnings', () => {
  it('warns of a guarantee above what a service can ever hold, and not of one it can', () => {
    // The API runs at most 6 one-GPU replicas: a guarantee of 8 GPUs is 2 too many.
    const above = quotaServer([TEN], [{ workload: afternoonService }], [{ poolId: 'server', workloadId: 'api', guaranteedGpus: 8 }]);
    const w = scenarioWarnings(scenario(above)).filter((x) => x.key === 'quotaAboveUse');
    expect(w.map((x) => [x.path, x.key === 'quotaAboveUse' ? [x.guaranteedGpus, x.mostGpus] : null])).toEqual([['strategies[0].quotas[0].guaranteedGpus', [8, 6]]]);
    const fits = quotaServer([TEN], [{ workload: afternoonService }], [{ poolId: 'server', workloadId: 'api', guaranteedGpus: 6 }, { poolId: 'server', workloadId: 'train', guaranteedGpus: 2 }]);
    expect(scenarioWarnings(scenario(fits)).filter((x) => x.key === 'quotaAboveUse')).toEqual([]);
  });
});
