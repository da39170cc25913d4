import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { until } from './until';
import { simulateScenario } from '@shared/analysis';
import { applyWhatIf, emptyAdjustments } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { firstRunCount, WhatIfScheduler, type VariantProgress } from '@headroom/renderer/simulation/what-if/scheduler';
import { createWhatIfWorkerApi, VARIANTS_KEPT } from '@headroom/renderer/simulation/what-if/worker-core';
import type { WhatIfWorker } from '@headroom/renderer/simulation/what-if/what-if-workers';
import { createSharedEngine } from '@headroom/renderer/simulation/shared-engine';

const parsed = parseScenarioText(readFileSync('scenarios/01-fine-tuning-bare-metal.headroom.json', 'utf8'));
if (!parsed.ok) throw new Error('invalid');
const base: Scenario = { ...parsed.scenario, simulation: { runs: 6, baseSeed: 3 } };
const plan = { strategyIds: base.strategies.map((s) => s.id), baseSeed: 3, runs: 6 };

/** Workers answering on this thread, each task on its own turn of the event loop, counting tasks. */
function workers(count: number, log: string[]): WhatIfWorker[] {
  return Array.from({ length: count }, () => {
    const api = createWhatIfWorkerApi(createSharedEngine());
    return {
      run: async (task) => {
        await new Promise((r) => setTimeout(r, 0));
        task.parts.forEach((part, i) => log.push(`${task.key}:${part.strategyId}:${part.from}-${part.to}${task.scenario && i === 0 ? '+s' : ''}`));
        return api.run(task);
      },
      terminate: () => undefined,
    };
  });
}

describe('WhatIfScheduler', () => {
  it('gives the runs simulateScenario gives for the same seeds', async () => {
    const log: string[] = [];
    const s = new WhatIfScheduler(() => workers(2, log));
    let last: VariantProgress | null = null;
    s.request('base', base, plan, 'now', 2, (p) => (last = p));
    await until(() => last?.complete === true);
    const direct = simulateScenario(base);
    direct.strategies.forEach((summary, i) => {
      expect(last!.runsByStrategy[i]!.map((r) => r!.totalCostMicro / 1e6)).toEqual(summary.totalCostByRun);
    });
    // The scenario travels once per worker, not with every task.
    expect(log.filter((l) => l.endsWith('+s')).length).toBe(2);
  });

  it('serves the baseline and the current what-if from one variant when they are the same', async () => {
    const s = new WhatIfScheduler(() => workers(2, []));
    const heard: string[] = [];
    s.request('same', base, plan, 'background', plan.runs, (p) => p.complete && heard.push('background'));
    s.request('same', base, plan, 'now', 1, (p) => p.complete && heard.push('now'));
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual(['background', 'now']);
  });

  it('works on the first runs of a newer move before anything else, and drops the older move', async () => {
    const log: string[] = [];
    const s = new WhatIfScheduler(() => workers(1, log));
    const cheaper = applyWhatIf(base, { ...emptyAdjustments(), prices: { onDemand: -0.5 } });
    if (!cheaper.ok) throw new Error('invalid');
    let baseline: VariantProgress | null = null;
    s.request('base', base, plan, 'background', plan.runs, (p) => (baseline = p));
    await until(() => (baseline?.prefix ?? 0) >= 6);
    log.length = 0;
    // The older move is heard of until the newer one is asked for, never after.
    let older = 0;
    let superseded = false;
    s.request('a', cheaper.scenario, plan, 'now', 1, () => superseded && older++);
    await until(() => log.length >= 1);
    superseded = true;
    let newer: VariantProgress | null = null;
    s.request('b', cheaper.scenario, plan, 'now', 2, (p) => (newer = p));
    await until(() => newer?.complete === true);
    // After the one task already running for "a", only "b"'s runs: first runs 0 and 1 of every strategy first.
    const bTasks = log.filter((l) => l.startsWith('b:'));
    const firstB = log.findIndex((l) => l.startsWith('b:'));
    expect(log.slice(firstB).filter((l) => l.startsWith('a:')).length).toBeLessThanOrEqual(1);
    // Every strategy's runs 0 and 1 (the first answer) come before any later run of "b".
    const parsedTasks = bTasks.map((l) => {
      const [, strategy, range] = l.replace('+s', '').split(':');
      const [from, to] = range!.split('-').map(Number);
      return { strategy: strategy!, from: from!, to: to! };
    });
    const firstLater = parsedTasks.findIndex((task) => task.from >= 2);
    for (const id of plan.strategyIds) {
      const covered = new Set(parsedTasks.slice(0, firstLater).filter((task) => task.strategy === id).flatMap((task) => Array.from({ length: task.to - task.from }, (_, i) => task.from + i)));
      expect(covered.has(0) && covered.has(1)).toBe(true);
    }
    expect(older).toBe(0);
  });

  it('answers at once when a variant comes back (undo, reset)', async () => {
    const s = new WhatIfScheduler(() => workers(2, []));
    let done = false;
    s.request('x', base, plan, 'now', 1, (p) => (done = p.complete));
    await until(() => done);
    s.request('y', base, plan, 'now', 1, () => undefined);
    let immediate: VariantProgress | null = null;
    s.request('x', base, plan, 'now', 1, (p) => (immediate = p));
    expect(immediate).not.toBeNull();
    expect(immediate!.complete).toBe(true);
  });

  it('sends the scenario again to a worker that has forgotten it', async () => {
    const api = createWhatIfWorkerApi(createSharedEngine());
    const task = { key: 'k', baseSeed: 1, parts: [{ strategyId: base.strategies[0]!.id, from: 0, to: 1 }] };
    expect(await api.run(task)).toEqual({ status: 'missing' });
    for (let i = 0; i <= VARIANTS_KEPT; i++) await api.run({ ...task, key: `k${i}`, scenario: base });
    expect(await api.run({ ...task, key: 'k0' })).toEqual({ status: 'missing' });
    expect((await api.run({ ...task, key: `k${VARIANTS_KEPT}` })).status).toBe('done');
  });
});

