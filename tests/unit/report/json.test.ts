import { describe, expect, it } from 'vitest';
import { RESULTS_JSON_FORMAT, resultsToJson, resultsToJsonText } from '@shared/report';
import { makeResults } from './fixtures';

describe('results JSON', () => {
  it('has the documented top-level shape', () => {
    const json = resultsToJson(makeResults());
    expect(Object.keys(json)).toEqual([
      'format',
      'formatVersion',
      'scenario',
      'simulation',
      'recommendation',
      'strategies',
    ]);
    expect(json.format).toBe(RESULTS_JSON_FORMAT);
    expect(json.formatVersion).toBe(1);
    expect(json.scenario).toEqual({
      name: 'Fine-tuning: shared vs bare-metal',
      currency: 'USD',
      startDate: '2026-01-01',
      horizonDays: 60,
    });
    expect(json.recommendation).toMatchObject({
      strategyId: 'bm',
      strategyName: 'Bare-metal, hourly',
      reason: 'cheapest strategy that meets every deadline',
      basis: 'cheapest-meeting-targets',
      metric: 'costPerJob',
      comparedWithId: 'shared',
      saving: 0.28,
      turnaroundGainHours: 8.5,
    });
  });

  it('turns micro-units into currency and seconds into hours', () => {
    const s = resultsToJson(makeResults()).strategies[1]!;
    expect(s.totalCost.p50).toBe(1300);
    expect(s.turnaroundP50Hours?.p50).toBe(9.5);
    const run = s.representativeRun;
    expect(run.totalCost).toBe(1300);
    expect(run.pools[0]!.gpuHoursBilled).toBe(10);
    expect(Object.keys(run.costByMonth)).toEqual(['2026-01', '2026-02']);
    expect(run.daily[0]).toEqual({
      day: 0,
      date: '2026-01-01',
      demandGpus: 4,
      provisionedGpus: 8,
      cost: 1.234565,
    });
    expect(run.jobs).toBeUndefined();
    expect(run.pools[0]).toMatchObject({ name: 'Main pool', idleCost: 0, peakInstances: 1 });
    expect(run.pools[0]!.byWorkload).toEqual([{ workloadId: 'ft', gpuHoursUsed: 7.5, cost: 1300 }]);
    expect(s.workloads[0]).toMatchObject({
      workloadId: 'ft',
      name: 'Fine-tune',
      costPerUnit: { p50: 650 },
    });
    expect(s.runsMeetingTargets).toBe(1);
  });

  it('writes a run without finished jobs as null, not NaN', () => {
    const results = makeResults();
    results.strategies[0]!.turnaroundP50HByRun = [Number.NaN, 18];
    const json = resultsToJson(results);
    expect(json.strategies[0]!.turnaroundP50HoursByRun).toEqual([null, 18]);
    expect(resultsToJsonText(results)).not.toContain('NaN');
  });

  it('includes jobs only when asked', () => {
    const run = resultsToJson(makeResults(), { includeJobs: true }).strategies[0]!
      .representativeRun;
    expect(run.jobs?.[0]).toMatchObject({
      workloadId: 'ft',
      arrivalHours: 1,
      turnaroundHours: 18,
      poolIds: ['a', 'b'],
    });
  });

  it('is byte-stable and round-trips', () => {
    const a = resultsToJsonText(makeResults());
    expect(resultsToJsonText(makeResults())).toBe(a);
    expect(JSON.parse(a)).toEqual(resultsToJson(makeResults()));
    expect(a.endsWith('}\n')).toBe(true);
  });

  it('carries the shared pools’ hours split, preemption by priority and the warnings, null or empty where absent', () => {
    const results = makeResults();
    const d = (p50: number) => ({ p10: p50, p50, p90: p50, mean: p50, min: p50, max: p50 });
    const s = results.strategies[1]!;
    s.sharedPools = { committedGpuHours: 100, servicesGpuHours: 40.1234567, jobsUsefulGpuHours: 30, jobsLostGpuHours: 2.5, jobsRestartGpuHours: 0.5, idleGpuHours: 26.8765433, serviceOverflowCost: null };
    s.priorityLostGpuHours = d(2.5);
    s.priorityWarnings = [{ key: 'checkpointLosesMore', workloadId: 'ft', workload: 'FT', checkpointMinutes: 240, lostGpuHours: 2.5, keptGpuHours: 1, message: 'm' }];
    const json = resultsToJson(results);
    const [plain, shared] = [json.strategies[0]!, json.strategies[1]!];
    expect(shared.sharedPools?.servicesGpuHours).toBe(40.123457);
    expect(shared.sharedPools?.serviceOverflowCost).toBeNull();
    expect(shared.priorityLostGpuHours?.p50).toBe(2.5);
    expect(shared.priorityWarnings.map((w) => w.key)).toEqual(['checkpointLosesMore']);
    expect(plain.sharedPools).toBeNull();
    expect(plain.priorityLostGpuHours).toBeNull();
    expect(plain.priorityWarnings).toEqual([]);
  });

  it('carries who held a shared pool bucket by bucket in GPU-hours, only on pools that kept it', () => {
    const results = makeResults();
    const run = results.strategies[1]!.representative;
    run.pools[0] = { ...run.pools[0]!, heldTimeline: { bucketS: 21_600, byWorkload: [{ workloadId: 'ft', gpuS: [43_200, 0] }], idleGpuS: [0, 43_200] } };
    const json = resultsToJson(results);
    expect(json.strategies[1]!.representativeRun.pools[0]!.heldTimeline).toEqual({
      bucketHours: 6,
      byWorkload: [{ workloadId: 'ft', gpuHours: [12, 0] }],
      idleGpuHours: [0, 12],
    });
    expect(json.strategies[0]!.representativeRun.pools[0]!).not.toHaveProperty('heldTimeline');
  });
});
