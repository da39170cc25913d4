import type { RunHeadline, RunRecord } from './records';

/**
 * The library card's one-line summary of a run: the analysis's pick when it made one,
 * otherwise the cheapest at P50. `recommended` is false when the pick only does least badly
 * (no strategy met the targets), so the card does not overstate it. Null when the run
 * compared nothing.
 */
export function headlineOf(run: RunRecord): RunHeadline | null {
  const { strategies, recommendation, currency } = run.results;
  const picked = recommendation
    ? strategies.find((s) => s.strategyId === recommendation.strategyId)
    : undefined;
  const best =
    picked ??
    strategies.reduce<(typeof strategies)[number] | undefined>(
      (a, b) => (a === undefined || b.totalCost.p50 < a.totalCost.p50 ? b : a),
      undefined,
    );
  if (!best) return null;
  return {
    runId: run.id,
    versionId: run.versionId,
    ranAt: run.createdAt,
    strategyId: best.strategyId,
    strategyName: best.name,
    recommended: picked !== undefined && recommendation?.basis !== 'none-meet-targets',
    meetsTargets: best.meetsTargets,
    p50TotalCost: best.totalCost.p50,
    currency,
    runs: run.runs,
  };
}
