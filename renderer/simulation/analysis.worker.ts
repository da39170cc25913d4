/**
 * The decision analyses' worker: runs one (scenario variant, strategy, seed range) request and
 * returns its run digests (a few numbers per run). The search itself stays on the page, which
 * spreads each batch of requests over these workers (analysis-evaluator.ts).
 */
import { expose } from 'comlink';
import { evaluateRequest, type EvalRequest, type RunDigest } from '@shared/analysis/evaluate';

export interface AnalysisWorkerApi {
  evaluate(request: EvalRequest): RunDigest[];
}

const api: AnalysisWorkerApi = {
  evaluate: (request) => evaluateRequest(request),
};

expose(api);
