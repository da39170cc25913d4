import { expose, type Endpoint } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioResults } from '@shared/sim/results';
import { resolveRunPlan } from '@headroom/renderer/simulation/engine';
import {
  isSimulationCancelled,
  SimulationCancelledError,
} from '@headroom/renderer/simulation/errors';
import type { SimulationProgress } from '@headroom/renderer/simulation/progress';
import { SimulationController } from '@headroom/renderer/simulation/simulation-controller';
import { SimulationPool } from '@headroom/renderer/simulation/simulation-pool';
import { createWorkerApi } from '@headroom/renderer/simulation/worker-core';
import {
  comlinkHandle,
  inProcessHandle,
  type WorkerHandle,
} from '@headroom/renderer/simulation/worker-handle';
import type { SimulationEngine } from '@headroom/renderer/simulation/engine';
import { fakeEngine, sequentialResults } from './fake-engine';
import { twoStrategyScenario } from './scenario';
import { waitUntil } from '../wait-until';

function inProcessPool(size: number) {
  let created = 0;
  const pool = new SimulationPool({
    size,
    createWorker: () => {
      created += 1;
      return inProcessHandle(fakeEngine);
    },
  });
  return { pool, created: () => created };
}

/** A worker that never answers and records whether it was terminated. */
function hangingHandle(): WorkerHandle & { terminated: boolean } {
  const handle = {
    terminated: false,
    runSlice: () => new Promise<never>(() => undefined),
    summarise: () => new Promise<never>(() => undefined),
    failure: new Promise<never>(() => undefined),
    terminate: () => {
      handle.terminated = true;
    },
  };
  return handle;
}

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** True when `value` holds a slice of runs anywhere inside it ({ from, runs: RunResult[][] }). */
function holdsSlice(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.from === 'number' && Array.isArray(record.runs)) return true;
  return Object.values(record).some(holdsSlice);
}

/** An in-process worker whose summary waits until the test settles it, recording terminate. */
function handleWithHeldSummary() {
  let asked: () => void = () => undefined;
  const summaryAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let settle: (results: ScenarioResults) => void = () => undefined;
  const handle: WorkerHandle & { terminated: boolean } = {
    ...inProcessHandle(fakeEngine),
    summarise: () => {
      asked();
      return new Promise<ScenarioResults>((resolve) => {
        settle = resolve;
      });
    },
    terminated: false,
    terminate: () => {
      handle.terminated = true;
    },
  };
  return { handle, summaryAsked, settle: (results: ScenarioResults) => settle(results) };
}

/** A pool of such workers, and the workers it made, in order (the first summarises). */
function poolWithHeldSummaries(size: number) {
  const held: ReturnType<typeof handleWithHeldSummary>[] = [];
  const pool = new SimulationPool({
    size,
    createWorker: () => {
      const next = handleWithHeldSummary();
      held.push(next);
      return next.handle;
    },
  });
  return { pool, held };
}

