import { englishMixSentence } from '@shared/llm/offer-mix-sentence';
import { cheapestOfferMix, type OfferMixPlan } from '@shared/llm/offer-mix';
import { OfferMixInputError } from '@shared/llm/offer-mix-input';
import type { InferenceWorkload, Pool, Scenario, Strategy } from '@shared/scenario';
import type { OfferFilter } from '../plan-search/plan-types';
import { llmMixInput, LlmMixError, type LlmMixInput, type MixBaseRequest } from './mix-problem';

export { LlmMixError, type MixBaseRequest } from './mix-problem';

/** How the simulated strategy differs from the analytical mix: said beside every answer. */
export const MIX_STRATEGY_NOTE =
  'The mix figure is analytical (each stretch of the traffic curve solved on its own, size classes routed to the offers that serve them cheapest). The simulator cannot route size classes to pools: the strategy it offers serves the whole mix on its pools in order, each on-demand pool but the last held to the most replicas the mix uses of it, so its simulated cost and misses are those of that approximation.';

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
  /** A strategy the planner can add (null when there is no plan). */
  strategy: Strategy | null;
  note: string;
}

function peakReplicas(plan: OfferMixPlan, g: number): number {
  return plan.slots.reduce((most, s) => Math.max(most, s.replicas[g]!), 0);
}

/**
 * The strategy that serves the mix: the scenario's first strategy with this workload placed on
 * the committed base (if any) and then an on-demand pool per offer the mix uses, busiest first,
 * each but the last held to the mix's most replicas of it; pools no placement then uses dropped.
 */
function mixStrategy(scenario: Scenario, workload: InferenceWorkload, input: LlmMixInput, plan: OfferMixPlan): Strategy {
  const template = scenario.strategies[0]!;
  const used = plan.offers
    .map((t, g) => ({ t, g }))
    .filter(({ t }) => t.replicaHours > 0)
    .sort((a, b) => b.t.replicaHours - a.t.replicaHours || a.g - b.g);
  const taken = new Set(template.pools.map((p) => p.id));
  const freeId = (want: string): string => {
    let id = want.slice(0, 60);
    for (let i = 2; taken.has(id); i++) id = `${want.slice(0, 56)}-${i}`;
    taken.add(id);
    return id;
  };
  const pools: Pool[] = [];
  const base = input.problem.base;
  if (base && base.replicas > 0 && input.baseTermMonths !== null) {
    const offer = scenario.catalog.offers.find((o) => o.id === base.offerId)!;
    const count = Math.ceil((base.replicas * workload.gpusPerReplica) / offer.gpusPerInstance);
    pools.push({ id: freeId('mix-base'), kind: 'reserved', offerId: base.offerId, count, termMonths: input.baseTermMonths, startDay: 0 } as Pool);
  }
  used.forEach(({ g }, i) => {
    const last = i === used.length - 1;
    const limit = peakReplicas(plan, g) * input.instancesPerReplica[g]!;
    pools.push({ id: freeId(`mix-${input.offers[g]!.id}`), kind: 'onDemand', offerId: input.offers[g]!.id, ...(last ? {} : { maxInstances: Math.max(1, limit) }) } as Pool);
  });
  const placements = template.placements.map((p) => {
    if (p.workloadId !== workload.id) return p;
    // Autoscaled on the mix's pools: a fixed count of the template's strategy would not follow the mix.
    const { fixedReplicas: _fixed, ...rest } = p;
    return { ...rest, poolIds: pools.map((x) => x.id), scaling: 'autoscale' as const };
  });
  const placed = new Set(placements.flatMap((p) => p.poolIds));
  return {
    id: freeStrategyId(scenario, `llm-mix-${workload.id}`),
    name: `Cheapest mix for ${workload.name}`.slice(0, 120),
    pools: [...template.pools, ...pools].filter((p) => placed.has(p.id)),
    placements,
  } as Strategy;
}

function freeStrategyId(scenario: Scenario, want: string): string {
  const ids = new Set(scenario.strategies.map((s) => s.id));
  let id = want.slice(0, 60);
  for (let i = 2; ids.has(id); i++) id = `${want.slice(0, 56)}-${i}`;
  return id;
}

/**
 * The cheapest mix of offers for a service planned in tokens (shared/llm/offer-mix.ts, the
 * Mélange problem per stretch of the traffic curve), against the best single offer, and a
 * strategy that serves it. Pure; throws LlmMixError on a request that cannot be planned.
 */
export function llmMix(scenario: Scenario, workloadId: string, options: { filter?: OfferFilter; base?: MixBaseRequest } = {}): LlmMixAnalysis {
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
    strategy: plan ? mixStrategy(scenario, workload, input, plan) : null,
    note: MIX_STRATEGY_NOTE,
  };
}
