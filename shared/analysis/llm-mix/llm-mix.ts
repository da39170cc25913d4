import { englishMixSentence } from '@shared/llm/offer-mix-sentence';
import { cheapestOfferMix } from '@shared/llm/offer-mix';
import { OfferMixInputError } from '@shared/llm/offer-mix-input';
import type { Scenario, Strategy } from '@shared/scenario';
import type { OfferFilter } from '../plan-search/plan-types';
import { chooseCandidate, simulateCandidates } from './mix-choice';
import { llmMixInput, LlmMixError, type MixBaseRequest } from './mix-problem';
import { inOrderMixStrategy, peakReplicas, routedMixStrategy, type MixStrategyKind } from './mix-strategies';

export { LlmMixError, type MixBaseRequest } from './mix-problem';

/** How the simulated strategy differs from the analytical mix: said beside every answer. */
export const MIX_STRATEGY_NOTE =
  'The mix figure is analytical: each stretch of the traffic curve is solved on its own, a size class may be split across offers, and replicas are counted at the targets without scaling delays. It is served in the simulator, on the scenario\'s own seeds, by a strategy that routes each size class to the offer that carries most of it, each route scaling on its own (when the classes go to more than one offer), and by one that serves the whole mix on its pools in order, each on-demand pool but the last held to the most replicas the mix uses of it. The one offered is the cheaper that meets its targets; their simulated costs are what a bill would show.';

export interface LlmMixOffer {
  offerId: string;
  name: string;
  pricePerReplicaHour: number;
  /** Requests/s of each size class alone that one replica takes at the targets. */
  classCapacity: number[];
  replicaHours: number;
  cost: number;
  /** Most replicas the mix runs of it at once. */
  peakReplicas: number;
}

export interface LlmMixAnalysis {
  workloadId: string;
  workloadName: string;
  currency: string;
  horizonDays: number;
  classNames: string[];
  offers: LlmMixOffer[];
  leftOut: { offerId: string; reason: string }[];
  base: { offerId: string; replicas: number; termMonths: number; cost: number } | null;
  /** Null when some class cannot be served at the targets; `failure` says why. */
  plan: {
    totalCost: number;
    bestSingle: { offerId: string; cost: number } | null;
    /** 1 − mix / best single offer (0 when one offer is cheapest); null without a single-offer plan. */
    saving: number | null;
    /** Per class, the share of its requests on each offer (offers' order) and on the base. */
    classSplit: { offers: number[]; base: number }[];
    sentence: string;
  } | null;
  failure: string | null;
  /** A strategy the planner can add (null when there is no plan): the chosen candidate's. */
  strategy: Strategy | null;
  /** The strategies that serve the mix, each simulated on the scenario's seeds (empty without a plan). */
  candidates: { kind: MixStrategyKind; strategyName: string; totalCostP50: number; meetsTargets: boolean }[];
  /** Which candidate `strategy` is; null without a plan. */
  chosen: MixStrategyKind | null;
  note: string;
}

/**
 * The cheapest mix of offers for a service planned in tokens (shared/llm/offer-mix.ts, the
 * Mélange problem per stretch of the traffic curve), against the best single offer, and a
 * strategy that serves it. Pure; throws LlmMixError on a request that cannot be planned.
 */
export function llmMix(scenario: Scenario, workloadId: string, options: { filter?: OfferFilter; base?: MixBaseRequest; runs?: number } = {}): LlmMixAnalysis {
  const workload = scenario.workloads.find((w) => w.id === workloadId);
  if (!workload) throw new LlmMixError(`no workload "${workloadId}"`);
  if (workload.kind !== 'inference') throw new LlmMixError(`workload "${workloadId}" is not an inference workload`);
  const input = llmMixInput(scenario, workload, options.filter, options.base);
  let outcome;
  try {
    outcome = cheapestOfferMix(input.problem);
  } catch (error) {
    if (error instanceof OfferMixInputError) throw new LlmMixError(`workload "${workloadId}": ${error.message}`);
    throw error;
  }
  const plan = outcome.ok ? outcome.plan : null;
  const offers: LlmMixOffer[] = input.offers.map((o, g) => ({
    offerId: o.id,
    name: o.instanceType,
    pricePerReplicaHour: input.problem.offers[g]!.pricePerReplicaHour,
    classCapacity: input.problem.classNames.map((_n, k) => input.problem.capacity(o.id, k)),
    replicaHours: plan?.offers[g]!.replicaHours ?? 0,
    cost: plan?.offers[g]!.cost ?? 0,
    peakReplicas: plan ? peakReplicas(plan, g) : 0,
  }));
  const base = input.problem.base;
  const built = plan
    ? [
        { kind: 'routed' as const, strategy: routedMixStrategy(scenario, workload, input, plan) },
        { kind: 'inOrder' as const, strategy: inOrderMixStrategy(scenario, workload, input, plan) },
      ].filter((c): c is { kind: MixStrategyKind; strategy: Strategy } => c.strategy !== null)
    : [];
  const candidates = simulateCandidates(scenario, built, options.runs);
  const chosen = chooseCandidate(candidates);
  return {
    workloadId: workload.id,
    workloadName: workload.name,
    currency: scenario.currency,
    horizonDays: scenario.horizonDays,
    classNames: [...input.problem.classNames],
    offers,
    leftOut: input.leftOut,
    base: base && input.baseTermMonths !== null ? { offerId: base.offerId, replicas: base.replicas, termMonths: input.baseTermMonths, cost: plan?.base?.cost ?? 0 } : null,
    plan: plan
      ? { totalCost: plan.totalCost, bestSingle: plan.bestSingle, saving: plan.saving, classSplit: plan.classSplit, sentence: englishMixSentence(plan, input.problem) }
      : null,
    failure: outcome.ok ? null : outcome.message,
    strategy: chosen?.strategy ?? null,
    candidates: candidates.map((c) => ({ kind: c.kind, strategyName: c.strategy.name, totalCostP50: c.totalCostP50, meetsTargets: c.meetsTargets })),
    chosen: chosen?.kind ?? null,
    note: MIX_STRATEGY_NOTE,
  };
}