describe('simulation pool', () => {
  it.each([1, 2, 3, 8])('with %i workers gives exactly the single-thread results', async (size) => {
    const scenario = twoStrategyScenario(7);
    const { pool } = inProcessPool(size);
    const outcome = await pool.run(scenario);
    expect(outcome.results).toEqual(
      sequentialResults(fakeEngine, scenario, resolveRunPlan(scenario)),
    );
    expect(outcome.plan).toEqual({ runs: 7, baseSeed: 11, strategyIds: ['on-demand', 'spot'] });
  });

  it('honours runs, base seed and a subset of strategies', async () => {
    const scenario = twoStrategyScenario();
    const { pool } = inProcessPool(4);
    const options = { runs: 5, baseSeed: 99, strategyIds: ['spot'] };
    const outcome = await pool.run(scenario, options);
    expect(outcome.results).toEqual(
      sequentialResults(fakeEngine, scenario, resolveRunPlan(scenario, options)),
    );
    expect(outcome.results.strategies.map((s) => s.strategyId)).toEqual(['spot']);
    await expect(pool.run(scenario, { strategyIds: ['nope'] })).rejects.toThrow(
      /no strategy with id "nope"/,
    );
    await expect(pool.run(scenario, { runs: 0 })).rejects.toThrow(/runs must be/);
  });

  it('starts no more workers than there are runs, and reuses them', async () => {
    const scenario = twoStrategyScenario();
    const { pool, created } = inProcessPool(8);
    await pool.run(scenario, { runs: 2 });
    expect(created()).toBe(2);
    await pool.run(scenario, { runs: 3 });
    expect(created()).toBe(3);
  });

  it('reports progress up to the total with a time estimate', async () => {
    const scenario = twoStrategyScenario(6);
    const { pool } = inProcessPool(3);
    const reports: SimulationProgress[] = [];
    await pool.run(scenario, {}, (p) => reports.push(p));
    expect(reports.at(-1)).toMatchObject({ done: 12, total: 12, etaMs: 0 });
    expect(reports.every((p) => p.total === 12 && p.done <= 12)).toBe(true);
  });

  it('works across a real comlink channel, progress callback included', async () => {
    const scenario = twoStrategyScenario(6);
    const crossed: number[] = [];
    const pool = new SimulationPool({
      size: 2,
      createWorker: () => {
        const { port1, port2 } = new MessageChannel();
        ports.push(port1, port2);
        expose(createWorkerApi(fakeEngine), port1 as unknown as Endpoint);
        const handle = comlinkHandle(port2 as unknown as Endpoint, () => port2.close());
        return {
          ...handle,
          runSlice: (request, onProgress, outbox) =>
            handle.runSlice(
              request,
              (done) => {
                crossed.push(done);
                onProgress(done);
              },
              outbox,
            ),
        };
      },
    });
    const reports: number[] = [];
    const outcome = await pool.run(scenario, {}, (p) => reports.push(p.done));
    expect(outcome.results).toEqual(
      sequentialResults(fakeEngine, scenario, resolveRunPlan(scenario)),
    );
    expect(reports.at(-1)).toBe(12);
    // Each slice (3 runs x 2 strategies) reported its end through the proxied callback.
    await expect.poll(() => crossed.filter((d) => d === 6).length).toBe(2);
  });

  it('cancels at once: terminates every worker and rejects with SimulationCancelledError', async () => {
    const handles: ReturnType<typeof hangingHandle>[] = [];
    const pool = new SimulationPool({
      size: 4,
      createWorker: () => {
        const h = hangingHandle();
        handles.push(h);
        return h;
      },
    });
    const running = pool.run(twoStrategyScenario(8));
    const started = performance.now();
    pool.cancel();
    const error = await running.catch((e: unknown) => e);
    // The hanging workers never answer, so waiting on them would time the test out; the bound
    // catches a cancel held back by a timer, with room for a machine kept busy by other work.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(SimulationCancelledError);
    expect(isSimulationCancelled(error)).toBe(true);
    expect(isSimulationCancelled(new Error('simulation cancelled'))).toBe(false);
    expect(handles.map((h) => h.terminated)).toEqual([true, true, true, true]);

    // The next run gets fresh workers.
    const next = pool.run(twoStrategyScenario(8));
    expect(handles).toHaveLength(8);
    expect(handles.slice(4).some((h) => h.terminated)).toBe(false);
    pool.dispose();
    await expect(next).rejects.toBeInstanceOf(SimulationCancelledError);
  });

  it('a new run supersedes the one in flight', async () => {
    let first = true;
    const pool = new SimulationPool({
      size: 1,
      createWorker: () => {
        const handle = first ? hangingHandle() : inProcessHandle(fakeEngine);
        first = false;
        return handle;
      },
    });
    const scenario = twoStrategyScenario(3);
    const older = pool.run(scenario);
    const newer = pool.run(scenario);
    await expect(older).rejects.toBeInstanceOf(SimulationCancelledError);
    await expect(newer).resolves.toMatchObject({ plan: { runs: 3 } });
  });

  it('a worker that dies fails the run with its message and frees the other workers', async () => {
    const handles: WorkerHandle[] = [];
    const pool = new SimulationPool({
      size: 2,
      createWorker: () => {
        const h = hangingHandle();
        const handle: WorkerHandle =
          handles.length === 0
            ? {
                ...h,
                failure: Promise.reject(new Error('simulation worker failed: out of memory')),
              }
            : h;
        handles.push(handle);
        return handle;
      },
    });
    await expect(pool.run(twoStrategyScenario(4))).rejects.toThrow(/out of memory/);
    expect(pool.workerCount).toBe(0);
  });

  it('a slice that throws fails the run with the simulator message', async () => {
    const pool = new SimulationPool({
      size: 2,
      createWorker: () =>
        inProcessHandle({
          ...fakeEngine,
          prepare: () => () => {
            throw new Error('offer "x" has no spot price');
          },
        }),
    });
    await expect(pool.run(twoStrategyScenario(4))).rejects.toThrow(/no spot price/);
  });

  it('sends the runs from worker to worker: the page receives only the finished results', async () => {
    const scenario = twoStrategyScenario(9);
    const toPage: unknown[] = [];
    const summaries: number[] = [];
    const pool = new SimulationPool({
      size: 3,
      createWorker: () => {
        const index = summaries.push(0) - 1;
        const counting: SimulationEngine = {
          ...fakeEngine,
          summarise: (...args) => {
            summaries[index] = (summaries[index] ?? 0) + 1;
            return fakeEngine.summarise(...args);
          },
        };
        const { port1, port2 } = new MessageChannel();
        ports.push(port1, port2);
        expose(createWorkerApi(counting), port1 as unknown as Endpoint);
        // Everything the worker sends back to the page's side arrives here.
        port2.addEventListener('message', (event) => toPage.push(event.data));
        return comlinkHandle(port2 as unknown as Endpoint, () => port2.close());
      },
    });
    const outcome = await pool.run(scenario);
    const expected = sequentialResults(fakeEngine, scenario, resolveRunPlan(scenario));
    expect(outcome.results).toEqual(expected);
    expect(summaries).toEqual([1, 0, 0]);
    expect(toPage.length).toBeGreaterThan(0);
    expect(toPage.filter(holdsSlice)).toEqual([]);
    expect(JSON.stringify(toPage)).toContain(JSON.stringify(expected.strategies[0]?.totalCost));
  });

  it('a cancel while the runs are being summarised stops at once and leaves no result', async () => {
    const { pool, held } = poolWithHeldSummaries(2);
    const controller = new SimulationController(pool);
    const scenario = twoStrategyScenario(6);
    const started = controller.start(scenario);
    // Every slice is in and the bar is full: only the summary is left.
    await held[0]?.summaryAsked;
    await waitUntil(() => expect(controller.getState()).toMatchObject({ done: 12, total: 12 }));
    const cancelledAt = performance.now();
    controller.cancel();
    await expect(started).resolves.toBeNull();
    // As above: the held summary never comes, and the bound leaves room for a loaded machine.
    expect(performance.now() - cancelledAt).toBeLessThan(1_000);
    expect(controller.getState()).toEqual({ status: 'cancelled' });
    expect(held.map(({ handle }) => handle.terminated)).toEqual([true, true]);

    // A summary that would still come in from the stopped worker changes nothing.
    held[0]?.settle(sequentialResults(fakeEngine, scenario, resolveRunPlan(scenario)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(controller.getState()).toEqual({ status: 'cancelled' });
  });

  it('the pool itself rejects a run cancelled while summarising', async () => {
    const { pool, held } = poolWithHeldSummaries(3);
    const running = pool.run(twoStrategyScenario(6));
    await held[0]?.summaryAsked;
    pool.cancel();
    await expect(running).rejects.toBeInstanceOf(SimulationCancelledError);
    expect(held.every(({ handle }) => handle.terminated)).toBe(true);
    expect(pool.workerCount).toBe(0);
  });

  it('a summarising worker that dies fails the run with its message and frees the workers', async () => {
    const pool = new SimulationPool({
      size: 2,
      createWorker: () => {
        let fail: (error: Error) => void = () => undefined;
        const failure = new Promise<never>((_, reject) => {
          fail = reject;
        });
        failure.catch(() => undefined);
        return {
          ...inProcessHandle(fakeEngine),
          failure,
          summarise: () => {
            fail(new Error('simulation worker failed: out of memory'));
            return new Promise<never>(() => undefined);
          },
        };
      },
    });
    await expect(pool.run(twoStrategyScenario(4))).rejects.toThrow(/out of memory/);
    expect(pool.workerCount).toBe(0);
  });
});
