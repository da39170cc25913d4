import type { OfferMixPlan } from '@shared/llm/offer-mix';
import type { InferenceWorkload, Placement, Pool, Scenario, SizeClassRoute, Strategy } from '@shared/scenario';
import type { LlmMixInput } from './mix-problem';

/** How a candidate strategy serves the mix. */
export type MixStrategyKind = 'inOrder' | 'routed';

export function peakReplicas(plan: OfferMixPlan, g: number): number {
  return plan.slots.reduce((most, s) => Math.max(most, s.replicas[g]!), 0);
}

function freeStrategyId(scenario: Scenario, want: string): string {
  const ids = new Set(scenario.strategies.map((s) => s.id));
  let id = want.slice(0, 60);
  for (let i = 2; ids.has(id); i++) id = `${want.slice(0, 56)}-${i}`;
  return id;
}

/** Pool ids free in the template strategy, handed out one by one. */
function poolIds(template: Strategy): (want: string) => string {
  const taken = new Set(template.pools.map((p) => p.id));
  return (want) => {
    let id = want.slice(0, 60);
    for (let i = 2; taken.has(id); i++) id = `${want.slice(0, 56)}-${i}`;
    taken.add(id);
    return id;
  };
}

/** The committed base as a reserved pool, or null without one. */
function basePool(scenario: Scenario, workload: InferenceWorkload, input: LlmMixInput, id: string): Pool | null {
  const base = input.problem.base;
  if (!base || base.replicas <= 0 || input.baseTermMonths === null) return null;
  const offer = scenario.catalog.offers.find((o) => o.id === base.offerId)!;
  const count = Math.ceil((base.replicas * workload.gpusPerReplica) / offer.gpusPerInstance);
  return { id, kind: 'reserved', offerId: base.offerId, count, termMonths: input.baseTermMonths, startDay: 0 } as Pool;
}

/** The scenario's first strategy with the workload placed (autoscaled) on `pools` instead. */
function strategyWith(scenario: Scenario, workload: InferenceWorkload, kind: MixStrategyKind, pools: Pool[], routes?: SizeClassRoute[]): Strategy {
  const template = scenario.strategies[0]!;
  const placements: Placement[] = template.placements.map((p) => {
    if (p.workloadId !== workload.id) return p;
    // Autoscaled on the mix's pools: a fixed count of the template's strategy would not follow the mix.
    const { fixedReplicas: _fixed, routes: _routes, ...rest } = p;
    return { ...rest, poolIds: pools.map((x) => x.id), scaling: 'autoscale' as const, ...(routes ? { routes } : {}) };
  });
  const placed = new Set(placements.flatMap((p) => p.poolIds));
  const routed = kind === 'routed';
  return {
    id: freeStrategyId(scenario, `llm-mix-${workload.id}`),
    name: `Cheapest mix for ${workload.name}${routed ? ' (size classes routed)' : ''}`.slice(0, 120),
    pools: [...template.pools, ...pools].filter((p) => placed.has(p.id)),
    placements,
  } as Strategy;
}

/**
 * The mix served in order: the committed base (if any), then an on-demand pool per offer the
 * mix uses, busiest first, each but the last held to the mix's most replicas of it. Every pool
 * serves the whole mix: the cheap top-ups a mix finds (a small GPU where a large one would sit
 * half idle) are kept, but no class goes where it is served best.
 */
export function inOrderMixStrategy(scenario: Scenario, workload: InferenceWorkload, input: LlmMixInput, plan: OfferMixPlan): Strategy {
  const freeId = poolIds(scenario.strategies[0]!);
  const used = plan.offers
    .map((t, g) => ({ t, g }))
    .filter(({ t }) => t.replicaHours > 0)
    .sort((a, b) => b.t.replicaHours - a.t.replicaHours || a.g - b.g);
  const pools: Pool[] = [];
  const base = basePool(scenario, workload, input, freeId('mix-base'));
  if (base) pools.push(base);
  used.forEach(({ g }, i) => {
    const last = i === used.length - 1;
    const limit = peakReplicas(plan, g) * input.instancesPerReplica[g]!;
    pools.push({ id: freeId(`mix-${input.offers[g]!.id}`), kind: 'onDemand', offerId: input.offers[g]!.id, ...(last ? {} : { maxInstances: Math.max(1, limit) }) } as Pool);
  });
  return strategyWith(scenario, workload, 'inOrder', pools);
}

/**
 * The mix served by a router: each size class goes to the offer that carries most of its
 * requests in the mix over the horizon (the base counting for its offer), each offer's classes
 * on its own on-demand pool (the base first on its offer's), each route scaling on its own.
 * Null when every class lands on one offer: routing would change nothing.
 */
export function routedMixStrategy(scenario: Scenario, workload: InferenceWorkload, input: LlmMixInput, plan: OfferMixPlan): Strategy | null {
  const offerIds = input.offers.map((o) => o.id);
  const baseOffer = input.problem.base && input.baseTermMonths !== null && input.problem.base.replicas > 0 ? input.problem.base.offerId : null;
  const home = plan.classSplit.map((split) => {
    const shares = split.offers.map((s, g) => s + (offerIds[g] === baseOffer ? split.base : 0));
    let best = 0;
    shares.forEach((s, g) => {
      if (s > shares[best]!) best = g;
    });
    return best;
  });
  const homes = [...new Set(home)].sort((a, b) => a - b);
  if (homes.length < 2) return null;
  const freeId = poolIds(scenario.strategies[0]!);
  const pools: Pool[] = [];
  const routes: SizeClassRoute[] = [];
  const baseId = freeId('mix-base');
  const base = basePool(scenario, workload, input, baseId);
  // The base goes first on its own offer's route; when no class calls that offer home, on the
  // route of the class it served most.
  const ownOffer = baseOffer === null ? -1 : offerIds.indexOf(baseOffer);
  const mostOnBase = plan.classSplit.reduce((best, s, k, all) => (s.base > all[best]!.base ? k : best), 0);
  const baseHome = base === null ? -1 : homes.includes(ownOffer) ? ownOffer : home[mostOnBase]!;
  for (const g of homes) {
    const routePools: Pool[] = [];
    if (base !== null && g === baseHome) routePools.push(base);
    routePools.push({ id: freeId(`mix-${offerIds[g]!}`), kind: 'onDemand', offerId: offerIds[g]! } as Pool);
    pools.push(...routePools);
    routes.push({ classNames: input.problem.classNames.filter((_n, k) => home[k] === g), poolIds: routePools.map((p) => p.id) });
  }
  return strategyWith(scenario, workload, 'routed', pools, routes);
}
