import type { FigureDelta } from '@shared/analysis/what-if';
import type { Distribution3, LlmTargetSummary, StrategySummary, WorkloadSummary } from '@shared/sim/results';

/**
 * The figures of services planned in tokens, picked from a strategy's summary for the results
 * screen, what-if, Compare and the report. Nothing is computed but the change between two
 * summaries' P50s: the simulator and the analysis own every figure.
 */

/** A workload summary of a service planned in tokens: its targets are known. */
export type LlmWorkloadSummary = WorkloadSummary & { llmTargets: LlmTargetSummary[] };

/** The services planned in tokens of a strategy, in the scenario's order. */
export function llmWorkloadsOf(summary: StrategySummary): LlmWorkloadSummary[] {
  // Summaries built by hand or stored by older versions may lack their workloads.
  const workloads = (summary.workloads as StrategySummary['workloads'] | undefined) ?? [];
  return workloads.filter((w): w is LlmWorkloadSummary => Array.isArray(w.llmTargets) && w.llmTargets.length > 0);
}

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

/** The P50 of a figure, or null when the run served nothing to divide by (or the figure is damaged). */
export function p50Of(d: Distribution3 | null | undefined): number | null {
  return d !== null && d !== undefined && Number.isFinite(d.p50) ? d.p50 : null;
}

/** Which figure of a service changed. */
export type LlmFigureId =
  | { type: 'target'; index: number; target: LlmTargetSummary }
  | { type: 'perMillion' }
  | { type: 'perMillionOutput' };

export interface LlmDeltaFigure {
  /** Unique within a strategy: the workload id and the figure. */
  key: string;
  workloadId: string;
  workloadName: string;
  figure: LlmFigureId;
  /** How the figure is written: a share of requests or money. */
  kind: 'share' | 'money';
  /** P50 before and after. */
  delta: FigureDelta;
}

function delta(before: number, after: number): FigureDelta {
  return { before, after, change: after - before, percent: before !== 0 ? (after - before) / Math.abs(before) : null };
}

/**
 * The figures of each service planned in tokens that both summaries have, before and after (P50):
 * each target's miss share (a target is matched by its place when it holds the same metric at
 * the same percentile; its threshold may differ, and the label is the one after), then the cost
 * per million tokens and per million output tokens.
 */
export function llmDeltaFigures(before: StrategySummary | undefined, after: StrategySummary | undefined): LlmDeltaFigure[] {
  if (!before || !after) return [];
  const earlier = new Map(llmWorkloadsOf(before).map((w) => [w.workloadId, w]));
  return llmWorkloadsOf(after).flatMap((w) => {
    const was = earlier.get(w.workloadId);
    if (!was) return [];
    const base = { workloadId: w.workloadId, workloadName: w.name };
    const out: LlmDeltaFigure[] = [];
    w.llmTargets.forEach((target, index) => {
      const old = was.llmTargets[index];
      if (!old || old.metric !== target.metric || old.statistic !== target.statistic) return;
      const a = p50Of(old.missShare);
      const b = p50Of(target.missShare);
      if (a === null || b === null) return;
      out.push({ ...base, key: `${w.workloadId}:target${index}`, figure: { type: 'target', index, target }, kind: 'share', delta: delta(a, b) });
    });
    const money = (type: 'perMillion' | 'perMillionOutput', x: Distribution3 | null | undefined, y: Distribution3 | null | undefined) => {
      const a = p50Of(x);
      const b = p50Of(y);
      if (a !== null && b !== null) out.push({ ...base, key: `${w.workloadId}:${type}`, figure: { type }, kind: 'money', delta: delta(a, b) });
    };
    money('perMillion', was.costPerMillionTokens, w.costPerMillionTokens);
    money('perMillionOutput', was.costPerMillionOutputTokens, w.costPerMillionOutputTokens);
    return out;
  });
}
