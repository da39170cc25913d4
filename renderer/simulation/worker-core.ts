import type { Scenario } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import type { SimulationEngine } from './engine';

/** A contiguous range of run indices [from, to) of every listed strategy. */
export interface SliceRequest {
  scenario: Scenario;
  strategyIds: string[];
  baseSeed: number;
  from: number;
  to: number;
}

/** `runs[s][k]` is strategy s's run with index from + k. */
export interface SliceResult {
  from: number;
  runs: RunResult[][];
}

/** Receives the number of runs this slice has finished so far (cumulative). */
export type SliceProgress = (done: number) => void;

/** The worker's API as the main thread sees it (every call is asynchronous across threads). */
export interface SimulationWorkerApi {
  runSlice(request: SliceRequest, onProgress: SliceProgress): Promise<SliceResult>;
}

/**
 * Progress crosses threads as a message per call; a tiny scenario can finish thousands of
 * runs a second, so reports are spaced at least this far apart (the last one always goes).
 */
export const PROGRESS_INTERVAL_MS = 50;

/**
 * Runs one slice: every strategy for each run index in turn, so progress advances evenly and
 * a cancelled slice has done a bit of everything. Pure apart from the progress callback.
 */
export function runSlice(
  engine: SimulationEngine,
  request: SliceRequest,
  onProgress: SliceProgress,
  now: () => number = () => performance.now(),
): SliceResult {
  const { scenario, strategyIds, baseSeed, from, to } = request;
  const runs: RunResult[][] = strategyIds.map(() => []);
  const total = (to - from) * strategyIds.length;
  let done = 0;
  let lastReport = now();
  const runners = strategyIds.map((id) => engine.prepare(scenario, id, baseSeed));
  for (let index = from; index < to; index++) {
    runners.forEach((runOne, s) => {
      runs[s]?.push(runOne(index));
      done += 1;
      const t = now();
      if (done === total || t - lastReport >= PROGRESS_INTERVAL_MS) {
        lastReport = t;
        onProgress(done);
      }
    });
  }
  return { from, runs };
}

/** The object a worker exposes through comlink (and tests call directly). */
export function createWorkerApi(engine: SimulationEngine): SimulationWorkerApi {
  return {
    runSlice: (request, onProgress) => Promise.resolve(runSlice(engine, request, onProgress)),
  };
}
