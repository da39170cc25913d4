import type { Distribution3, LlmTargetSummary, StrategySummary, WorkloadSummary } from '@shared/sim/results';

/** A workload summary of a service planned in tokens: its targets are known. */
export type LlmWorkloadSummary = WorkloadSummary & { llmTargets: LlmTargetSummary[] };

/** The services planned in tokens of a strategy, in the scenario's order. */
export function llmWorkloadsOf(summary: StrategySummary): LlmWorkloadSummary[] {
  // Summaries built by hand or stored by older versions may lack their workloads.
  const workloads = (summary.workloads as StrategySummary['workloads'] | undefined) ?? [];
  return workloads.filter((w): w is LlmWorkloadSummary => Array.isArray(w.llmTargets) && w.llmTargets.length > 0);
}

/** The P50 of a figure, or null when the run served nothing to divide by (or the figure is damaged). */
export function p50Of(d: Distribution3 | null | undefined): number | null {
  return d !== null && d !== undefined && Number.isFinite(d.p50) ? d.p50 : null;
}
