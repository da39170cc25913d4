import { allowedMissShare } from '@shared/scenario';
import type { TargetRule, WorkloadSummary } from '@shared/sim/results';
import { runColumn, workloadColumn, type RunFigures } from './run-figures';
import { quantile } from '@shared/sim/quantile';
import { LATENCY_MISS_TOLERANCE, UNSERVED_TOLERANCE } from './targets';

/**
 * Each rule a run is held to (targets.ts, `runTargets`), with its P50 across runs, the most it
 * allows and the share of runs that kept it, so a "misses targets" verdict can name the rule
 * that failed. The checks are the same as `runTargets`'s, read from the recorded figures: a
 * figure a run does not have (NaN) keeps its rule, as a null does there. A service planned in
 * tokens is held to each of its targets (the worst one decides the run, which is the same as
 * holding every one); a service whose target is on the mean is held only to the time rule.
 */
export function targetRules(
  figures: RunFigures,
  rows: readonly number[],
  workloads: readonly WorkloadSummary[],
  hasDeadlines: boolean,
): TargetRule[] {
  const n = rows.length;
  if (n === 0) return [];
  const rule = (values: readonly number[], allowed: number): Pick<TargetRule, 'p50' | 'allowed' | 'keptShare'> => {
    const present = values.filter((v) => Number.isFinite(v));
    const kept = values.filter((v) => !Number.isFinite(v) || v <= allowed).length;
    return { p50: present.length > 0 ? quantile(present, 0.5) : 0, allowed, keptShare: kept / n };
  };
  const out: TargetRule[] = [];
  if (hasDeadlines) out.push({ kind: 'deadlines', ...rule(runColumn(figures, 'deadlineMisses', rows), 0) });
  const inference = figures.workloads.some((w) => w.kind === 'inference');
  if (!inference) return out;
  out.push({ kind: 'unserved', ...rule(runColumn(figures, 'unservedShare', rows), UNSERVED_TOLERANCE) });
  out.push({ kind: 'timeOverTarget', ...rule(runColumn(figures, 'latencyMissShare', rows), LATENCY_MISS_TOLERANCE) });
  figures.workloads.forEach((label, i) => {
    if (label.kind !== 'inference') return;
    const summary = workloads.find((w) => w.workloadId === label.workloadId);
    const llm = summary?.llmTargets;
    if (llm !== undefined && summary?.llmByRun !== undefined) {
      const byRun = summary.llmByRun.missShare;
      llm.forEach((t, target) => {
        out.push({ kind: 'llmTarget', workloadId: label.workloadId, workload: label.name, target, ...rule(byRun[target] ?? [], t.allowedShare) });
      });
      return;
    }
    const statistic = label.latencyTargetPercentile ?? 'mean';
    const allowed = allowedMissShare(statistic);
    if (allowed === null) return;
    out.push({
      kind: 'requestsOverTarget',
      workloadId: label.workloadId,
      workload: label.name,
      statistic,
      ...rule(workloadColumn(figures, i, 'requestMissShare', rows), allowed),
    });
  });
  return out;
}

/**
 * The rules that explain a missed verdict: those kept in fewer runs than the verdict needs, or,
 * when each alone is kept often enough but not in the same runs, every rule some run broke.
 */
export function brokenRules(rules: readonly TargetRule[], runShareNeeded: number): TargetRule[] {
  const below = rules.filter((r) => r.keptShare < runShareNeeded);
  return below.length > 0 ? below : rules.filter((r) => r.keptShare < 1);
}
