import { describe, expect, it } from 'vitest';
import {
  SimulationController,
  type SimulationState,
} from '@headroom/renderer/simulation/simulation-controller';
import { SimulationCancelledError } from '@headroom/renderer/simulation/errors';
import type { SimulationProgress } from '@headroom/renderer/simulation/progress';
import type {
  SimulationOutcome,
  SimulationPool,
} from '@headroom/renderer/simulation/simulation-pool';
import { resolveRunPlan } from '@headroom/renderer/simulation/engine';
import { fakeEngine, sequentialResults } from './fake-engine';
import { twoStrategyScenario } from './scenario';

interface PendingRun {
  progress: (p: SimulationProgress) => void;
  resolve: (outcome: SimulationOutcome) => void;
  reject: (error: unknown) => void;
}

/** A pool the test settles by hand, so every transition can be observed in order. */
function manualPool() {
  const runs: PendingRun[] = [];
  let cancels = 0;
  let disposals = 0;
  const pool: Pick<SimulationPool, 'run' | 'cancel' | 'dispose'> = {
    run: (_scenario, _options, onProgress) =>
      new Promise<SimulationOutcome>((resolve, reject) => {
        runs.push({ progress: (p) => onProgress?.(p), resolve, reject });
      }),
    cancel: () => {
      cancels += 1;
      runs.at(-1)?.reject(new SimulationCancelledError());
    },
    dispose: () => {
      disposals += 1;
    },
  };
  return { pool, runs, cancels: () => cancels, disposals: () => disposals };
}

function outcome(): SimulationOutcome {
  const scenario = twoStrategyScenario(2);
  const plan = resolveRunPlan(scenario);
  return { results: sequentialResults(fakeEngine, scenario, plan), durationMs: 42, plan };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('simulation run state', () => {
  it('goes idle -> running (with progress) -> done, and resolves with the outcome', async () => {
    const { pool, runs } = manualPool();
    let t = 0;
    const controller = new SimulationController(pool, () => t);
    const seen: SimulationState['status'][] = [];
    controller.subscribe(() => seen.push(controller.getState().status));
    expect(controller.getState()).toEqual({ status: 'idle' });

    const started = controller.start(twoStrategyScenario());
    expect(controller.getState()).toEqual({ status: 'running', done: 0, total: 0, etaMs: null });
    runs[0]?.progress({ done: 3, total: 12, etaMs: 900 });
    expect(controller.getState()).toEqual({ status: 'running', done: 3, total: 12, etaMs: 900 });
    t += 10; // too soon after the last render: skipped
    runs[0]?.progress({ done: 4, total: 12, etaMs: 800 });
    expect(controller.getState()).toMatchObject({ done: 3 });
    t += 200;
    runs[0]?.progress({ done: 6, total: 12, etaMs: 600 });
    expect(controller.getState()).toMatchObject({ done: 6 });

    const expected = outcome();
    runs[0]?.resolve(expected);
    await expect(started).resolves.toBe(expected);
    expect(controller.getState()).toEqual({
      status: 'done',
      results: expected.results,
      durationMs: 42,
    });
    expect(seen).toEqual(['running', 'running', 'running', 'done']);
  });

  it('cancel stops the pool and shows cancelled at once', async () => {
    const { pool, cancels } = manualPool();
    const controller = new SimulationController(pool);
    const started = controller.start(twoStrategyScenario());
    controller.cancel();
    expect(controller.getState()).toEqual({ status: 'cancelled' });
    expect(cancels()).toBe(1);
    await expect(started).resolves.toBeNull();
    expect(controller.getState()).toEqual({ status: 'cancelled' });
    controller.cancel(); // nothing running: no-op
    expect(cancels()).toBe(1);
  });

  it('reports a failure as an error with its message', async () => {
    const { pool, runs } = manualPool();
    const controller = new SimulationController(pool);
    const started = controller.start(twoStrategyScenario());
    runs[0]?.reject(new Error('simulation worker failed: out of memory'));
    await expect(started).resolves.toBeNull();
    expect(controller.getState()).toEqual({
      status: 'error',
      message: 'simulation worker failed: out of memory',
    });
  });

  it('ignores the outcome of a run that a newer start superseded', async () => {
    const { pool, runs } = manualPool();
    const controller = new SimulationController(pool);
    const older = controller.start(twoStrategyScenario());
    const newer = controller.start(twoStrategyScenario());
    runs[0]?.resolve(outcome());
    runs[0]?.progress({ done: 1, total: 2, etaMs: 1 });
    await expect(older).resolves.toBeNull();
    expect(controller.getState()).toMatchObject({ status: 'running', done: 0 });
    const expected = outcome();
    runs[1]?.resolve(expected);
    await expect(newer).resolves.toBe(expected);
    expect(controller.getState().status).toBe('done');
  });

  it('dispose cancels and frees the workers, and the controller can run again', async () => {
    const { pool, runs, disposals } = manualPool();
    const controller = new SimulationController(pool);
    void controller.start(twoStrategyScenario());
    controller.dispose();
    expect(disposals()).toBe(1);
    expect(controller.getState().status).toBe('cancelled');
    const again = controller.start(twoStrategyScenario());
    runs[1]?.resolve(outcome());
    await flush();
    await expect(again).resolves.not.toBeNull();
  });

  it('unsubscribes listeners', () => {
    const { pool } = manualPool();
    const controller = new SimulationController(pool);
    let calls = 0;
    const unsubscribe = controller.subscribe(() => (calls += 1));
    unsubscribe();
    void controller.start(twoStrategyScenario());
    expect(calls).toBe(0);
  });
});
