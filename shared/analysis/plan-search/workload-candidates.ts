import type { Offer, Scenario, Strategy, Workload } from '@shared/scenario';
import { commitmentOptions, type CommitmentOption } from '../commitment-options';
import { acceptsTerm, type LongestTerm } from '../optimise-commitment';
import { absorbsInterruptions, offerRuns } from './offer-filter';
import type { PoolSpec, UnitShape, WorkloadPlan } from './plan-shape';

/** What the search knows of one workload: the offers it may use and the unit shapes the scenario runs it in. */
export interface WorkloadSpace {
  workload: Workload;
  /** Allowed offers whose GPU holds the workload's memory. */
  offers: Offer[];
  shapes: UnitShape[];
}

/** The distinct ways the scenario's own strategies shape the workload's units (GPUs per unit, fixed replicas). */
export function unitShapes(scenario: Scenario, workloadId: string): UnitShape[] {
  const out: UnitShape[] = [];
  const seen = new Set<string>();
  for (const s of scenario.strategies) {
    const pl = s.placements.find((p) => p.workloadId === workloadId);
    if (!pl) continue;
    const shape: UnitShape = {
      ...(pl.gpusPerUnit !== undefined ? { gpusPerUnit: pl.gpusPerUnit } : {}),
      ...(pl.scaling === 'fixed' ? { scaling: 'fixed' as const, ...(pl.fixedReplicas !== undefined ? { fixedReplicas: pl.fixedReplicas } : {}) } : {}),
    };
    const key = JSON.stringify(shape);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(shape);
    }
  }
  return out.length > 0 ? out : [{}];
}

/** Most offers searched per workload: the cheapest for the work, so a catalog of thousands stays searchable. */
export const MAX_OFFERS_PER_WORKLOAD = 8;

/** Price of the work of one reference GPU-hour on the offer, by its cheapest elastic or committed price (for ranking only). */
function workPrice(scenario: Scenario, workload: Workload, offer: Offer): number {
  const gpu = scenario.catalog.gpus.find((g) => g.id === offer.gpuId);
  const speed = (gpu?.relativeSpeed[workload.kind] ?? 1) * offer.efficiency.speedFactor * offer.efficiency.pipeline;
  const hourly = [offer.prices.onDemand?.perHour, offer.prices.spot?.perHour, ...offer.prices.reserved.map((r) => r.perHour), offer.prices.bareMetal ? offer.prices.bareMetal.perServerMonth / 730 : undefined]
    .filter((v): v is number => v !== undefined);
  return hourly.length === 0 ? Infinity : Math.min(...hourly) / offer.gpusPerInstance / Math.max(1e-9, speed);
}

export function workloadSpace(scenario: Scenario, workload: Workload, allowed: readonly Offer[]): WorkloadSpace {
  const fit = allowed.filter((o) => offerRuns(scenario, workload, o));
  const offers =
    fit.length <= MAX_OFFERS_PER_WORKLOAD
      ? fit
      : fit
          .map((o) => ({ o, price: workPrice(scenario, workload, o) }))
          .sort((a, b) => a.price - b.price || (a.o.id < b.o.id ? -1 : 1))
          .slice(0, MAX_OFFERS_PER_WORKLOAD)
          .map((x) => x.o);
  return { workload, offers, shapes: unitShapes(scenario, workload.id) };
}

/** Pay-as-you-go on each allowed offer that has an on-demand price. */
export function onDemandChoices(space: WorkloadSpace, shape: UnitShape): WorkloadPlan[] {
  return space.offers
    .filter((o) => o.prices.onDemand !== undefined)
    .map((o) => ({ workloadId: space.workload.id, shape, pools: [{ kind: 'onDemand', offerId: o.id }] }));
}

/** The deadline policies worth trying for spot: each policy for training jobs with a deadline, else none. */
function deadlinePolicies(workload: Workload): (undefined | 'greedy' | 'uniformProgress')[] {
  return workload.kind === 'training' && workload.deadlineHours !== undefined ? [undefined, 'greedy', 'uniformProgress'] : [undefined];
}

/**
 * Spot first, with on-demand (`burst`) as fallback, behind an optional committed base. Empty
 * when the workload cannot absorb interruptions (a dev machine loses its user's session);
 * `skipped` counts the plans that rule leaves out.
 */
export function spotChoices(space: WorkloadSpace, shape: UnitShape, burst: PoolSpec, base: PoolSpec[] = []): { plans: WorkloadPlan[]; skipped: WorkloadPlan[] } {
  const spotOffers = space.offers.filter((o) => o.prices.spot !== undefined);
  const policies = deadlinePolicies(space.workload);
  const plans: WorkloadPlan[] = [];
  for (const o of spotOffers) {
    for (const policy of policies) {
      const spot: PoolSpec = { kind: 'spot', offerId: o.id, ...(policy ? { deadlinePolicy: policy } : {}) };
      plans.push({ workloadId: space.workload.id, shape, pools: [...base, spot, burst] });
    }
  }
  return absorbsInterruptions(space.workload) ? { plans, skipped: [] } : { plans: [], skipped: plans };
}

/**
 * Every reservation and bare-metal term the workload may commit to on its allowed offers
 * (commitment-options.ts, with the workload alone on on-demand pools of those offers as the
 * base), within the planner's longest term.
 */
export function commitmentChoices(scenario: Scenario, space: WorkloadSpace, longestTerm: LongestTerm | undefined): CommitmentOption[] {
  const od = space.offers.filter((o) => o.prices.onDemand !== undefined);
  if (od.length === 0) return [];
  const base: Strategy = {
    id: 'base',
    name: 'base',
    pools: od.map((o, i) => ({ id: `od-${i}`, offerId: o.id, kind: 'onDemand' as const })),
    placements: [{ workloadId: space.workload.id, poolIds: od.map((_, i) => `od-${i}`).slice(0, 10), spotFallback: {}, whenSpotFull: 'nextPool', scaling: 'autoscale' }],
  };
  const allowed = new Set(space.offers.map((o) => o.id));
  // Each option is its own behaviour group: the plan search runs every term it prices, so the
  // bill (whose lines do not scale with one pool's price) is always the bill as run.
  return commitmentOptions(scenario, base)
    .filter((o) => allowed.has(o.offerId) && acceptsTerm(scenario, o, longestTerm))
    .map((o) => ({ ...o, behaviourKey: o.key }));
}

/** A committed pool of `count` units of the option. */
export function commitmentSpec(option: CommitmentOption, count: number): PoolSpec {
  return { kind: option.kind, offerId: option.offerId, option, count };
}
