import { maxRateMeetingTargets } from '@shared/llm/serving-capacity';
import { demandFromMix, MAX_MIX_OFFERS, type CommittedBase, type MixOffer, type OfferMixProblem } from '@shared/llm/offer-mix-input';
import type { InferenceWorkload, LlmServingProfile, Offer, Scenario } from '@shared/scenario';
import { DemandModel } from '@shared/sim/autoscaler';
import { activeIntervals, buildCalendar } from '@shared/sim/calendar';
import { allowedOffers, offerRuns } from '../plan-search/offer-filter';
import type { OfferFilter } from '../plan-search/plan-types';

/** A reserved base the planner asks the mix to use first (paid whether used or not). */
export interface MixBaseRequest {
  offerId: string;
  /** Replicas of the workload the base holds. */
  replicas: number;
}

/** The mix problem of one service, with what it was built from (for the output and the strategy). */
export interface LlmMixInput {
  problem: OfferMixProblem;
  /** The catalog offers of problem.offers, in its order. */
  offers: Offer[];
  /** Instances one replica takes on each offer (a replica of 2 GPUs on a 1-GPU offer: 2). */
  instancesPerReplica: number[];
  /** The base's reserved term, months (the cheapest reserved price of its offer); null without a base. */
  baseTermMonths: number | null;
  /** Offers left out, each with why. */
  leftOut: { offerId: string; reason: string }[];
}

/** A mix that cannot be asked for: the message names the flag or field. */
export class LlmMixError extends Error {
  override name = 'LlmMixError';
}

/** One size class alone at the targets: its capacity on a replica of the profile (0 when it cannot meet them). */
export function classCapacity(workload: InferenceWorkload, profile: LlmServingProfile, classIndex: number): number {
  const llm = workload.llm!;
  const c = llm.sizeClasses[classIndex]!;
  if (profile.kind === 'ratePerClass') return profile.rates.find((r) => r.className === c.name)?.requestsPerSecond ?? 0;
  return maxRateMeetingTargets([{ ...c, share: 1 }], profile, llm.targets);
}

function replicaShape(workload: InferenceWorkload, offer: Offer): { instances: number; share: number } {
  // A replica takes whole instances, or a share of one when it needs fewer GPUs than an instance has.
  const g = workload.gpusPerReplica;
  if (g >= offer.gpusPerInstance) return { instances: Math.ceil(g / offer.gpusPerInstance), share: Math.ceil(g / offer.gpusPerInstance) };
  return { instances: 1, share: g / offer.gpusPerInstance };
}

/**
 * The demand over the horizon as slots of equal rate (weekday or weekend curve x growth, inside
 * the workload's phases), each with its hours: curves repeat, so a 90-day horizon is a few
 * hundred slots at most.
 */
export function demandSlots(scenario: Scenario, workload: InferenceWorkload): { hours: number; rate: number }[] {
  const calendar = buildCalendar(scenario.startDate, scenario.horizonDays);
  const active = activeIntervals(workload.phaseIds, scenario.phases, calendar.horizonS);
  const placement = scenario.strategies.flatMap((s) => s.placements).find((p) => p.workloadId === workload.id);
  if (!placement) throw new LlmMixError(`workload "${workload.id}" has no placement in any strategy`);
  const model = new DemandModel(workload, placement, active, calendar, 1);
  const hoursByRate = new Map<number, number>();
  const step = model.step;
  for (let t = 0; t < calendar.horizonS; t += step) {
    const rate = model.demandAt(t);
    if (rate <= 0) continue;
    hoursByRate.set(rate, (hoursByRate.get(rate) ?? 0) + Math.min(step, calendar.horizonS - t) / 3600);
  }
  return [...hoursByRate.entries()].sort((a, b) => a[0] - b[0]).map(([rate, hours]) => ({ rate, hours }));
}

/**
 * The Mélange problem of a service planned in tokens: candidate offers are those with a serving
 * profile, allowed by the filter, whose GPU holds the model and which sell by the hour on demand;
 * each class's capacity alone at the targets on each; prices per replica-hour from the catalog;
 * the demand from the traffic curve over the horizon. At most MAX_MIX_OFFERS offers, the
 * cheapest per request of the mix first.
 */
