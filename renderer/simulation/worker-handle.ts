import { proxy, transfer, wrap, type Endpoint } from 'comlink';
import type { SimulationEngine } from './engine';
import { createWorkerApi, type SimulationWorkerApi } from './worker-core';

/** One worker as the pool drives it, whatever carries the calls (a Web Worker, a port, a test). */
export interface WorkerHandle {
  /** Runs a slice; its runs go out on `outbox` (see SimulationWorkerApi), never to the caller. */
  runSlice: SimulationWorkerApi['runSlice'];
  /** Summarises the slices arriving on `inboxes`; only the finished results come back. */
  summarise: SimulationWorkerApi['summarise'];
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
 * comlink's `proxy`, so the worker calls back into this thread instead of cloning a function;
 * the slice ports are transferred, so the workers talk to each other directly.
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
    runSlice: (request, onProgress, outbox) =>
      remote.runSlice(request, proxy(onProgress), transfer(outbox, [outbox])),
    summarise: (request, inboxes) => remote.summarise(request, transfer(inboxes, inboxes)),
    failure,
    terminate,
  };
}

/**
 * Runs slices and summaries on this thread. For tests (and Node), where the point is the
 * pool's split and merge, not the thread hop; terminate cannot interrupt work running here.
 */
export function inProcessHandle(engine: SimulationEngine): WorkerHandle {
  const api = createWorkerApi(engine);
  return {
    runSlice: api.runSlice,
    summarise: api.summarise,
    failure: failurePromise().failure,
    terminate: () => undefined,
  };
}
