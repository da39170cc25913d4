import { describe, expect, it } from 'vitest';
import { runSlice, PROGRESS_INTERVAL_MS } from '@headroom/renderer/simulation/worker-core';
import { fakeEngine } from './fake-engine';
import { twoStrategyScenario } from './scenario';

describe('a worker slice', () => {
  it('runs every strategy for each run index of its range, seeded from the base seed', () => {
    const scenario = twoStrategyScenario();
    const slice = runSlice(
      fakeEngine,
      { scenario, strategyIds: ['on-demand', 'spot'], baseSeed: 100, from: 3, to: 6 },
      () => undefined,
    );
    expect(slice.from).toBe(3);
    expect(slice.runs.map((runs) => runs.map((r) => [r.strategyId, r.seed]))).toEqual([
      [
        ['on-demand', 103],
        ['on-demand', 104],
        ['on-demand', 105],
      ],
      [
        ['spot', 103],
        ['spot', 104],
        ['spot', 105],
      ],
    ]);
  });

  it('spaces progress reports in time and always sends the last', () => {
    const scenario = twoStrategyScenario();
    let t = 0;
    const reports: number[] = [];
    // Each run takes 20 ms of (fake) time: a report every third run, plus the final one.
    runSlice(
      fakeEngine,
      { scenario, strategyIds: ['on-demand', 'spot'], baseSeed: 1, from: 0, to: 5 },
      (done) => reports.push(done),
      () => (t += 20),
    );
    expect(PROGRESS_INTERVAL_MS).toBe(50);
    expect(reports.at(-1)).toBe(10);
    expect(reports.length).toBeLessThan(10);
    expect([...reports].sort((a, b) => a - b)).toEqual(reports);
  });
});