export function llmMixInput(scenario: Scenario, workload: InferenceWorkload, filter?: OfferFilter, base?: MixBaseRequest): LlmMixInput {
  const llm = workload.llm;
  if (llm === undefined) throw new LlmMixError(`workload "${workload.id}" is not planned in tokens (it has no llm block)`);
  const leftOut: LlmMixInput['leftOut'] = [];
  const allowed = new Set(allowedOffers(scenario, filter).map((o) => o.id));
  const candidates: { offer: Offer; profile: LlmServingProfile; price: number; capacities: number[] }[] = [];
  for (const p of llm.profiles) {
    const offer = scenario.catalog.offers.find((o) => o.id === p.offerId);
    if (!offer) continue;
    if (!allowed.has(offer.id)) leftOut.push({ offerId: offer.id, reason: 'not allowed by the offer filter' });
    else if (!offerRuns(scenario, workload, offer)) leftOut.push({ offerId: offer.id, reason: 'its GPU does not hold the model' });
    else if (offer.prices.onDemand === undefined) leftOut.push({ offerId: offer.id, reason: 'no on-demand price' });
    else {
      const capacities = llm.sizeClasses.map((_c, k) => classCapacity(workload, p.profile, k));
      const price = offer.prices.onDemand.perHour * replicaShape(workload, offer).share;
      candidates.push({ offer, profile: p.profile, price, capacities });
    }
  }
  if (candidates.length === 0) throw new LlmMixError(`workload "${workload.id}": no offer with a serving profile is allowed and sold on demand`);
  // The cheapest per request of the whole mix first, when there are more than the solver takes.
  const perRequest = (c: (typeof candidates)[number]) => c.price * llm.sizeClasses.reduce((s, k, i) => s + (c.capacities[i]! > 0 ? k.share / c.capacities[i]! : Infinity), 0);
  candidates.sort((a, b) => perRequest(a) - perRequest(b) || (a.offer.id < b.offer.id ? -1 : 1));
  for (const c of candidates.slice(MAX_MIX_OFFERS)) leftOut.push({ offerId: c.offer.id, reason: `more than ${MAX_MIX_OFFERS} offers: dearer per request` });
  const kept = candidates.slice(0, MAX_MIX_OFFERS);
  const offers: MixOffer[] = kept.map((c) => ({ id: c.offer.id, name: c.offer.instanceType, pricePerReplicaHour: c.price }));
  const table = new Map(kept.map((c) => [c.offer.id, c.capacities]));

  let committed: CommittedBase | null = null;
  let baseTermMonths: number | null = null;
  if (base !== undefined) {
    const offer = scenario.catalog.offers.find((o) => o.id === base.offerId);
    const profile = llm.profiles.find((p) => p.offerId === base.offerId)?.profile;
    if (!offer) throw new LlmMixError(`--mix-base: no offer "${base.offerId}" in the catalog`);
    if (!profile) throw new LlmMixError(`--mix-base: workload "${workload.id}" has no serving profile for offer "${base.offerId}"`);
    const cheapest = [...offer.prices.reserved].sort((a, b) => a.perHour - b.perHour)[0];
    if (!cheapest) throw new LlmMixError(`--mix-base: offer "${base.offerId}" has no reserved price`);
    baseTermMonths = cheapest.termMonths;
    committed = { offerId: offer.id, name: offer.instanceType, replicas: base.replicas, pricePerReplicaHour: cheapest.perHour * replicaShape(workload, offer).share };
    if (!table.has(offer.id)) table.set(offer.id, llm.sizeClasses.map((_c, k) => classCapacity(workload, profile, k)));
  }
  const shares = llm.sizeClasses.map((c) => c.share);
  const slots = demandFromMix(shares, demandSlots(scenario, workload));
  return {
    problem: {
      classNames: llm.sizeClasses.map((c) => c.name),
      offers,
      capacity: (offerId, k) => table.get(offerId)?.[k] ?? 0,
      slots,
      base: committed,
    },
    offers: kept.map((c) => c.offer),
    instancesPerReplica: kept.map((c) => replicaShape(workload, c.offer).instances),
    baseTermMonths,
    leftOut,
  };
}
