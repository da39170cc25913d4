import { wrap, type Remote } from 'comlink';
import type { EvalRequest, Evaluator, RunDigest } from '@shared/analysis/evaluate';
import type { LlmMixAnalysis, LlmMixRequest } from '@shared/analysis/llm-mix';
import type { SavingsPlanAdvice } from '@shared/analysis/optimise-savings-plan';
import type { SavingsPlan, Scenario } from '@shared/scenario';
import type { AnalysisWorkerApi } from './analysis.worker';
import { SimulationCancelledError } from './errors';
import { defaultPoolSize, splitRuns } from './slices';

interface AnalysisWorker {
  api: Remote<AnalysisWorkerApi>;
  terminate(): void;
  failure: Promise<never>;
}

function createAnalysisWorker(): AnalysisWorker {
  const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module', name: 'headroom-analysis' });
  let fail: (error: Error) => void = () => undefined;
  const failure = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failure.catch(() => undefined);
  worker.addEventListener('error', (event) => fail(new Error(`analysis worker failed: ${event.message || 'script error'}`)));
  return { api: wrap<AnalysisWorkerApi>(worker), terminate: () => worker.terminate(), failure };
}

/**
 * Spreads the decision analyses' batches over Web Workers, one per core: each request is cut
 * into seed ranges when a batch has fewer requests than workers, the pieces go to whichever
 * worker is free, and the digests are put back together in run order. Cancel terminates the
 * workers mid-run; the next batch starts fresh ones.
 */
export class AnalysisWorkers {
  private workers: AnalysisWorker[] = [];
  private cancelled: ((error: Error) => void)[] = [];
  readonly size: number;

  constructor(size = defaultPoolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency)) {
    this.size = size;
  }

  readonly evaluate: Evaluator = async (requests, onRun) => {
    while (this.workers.length < this.size) this.workers.push(createAnalysisWorker());
    const workers = this.workers;
    // Enough pieces to keep every worker busy until the end of the batch.
    const wanted = workers.length * 2;
    const pieces: { request: EvalRequest; index: number; from: number }[] = [];
    requests.forEach((request, index) => {
      const parts = requests.length >= wanted ? 1 : Math.ceil(wanted / requests.length);
      for (const range of splitRuns(request.to - request.from, parts)) {
        pieces.push({ request: { ...request, from: request.from + range.from, to: request.from + range.to }, index, from: range.from });
      }
    });
    const out: RunDigest[][] = requests.map((r) => new Array<RunDigest>(r.to - r.from));
    let next = 0;
    const lane = async (worker: AnalysisWorker) => {
      while (next < pieces.length) {
        const piece = pieces[next++]!;
        const digests = await Promise.race([worker.api.evaluate(piece.request), worker.failure]);
        digests.forEach((d, k) => {
          out[piece.index]![piece.from + k] = d;
          onRun?.();
        });
      }
    };
    await this.untilCancelled(Promise.all(workers.map(lane)));
    return out;
  };

  /** The work, or SimulationCancelledError as soon as cancel() is called. */
  private async untilCancelled<T>(work: Promise<T>): Promise<T> {
    let stop: (error: Error) => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    stopped.catch(() => undefined);
    this.cancelled.push(stop);
    try {
      return await Promise.race([work, stopped]);
    } finally {
      this.cancelled = this.cancelled.filter((s) => s !== stop);
    }
  }

  /** The cheapest mix of GPUs, solved in the first worker; cancel rejects it like a batch. */
  readonly llmMix = async (scenario: Scenario, workloadId: string, request: LlmMixRequest): Promise<LlmMixAnalysis> => {
    if (this.workers.length === 0) this.workers.push(createAnalysisWorker());
    const worker = this.workers[0]!;
    return this.untilCancelled(Promise.race([worker.api.llmMix(scenario, workloadId, request), worker.failure]));
  };

  /** A savings plan sized for a strategy's on-demand usage, in the first worker; cancel rejects it like a batch. */
  readonly savingsPlan = async (scenario: Scenario, strategyId: string, plan: SavingsPlan, options: { runs: number; baseSeed: number }): Promise<SavingsPlanAdvice> => {
    if (this.workers.length === 0) this.workers.push(createAnalysisWorker());
    const worker = this.workers[0]!;
    return this.untilCancelled(Promise.race([worker.api.savingsPlan(scenario, strategyId, plan, options), worker.failure]));
  };

  /** Stops every batch in flight (they reject with SimulationCancelledError) and frees the workers. */
  cancel(): void {
    for (const w of this.workers) w.terminate();
    this.workers = [];
    const waiting = this.cancelled;
    this.cancelled = [];
    for (const stop of waiting) stop(new SimulationCancelledError());
  }
}
