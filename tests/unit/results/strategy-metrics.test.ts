import { describe, expect, it } from 'vitest';
import {
  scenarioShape,
  strategyMetrics,
  type StrategyMetric,
} from '@headroom/renderer/results/strategy-metrics';
import { fineTuningResults, fineTuningScenario } from './template';

function byId(metrics: StrategyMetric[]): Map<string, StrategyMetric> {
  return new Map(metrics.map((m) => [m.id, m]));
}

describe('strategy card figures', () => {
  const results = fineTuningResults();
  const shape = scenarioShape(fineTuningScenario());

  it('reads the template as jobs without inference or deadlines', () => {
    expect(shape).toEqual({ hasJobWorkloads: true, hasInference: false, hasDeadlines: false, spotTraces: {}, routings: {} });
  });

  it('shows the P50 of each figure from the summary', () => {
    const summary = results.strategies.find((s) => s.strategyId === 'bare-metal-hourly');
    if (!summary) throw new Error('missing strategy');
    const metrics = byId(strategyMetrics(summary, shape));
    expect(metrics.get('costPerJob')?.value).toBe(summary.costPerJob?.p50);
    expect(metrics.get('turnaround')).toMatchObject({
      value: summary.turnaroundP50H?.p50,
      second: summary.turnaroundP95H?.p50,
    });
    expect(metrics.get('lostGpuHours')?.value).toBe(summary.lostGpuHours.p50);
    expect(metrics.get('costIncludingWaiting')?.value).toBe(summary.costIncludingWaiting.p50);
  });

  it('gives every dash a reason', () => {
    for (const summary of results.strategies) {
      const metrics = byId(strategyMetrics(summary, shape));
      expect(metrics.get('costPer10kRequests')).toMatchObject({
        value: null,
        notApplicable: 'noInference',
      });
      expect(metrics.get('unservedShare')).toMatchObject({
        value: null,
        notApplicable: 'noInference',
      });
      expect(metrics.get('deadlineMisses')).toMatchObject({
        value: null,
        notApplicable: 'noDeadlines',
      });
      for (const metric of metrics.values())
        if (metric.value === null) expect(metric.notApplicable, metric.id).toBeDefined();
    }
  });

  it('shows bare-metal utilisation only where a server is rented by the month', () => {
    const monthly = results.strategies.find((s) => s.strategyId === 'bare-metal-monthly');
    const hourly = results.strategies.find((s) => s.strategyId === 'bare-metal-hourly');
    if (!monthly || !hourly) throw new Error('missing strategy');
    expect(byId(strategyMetrics(monthly, shape)).get('bareMetalUtilisation')?.value).toBeLessThan(
      0.2,
    );
    expect(byId(strategyMetrics(hourly, shape)).get('bareMetalUtilisation')).toMatchObject({
      value: null,
      notApplicable: 'noBareMetalPool',
    });
    expect(byId(strategyMetrics(hourly, shape)).get('reservedUtilisation')?.notApplicable).toBe(
      'noReservedPool',
    );
  });

  it('tells "no jobs in the scenario" from "no job finished"', () => {
    const summary = { ...results.strategies[0]!, costPerJob: null, turnaroundP50H: null };
    const withJobs = byId(strategyMetrics(summary, shape));
    expect(withJobs.get('costPerJob')?.notApplicable).toBe('noJobsFinished');
    expect(withJobs.get('turnaround')?.notApplicable).toBe('noJobsFinished');
    const withoutJobs = byId(
      strategyMetrics(summary, { hasJobWorkloads: false, hasInference: true, hasDeadlines: false }),
    );
    expect(withoutJobs.get('costPerJob')?.notApplicable).toBe('noJobWorkloads');
  });
});
