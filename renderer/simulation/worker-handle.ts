import { proxy, wrap, type Endpoint } from 'comlink';
import type { SimulationEngine } from './engine';
import {
  createWorkerApi,
  type SimulationWorkerApi,
  type SliceProgress,
  type SliceRequest,
  type SliceResult,
} from './worker-core';

/** One worker as the pool drives it, whatever carries the calls (a Web Worker, a port, a test). */
export interface WorkerHandle {
  runSlice(request: SliceRequest, onProgress: SliceProgress): Promise<SliceResult>;
  /**
   * Rejects if the worker itself dies (a script that fails to load, out of memory). comlink
   * only answers calls, so without this a dead worker would leave the run waiting forever.
   */
  failure: Promise<never>;
  /** Stops the worker at once, mid-run if need be. */
  terminate(): void;
}

export type WorkerFactory = () => WorkerHandle;

/** A failure promise that is safe to leave unobserved until the pool races against it. */
function failurePromise(): { failure: Promise<never>; fail: (error: Error) => void } {
  let fail: (error: Error) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failure.catch(() => undefined);
  return { failure, fail };
}

/**
 * Drives a comlink-exposed worker API over `endpoint`. The progress callback is wrapped with
 * comlink's `proxy`, so the worker calls back into this thread instead of cloning a function.
 */
export function comlinkHandle(
  endpoint: Endpoint,
  terminate: () => void,
  onFailure?: (fail: (error: Error) => void) => void,
): WorkerHandle {
  const remote = wrap<SimulationWorkerApi>(endpoint);
  const { failure, fail } = failurePromise();
  onFailure?.(fail);
  return {
    runSlice: (request, onProgress) => remote.runSlice(request, proxy(onProgress)),
    failure,
    terminate,
  };
}

/**
 * Runs slices on this thread. For tests (and Node), where the point is the pool's split and
 * merge, not the thread hop; terminate cannot interrupt a slice already running here.
 */
export function inProcessHandle(engine: SimulationEngine): WorkerHandle {
  const api = createWorkerApi(engine);
  return {
    runSlice: (request, onProgress) => api.runSlice(request, onProgress),
    failure: failurePromise().failure,
    terminate: () => undefined,
  };
}
