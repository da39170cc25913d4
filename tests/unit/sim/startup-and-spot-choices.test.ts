import { describe, expect, it } from 'vitest';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { catalogWith, HOUR, scenario, trainingScenario } from './fixtures';
import { expectInvariants } from './invariants';

const M = 1_000_000;

function run(s: Parameters<typeof runStrategy>[0], seed = 1): RunResult {
  const r = runStrategy(s, 's', seed);
  expectInvariants(r);
  return r;
}

describe('billed start-up time', () => {
  // The published spot simulator's 48 h job on a p3.2xlarge at $3.06/h, which bills a
  // 20-minute changeover on every start: $147.90, where a job with no start-up costs $146.88.
  const job48h = (startupMinutes: number) =>
    trainingScenario({
      catalog: catalogWith({
        vm1: {
          provisioningDelaySeconds: 600,
          prices: { onDemand: { asOf: '2026-01-01', source: 'test', perHour: 3.06 }, reserved: [] },
        },
      }),
      pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }],
      workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 48 } }, startupMinutes },
    });

  it('is paid on the first start, unlike the unbilled provisioning delay ($147.90 for the 48 h job)', () => {
    const r = run(job48h(20));
    const job = r.jobs[0]!;
    expect(job.costMicro).toBe(147.9 * M);
    expect(job.provisioningS).toBe(600);
    expect(job.runS).toBe(48 * HOUR + 20 * 60);
    expect(job.restartS).toBe(0);
    expect(job.turnaroundS).toBe(48 * HOUR + 20 * 60 + 600);
    expect(run(job48h(0)).jobs[0]!.costMicro).toBe(146.88 * M);
  });

  it('is paid on committed pools too (no fast path skips it)', () => {
    const s = trainingScenario({
      pools: [{ id: 'rs', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 1 }],
      workload: { startupMinutes: 30 },
    });
    expect(run(s).jobs[0]!.turnaroundS).toBe(10 * HOUR + 30 * 60);
  });

  it('is followed by the restart overhead, not paid again, after a preemption', () => {
    // Spot is down from the second hour to the fourth; the job restarts on on-demand.
    const trace = { model: 'trace' as const, gapSeconds: HOUR, unavailable: [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] as (0 | 1)[], randomStart: false };
    const r = run(
      trainingScenario({
        pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: trace }],
        workload: { startupMinutes: 20, restartOverheadMinutes: 5, checkpointIntervalMinutes: 10 },
      }),
    );
    const job = r.jobs[0]!;
    expect(job.preemptions).toBe(1);
    expect(job.restartS).toBe(5 * 60);
    // First stay: 20 min start-up then 40 min of work, all checkpointed; the rest after the restart.
    expect(job.finishS).toBe(3 * HOUR + 5 * 60 + (10 * HOUR - 40 * 60));
  });

  it('is paid on every start of a batch task, which restarts from scratch', () => {
    const s = scenario({
      workloads: [
        { id: 'b', name: 'B', kind: 'batch', arrivals: { type: 'fixed', days: [0] }, tasksPerBatch: 2, taskGpuHours: { type: 'fixed', value: 1 }, startupMinutes: 6 },
      ],
      strategies: [{ id: 's', name: 'S', pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand', maxInstances: 1 }], placements: [{ workloadId: 'b', poolIds: ['od'] }] }],
    });
    const job = run(s).jobs[0]!;
    expect(job.finishS).toBe(2 * (HOUR + 6 * 60));
    expect(job.costMicro).toBe(2 * 1.1 * 2 * M);
  });
});

describe('waiting for spot is its own choice, apart from the deadline-aware fallback', () => {
  // Four jobs at once on a spot pool with room for one; on-demand is next in the list. The
  // deadline is far away, so the deadline-aware fallback never has to act.
  const contended = (deadlineAware: boolean, whenSpotFull: 'nextPool' | 'wait') =>
    trainingScenario({
      pools: [
        { id: 'sp', offerId: 'vm1', kind: 'spot', maxInstances: 1, interruption: { model: 'poisson', ratePerGpuHour: 0 } },
        { id: 'od', offerId: 'vm1', kind: 'onDemand' },
      ],
      placement: { spotFallback: deadlineAware ? { deadlinePolicy: 'greedy' } : {}, whenSpotFull },
      workload: { arrivals: { type: 'fixed', days: [0, 0, 0, 0] }, deadlineHours: 1000 },
    });

  it('turning on the deadline-aware fallback alone changes nothing when the deadline never binds', () => {
    const off = run(contended(false, 'nextPool'));
    const on = run(contended(true, 'nextPool'));
    expect(on.totalCostMicro).toBe(off.totalCostMicro);
    expect(on.jobs.map((j) => j.turnaroundS)).toEqual(off.jobs.map((j) => j.turnaroundS));
    expect(on.jobs.map((j) => j.poolIds)).toEqual([['sp'], ['od'], ['od'], ['od']]);
  });

  it('waiting for spot is cheaper and slower, with or without the deadline-aware fallback', () => {
    const overflow = run(contended(false, 'nextPool'));
    for (const deadlineAware of [false, true]) {
      const wait = run(contended(deadlineAware, 'wait'));
      expect(wait.jobs.map((j) => j.poolIds)).toEqual([['sp'], ['sp'], ['sp'], ['sp']]);
      expect(wait.jobs.map((j) => j.turnaroundS)).toEqual([10, 20, 30, 40].map((h) => h * HOUR));
      expect(wait.totalCostMicro).toBeLessThan(overflow.totalCostMicro);
    }
  });
});

describe('deadline-aware decisions', () => {
  it('go straight to on-demand when the slack equals the restart overhead exactly', () => {
    // 10 h of work, a deadline of 10 h 10 min, a 10-minute restart: starting on spot would only
    // mean leaving it at once with no progress, paying for both starts.
    const r = run(
      trainingScenario({
        pools: [
          { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0 } },
          { id: 'od', offerId: 'vm1', kind: 'onDemand' },
        ],
        placement: { spotFallback: { deadlinePolicy: 'greedy' } },
        workload: { deadlineHours: 10 + 10 / 60, restartOverheadMinutes: 10 },
      }),
    );
    const job = r.jobs[0]!;
    expect(job.poolIds).toEqual(['od']);
    expect(job.costMicro).toBe(20 * M);
    expect(job.deadlineMet).toBe(true);
  });

  it('are taken at the decision interval, by default the trace sample interval', () => {
    // Spot never comes. Waiting for it, a 2 h job due in 3 h with a 7-minute restart could
    // wait to the second until 53 min; a policy that looks every 10 minutes must go at 50 min.
    const down = { model: 'trace' as const, gapSeconds: 600, unavailable: [1, 1] as (0 | 1)[], randomStart: false };
    const startOf = (decisionIntervalMinutes?: number) =>
      run(
        trainingScenario({
          pools: [
            { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: down },
            { id: 'od', offerId: 'vm1', kind: 'onDemand' },
          ],
          placement: {
            spotFallback: { deadlinePolicy: 'greedy', ...(decisionIntervalMinutes === undefined ? {} : { decisionIntervalMinutes }) },
            whenSpotFull: 'wait',
          },
          workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 2 } }, deadlineHours: 3, restartOverheadMinutes: 7 },
        }),
      ).jobs[0]!.startS;
    expect(startOf()).toBe(50 * 60);
    expect(startOf(1 / 60)).toBe(53 * 60);
    expect(startOf(30)).toBe(30 * 60);
  });
});
