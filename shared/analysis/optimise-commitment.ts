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
import { contractFigures, planContract, type ContractFigures, type PlanContract } from './contract-terms';

/** The longest term the planner accepts: months, or `horizon` for no term that ends after the horizon. */
export type LongestTerm = number | 'horizon';

export interface OptimiseOptions {
  objective?: OptimiseObjective;
  basis?: CommitmentBasis;
  runs?: number;
  baseSeed?: number;
  /** The strategy whose on-demand and spot pools carry the rest (default: the best elastic one). */
  baseStrategyId?: string;
  /** Commitments with a longer term (or, `horizon`, ending after the horizon) are not tried; default any. */
  longestTerm?: LongestTerm;
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
  /** What these units sign: whole contract, the part after the horizon, end date. */
  contract: ContractFigures;
}

export interface CommitmentCurve {
  option: CommitmentOption;
  points: CurvePoint[];
  bestCount: number;
}

export interface PlanSummary {
  tranches: { option: CommitmentOption; count: number; busyShare: number | null; contract: ContractFigures }[];
  /** Every tranche's contract together: what signing the plan commits, and until when. */
  contract: PlanContract;
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
  /** `no-accepted-term`: offers have commitment prices, but none with a term the planner accepts. */
  note: 'no-elastic-base' | 'no-commitment-offers' | 'no-accepted-term' | null;
  /** The longest term tried (null: any). */
  longestTerm: LongestTerm | null;
  /**
   * The best commitment counted on the other basis, when it is another plan than the best
   * found on this one (null when both bases give the same answer, or nothing was searched).
   */
  otherBasis: {
    basis: CommitmentBasis;
    plan: PlanSummary;
    /** The best plan found on the chosen basis, costed on the other one, for a side-by-side. */
    chosenPlanCost: Distribution3;
  } | null;
}

const UNITS = 1_000_000;
const toUnits = (micro: readonly number[]) => micro.map((v) => v / UNITS);

export function summarisePlan(scenario: Scenario, plan: PlanOutcome): PlanSummary {
  const tranches = plan.tranches.map((t) => ({ ...t, contract: contractFigures(scenario, t.option, t.count) }));
  return {
    tranches,
    contract: planContract(tranches.map((t) => t.contract)),
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

/** Whether the planner accepts this option's term: not longer than asked, or not past the horizon. */
export function acceptsTerm(scenario: Scenario, option: CommitmentOption, longest: LongestTerm | undefined): boolean {
  if (longest === undefined) return true;
  if (longest === 'horizon') return !contractFigures(scenario, option, 1).outlastsHorizon;
  return option.termMonths <= longest;
}

/** The option a priced one was run as: the representative of its behaviour group. */
function simulatedOf(curves: readonly { option: CommitmentOption; simulated: CommitmentOption }[], option: CommitmentOption): CommitmentOption {
  return curves.find((c) => c.option.key === option.key)?.simulated ?? option;
}

function samePlan(a: PlanOutcome | null, b: PlanOutcome | null): boolean {
  const key = (p: PlanOutcome | null) => (p ? p.tranches.map((t) => `${t.option.key}*${t.count}`).join('+') : '');
  return key(a) === key(b);
}

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
  const existing: Outcome[] = scenario.strategies.map((s, i) => strategyOutcome(s.id, existingDigests[i]!, basis, objective));

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
  const baseOutcomes = candidates.map((c, i) => strategyOutcome(c.source.id, baseDigests[i]!, basis, objective));
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
  let otherBasisAnswer: OptimiseResult['otherBasis'] = null;

  if (base === null) {
    note = 'no-elastic-base';
  } else {
    cache.set('', baseDigests[baseIndex]!);
    elasticOnly = pricePlan(baseDigests[baseIndex]!, [], basis, objective);
    // Each commitment's payments valued once per count: the NPV objective swaps them by term.
    const values = new Map<string, number>();
    const valueOf = (option: CommitmentOption, count: number): number => {
      const key = `${option.key}*${count}`;
      let v = values.get(key);
      if (v === undefined) values.set(key, (v = contractFigures(scenario, option, count).npv * UNITS));
      return v;
    };
    const offered = commitmentOptions(scenario, base);
    const optionsList = offered.filter((o) => acceptsTerm(scenario, o, options.longestTerm));
    if (offered.length === 0) note = 'no-commitment-offers';
    else if (optionsList.length === 0) note = 'no-accepted-term';
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
    const priceOn = (b: CommitmentBasis) => (tranches: readonly PricedTranche[]) => pricePlan(cache.get(keyOf(tranches))!, tranches, b, objective, valueOf);
    const price = priceOn(basis);
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
          contract: contractFigures(scenario, c.option, count),
        })),
      };
    });
    flatBest = flat.best;
    const staggered = await staggeredSearch(scenario, optionsList, flat, maxUnits, evaluate, price);
    if (staggered && flatBest && comparePlans(staggered, flatBest) < 0) staggeredBest = staggered;

    // The same search counted on the other basis (the runs are shared; only new counts run):
    // a longer term looks cheaper on the horizon slice, so the two answers may differ.
    const other: CommitmentBasis = basis === 'horizonSlice' ? 'wholeCommitments' : 'horizonSlice';
    const priceOther = priceOn(other);
    const otherFlat = await searchCounts(optionsList, maxUnits, evaluate, priceOther);
    const otherStaggered = await staggeredSearch(scenario, optionsList, otherFlat, maxUnits, evaluate, priceOther);
    const otherBest =
      otherStaggered && otherFlat.best && comparePlans(otherStaggered, otherFlat.best) < 0 ? otherStaggered : (otherFlat.best ?? otherStaggered);
    const chosen = staggeredBest ?? flatBest;
    if (otherBest && chosen && !samePlan(otherBest, chosen)) {
      const chosenThere = priceOther(chosen.tranches.map((t) => ({ simulated: simulatedOf(flat.curves, t.option), priced: t.option, count: t.count })));
      otherBasisAnswer = { basis: other, plan: summarisePlan(scenario, otherBest), chosenPlanCost: distribution3(toUnits(chosenThere.costs)) };
    }
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
    elasticOnly: elasticOnly ? summarisePlan(scenario, elasticOnly) : null,
    curves,
    flat: flatBest ? summarisePlan(scenario, flatBest) : null,
    staggered: staggeredBest ? summarisePlan(scenario, staggeredBest) : null,
    staggeredVsFlat: staggeredBest && flatBest ? pairedDifference(toUnits(staggeredBest.costs), toUnits(flatBest.costs)) : null,
    optimum: {
      source: foundWins ? 'commitment' : 'existing',
      existingStrategyId: foundWins ? null : topExisting.outcome.id,
      plan: foundWins ? summarisePlan(scenario, found) : null,
      strategy,
      cost: distribution3(toUnits(winnerCosts)),
      meetsTargets: metShareOf(winnerMet) >= TARGET_RUN_SHARE,
    },
    comparisons,
    note,
    longestTerm: options.longestTerm ?? null,
    otherBasis: otherBasisAnswer,
  };
}
