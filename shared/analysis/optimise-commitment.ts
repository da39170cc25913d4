import type { Scenario, Strategy } from '@shared/scenario';
import type { Distribution3 } from '@shared/sim/results';
import { AnalysisRunner, type AnalysisControl } from './analysis-control';
import { commitmentOptions, elasticPart, withCommitments, type CommitmentOption } from './commitment-options';
import {
  comparePlans,
  metShareOf,
  outcomePlan,
  peakElasticGpus,
  pricePlan,
  simulatedTranches,
  strategyOutcome,
  type CommitmentBasis,
  type OptimiseObjective,
  type PlanOutcome,
  type PricedTranche,
} from './commitment-points';
import { decide, meetsTargets, type Outcome } from './decision';
import { TARGET_RUN_SHARE } from './targets';
import type { EvalRequest, RunDigest } from './evaluate';
import { pairedDifference, type PairedDifference } from './paired-difference';
import { distribution3 } from './stats';
import { searchCounts, staggeredSearch } from './commitment-search';

export interface OptimiseOptions {
  objective?: OptimiseObjective;
  basis?: CommitmentBasis;
  runs?: number;
  baseSeed?: number;
  /** The strategy whose on-demand and spot pools carry the rest (default: the best elastic one). */
  baseStrategyId?: string;
}

export interface CurvePoint {
  /** Committed units (instances or servers) and GPUs. */
  count: number;
  gpus: number;
  /** Cost over the runs, in currency units, on the chosen basis. */
  cost: Distribution3;
  objective: number;
  meetsTargets: boolean;
  metShare: number;
  busyShare: number | null;
  /** This point less the curve's best point, run by run (currency units): within noise means as good. */
  vsBest: PairedDifference;
}

export interface CommitmentCurve {
  option: CommitmentOption;
  points: CurvePoint[];
  bestCount: number;
}

export interface PlanSummary {
  tranches: { option: CommitmentOption; count: number; busyShare: number | null }[];
  cost: Distribution3;
  objective: number;
  meetsTargets: boolean;
  metShare: number;
}

export interface StrategyComparison {
  strategyId: string;
  name: string;
  cost: Distribution3;
  meetsTargets: boolean;
  /** The optimum less this strategy, run by run on the same seeds (currency units). */
  difference: PairedDifference;
}

export interface OptimiseResult {
  runs: number;
  baseSeed: number;
  objective: OptimiseObjective;
  basis: CommitmentBasis;
  /** The strategy whose elastic pools carry the work no commitment covers; null when none has any. */
  baseStrategyId: string | null;
  /** The elastic base alone (nothing committed). */
  elasticOnly: PlanSummary | null;
  curves: CommitmentCurve[];
  flat: PlanSummary | null;
  /** Per-phase commitments, when they beat the best flat one. */
  staggered: PlanSummary | null;
  /** Staggered less flat, run by run (currency units). */
  staggeredVsFlat: PairedDifference | null;
  optimum: {
    source: 'commitment' | 'existing';
    /** When a strategy of the scenario is already at least as good as anything tried. */
    existingStrategyId: string | null;
    plan: PlanSummary | null;
    /** The optimum as a new strategy for the scenario (null when an existing one is the optimum). */
    strategy: Strategy | null;
    cost: Distribution3;
    meetsTargets: boolean;
  };
  comparisons: StrategyComparison[];
  note: 'no-elastic-base' | 'no-commitment-offers' | null;
}

const UNITS = 1_000_000;
const toUnits = (micro: readonly number[]) => micro.map((v) => v / UNITS);

export function summarisePlan(plan: PlanOutcome): PlanSummary {
  return {
    tranches: plan.tranches,
    cost: distribution3(toUnits(plan.costs)),
    objective: plan.objective / UNITS,
    meetsTargets: plan.meetsTargets,
    metShare: plan.metShare,
  };
}

function freeStrategyId(scenario: Scenario): string {
  const taken = new Set(scenario.strategies.map((s) => s.id));
  let id = 'optimised-commitment';
  for (let k = 2; taken.has(id); k++) id = `optimised-commitment-${k}`;
  return id;
}

/** A scenario holding only this strategy: what a worker needs to run it. */
function soloScenario(scenario: Scenario, strategy: Strategy): Scenario {
  return { ...scenario, strategies: [strategy] };
}

