/**
 * The cheapest mix of GPU offers for one LLM service (the Mélange problem): what goes in, and the
 * checks that turn hostile input into a message naming the field. See offer-mix.ts.
 */

/** At most this many size classes and offers: each slot is solved exactly, which stays quick only for small problems. */
export const MAX_MIX_CLASSES = 6;
export const MAX_MIX_OFFERS = 6;

/** A GPU offer the service may run on: one replica is the GPUs that serve one copy of the model. */
export interface MixOffer {
  id: string;
  /** Shown in the sentence ("L4"); the id when absent. */
  name?: string;
  /** Price of one replica for one hour (any currency, the same for every offer). */
  pricePerReplicaHour: number;
}

/**
 * Requests per second of a size class that one replica of an offer sustains while meeting the
 * service's targets (from a benchmark table, or the token model). 0: the offer cannot serve the
 * class at the targets (e.g. the prompt does not fit its memory).
 */
export type ReplicaCapacity = (offerId: string, classIndex: number) => number;

/** Replicas of one offer paid whether used or not (e.g. reserved): free to use up to their number. */
export interface CommittedBase {
  offerId: string;
  replicas: number;
  pricePerReplicaHour: number;
  /** Shown in the sentence; the id when absent. */
  name?: string;
}

/** A stretch of time with the service's demand: requests per second of each size class. */
export interface DemandSlot {
  hours: number;
  classRates: readonly number[];
}

export interface OfferMixProblem {
  /** The size classes' names, in the order of `classRates` (used in messages and the sentence). */
  classNames: readonly string[];
  offers: readonly MixOffer[];
  capacity: ReplicaCapacity;
  slots: readonly DemandSlot[];
  base?: CommittedBase | null;
}

/** Input that cannot be planned: the message names the field. */
export class OfferMixInputError extends Error {
  override name = 'OfferMixInputError';
}

/** Demand slots from a total request rate per slot and the mix's shares of requests. */
export function demandFromMix(shares: readonly number[], slots: readonly { hours: number; rate: number }[]): DemandSlot[] {
  return slots.map((s) => ({ hours: s.hours, classRates: shares.map((share) => share * s.rate) }));
}

/** Capacities read once per offer and class: capacities[g][k], and the base's row. */
export interface CapacityTable {
  offers: number[][];
  base: number[] | null;
}

const isCount = (n: number) => Number.isFinite(n) && n >= 0;

/** Checks the problem (throws OfferMixInputError) and reads the capacities once. */
export function checkedCapacities(problem: OfferMixProblem): CapacityTable {
  const { classNames, offers, slots, base } = problem;
  const k = classNames.length;
  if (k < 1 || k > MAX_MIX_CLASSES) throw new OfferMixInputError(`size classes: ${k}; a mix is planned for 1 to ${MAX_MIX_CLASSES}`);
  if (offers.length < 1 || offers.length > MAX_MIX_OFFERS)
    throw new OfferMixInputError(`offers: ${offers.length}; a mix is chosen among 1 to ${MAX_MIX_OFFERS}`);
  const ids = new Set<string>();
  offers.forEach((o, g) => {
    if (ids.has(o.id)) throw new OfferMixInputError(`offers[${g}].id: “${o.id}” is listed twice`);
    ids.add(o.id);
    if (!isCount(o.pricePerReplicaHour))
      throw new OfferMixInputError(`offers[${g}].pricePerReplicaHour (${o.id}): ${String(o.pricePerReplicaHour)} is not a price`);
  });
  if (base) {
    if (!Number.isInteger(base.replicas) || base.replicas < 0)
      throw new OfferMixInputError(`base.replicas (${base.offerId}): ${String(base.replicas)} is not a whole number of replicas`);
    if (!isCount(base.pricePerReplicaHour))
      throw new OfferMixInputError(`base.pricePerReplicaHour (${base.offerId}): ${String(base.pricePerReplicaHour)} is not a price`);
  }
  slots.forEach((s, i) => {
    if (!isCount(s.hours)) throw new OfferMixInputError(`slots[${i}].hours: ${String(s.hours)} is not a duration`);
    if (s.classRates.length !== k)
      throw new OfferMixInputError(`slots[${i}].classRates: ${s.classRates.length} rates for ${k} size classes`);
    s.classRates.forEach((r, c) => {
      if (!isCount(r)) throw new OfferMixInputError(`slots[${i}].classRates[${c}] (${classNames[c]}): ${String(r)} is not a request rate`);
    });
  });
  const row = (offerId: string) =>
    classNames.map((name, c) => {
      const cap = problem.capacity(offerId, c);
      if (!isCount(cap)) throw new OfferMixInputError(`capacity of ${offerId} for ${name}: ${String(cap)} is not a request rate`);
      return cap;
    });
  return { offers: offers.map((o) => row(o.id)), base: base ? row(base.offerId) : null };
}
