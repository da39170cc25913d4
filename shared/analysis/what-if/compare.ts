import type { Distribution3, ScenarioResults, StrategySummary } from '@shared/sim/results';
import { pairedDifference, type PairedDifference } from '../paired';
import { figureDelta as delta, type FigureDelta } from './figure-delta';
import { llmDeltaFigures, type LlmDeltaFigure } from './llm-deltas';
import { ownedDeltas, type OwnedDeltas } from './owned-deltas';
import { sharedPoolDeltas, type SharedPoolDeltas } from './shared-pool-deltas';

export type { FigureDelta } from './figure-delta';


export interface StrategyDelta extends SharedPoolDeltas, OwnedDeltas {
  strategyId: string;
  name: string;
  totalCost: FigureDelta;
  /** Whether the change in total cost is real or within the noise of the runs (paired by seed). */
  totalCostPaired: PairedDifference;
  costIncludingWaiting: FigureDelta;
  costPerJob: FigureDelta | null;
  costPer10kRequests: FigureDelta | null;
  /** Hours. */
  turnaroundP50H: FigureDelta | null;
  turnaroundPaired: PairedDifference | null;
  meetsTargetsBefore: boolean;
  meetsTargetsAfter: boolean;
  /*
   * The unit costs' noise and the target figures (P50 before and after, with their paired
   * differences), so a what-if or a comparison never hides a missed target. Optional only
   * because what-ifs kept before they were lack them; null where the scenario has no such work.
   */
  costPerJobPaired?: PairedDifference | null;
  costPer10kRequestsPaired?: PairedDifference | null;
  /** Share (0–1) of requests not served; null without inference. */
  unservedShare?: FigureDelta | null;
  unservedSharePaired?: PairedDifference | null;
  /** Share (0–1) of active inference time over the latency target; null without inference. */
  latencyMissShare?: FigureDelta | null;
  latencyMissSharePaired?: PairedDifference | null;
  /** Share (0–1) of requests slower than the latency target; null without inference (or from runs saved before it was counted). */
  requestMissShare?: FigureDelta | null;
  requestMissSharePaired?: PairedDifference | null;
  /** Jobs that missed their deadline per run; null without training or batch work. */
  deadlineMisses?: FigureDelta | null;
  deadlineMissesPaired?: PairedDifference | null;
  /**
   * Each service planned in tokens: each target's share of requests that missed it and the
   * cost per million tokens (all, output), P50s and the change run by run. Absent when the
   * scenario has no such service, and in what-ifs kept before these were compared.
   */
  llm?: LlmDeltaFigure[];
}

export interface ResultsComparison {
  strategies: StrategyDelta[];
  /** The recommended strategy before and after (null when there was none). */
  recommendationBefore: string | null;
  recommendationAfter: string | null;
  /** True when a different strategy is recommended, or the same one on another basis. */
  recommendationChanged: boolean;
  /** Runs compared pairwise (the smaller run count of the two). */
  pairs: number;
}

function deltaOrNull(before: Distribution3 | null, after: Distribution3 | null): FigureDelta | null {
  return before && after ? delta(before.p50, after.p50) : null;
}

type ByRun = NonNullable<StrategySummary['targetsByRun']>;

/** The paired difference of one per-run figure, when both sides have it (and the figure applies). */
function pairedOf(a: StrategySummary, b: StrategySummary, key: keyof ByRun, applies: boolean): PairedDifference | null {
  const before = a.targetsByRun?.[key];
  const after = b.targetsByRun?.[key];
  return applies && before && after ? pairedDifference(before, after) : null;
}

function strategyDelta(a: StrategySummary, b: StrategySummary): StrategyDelta {
  const turnaround = deltaOrNull(a.turnaroundP50H, b.turnaroundP50H);
  const perJob = deltaOrNull(a.costPerJob, b.costPerJob);
  const per10k = deltaOrNull(a.costPer10kRequests, b.costPer10kRequests);
  const unserved = deltaOrNull(a.unservedShare, b.unservedShare);
  const latency = deltaOrNull(a.latencyMissShare, b.latencyMissShare);
  const llm = llmDeltaFigures(a, b);
  // A service planned in tokens counts as slow requests those of its worst target in each run,
  // which may be end-to-end time before a change and time per output token after it: its
  // targets are compared one by one (`llm`) instead, so no figure switches what it measures.
  const slowRequests = llm.length > 0 ? null : deltaOrNull(a.requestMissShare ?? null, b.requestMissShare ?? null);
  // Deadline misses are counted for job work only: a scenario of services alone has none to miss.
  const hasJobs = a.turnaroundP50H !== null || b.turnaroundP50H !== null || a.costPerJob !== null || b.costPerJob !== null;
  const misses = hasJobs ? delta(a.deadlineMisses.p50, b.deadlineMisses.p50) : null;
  return {
    strategyId: b.strategyId,
    name: b.name,
    totalCost: delta(a.totalCost.p50, b.totalCost.p50),
    totalCostPaired: pairedDifference(a.totalCostByRun, b.totalCostByRun),
    costIncludingWaiting: delta(a.costIncludingWaiting.p50, b.costIncludingWaiting.p50),
    costPerJob: perJob,
    costPer10kRequests: per10k,
    turnaroundP50H: turnaround,
    turnaroundPaired: turnaround ? pairedDifference(a.turnaroundP50HByRun, b.turnaroundP50HByRun) : null,
    meetsTargetsBefore: a.meetsTargets,
    meetsTargetsAfter: b.meetsTargets,
    costPerJobPaired: pairedOf(a, b, 'costPerJob', perJob !== null),
    costPer10kRequestsPaired: pairedOf(a, b, 'costPer10kRequests', per10k !== null),
    unservedShare: unserved,
    unservedSharePaired: pairedOf(a, b, 'unservedShare', unserved !== null),
    latencyMissShare: latency,
    latencyMissSharePaired: pairedOf(a, b, 'latencyMissShare', latency !== null),
    requestMissShare: slowRequests,
    requestMissSharePaired: pairedOf(a, b, 'requestMissShare', slowRequests !== null),
    deadlineMisses: misses,
    deadlineMissesPaired: pairedOf(a, b, 'deadlineMisses', misses !== null),
    ...(llm.length > 0 ? { llm } : {}),
    ...sharedPoolDeltas(a, b),
    ...ownedDeltas(a, b),
  };
}

/**
 * How `after` differs from `before`, strategy by strategy (matched by id; a strategy missing
 * from either side is left out). Meant for two results of the same seeds, so the paired
 * differences measure the change, not the luck of the draw.
 */
export function compareResults(before: ScenarioResults, after: ScenarioResults): ResultsComparison {
  const byId = new Map(before.strategies.map((s) => [s.strategyId, s]));
  const strategies: StrategyDelta[] = [];
  for (const b of after.strategies) {
    const a = byId.get(b.strategyId);
    if (a) strategies.push(strategyDelta(a, b));
  }
  const recBefore = before.recommendation;
  const recAfter = after.recommendation;
  const changed =
    (recBefore?.strategyId ?? null) !== (recAfter?.strategyId ?? null) ||
    (recBefore !== null && recAfter !== null && (recBefore.basis === 'none-meet-targets') !== (recAfter.basis === 'none-meet-targets'));
  return {
    strategies,
    recommendationBefore: recBefore?.strategyId ?? null,
    recommendationAfter: recAfter?.strategyId ?? null,
    recommendationChanged: changed,
    pairs: Math.min(before.runs, after.runs),
  };
}
