// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useSimulationRun } from '@headroom/renderer/simulation';
import { SimulationPool } from '@headroom/renderer/simulation/simulation-pool';
import { inProcessHandle, type WorkerHandle } from '@headroom/renderer/simulation/worker-handle';
import { renderHook } from '../storage/render-hook';
import { fakeEngine, sequentialResults } from './fake-engine';
import { twoStrategyScenario } from './scenario';
import { resolveRunPlan } from '@headroom/renderer/simulation/engine';
import { waitUntil } from '../wait-until';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function poolOf(createWorker: () => WorkerHandle) {
  return () => new SimulationPool({ size: 2, createWorker });
}

describe('useSimulationRun', () => {
  it('starts idle, runs, and ends done with the results', async () => {
    const hook = renderHook(
      () => useSimulationRun(poolOf(() => inProcessHandle(fakeEngine))),
      undefined,
    );
    expect(hook.result.current.state).toEqual({ status: 'idle' });
    const scenario = twoStrategyScenario(4);
    let outcome: Awaited<ReturnType<typeof hook.result.current.start>> = null;
    await act(async () => {
      outcome = await hook.result.current.start(scenario);
    });
    expect(outcome).not.toBeNull();
    expect(hook.result.current.state).toMatchObject({
      status: 'done',
      results: sequentialResults(fakeEngine, scenario, resolveRunPlan(scenario)),
    });
    hook.unmount();
  });

  it('cancels, and terminates the workers when the screen goes away', async () => {
    const terminated: number[] = [];
    let next = 0;
    const hanging = (): WorkerHandle => {
      const id = next++;
      return {
        runSlice: () => new Promise<never>(() => undefined),
        summarise: () => new Promise<never>(() => undefined),
        failure: new Promise<never>(() => undefined),
        terminate: () => terminated.push(id),
      };
    };
    const hook = renderHook(() => useSimulationRun(poolOf(hanging)), undefined);
    let started: Promise<unknown> = Promise.resolve();
    act(() => {
      started = hook.result.current.start(twoStrategyScenario(4));
    });
    expect(hook.result.current.state).toMatchObject({ status: 'running' });
    act(() => hook.result.current.cancel());
    expect(hook.result.current.state).toEqual({ status: 'cancelled' });
    await expect(started).resolves.toBeNull();
    expect(terminated).toEqual([0, 1]);

    act(() => {
      void hook.result.current.start(twoStrategyScenario(4));
    });
    hook.unmount();
    await waitUntil(() => expect(terminated).toEqual([0, 1, 2, 3]));
  });
});
