import { describe, expect, it } from 'vitest';
import {
  distribution3,
  recommend,
  recommendationSentence,
  runSeed,
  runTargets,
  simulateScenario,
  summariseRuns,
  summariseScenario,
} from '@shared/analysis';
import { SimulationCancelled } from '@shared/sim/kernel';
import { runStrategy } from '@shared/sim/run-strategy';
import type { Distribution3, StrategySummary } from '@shared/sim/results';
import { HOUR, scenario, trainingScenario } from '../sim/fixtures';

const d3 = (p50: number, extra: Partial<Distribution3> = {}): Distribution3 => ({ p10: p50, p50, p90: p50, mean: p50, min: p50, max: p50, ...extra });

/** Two strategies for one fine-tuning job: slow shared VMs vs faster bare-metal-like VMs. */
function caseStudy() {
  const base = trainingScenario({ pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }] });
  const catalog = structuredClone(base.catalog);
  catalog.offers.push({ ...structuredClone(catalog.offers[0]!), id: 'fast', instanceType: 'fast', prices: { onDemand: { asOf: '2026-01-01', source: 't', status: 'user', perHour: 2.6 }, reserved: [] } });
  catalog.offers[0]!.efficiency.pipeline = 10 / 18;
  return scenario({
    catalog,
    horizonDays: 5,
    workloads: [{ id: 'tune', name: 'Fine-tune', kind: 'training', arrivals: { type: 'fixed', days: [0] }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 10 } }, gpusPerJob: 1 }],
    strategies: [
      { id: 'shared', name: 'Shared GPU instances', pools: [{ id: 'p', offerId: 'vm1', kind: 'onDemand' }], placements: [{ workloadId: 'tune', poolIds: ['p'] }] },
      { id: 'metal', name: 'Bare-metal', pools: [{ id: 'p', offerId: 'fast', kind: 'onDemand' }], placements: [{ workloadId: 'tune', poolIds: ['p'] }] },
    ],
  });
}

describe('distribution3', () => {
  it('gives P10 / P50 / P90, mean, min and max', () => {
    expect(distribution3([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({ p10: 1.9, p50: 5.5, p90: 9.1, mean: 5.5, min: 1, max: 10 });
    expect(distribution3([])).toEqual({ p10: 0, p50: 0, p90: 0, mean: 0, min: 0, max: 0 });
  });
});

describe('simulateScenario', () => {
  it('runs seeds baseSeed.. per strategy and reproduces runStrategy exactly', () => {
    const s = trainingScenario({
      pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.1 } }],
      workload: { arrivals: { type: 'poisson', perDay: 3 } },
    });
    const res = simulateScenario(s, { runs: 4, baseSeed: 10 });
    expect(res.runs).toBe(4);
    expect(res.baseSeed).toBe(10);
    const st = res.strategies[0]!;
    expect(st.runs).toBe(4);
    expect(st.totalCostByRun).toHaveLength(4);
    const direct = [10, 11, 12, 13].map((seed) => runStrategy(s, 's', seed).totalCostMicro / 1e6);
    expect(st.totalCostByRun).toEqual(direct);
    expect(runSeed(10, 3)).toBe(13);
    expect(JSON.stringify(simulateScenario(s, { runs: 4, baseSeed: 10 }))).toBe(JSON.stringify(res));
  });

  it('simulates a strategy without randomness once and reports it for every seed', () => {
    const s = trainingScenario({ pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }] });
    const res = simulateScenario(s, { runs: 5 });
    const st = res.strategies[0]!;
    expect(st.runs).toBe(5);
    expect(new Set(st.totalCostByRun).size).toBe(1);
    expect(st.representative.seed).toBe(1);
    expect(st.totalCost.p10).toBe(st.totalCost.p90);
  });

  it('reports progress, honours the strategy list and stops when asked', () => {
    const s = caseStudy();
    const calls: [number, number][] = [];
    const res = simulateScenario(s, { runs: 3, strategyIds: ['metal'], onProgress: (d, t) => calls.push([d, t]) });
    expect(res.strategies.map((x) => x.strategyId)).toEqual(['metal']);
    expect(calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    let n = 0;
    expect(() => simulateScenario(s, { runs: 3, shouldStop: () => ++n > 2 })).toThrow(SimulationCancelled);
  });

  it('gives the same results when runs are summarised from slices (summariseScenario)', () => {
    const s = caseStudy();
    const whole = simulateScenario(s, { runs: 2 });
    const runs = ['shared', 'metal'].map((id) => [0, 1].map((k) => runStrategy(s, id, runSeed(1, k))));
    const merged = summariseScenario(s, { runs: 2, baseSeed: 1, strategyIds: ['shared', 'metal'] }, runs);
    expect(JSON.stringify(merged)).toBe(JSON.stringify(whole));
  });
});

