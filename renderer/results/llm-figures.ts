/**
 * The figures of services planned in tokens, picked from a strategy's summary for the results
 * screen and the report (what-if and Compare read their changes from the comparison,
 * `llmDeltaFigures` in shared/analysis/what-if). Nothing is computed here: the simulator and
 * the analysis own every figure.
 */

import { llmWorkloadsOf } from '@shared/analysis/llm-services';
import type { LlmTargetSummary, StrategySummary } from '@shared/sim/results';

export { llmWorkloadsOf, p50Of, type LlmWorkloadSummary } from '@shared/analysis/llm-services';

/** Whether any strategy of the results has a service planned in tokens. */
export function hasLlmWorkloads(strategies: readonly StrategySummary[]): boolean {
  return strategies.some((s) => llmWorkloadsOf(s).length > 0);
}

/** A target is missed when, at the P90 run, more requests missed it than its percentile allows. */
export function targetMissed(target: LlmTargetSummary): boolean {
  return target.missShare.p90 > target.allowedShare;
}

/** The targets a strategy missed, with the service that holds each, for the "misses targets" sign. */
export function missedLlmTargets(summary: StrategySummary): { workload: string; target: LlmTargetSummary }[] {
  return llmWorkloadsOf(summary).flatMap((w) => w.llmTargets.filter(targetMissed).map((target) => ({ workload: w.name, target })));
}
