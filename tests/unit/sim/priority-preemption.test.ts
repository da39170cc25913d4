import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '@shared/scenario';
import { parseScenario, parseScenarioText } from '@shared/scenario';
import { summariseRuns } from '@shared/analysis/summarise';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { HOUR, scenario } from './fixtures';
import { MIN, shared } from './shared-server-fixture';
import { expectInvariants } from './invariants';

function run(input: ScenarioInput): RunResult {
  const r = runStrategy(scenario(input), 's', 1);
  expectInvariants(r);
  return r;
}

describe('a shared server with priorities: the hand-worked case', () => {
  it('equal priorities: the job keeps its GPUs and the service overflows to on-demand (as before priorities)', () => {
    const r = run(shared({}, {}));
    const job = r.jobs[0]!;
    // 10:00 + 20 min start-up + 10 h of work = 20:20, uninterrupted.
    expect(job.finishS).toBe(10 * HOUR + 20 * MIN + 10 * HOUR);
    expect(job.preemptions).toBe(0);
    expect(job.lostGpuS).toBe(0);
    // The service's 6 GPUs do not fit beside the job's 4 on the 8-GPU server: 4 h of an on-demand server each day.
    const od = r.pools.find((p) => p.poolId === 'od')!;
    expect(od.costMicro).toBeGreaterThan(0);
  });

  it('the service first: the job is preempted at 14:00, loses 40 minutes of 4 GPUs and finishes at 01:10', () => {
    const r = run(shared({ priority: 10 }, {}));
    const job = r.jobs[0]!;
    // 10:00-10:20 start-up, productive from 10:20. At 14:00 it has run 3 h 40 min productive:
    // 3 whole checkpoints kept (3 h x 4 GPUs = 12 GPU-h done), 40 min x 4 GPUs lost.
    expect(job.preemptions).toBe(1);
    expect(job.lostGpuS).toBe(40 * MIN * 4);
    // Back at the head of the queue; 2 GPUs free beside the service's 6: it waits to 18:00,
    // then pays 10 min of restart and runs the remaining 28 GPU-h / 4 GPUs = 7 h: 01:10 next day.
    expect(job.queueWaitS).toBe(4 * HOUR);
    expect(job.restartS).toBe(10 * MIN);
    expect(job.finishS).toBe(18 * HOUR + 10 * MIN + 7 * HOUR);
    // Run time: 20 min start-up + 3 h 40 min before the preemption + 7 h after the restart.
    expect(job.runS).toBe(20 * MIN + 3 * HOUR + 40 * MIN + 7 * HOUR);
    expect(job.poolIds).toEqual(['server']);
    // The service never needed on-demand: it took the server both afternoons.
    const od = r.pools.find((p) => p.poolId === 'od')!;
    expect(od.costMicro).toBe(0);
    expect(r.workloads.find((w) => w.workloadId === 'api')!.requestsUnserved).toBe(0);
  });

  it('a lower-priority service never takes GPUs from a running job', () => {
    const r = run(shared({}, { priority: 5 }));
    expect(r.jobs[0]!.preemptions).toBe(0);
    expect(r.jobs[0]!.finishS).toBe(20 * HOUR + 20 * MIN);
  });

  it('falls back after K preemptions to the pools no higher priority shares', () => {
    // The job may also use on-demand, listed after the server; after 1 preemption it leaves the server.
    const r = run(shared({ priority: 10 }, { poolIds: ['server', 'od'], priorityFallback: { afterPreemptions: 1 } }));
    const job = r.jobs[0]!;
    expect(job.preemptions).toBe(1);
    expect(job.fellBack).toBe(true);
    // It moves to on-demand at once (no wait): 14:00 + 10 min restart + 7 h = 21:10.
    expect(job.queueWaitS).toBe(0);
    expect(job.finishS).toBe(14 * HOUR + 10 * MIN + 7 * HOUR);
    expect(job.poolIds).toEqual(['server', 'od']);
  });

  it('without a fallback, a preempted job still takes a free pool later in its list', () => {
    const r = run(shared({ priority: 10 }, { poolIds: ['server', 'od'] }));
    const job = r.jobs[0]!;
    expect(job.fellBack).toBe(false);
    expect(job.finishS).toBe(14 * HOUR + 10 * MIN + 7 * HOUR);
  });
});

describe('priority validation names the field', () => {
  it('refuses a fallback with nowhere to go, and one on a service', () => {
    const noWhere = parseScenario(shared({ priority: 10 }, { priorityFallback: { afterPreemptions: 2 } }));
    expect(noWhere.ok).toBe(false);
    if (!noWhere.ok) {
      expect(noWhere.issues.map((i) => [i.path, i.params?.key])).toEqual([['strategies[0].placements[1].priorityFallback.afterPreemptions', 'priorityFallbackNowhere']]);
    }
    const onService = parseScenario(shared({ priority: 10, priorityFallback: { afterPreemptions: 2 } }, {}));
    expect(onService.ok).toBe(false);
    if (!onService.ok) expect(onService.issues.map((i) => i.params?.key)).toEqual(['priorityFallbackJobsOnly']);
  });

  it('takes an emptied fallback (the editor clears the field) as no fallback', () => {
    expect(parseScenario(shared({ priority: 10 }, { priorityFallback: {} })).ok).toBe(true);
  });

  it('refuses priorities outside 0 to 100', () => {
    const high = parseScenario(shared({ priority: 101 }, {}));
    expect(high.ok).toBe(false);
    if (!high.ok) expect(high.issues[0]!.path).toBe('strategies[0].placements[0].priority');
  });
});

