import { allowedMissShare } from '@shared/llm/latency-target';
import type { LlmServing } from '@shared/scenario';
import type { WorkloadSummary } from '@shared/sim/results';
import { llmEstimateColumn, llmMissColumn, type WorkloadColumn } from './run-figures';
import { distribution3, distributionOrNull } from './stats';

/**
 * The figures of a service planned in tokens across runs: each target with the share of
 * requests that missed it and the share its statistic allows, and the loaded cost per million
 * tokens (prompt + output) and per million output tokens.
 */
export function llmWorkloadSummary(
  llm: LlmServing,
  col: (c: WorkloadColumn) => number[],
): Pick<WorkloadSummary, 'llmTargets' | 'costPerMillionTokens' | 'costPerMillionOutputTokens' | 'llmByRun'> {
  // A run without requests missed nothing: its share is 0, in the distribution and run by run.
  const missShare = llm.targets.map((_, i) => col(llmMissColumn(i)).map((v) => (Number.isFinite(v) ? v : 0)));
  const estimateShare = llm.targets.map((_, i) => col(llmEstimateColumn(i)).map((v) => (Number.isFinite(v) ? v : 0)));
  const perMillion = col('costPerMillionTokens');
  const perMillionOutput = col('costPerMillionOutputTokens');
  return {
    llmTargets: llm.targets.map((t, i) => ({
      metric: t.metric,
      statistic: t.statistic,
      ms: t.ms,
      missShare: distribution3(missShare[i]!),
      estimateMissShare: distribution3(estimateShare[i]!),
      allowedShare: allowedMissShare(t.statistic),
    })),
    costPerMillionTokens: distributionOrNull(perMillion),
    costPerMillionOutputTokens: distributionOrNull(perMillionOutput),
    llmByRun: { missShare, costPerMillionTokens: perMillion, costPerMillionOutputTokens: perMillionOutput },
  };
}

/** Whether every target of a service planned in tokens holds at the P90 run (its miss share within its allowance). */
export function llmTargetsMetAtP90(w: WorkloadSummary): boolean {
  return (w.llmTargets ?? []).every((t) => t.missShare.p90 <= t.allowedShare);
}
