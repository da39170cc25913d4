import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '@shared/scenario';
import { buildCalendar, DAY_S, HOUR_S } from '@shared/sim/calendar';
import { buildDevSchedule } from '@shared/sim/dev-schedule';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { scenario } from './fixtures';
import { expectInvariants } from './invariants';

const M = 1_000_000;
const H = HOUR_S;
/** 10 rps at night, 100 rps from 08:00 to 20:00. */
const CURVE = Array.from({ length: 24 }, (_, h) => (h >= 8 && h < 20 ? 100 : 10));
const DAILY_REQUESTS = 12 * H * 10 + 12 * H * 100;

type Inference = Extract<ScenarioInput['workloads'][number], { kind: 'inference' }>;
type Placement = ScenarioInput['strategies'][number]['placements'][number];

function inference(
  w: Partial<Inference> = {},
  pools: ScenarioInput['strategies'][number]['pools'] = [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }],
  placement: Partial<Placement> = {},
  horizonDays = 2,
  extra: Partial<ScenarioInput> = {},
): RunResult {
  const s = scenario({
    horizonDays,
    ...extra,
    workloads: [
      {
        id: 'api',
        name: 'API',
        kind: 'inference',
        traffic: { weekday: CURVE },
        requestsPerSecondPerReplica: 10,
        targetUtilisation: 1,
        minReplicas: 1,
        maxReplicas: 50,
        scaleUpDelayMinutes: 0,
        scaleDownDelayMinutes: 0,
        ...w,
      },
    ],
    strategies: [{ id: 's', name: 'S', pools, placements: [{ workloadId: 'api', poolIds: pools.map((p) => p.id), ...placement }] }],
  });
  const r = runStrategy(s, 's', 1);
  expectInvariants(r);
  return r;
}

describe('inference as a fluid', () => {
  it('follows the curve with no delays: replicas x hours, every request served', () => {
    const r = inference();
    const w = r.workloads[0]!;
    // Replica-hours per day: 8 + 12 x 10 + 4 = 132, at 2/h.
    expect(r.totalCostMicro).toBe(2 * 132 * 2 * M);
    expect(w.requestsTotal).toBe(2 * DAILY_REQUESTS);
    expect(w.requestsUnserved).toBe(0);
    expect(w.latencyMissS).toBe(0);
    expect(w.activeS).toBe(2 * DAY_S);
    expect(w.costPer10kRequestsMicro).toBe(Math.round((528 * M * 10_000) / (2 * DAILY_REQUESTS)));
    expect(r.pools[0]!.peakInstances).toBe(10);
    expect(r.daily[0]!.demandGpus).toBeCloseTo(132 / 24, 9);
  });

  it('loses requests while a scale-up waits out its delay', () => {
    const r = inference({ scaleUpDelayMinutes: 5 });
    // Day 0 starts with no replica for 5 min (10 rps), then each morning 90 rps short for 5 min.
    expect(r.workloads[0]!.requestsUnserved).toBe(10 * 300 + 2 * 90 * 300);
  });

  it('holds replicas through the scale-down delay', () => {
    const base = inference();
    const slow = inference({ scaleDownDelayMinutes: 60 });
    expect(slow.totalCostMicro - base.totalCostMicro).toBe(2 * 9 * 2 * M);
  });

  it('caps at maxReplicas: unserved requests and an unstable queue', () => {
    const r = inference({ maxReplicas: 5 });
    expect(r.workloads[0]!.requestsUnserved).toBe(2 * 12 * H * 50);
    // 5 replicas x 8 servers x 2/s = 80 rps < 100 rps offered: latency target missed all day.
    expect(r.workloads[0]!.latencyMissS).toBe(2 * 12 * H);
  });

  it('holds a fixed number of replicas all day', () => {
    const r = inference({}, undefined, { scaling: 'fixed', fixedReplicas: 10 });
    expect(r.totalCostMicro).toBe(10 * 48 * 2 * M);
    expect(r.workloads[0]!.requestsUnserved).toBe(0);
    expect(r.pools[0]!.gpuSecondsIdle).toBe(0);
  });

  it('grows traffic by whole months elapsed', () => {
    const r = inference({ traffic: { weekday: CURVE, growthPerMonth: 1 } }, undefined, {}, 40);
    expect(r.workloads[0]!.requestsTotal).toBe(31 * DAILY_REQUESTS + 9 * 2 * DAILY_REQUESTS);
  });

  it('reads the weekend curve on Saturdays and Sundays', () => {
    // 2026-01-01 is a Thursday: days 2 and 3 are the weekend.
    const r = inference({ traffic: { weekday: CURVE, weekend: Array<number>(24).fill(10) } }, undefined, {}, 7);
    expect(r.workloads[0]!.requestsTotal).toBe(5 * DAILY_REQUESTS + 2 * 24 * H * 10);
  });

  it('is active only in its phases', () => {
    const r = inference({ phaseIds: ['live'] }, undefined, {}, 4, { phases: [{ id: 'live', name: 'Live', startDay: 1, endDay: 3 }] });
    expect(r.workloads[0]!.requestsTotal).toBe(2 * DAILY_REQUESTS);
    expect(r.workloads[0]!.activeS).toBe(2 * DAY_S);
    expect(r.totalCostMicro).toBe(2 * 132 * 2 * M);
  });

  it('fills reserved capacity first, then bursts on demand', () => {
    const r = inference(
      {},
      [
        { id: 'r', offerId: 'vm1', kind: 'reserved', count: 4, termMonths: 1 },
        { id: 'od', offerId: 'vm1', kind: 'onDemand' },
      ],
    );
    const [res, od] = r.pools;
    expect(od!.costMicro).toBe(2 * 12 * 6 * 2 * M);
    expect(res!.costMicro).toBe(Math.round(4 * 48 * 1.2 * M));
    expect(res!.gpuSecondsUsed).toBe(2 * (12 * H * 1 + 12 * H * 4));
  });

  it('replaces replicas lost to spot interruptions', () => {
    const r = inference({}, [
      { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.2 } },
      { id: 'od', offerId: 'vm1', kind: 'onDemand' },
    ]);
    expect(r.pools[0]!.preemptions).toBeGreaterThan(0);
    expect(r.workloads[0]!.preemptions).toBe(r.pools[0]!.preemptions);
    expect(r.workloads[0]!.requestsUnserved).toBeLessThan(0.001 * r.workloads[0]!.requestsTotal);
  });

  it('estimates latency misses with Erlang C when replicas run hot', () => {
    // 12 rps per replica of capacity but 1 server each with 90 ms service: rho = 12 / 11.1 > 1 by day.
    const r = inference({ requestsPerSecondPerReplica: 12, concurrencyPerReplica: 1, serviceTimeMs: 90, latencyTargetMs: 1000 });
    expect(r.workloads[0]!.latencyMissS).toBe(2 * 12 * H);
  });
});