describe("the shared server's hours split, by hand", () => {
  it('splits 2 days x 8 GPUs into the service, useful, lost, restart and idle hours', () => {
    const r = run(shared({ priority: 10 }, {}));
    const split = r.pools.find((p) => p.poolId === 'server')!.hoursSplit!;
    const GPU_H = HOUR;
    expect(split.committedGpuS).toBe(2 * 24 * 8 * GPU_H);
    // 6 GPUs from 14:00 to 18:00, both days.
    expect(split.servicesGpuS).toBe(2 * 4 * 6 * GPU_H);
    // 40 min of 4 GPUs since the 13:20 checkpoint, and 10 min of restart on 4 GPUs.
    expect(split.jobsLostGpuS).toBe(40 * MIN * 4);
    expect(split.jobsRestartGpuS).toBe(10 * MIN * 4);
    // 40 GPU-h of work kept, and the 20-minute first start-up on 4 GPUs.
    expect(split.jobsUsefulGpuS).toBe(40 * GPU_H + 20 * MIN * 4);
    expect(split.idleGpuS).toBe(384 * GPU_H - 48 * GPU_H - (11 * HOUR + 10 * MIN) * 4);
    const train = r.workloads.find((w) => w.workloadId === 'train')!;
    expect(train.priorityPreemptions).toBe(1);
    expect(train.priorityLostGpuS).toBe(40 * MIN * 4);
    // The service never overflowed: it paid nothing on on-demand.
    expect(r.workloads.find((w) => w.workloadId === 'api')!.overflowCostMicro).toBe(0);
  });

  it('first come, first served: the service pays on-demand for the afternoons the job held the server', () => {
    const r = run(shared({}, {}));
    const api = r.workloads.find((w) => w.workloadId === 'api')!;
    const od = r.pools.find((p) => p.poolId === 'od')!;
    expect(api.overflowCostMicro).toBe(od.costMicro);
    expect(api.overflowCostMicro).toBeGreaterThan(0);
    // No priorities: no figures by priority, and nothing lost.
    expect(r.workloads.find((w) => w.workloadId === 'train')!.priorityPreemptions).toBeUndefined();
    expect(r.pools.find((p) => p.poolId === 'server')!.hoursSplit!.jobsLostGpuS).toBe(0);
  });
});

describe('the shipped example 11: the hours split adds up exactly on every strategy', () => {
  it('service + useful + lost + restart + idle = committed GPU-seconds, jobs held = useful + lost + restart', () => {
    const parsed = parseScenarioText(readFileSync(new URL('../../../scenarios/11-shared-pool-priorities.headroom.json', import.meta.url), 'utf8'));
    if (!parsed.ok) throw new Error('scenario 11 does not parse');
    for (const id of ['server-priority', 'server-fifo']) {
      const r = runStrategy(parsed.scenario, id, 1);
      expectInvariants(r);
      const split = r.pools.find((p) => p.poolId === 'server')!.hoursSplit!;
      expect(split.servicesGpuS).toBeGreaterThan(0);
      expect(split.jobsUsefulGpuS).toBeGreaterThan(0);
      if (id === 'server-priority') expect(split.jobsLostGpuS).toBeGreaterThan(0);
      else expect(split.jobsLostGpuS).toBe(0);
    }
  });
});

describe('the warnings a strategy with priorities gives from its runs', () => {
  const summary = (input: ScenarioInput) => {
    const s = scenario(input);
    return summariseRuns(s, 's', [runStrategy(s, 's', 1)]);
  };

  it('a checkpoint every 4 hours loses the 3 h 40 min before the 14:00 preemption and keeps nothing: it loses more than it saves', () => {
    const input = shared({ priority: 10 }, {});
    (input.workloads[1] as { checkpointIntervalMinutes: number }).checkpointIntervalMinutes = 240;
    const warnings = summary(input).priorityWarnings ?? [];
    expect(warnings.map((w) => w.key)).toEqual(['checkpointLosesMore']);
    const w = warnings[0]!;
    if (w.key !== 'checkpointLosesMore') throw new Error('wrong warning');
    expect(w.lostGpuHours).toBeCloseTo((3 + 40 / 60) * 4, 9);
    expect(w.keptGpuHours).toBe(0);
  });

  it('an hourly checkpoint keeps 12 GPU-h against 2.67 lost: no warning', () => {
    expect(summary(shared({ priority: 10 }, {})).priorityWarnings).toBeUndefined();
  });

  it('a job whose pool a higher-priority service holds all day never runs there', () => {
    const input = shared({ priority: 10 }, {});
    const api = input.workloads[0] as { gpusPerReplica: number; traffic: { weekday: number[]; weekend: number[] } };
    api.gpusPerReplica = 8;
    api.traffic = { weekday: Array(24).fill(10), weekend: Array(24).fill(10) };
    const warnings = summary(input).priorityWarnings ?? [];
    expect(warnings.map((w) => [w.key, w.workloadId])).toEqual([['priorityNeverRuns', 'train']]);
  });
});
