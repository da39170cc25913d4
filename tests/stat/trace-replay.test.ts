import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Scenario } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';

/**
 * Replays real AWS spot-availability windows (us-west-2a, V100 x1; see
 * tests/fixtures/spot-traces/README.md for the source and the paper to cite) in the
 * reference experiment of "Can't Be Late" (NSDI '24): one job needing 48 h, changeover
 * d = 0.2 h, on-demand $3.06/h, spot $0.9731/h, deadlines 52, 60 and 70 h.
 *
 * Mapping to Headroom: the job is 48 GPU-hours with a 12-minute start-up time (the paper pays
 * d when the job first starts) and a 12-minute restart overhead on every later start, progress
 * kept at a preemption (saveOnNotice: the paper's simulator loses no progress), billing in
 * 600 s ticks. The paper's Greedy policy ("strawman": spot when available, else wait,
 * on-demand when the deadline forces it) is our deadline-aware spot fallback waiting for spot,
 * with placement [spot, on-demand], deciding at the trace's 10-minute sample interval.
 */
const fixtures = new URL('../fixtures/spot-traces/', import.meta.url);

function csv(name: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(new URL(name, fixtures), 'utf8').trim().split('\n');
  const keys = head!.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [keys[i]!, v])));
}

function experiment(window: number, deadlineHours: number, decisionIntervalMinutes?: number): Scenario {
  const trace = JSON.parse(readFileSync(new URL(`us-west-2a_v100_1/${window}.json`, fixtures), 'utf8')) as {
    metadata: { gap_seconds: number };
    data: (0 | 1)[];
  };
  const source = { asOf: '2022-01-01', source: "Can't Be Late (NSDI '24) reference experiment" };
  return Scenario.parse({
    schemaVersion: 2,
    name: `trace window ${window}`,
    currency: 'USD',
    startDate: '2022-01-01',
    horizonDays: 4,
    catalog: {
      asOf: '2022-01-01',
      referenceGpuId: 'v100',
      gpus: [{ id: 'v100', name: 'V100', memoryGb: 16, relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 }, interconnect: 'nvlink' }],
      offers: [
        {
          id: 'p3',
          provider: 'AWS',
          instanceType: 'p3.2xlarge',
          gpuId: 'v100',
          gpusPerInstance: 1,
          vcpus: 8,
          ramGb: 61,
          networkGbps: 10,
          virtualization: 'passthrough',
          billing: { granularitySeconds: 600, minimumSeconds: 0 },
          prices: { onDemand: { ...source, perHour: 3.06 }, spot: { ...source, perHour: 0.9731 } },
        },
      ],
    },
    workloads: [
      {
        id: 'job',
        name: 'Job',
        kind: 'training',
        arrivals: { type: 'fixed', days: [0] },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 48 } },
        startupMinutes: 12,
        gpusPerJob: 1,
        checkpointIntervalMinutes: 10,
        restartOverheadMinutes: 12,
        deadlineHours,
      },
    ],
    strategies: [
      { id: 'on_demand', name: 'On-demand', pools: [{ id: 'od', offerId: 'p3', kind: 'onDemand' }], placements: [{ workloadId: 'job', poolIds: ['od'] }] },
      {
        id: 'greedy',
        name: 'Spot, deadline-aware',
        pools: [
          { id: 'sp', offerId: 'p3', kind: 'spot', interruption: { model: 'trace', gapSeconds: trace.metadata.gap_seconds, unavailable: trace.data, randomStart: false }, saveOnNotice: true },
          { id: 'od', offerId: 'p3', kind: 'onDemand' },
        ],
        placements: [{ workloadId: 'job', poolIds: ['sp', 'od'], spotFallback: { deadlineAware: true, ...(decisionIntervalMinutes === undefined ? {} : { decisionIntervalMinutes }) }, whenSpotFull: 'wait' }],
      },
    ],
  });
}

describe("replaying real spot traces (Can't Be Late reference experiment)", () => {
  const expected = csv('expected-us-west-2a_v100_1-0-2.csv');
  const omniscient = csv('omniscient-us-west-2a_v100_1-0-2.csv');
  for (const window of [0, 1, 2]) {
    for (const deadline of [52, 60, 70]) {
      const ref = (policy: string) =>
        expected.find((r) => r.trace === `windows/us-west-2a_v100_1/${window}.json` && r.policy === policy && Number(r.deadline_h) === deadline)!;
      it(`window ${window}, deadline ${deadline} h`, () => {
        const s = experiment(window, deadline);
        const od = runStrategy(s, 'on_demand', 1);
        expect(od.totalCostMicro / 1e6).toBeCloseTo(Number(ref('on_demand').cost), 6); // 147.90
        const greedy = runStrategy(s, 'greedy', 1);
        const job = greedy.jobs[0]!;
        expect(job.deadlineMet).toBe(true);
        const cost = greedy.totalCostMicro / 1e6;
        // The paper's Greedy ("strawman") cost: deciding every 10 minutes as the paper's
        // simulator does, all 9 runs agree within 0.01 % (most to $0.0001).
        expect(Math.abs(cost - Number(ref('strawman').cost)) / Number(ref('strawman').cost)).toBeLessThan(0.0001);
        // Never below the omniscient lower bound, never above on-demand by more than a tick.
        const bound = omniscient.find((r) => r.trace === `windows/us-west-2a_v100_1/${window}.json` && Number(r.deadline_h) === deadline)!;
        expect(cost).toBeGreaterThanOrEqual(Number(bound.cost));
        expect(cost).toBeLessThanOrEqual(147.9 + 0.6);
      });
    }
  }

  it('deciding to the second instead, is cheaper than the paper at the tightest deadline (window 1, 52 h)', () => {
    const ref = expected.find((r) => r.trace === 'windows/us-west-2a_v100_1/1.json' && r.policy === 'strawman' && Number(r.deadline_h) === 52)!;
    const cost = runStrategy(experiment(1, 52, 1 / 60), 'greedy', 1).totalCostMicro / 1e6;
    // It stays on spot minutes longer than a scheduler looking every 10 minutes could.
    expect(cost / Number(ref.cost) - 1).toBeCloseTo(-0.0015, 4);
  });
});
