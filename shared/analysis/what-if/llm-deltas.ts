import type { LlmTarget } from '@shared/scenario';
import type { Distribution3, LlmFiguresByRun, StrategySummary, WorkloadSummary } from '@shared/sim/results';
import { llmWorkloadsOf, p50Of } from '../llm-services';
import { pairedSpread, type PairedSpread } from '../paired-spread';
import { figureDelta as delta, type FigureDelta } from './figure-delta';

/** Which figure of a service planned in tokens changed: a target (the one after), or a cost per million tokens. */
export type LlmFigureId =
  | ({ type: 'target'; index: number } & Pick<LlmTarget, 'metric' | 'statistic' | 'ms'>)
  | { type: 'perMillion' }
  | { type: 'perMillionOutput' };

/**
 * One figure of a service planned in tokens before and after: the P50s of both sides, and the
 * change read run by run on the same seeds (its P10–P90 across the runs), as what-if, Compare
 * and the report's what-if section show it.
 */
export interface LlmDeltaFigure {
  /** Unique within a strategy: the workload id and the figure. */
  key: string;
  workloadId: string;
  workloadName: string;
  figure: LlmFigureId;
  /** How the figure is written: a share of requests (its change in percentage points) or money. */
  kind: 'share' | 'money';
  /** P50 before and after. */
  delta: FigureDelta;
  /**
   * after - before run by run on the same seeds; null when either side's runs were not kept
   * (summaries saved before they were): the change is then only that of the P50s.
   */
  paired: PairedSpread | null;
  /**
   * A target's analytical estimate (P50s before and after), shown beside the simulated share;
   * absent for costs and when either side was saved before requests were simulated.
   */
  estimate?: FigureDelta;
}

/** A per-run series of a stored summary, when it is one (old or damaged summaries lack it). */
function series(byRun: LlmFiguresByRun | undefined, pick: (r: LlmFiguresByRun) => unknown): readonly unknown[] | null {
  if (byRun === undefined || byRun === null || typeof byRun !== 'object') return null;
  const s = pick(byRun);
  return Array.isArray(s) ? s : null;
}

function spread(before: readonly unknown[] | null, after: readonly unknown[] | null): PairedSpread | null {
  return before && after ? pairedSpread(before, after) : null;
}

/**
 * The figures of each service planned in tokens that both summaries have: each target's miss
 * share (matched by place when it holds the same metric at the same percentile; its threshold
 * may differ, and the label is the one after), then the cost per million tokens and per
 * million output tokens. Each with its P50s and, where both sides kept their runs, the paired
 * change run by run.
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
      const byRun = (r: LlmFiguresByRun) => (Array.isArray(r.missShare) ? r.missShare[index] : undefined);
      const estimateBefore = p50Of(old.estimateMissShare);
      const estimateAfter = p50Of(target.estimateMissShare);
      out.push({
        ...base,
        key: `${w.workloadId}:target${index}`,
        figure: { type: 'target', index, metric: target.metric, statistic: target.statistic, ms: target.ms },
        kind: 'share',
        delta: delta(a, b),
        paired: spread(series(was.llmByRun, byRun), series(w.llmByRun, byRun)),
        ...(estimateBefore === null || estimateAfter === null ? {} : { estimate: delta(estimateBefore, estimateAfter) }),
      });
    });
    const money = (type: 'perMillion' | 'perMillionOutput', pick: (s: WorkloadSummary) => Distribution3 | null | undefined, byRun: (r: LlmFiguresByRun) => unknown) => {
      const a = p50Of(pick(was));
      const b = p50Of(pick(w));
      if (a === null || b === null) return;
      out.push({ ...base, key: `${w.workloadId}:${type}`, figure: { type }, kind: 'money', delta: delta(a, b), paired: spread(series(was.llmByRun, byRun), series(w.llmByRun, byRun)) });
    };
    money('perMillion', (s) => s.costPerMillionTokens, (r) => r.costPerMillionTokens);
    money('perMillionOutput', (s) => s.costPerMillionOutputTokens, (r) => r.costPerMillionOutputTokens);
    return out;
  });
}