describe('WhatIfScheduler first answer', () => {
  it('shares the first runs of every strategy over the idle workers, one task each', async () => {
    const tasks: string[][] = [];
    const apis = [createWhatIfWorkerApi(createSharedEngine()), createWhatIfWorkerApi(createSharedEngine())];
    const s = new WhatIfScheduler(() =>
      apis.map((api) => ({
        run: async (task) => {
          tasks.push(task.parts.map((p) => `${p.strategyId}:${p.from}-${p.to}`));
          await new Promise((r) => setTimeout(r, 0));
          return api.run(task);
        },
        terminate: () => undefined,
      })),
    );
    let first: VariantProgress | null = null;
    s.request('x', base, plan, 'now', 2, (p) => (first ??= p.prefix >= 2 ? p : null));
    await until(() => first !== null);
    // Both workers were sent their share at once: every strategy's runs 0 and 1 in the first two tasks.
    const units = tasks.slice(0, 2).flatMap((parts) =>
      parts.flatMap((p) => {
        const [id, range] = p.split(':');
        const [from, to] = range!.split('-').map(Number);
        return Array.from({ length: to! - from! }, (_, i) => `${id}:${from! + i}`);
      }),
    );
    expect(tasks.slice(0, 2).every((parts) => parts.length > 0)).toBe(true);
    expect(units.sort()).toEqual(plan.strategyIds.flatMap((id) => [`${id}:0`, `${id}:1`]).sort());
    // And the runs are the ones the seeds give, whichever worker made them.
    const direct = simulateScenario({ ...base, simulation: { runs: 2, baseSeed: 3 } });
    direct.strategies.forEach((summary, i) => {
      expect(first!.runsByStrategy[i]!.slice(0, 2).map((r) => r!.totalCostMicro / 1e6)).toEqual(summary.totalCostByRun);
    });
  });
});

describe('WhatIfScheduler.lookAhead', () => {
  it('makes the first runs of likely next moves before refining, so the move finds them made', async () => {
    const log: string[] = [];
    const s = new WhatIfScheduler(() => workers(1, log));
    let current: VariantProgress | null = null;
    s.request('now', base, plan, 'now', 1, (p) => (current = p));
    const next = applyWhatIf(base, { ...emptyAdjustments(), prices: { onDemand: -0.01 } });
    if (!next.ok) throw new Error('invalid');
    s.lookAhead([{ key: 'next', scenario: next.scenario }], plan, 1);
    await until(() => current?.complete === true);
    // Run 0 of every strategy of the guess came before the current move's refining runs.
    const firstOfNext = log.findIndex((l) => l.startsWith('next:'));
    const refining = log.findIndex((l) => l.startsWith('now:') && !l.includes(':0-'));
    expect(firstOfNext).toBeGreaterThanOrEqual(0);
    expect(firstOfNext).toBeLessThan(refining);
    expect(log.filter((l) => l.startsWith('next:')).every((l) => l.includes(':0-1'))).toBe(true);
    // The move itself: its first answer is there at once.
    let heard: VariantProgress | null = null;
    s.request('next', next.scenario, plan, 'now', 1, (p) => (heard = p));
    expect(heard).not.toBeNull();
    expect(heard!.prefix).toBeGreaterThanOrEqual(1);
  });
});

describe('firstRunCount', () => {
  it('fits the first answer in the budget at the measured pace', () => {
    expect(firstRunCount([undefined, undefined], 2, 30)).toBe(2);
    expect(firstRunCount([1, 1, 1], 2, 30)).toBe(8);
    expect(firstRunCount([70, 70, 70], 2, 20)).toBe(1);
    expect(firstRunCount([10, 10], 2, 3, 50)).toBe(3);
    expect(firstRunCount([10, 10], 2, 3)).toBe(2);
  });
});