const CANDIDATE_ID = 'candidate';

/**
 * The commitment optimiser: which reservations or bare-metal servers, how many, for which
 * term and from when, with the base strategy's on-demand and spot pools covering the rest,
 * minimise expected (or P90) cost while meeting deadlines and the latency target. Every
 * variant runs on the same seeds (common random numbers), so differences between counts are
 * read run by run.
 */
export async function optimiseCommitment(scenario: Scenario, options: OptimiseOptions, control: AnalysisControl): Promise<OptimiseResult> {
  const runs = options.runs ?? scenario.simulation.runs;
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be a whole number from 1 up, got ${runs}`);
  const baseSeed = options.baseSeed ?? scenario.simulation.baseSeed;
  const objective = options.objective ?? 'mean';
  const basis = options.basis ?? 'horizonSlice';
  if (options.baseStrategyId !== undefined && !scenario.strategies.some((s) => s.id === options.baseStrategyId)) {
    throw new RangeError(`no strategy with id "${options.baseStrategyId}"`);
  }
  const runner = new AnalysisRunner(control, runs * (scenario.strategies.length * 2 + 40));
  const request = (sc: Scenario, strategyId: string): EvalRequest => ({ scenario: sc, strategyId, baseSeed, from: 0, to: runs });

  // The scenario's own strategies, on the common seeds: what the optimum must beat.
  const existingDigests = await runner.run(scenario.strategies.map((s) => request(scenario, s.id)));
  const existing: Outcome[] = scenario.strategies.map((s, i) => strategyOutcome(s.id, existingDigests[i]!, basis));

  // Elastic bases: each strategy without its commitments; the best one carries the rest.
  const candidates = scenario.strategies
    .filter((s) => options.baseStrategyId === undefined || s.id === options.baseStrategyId)
    .map((s) => ({ source: s, elastic: elasticPart(s) }))
    .filter((c): c is { source: Strategy; elastic: Strategy } => c.elastic !== null);
  // A strategy with nothing committed is its own elastic part: its runs are reused, and two
  // strategies with the same elastic part are run once.
  const shapeOf = (s: Strategy) => JSON.stringify([s.pools, s.placements]);
  const ownRuns = new Map(scenario.strategies.map((s, i) => [shapeOf(s), existingDigests[i]!]));
  const fresh = [...new Set(candidates.map((c) => shapeOf(c.elastic)).filter((k) => !ownRuns.has(k)))];
  const freshRuns = await runner.run(
    fresh.map((k) => request(soloScenario(scenario, { ...candidates.find((c) => shapeOf(c.elastic) === k)!.elastic, id: CANDIDATE_ID }), CANDIDATE_ID)),
  );
  fresh.forEach((k, i) => ownRuns.set(k, freshRuns[i]!));
  const baseDigests = candidates.map((c) => ownRuns.get(shapeOf(c.elastic))!);
  const baseOutcomes = candidates.map((c, i) => strategyOutcome(c.source.id, baseDigests[i]!, basis));
  const best = baseOutcomes.length > 0 ? decide(baseOutcomes).winnerId : null;
  const baseIndex = candidates.findIndex((c) => c.source.id === best);
  const base = baseIndex >= 0 ? candidates[baseIndex]!.elastic : null;

  const cache = new Map<string, RunDigest[]>();
  const keyOf = (tranches: readonly PricedTranche[]) =>
    tranches.filter((t) => t.count > 0).map((t) => `${t.simulated.key}*${t.count}`).join('+');
  let curves: CommitmentCurve[] = [];
  let flatBest: PlanOutcome | null = null;
  let staggeredBest: PlanOutcome | null = null;
  let elasticOnly: PlanOutcome | null = null;
  let note: OptimiseResult['note'] = null;

  if (base === null) {
    note = 'no-elastic-base';
  } else {
    cache.set('', baseDigests[baseIndex]!);
    elasticOnly = pricePlan(baseDigests[baseIndex]!, [], basis, objective);
    const optionsList = commitmentOptions(scenario, base);
    if (optionsList.length === 0) note = 'no-commitment-offers';
    // Runs every plan not yet run, in one batch (spread over the workers), and remembers them.
    const evaluate = async (plans: readonly (readonly PricedTranche[])[]): Promise<void> => {
      const todo = new Map<string, readonly PricedTranche[]>();
      for (const p of plans) {
        const key = keyOf(p);
        if (!cache.has(key) && !todo.has(key)) todo.set(key, p);
      }
      const list = [...todo.entries()];
      const results = await runner.run(
        list.map(([, tranches]) => {
          const { strategy } = withCommitments(scenario, base, simulatedTranches(tranches), { id: CANDIDATE_ID, name: CANDIDATE_ID });
          return request(soloScenario(scenario, strategy), CANDIDATE_ID);
        }),
      );
      list.forEach(([key], i) => cache.set(key, results[i]!));
    };
    const price = (tranches: readonly PricedTranche[]) => pricePlan(cache.get(keyOf(tranches))!, tranches, basis, objective);
    const maxUnits = (option: CommitmentOption) =>
      Math.max(1, Math.ceil(peakElasticGpus(scenario, base, baseDigests[baseIndex]!, option.gpuId) / option.gpusPerUnit));

    const flat = await searchCounts(optionsList, maxUnits, evaluate, price);
    curves = flat.curves.map((c) => {
      const bestPoint = c.plans.find((p) => p.count === c.bestCount)!.plan;
      return {
        option: c.option,
        bestCount: c.bestCount,
        points: c.plans.map(({ count, plan }) => ({
          count,
          gpus: count * c.option.gpusPerUnit,
          cost: distribution3(toUnits(plan.costs)),
          objective: plan.objective / UNITS,
          meetsTargets: plan.meetsTargets,
          metShare: plan.metShare,
          busyShare: plan.tranches[0]?.busyShare ?? null,
          vsBest: pairedDifference(toUnits(plan.costs), toUnits(bestPoint.costs)),
        })),
      };
    });
    flatBest = flat.best;
    const staggered = await staggeredSearch(scenario, optionsList, flat, maxUnits, evaluate, price);
    if (staggered && flatBest && comparePlans(staggered, flatBest) < 0) staggeredBest = staggered;
  }

  // The optimum: the best plan found, unless a strategy the scenario has is at least as good.
  const found = staggeredBest ?? flatBest ?? elasticOnly;
  const existingRanked = existing
    .map((o) => ({ outcome: o, plan: outcomePlan(o, objective) }))
    .sort((a, b) => comparePlans(a.plan, b.plan));
  const topExisting = existingRanked[0]!;
  const foundWins = found !== null && base !== null && comparePlans(found, topExisting.plan) < 0;
  const winnerCosts = foundWins ? found.costs : topExisting.outcome.costs;
  const winnerMet = foundWins ? found.met : topExisting.outcome.met;
  const strategy =
    foundWins && base !== null
      ? withCommitments(scenario, base, found.tranches.map((t) => ({ option: t.option, count: t.count })), {
          id: freeStrategyId(scenario),
          name: 'Optimised commitment',
        }).strategy
      : null;
  const strategyNames = new Map(scenario.strategies.map((s) => [s.id, s.name]));
  const comparisons: StrategyComparison[] = existing.map((o) => ({
    strategyId: o.id,
    name: strategyNames.get(o.id) ?? o.id,
    cost: distribution3(toUnits(o.costs)),
    meetsTargets: meetsTargets(o),
    difference: pairedDifference(toUnits(winnerCosts), toUnits(o.costs)),
  }));
  runner.finish();
  return {
    runs,
    baseSeed,
    objective,
    basis,
    baseStrategyId: best,
    elasticOnly: elasticOnly ? summarisePlan(elasticOnly) : null,
    curves,
    flat: flatBest ? summarisePlan(flatBest) : null,
    staggered: staggeredBest ? summarisePlan(staggeredBest) : null,
    staggeredVsFlat: staggeredBest && flatBest ? pairedDifference(toUnits(staggeredBest.costs), toUnits(flatBest.costs)) : null,
    optimum: {
      source: foundWins ? 'commitment' : 'existing',
      existingStrategyId: foundWins ? null : topExisting.outcome.id,
      plan: foundWins ? summarisePlan(found) : null,
      strategy,
      cost: distribution3(toUnits(winnerCosts)),
      meetsTargets: metShareOf(winnerMet) >= TARGET_RUN_SHARE,
    },
    comparisons,
    note,
  };
}
