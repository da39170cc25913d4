import { MAX_LLM_TARGETS } from '@shared/scenario';
import type { CompiledLlm } from './compiled';
import type { WorkloadRunMetrics } from './results';
import type { WorkloadCounters } from './sim-state';

type LlmFigures = Pick<
  WorkloadRunMetrics,
  'requestsMissedTarget' | 'latencyTargetPercentile' | 'llmTargetsMissed' | 'llmTargetsMissedEstimate' | 'tokensServed' | 'costPerMillionTokensMicro' | 'costPerMillionOutputTokensMicro'
>;

/**
 * The run's figures of a service planned in tokens (each rounded once, from the fluid counts):
 * requests that missed each target; tokens served, the requests served times the mix's mean
 * prompt and output tokens (routed size classes: each route's own classes' mean); the loaded cost per million tokens (prompt + output) and per million
 * output tokens. `requestsMissedTarget` and `latencyTargetPercentile` carry the target with the
 * largest miss share relative to what its statistic allows (the one nearest to failing, or
 * furthest past it): every target is met exactly when that one is, so the request model's
 * checks of the run (analysis/targets.ts) read the token model's targets through it.
 */
export function llmRunMetrics(m: CompiledLlm, counters: WorkloadCounters, w: number, requestsTotal: number, loadedMicro: number): LlmFigures {
  const at = w * MAX_LLM_TARGETS;
  const missed = m.targets.map((_, t) => Math.min(requestsTotal, Math.round(counters.llmMissed[at + t]!)));
  const estimated = m.targets.map((_, t) => Math.min(requestsTotal, Math.round(counters.llmMissedEstimate[at + t]!)));
  let worst = 0;
  let worstRatio = -1;
  missed.forEach((n, t) => {
    const ratio = n / m.allowed[t]!;
    if (ratio > worstRatio) {
      worst = t;
      worstRatio = ratio;
    }
  });
  const served = counters.requestsServed[w]!;
  // Routed size classes: each route's requests carry its own classes' tokens, counted as served.
  const prompt = Math.round(m.routes === null ? served * m.meanPromptTokens : counters.llmTokens[2 * w]!);
  const output = Math.round(m.routes === null ? served * m.meanOutputTokens : counters.llmTokens[2 * w + 1]!);
  const perMillion = (tokens: number): number | null => (tokens > 0 ? Math.round((loadedMicro * 1e6) / tokens) : null);
  return {
    requestsMissedTarget: missed[worst] ?? 0,
    latencyTargetPercentile: m.targets[worst]?.statistic ?? 'p95',
    llmTargetsMissed: missed,
    llmTargetsMissedEstimate: estimated,
    tokensServed: { prompt, output },
    costPerMillionTokensMicro: perMillion(prompt + output),
    costPerMillionOutputTokensMicro: perMillion(output),
  };
}
