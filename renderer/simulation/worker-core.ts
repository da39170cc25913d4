import { concatFigures, FigureRecorder, type RunFigures } from '@shared/analysis';
import type { Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import type { RunPlan, SimulationEngine } from './engine';

/** A contiguous range of run indices [from, to) of every listed strategy. */
export interface SliceRequest {
  scenario: Scenario;
  strategyIds: string[];
  baseSeed: number;
  from: number;
  to: number;
}

/**
 * `figures[s]` holds strategy s's runs with index from, from + 1, ...: each run recorded as the
 * few figures the summaries read (shared/analysis/run-figures.ts), one buffer a strategy, so a
 * slice of thousands of runs crosses to the summarising worker as a few transferred buffers.
 */
export interface SliceResult {
  from: number;
  figures: RunFigures[];
}

/** What the summarising worker needs besides the slices: the runs are summarised as planned. */
export interface SummaryRequest {
  scenario: Scenario;
  plan: RunPlan;
}

/** Receives the number of runs this slice has finished so far (cumulative). */
export type SliceProgress = (done: number) => void;

/**
 * The worker's API as the main thread sees it (every call is asynchronous across threads).
 * A slice's runs never come back to the page: they go from the worker that made them, over a
 * message port of their own, to the worker that summarises, and only the finished
 * ScenarioResults reach the page. Tens of thousands of runs would otherwise be decoded,
 * merged and summarised on the page's thread, freezing it for about a second.
 */
export interface SimulationWorkerApi {
  /** Runs a slice and posts its SliceResult on `outbox`; resolves once it is posted. */
  runSlice(request: SliceRequest, onProgress: SliceProgress, outbox: MessagePort): Promise<void>;
  /** Waits for one SliceResult on each inbox, merges them in run order and summarises them. */
  summarise(request: SummaryRequest, inboxes: MessagePort[]): Promise<ScenarioResults>;
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
  const recorders = strategyIds.map((id) => new FigureRecorder(scenario, id, to - from));
  const total = (to - from) * strategyIds.length;
  let done = 0;
  let lastReport = now();
  const runners = strategyIds.map((id) => engine.prepare(scenario, id, baseSeed));
  for (let index = from; index < to; index++) {
    runners.forEach((runOne, s) => {
      recorders[s]!.add(runOne(index));
      done += 1;
      const t = now();
      if (done === total || t - lastReport >= PROGRESS_INTERVAL_MS) {
        lastReport = t;
        onProgress(done);
      }
    });
  }
  return { from, figures: recorders.map((r) => r.figures()) };
}

/** Concatenates the slices' runs per strategy, in run-index order. */
export function mergeSlices(slices: readonly SliceResult[], strategyIds: readonly string[]): RunFigures[] {
  const ordered = [...slices].sort((a, b) => a.from - b.from);
  return strategyIds.map((id, s) => concatFigures(id, ordered.flatMap((slice) => slice.figures[s] ?? [])));
}

/** The one message a slice's port carries; the port is closed once it has arrived. */
export function receiveSlice(inbox: MessagePort): Promise<SliceResult> {
  return new Promise((resolve, reject) => {
    inbox.addEventListener('message', (event) => {
      inbox.close();
      resolve(event.data as SliceResult);
    });
    inbox.addEventListener('messageerror', () => {
      inbox.close();
      reject(new Error('a slice of runs arrived in a form that could not be read'));
    });
    inbox.start();
  });
}

/** The object a worker exposes through comlink (and tests call directly). */
export function createWorkerApi(engine: SimulationEngine): SimulationWorkerApi {
  return {
    runSlice(request, onProgress, outbox) {
      const slice = runSlice(engine, request, onProgress);
      // The figures' buffers are handed over, not copied.
      outbox.postMessage(slice, slice.figures.map((f) => f.values.buffer));
      return Promise.resolve();
    },
    async summarise({ scenario, plan }, inboxes) {
      const slices = await Promise.all(inboxes.map(receiveSlice));
      return engine.summarise(scenario, plan, mergeSlices(slices, plan.strategyIds));
    },
  };
}