describe('summaries and the recommendation', () => {
  it('recommends the cheaper strategy per finished job and says why, from structured fields', () => {
    const res = simulateScenario(caseStudy(), { runs: 3 });
    const [shared, metal] = res.strategies;
    expect(shared!.costPerJob!.p50).toBeCloseTo(36, 6); // 18 h x 2
    expect(metal!.costPerJob!.p50).toBeCloseTo(26, 6); // 10 h x 2.6
    expect(shared!.turnaroundP50H!.p50).toBeCloseTo(18, 6);
    const rec = res.recommendation!;
    expect(rec.strategyId).toBe('metal');
    expect(rec.basis).toBe('cheapest-meeting-targets');
    expect(rec.metric).toBe('costPerJob');
    expect(rec.comparedWithId).toBe('shared');
    expect(rec.saving).toBeCloseTo(10 / 36, 9);
    expect(rec.turnaroundGainH).toBeCloseTo(8, 6);
    expect(rec.reason).toBe('Bare-metal is 28 % cheaper per job than Shared GPU instances and finishes 8.0 h sooner (P50).');
  });

  it('counts a run as meeting targets only without deadline misses and within latency tolerances', () => {
    const s = trainingScenario({ pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand', maxInstances: 1 }], workload: { arrivals: { type: 'fixed', days: [0, 0] }, deadlineHours: 15 } });
    const r = runStrategy(s, 's', 1);
    expect(runTargets(r)).toEqual({ deadlineMisses: 1, unservedShare: null, latencyMissShare: null, requestMissShare: null, met: false });
    const sum = summariseRuns(s, 's', [r]);
    expect(sum.meetsTargets).toBe(false);
    expect(sum.runsMeetingTargets).toBe(0);
    expect(sum.deadlineMisses.p50).toBe(1);
    expect(sum.workloads[0]!.deadlineMisses.p50).toBe(1);
  });

  it('summarises pool kinds, utilisation and the representative run', () => {
    const s = trainingScenario({ pools: [{ id: 'r', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 1 }], horizonDays: 10 });
    const sum = summariseRuns(s, 's', [runStrategy(s, 's', 2), runStrategy(s, 's', 1)]);
    expect(sum.costByPoolKind.reserved).toBeCloseTo(288, 6);
    expect(sum.costByPoolKind.onDemand).toBe(0);
    expect(sum.gpuHoursBilledByPoolKind.reserved).toBeCloseTo(240, 6);
    expect(sum.reservedUtilisation!.p50).toBeCloseTo(10 / 240, 9);
    expect(sum.bareMetalUtilisation).toBeNull();
    expect(sum.representative.seed).toBe(1);
    expect(sum.costPerJob!.p50).toBeCloseTo(288, 6);
  });

  const summary = (id: string, cost: number, meets: boolean, extra: Partial<StrategySummary> = {}): StrategySummary =>
    ({
      strategyId: id,
      name: id.toUpperCase(),
      totalCost: d3(cost),
      costPerJob: d3(cost / 10),
      costPer10kRequests: null,
      turnaroundP50H: d3(10),
      deadlineMisses: d3(meets ? 0 : 2),
      latencyMissShare: null,
      unservedShare: null,
      meetsTargets: meets,
      runsMeetingTargets: meets ? 1 : 0.4,
      ...extra,
    }) as StrategySummary;

  it('passes over a cheaper strategy that misses deadlines, and says so', () => {
    const s = caseStudy();
    const rec = recommend(s, [summary('a', 100, false), summary('b', 150, true), summary('c', 200, true)])!;
    expect(rec.strategyId).toBe('b');
    expect(rec.comparedWithId).toBe('c');
    expect(rec.cheaperButMissesId).toBe('a');
    expect(rec.reason).toBe('B is 25 % cheaper per job than C (P50); A costs less but misses deadlines.');
  });

  it('explains the only strategy that meets targets, and when none does', () => {
    const s = caseStudy();
    const only = recommend(s, [summary('a', 100, false), summary('b', 150, true)])!;
    expect(only.strategyId).toBe('b');
    expect(only.comparedWithMeetsTargets).toBe(false);
    expect(only.reason).toBe('B is the only strategy that meets every deadline and the latency target; A is 33 % cheaper per job but misses deadlines (P50).');
    const none = recommend(s, [summary('a', 100, false), summary('b', 150, false, { runsMeetingTargets: 0.6 })])!;
    expect(none.basis).toBe('none-meet-targets');
    expect(none.strategyId).toBe('b');
    expect(none.reason).toBe('No strategy meets every deadline and the latency target; B comes closest, meeting them in 60 % of runs.');
    const single = recommend(s, [summary('a', 100, true)])!;
    expect(single.reason).toBe('A is the only strategy compared.');
    expect(recommend(s, [])).toBeNull();
  });

  it('renders dearer-but-faster and about-the-same comparisons', () => {
    const names = new Map([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    const base = { strategyId: 'a', basis: 'cheapest-meeting-targets' as const, metric: 'totalCost' as const, comparedWithId: 'b', comparedWithMeetsTargets: true, cheaperButMissesId: null, cheaperButMisses: [], runsMeetingTargets: 1 };
    expect(recommendationSentence({ ...base, saving: 0.001, turnaroundGainH: -2 }, names)).toBe('A costs about the same in total as B but takes 2.0 h longer (P50).');
    expect(recommendationSentence({ ...base, saving: 0.1, turnaroundGainH: 0.01 }, names)).toBe('A is 10 % cheaper in total than B (P50).');
  });

  it('never says "in total" of a horizon-slice cost that leaves committed money out', () => {
    const names = new Map([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    const base = { strategyId: 'a', basis: 'cheapest-meeting-targets' as const, metric: 'totalCost' as const, comparedWithId: 'b', comparedWithMeetsTargets: true, cheaperButMissesId: null, cheaperButMisses: [], runsMeetingTargets: 1, saving: 0.37, turnaroundGainH: null };
    const past = [{ strategyId: 'a', afterHorizon: 123_774, coverDays: 1_096 }];
    const slice = recommendationSentence({ ...base, costBasis: 'horizonSlice', pastHorizon: past }, names, '$');
    expect(slice).not.toContain('in total');
    expect(slice).toMatch(/^A is 37 % cheaper over the horizon \(commitments counted only for their days inside it\) than B \(P50\)\./);
    expect(slice).toContain('123,774 committed after the horizon');
    const whole = recommendationSentence({ ...base, costBasis: 'wholeCommitments', pastHorizon: past }, names, '$');
    expect(whole).toMatch(/^A is 37 % cheaper counting every signed commitment in full than B \(P50\)\./);
    // With nothing past the horizon, a total is a total.
    expect(recommendationSentence({ ...base, costBasis: 'horizonSlice', pastHorizon: [] }, names)).toBe('A is 37 % cheaper in total than B (P50).');
  });
});

describe('inference summaries', () => {
  it('reports cost per 10,000 requests and latency shares', () => {
    const curve = Array.from({ length: 24 }, () => 20);
    const s = scenario({
      horizonDays: 2,
      workloads: [{ id: 'api', name: 'API', kind: 'inference', traffic: { weekday: curve }, requestsPerSecondPerReplica: 10, targetUtilisation: 1, maxReplicas: 10, scaleUpDelayMinutes: 0 }],
      strategies: [{ id: 's', name: 'S', pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], placements: [{ workloadId: 'api', poolIds: ['od'] }] }],
    });
    const st = simulateScenario(s, { runs: 1 }).strategies[0]!;
    // 2 replicas x 48 h x 2 = 192 for 20 x 172,800 requests.
    expect(st.costPer10kRequests!.p50).toBeCloseTo((192 * 10_000) / (20 * 48 * HOUR), 6);
    expect(st.unservedShare!.p50).toBe(0);
    expect(st.latencyMissShare!.p50).toBe(0);
    expect(st.costPerJob).toBeNull();
    expect(st.meetsTargets).toBe(true);
  });
});