type Dev = Extract<ScenarioInput['workloads'][number], { kind: 'dev' }>;

function dev(w: Partial<Dev> = {}, pools: ScenarioInput['strategies'][number]['pools'] = [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], horizonDays = 5): RunResult {
  const s = scenario({
    horizonDays,
    waitingValuePerPersonHour: 100,
    workloads: [{ id: 'desk', name: 'Desktops', kind: 'dev', machines: 5, forgottenShare: 0.4, ...w }],
    strategies: [{ id: 's', name: 'S', pools, placements: [{ workloadId: 'desk', poolIds: pools.map((p) => p.id) }] }],
  });
  const r = runStrategy(s, 's', 1);
  expectInvariants(r);
  return r;
}

describe('dev environments', () => {
  it('builds the on/off schedule: weekdays, forgotten machines through the night and weekend', () => {
    const cal = buildCalendar('2026-01-01', 5); // Thu, Fri, Sat, Sun, Mon
    const w = { id: 'd', name: 'D', kind: 'dev' as const, phaseIds: [], pipelineEfficiency: 1, offerEfficiency: [], memoryGbPerGpu: 0, machines: 5, gpusPerMachine: 1, workingHours: { startHour: 9, endHour: 19, weekdaysOnly: true }, forgottenShare: 0.4, idleShutdown: { enabled: false, afterMinutes: 30 } };
    const s = buildDevSchedule(w, [0, 5 * DAY_S], cal);
    expect(s.times).toEqual([9 * H, 19 * H, DAY_S + 9 * H, DAY_S + 19 * H, 4 * DAY_S + 9 * H, 4 * DAY_S + 19 * H]);
    expect(s.working).toEqual([5, 0, 5, 0, 5, 0]);
    expect(s.total).toEqual([5, 2, 5, 2, 5, 2]);
    const shut = buildDevSchedule({ ...w, idleShutdown: { enabled: true, afterMinutes: 30 } }, [0, 5 * DAY_S], cal);
    expect(shut.times).toEqual([9 * H, 19 * H, 19.5 * H, DAY_S + 9 * H, DAY_S + 19 * H, DAY_S + 19.5 * H, 4 * DAY_S + 9 * H, 4 * DAY_S + 19 * H, 4 * DAY_S + 19.5 * H]);
    expect(shut.total).toEqual([5, 2, 0, 5, 2, 0, 5, 2, 0]);
  });

  it('bills forgotten machines on demand, and idle shutdown stops most of it', () => {
    const r = dev();
    // Working: 3 days x 5 x 10 h; forgotten 2 machines: 14 h + 62 h + 5 h.
    expect(r.totalCostMicro).toBe((150 + 2 * (14 + 62 + 5)) * 2 * M);
    expect(r.pools[0]!.gpuSecondsUsed).toBe(150 * H);
    const shut = dev({ idleShutdown: { enabled: true, afterMinutes: 30 } });
    expect(shut.totalCostMicro).toBe((150 + 3 * 2 * 0.5) * 2 * M);
    expect(r.daily[0]!.demandGpus).toBeCloseTo((5 * 10) / 24, 9);
  });

  it('counts people waiting when there are not enough machines', () => {
    const r = dev({}, [{ id: 'r', offerId: 'vm1', kind: 'reserved', count: 3, termMonths: 1 }]);
    // 2 of 5 people without a machine for 3 x 10 working hours.
    expect(r.workloads[0]!.waitingPersonHours).toBe(60);
    expect(r.workloads[0]!.waitingCostMicro).toBe(60 * 100 * M);
    expect(r.pools[0]!.gpuSecondsUsed).toBe(3 * 30 * H);
  });
});
