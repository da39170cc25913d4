/**
 * The decision analyses' worker: runs one (scenario variant, strategy, seed range) request and
 * returns its run digests (a few numbers per run), solves the cheapest mix of GPUs for a
 * service planned in tokens, or sizes a savings plan for a candidate plan of the plan search.
 * The search itself stays on the page, which
 * spreads each batch of requests over these workers (analysis-evaluator.ts).
 */
import { expose } from 'comlink';
import { evaluateRequest, type EvalRequest, type RunDigest } from '@shared/analysis/evaluate';
import { llmMixWithTerm, type LlmMixAnalysis, type LlmMixRequest } from '@shared/analysis/llm-mix';
import { adviseSavingsPlan, type SavingsPlanAdvice } from '@shared/analysis/optimise-savings-plan';
import { RequestWindowStore } from '@shared/llm/requests/window-store';
import type { SavingsPlan, Scenario } from '@shared/scenario';

export interface AnalysisWorkerApi {
  evaluate(request: EvalRequest): RunDigest[];
  /** The cheapest mix of GPUs for a service planned in tokens (a linear program per stretch of traffic: kept off the page). */
  llmMix(scenario: Scenario, workloadId: string, request: LlmMixRequest): LlmMixAnalysis;
  /** A savings plan's best commitment for a strategy's on-demand usage (its runs simulated here, off the page). */
  savingsPlan(scenario: Scenario, strategyId: string, plan: SavingsPlan, options: { runs: number; baseSeed: number }): SavingsPlanAdvice;
}

// Requests on variants of one service mostly ask for the same request windows: simulated once in this worker.
const requestWindows = new RequestWindowStore();

const api: AnalysisWorkerApi = {
  evaluate: (request) => evaluateRequest(request, { requestWindows }),
  llmMix: (scenario, workloadId, request) => llmMixWithTerm(scenario, workloadId, request),
  savingsPlan: (scenario, strategyId, plan, options) => adviseSavingsPlan(scenario, strategyId, plan, options),
};

expose(api);
