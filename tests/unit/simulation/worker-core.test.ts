import { describe, expect, it } from 'vitest';
import { recordRuns, type RunFigures } from '@shared/analysis';
import { runColumn } from '@shared/analysis/run-figures';
import { resolveRunPlan } from '@headroom/renderer/simulation/engine';
import {
  createWorkerApi,
  mergeSlices,
  PROGRESS_INTERVAL_MS,
  runSlice,
} from '@headroom/renderer/simulation/worker-core';
import { fakeEngine, sequentialResults } from './fake-engine';
import { twoStrategyScenario } from './scenario';

const seedsOf = (f: RunFigures): number[] => runColumn(f, 'seed', Array.from({ length: f.rows }, (_, k) => k));

describe('a worker slice', () => {
  it('runs every strategy for each run index of its range, seeded from the base seed', () => {
    const scenario = twoStrategyScenario();
    const slice = runSlice(
      fakeEngine,
      { scenario, strategyIds: ['on-demand', 'spot'], baseSeed: 100, from: 3, to: 6 },
      () => undefined,
    );
    expect(slice.from).toBe(3);
    expect(slice.figures.map((f) => [f.strategyId, seedsOf(f)])).toEqual([
      ['on-demand', [103, 104, 105]],
      ['spot', [103, 104, 105]],
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

  it('posts its runs on its outbox, not back to the caller', async () => {
    const scenario = twoStrategyScenario();
    const { port1, port2 } = new MessageChannel();
    const request = { scenario, strategyIds: ['spot'], baseSeed: 1, from: 2, to: 4 };
    const arrived = new Promise<unknown>((resolve) => {
      port2.addEventListener('message', (event) => resolve(event.data), { once: true });
      port2.start();
    });
    await expect(
      createWorkerApi(fakeEngine).runSlice(request, () => undefined, port1),
    ).resolves.toBeUndefined();
    expect(await arrived).toEqual(runSlice(fakeEngine, request, () => undefined));
    port2.close();
  });
});

describe('the summarising worker', () => {
  it('merges slices arriving in any order into run order and summarises them as one run would', async () => {
    const scenario = twoStrategyScenario(7);
    const plan = resolveRunPlan(scenario);
    const api = createWorkerApi(fakeEngine);
    const ranges = [
      { from: 0, to: 3 },
      { from: 3, to: 5 },
      { from: 5, to: 7 },
    ];
    const channels = ranges.map(() => new MessageChannel());
    const summary = api.summarise(
      { scenario, plan },
      channels.map((channel) => channel.port2),
    );
    // The last slice finishes first, the first one last.
    for (const index of [2, 0, 1]) {
      const range = ranges[index];
      const channel = channels[index];
      if (!range || !channel) throw new Error('no such slice');
      const request = {
        scenario,
        strategyIds: plan.strategyIds,
        baseSeed: plan.baseSeed,
        ...range,
      };
      await api.runSlice(request, () => undefined, channel.port1);
    }
    expect(await summary).toEqual(sequentialResults(fakeEngine, scenario, plan));
  });

  it('concatenates slices per strategy in run-index order', () => {
    const scenario = twoStrategyScenario();
    const run = (seed: number) => fakeEngine.prepare(scenario, 'spot', 0)(seed);
    const figures = (...seeds: number[]) => recordRuns(scenario, 'spot', seeds.map(run));
    const merged = mergeSlices(
      [
        { from: 2, figures: [figures(2), figures(12)] },
        { from: 0, figures: [figures(0, 1), figures(10, 11)] },
      ],
      ['on-demand', 'spot'],
    );
    expect(merged.map((f) => [f.strategyId, f.rows, seedsOf(f)])).toEqual([
      ['on-demand', 3, [0, 1, 2]],
      ['spot', 3, [10, 11, 12]],
    ]);
  });
});
