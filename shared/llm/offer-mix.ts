import { checkedCapacities, type CapacityTable, type OfferMixProblem } from './offer-mix-input';
import { solveSlot, type SlotMix, type SlotOutcome } from './offer-mix-slot';

/**
 * The cheapest mix of GPU offers for an LLM service over time (the Mélange problem, Griggs et
 * al., UC Berkeley 2024): small requests are often cheapest on small GPUs and long ones on large
 * GPUs, so a mix can cost much less than the best single GPU type at the same targets. Each slot
 * is solved exactly (offer-mix-slot.ts), whole replicas, classes split between offers where that
 * is cheaper; a committed base is used first because it is paid anyway. The same problem on each
 * offer alone gives the saving a planner weighs the mix's complexity against.
 */

export interface OfferTotals {
  offerId: string;
  replicaHours: number;
  cost: number;
  /** Requests served over the horizon. */
  requests: number;
}

export interface OfferMixPlan {
  /** Each slot's replicas and where each class goes. */
  slots: SlotMix[];
  /** Over the horizon, per offer in the problem's order (replicas beyond the base). */
  offers: OfferTotals[];
  /** The committed base over the horizon (paid whether used or not). */
  base: (OfferTotals & { replicas: number }) | null;
  totalCost: number;
  /** Per class: the share of its requests over the horizon on each offer, and on the base. */
  classSplit: { offers: number[]; base: number }[];
  /** The cheapest plan on one offer (beside the base); null when no single offer serves every class. */
  bestSingle: { offerId: string; cost: number } | null;
  /** 1 − totalCost / bestSingle.cost (0 when one offer is the cheapest); null without a single-offer plan. */
  saving: number | null;
}

/** A service that cannot be served: the slot and the classes that found no room, and why in a sentence. */
export interface OfferMixFailure {
  slot: number;
  classes: number[];
  message: string;
}

export type OfferMixOutcome = { ok: true; plan: OfferMixPlan } | ({ ok: false } & OfferMixFailure);

const SECONDS_PER_HOUR = 3600;

/**
 * The cheapest whole-replica plan meeting every slot's demand. Throws OfferMixInputError on
 * input that cannot be planned (the message names the field); returns a failure naming the class
 * when some class cannot be served.
 */
export function cheapestOfferMix(problem: OfferMixProblem): OfferMixOutcome {
  const caps = checkedCapacities(problem);
  const all = problem.offers.map((_o, g) => g);
  const mixed = solveHorizon(problem, caps, all);
  if ('message' in mixed) return { ok: false, ...mixed };

  const slots = mixed;
  const prices = problem.offers.map((o) => o.pricePerReplicaHour);
  const classes = problem.classNames.length;
  const offers = problem.offers.map<OfferTotals>((o) => ({ offerId: o.id, replicaHours: 0, cost: 0, requests: 0 }));
  const base = problem.base ? { offerId: problem.base.offerId, replicas: problem.base.replicas, replicaHours: 0, cost: 0, requests: 0 } : null;
  const classRequests = new Array<number>(classes).fill(0);
  const onOffer = Array.from({ length: classes }, () => new Array<number>(offers.length).fill(0));
  const onBase = new Array<number>(classes).fill(0);
  problem.slots.forEach((slot, s) => {
    const mix = slots[s]!;
    offers.forEach((t, g) => (t.replicaHours += mix.replicas[g]! * slot.hours));
    if (base) base.replicaHours += base.replicas * slot.hours;
    slot.classRates.forEach((rate, k) => {
      const requests = rate * slot.hours * SECONDS_PER_HOUR;
      classRequests[k]! += requests;
      onBase[k]! += requests * mix.baseShares[k]!;
      mix.shares[k]!.forEach((share, g) => (onOffer[k]![g]! += requests * share));
    });
  });
  offers.forEach((t, g) => {
    t.cost = t.replicaHours * prices[g]!;
    t.requests = onOffer.reduce((sum, row) => sum + row[g]!, 0);
  });
  if (base) {
    base.cost = base.replicaHours * problem.base!.pricePerReplicaHour;
    base.requests = onBase.reduce((sum, r) => sum + r, 0);
  }
  const totalCost = offers.reduce((sum, t) => sum + t.cost, base?.cost ?? 0);
  const bestSingle = bestSingleOffer(problem, caps, base?.cost ?? 0);
  return {
    ok: true,
    plan: {
      slots,
      offers,
      base,
      totalCost,
      classSplit: classRequests.map((total, k) => ({
        offers: onOffer[k]!.map((r) => (total > 0 ? r / total : 0)),
        base: total > 0 ? onBase[k]! / total : 0,
      })),
      bestSingle,
      saving: bestSingle === null ? null : bestSingle.cost > 0 ? Math.max(0, 1 - totalCost / bestSingle.cost) : 0,
    },
  };
}

/** The same problem on one offer at a time (the base kept): the cheapest that serves every slot. */
function bestSingleOffer(problem: OfferMixProblem, caps: CapacityTable, baseCost: number): OfferMixPlan['bestSingle'] {
  let best: OfferMixPlan['bestSingle'] = null;
  problem.offers.forEach((offer, g) => {
    const slots = solveHorizon(problem, caps, [g]);
    if ('message' in slots) return;
    const cost = slots.reduce((sum, mix, s) => sum + mix.costPerHour * problem.slots[s]!.hours, baseCost);
    if (best === null || cost < best.cost) best = { offerId: offer.id, cost };
  });
  return best;
}

/** Every slot's mix on the usable offers, or the first slot that cannot be served. */
function solveHorizon(problem: OfferMixProblem, caps: CapacityTable, usable: readonly number[]): SlotMix[] | OfferMixFailure {
  const prices = problem.offers.map((o) => o.pricePerReplicaHour);
  const baseReplicas = problem.base?.replicas ?? 0;
  // Curves repeat (weekdays, plateaus): a slot with the same demand as an earlier one has the same answer.
  const solved = new Map<string, SlotOutcome>();
  const mixes: SlotMix[] = [];
  for (let s = 0; s < problem.slots.length; s++) {
    const rates = problem.slots[s]!.classRates;
    const key = rates.join(',');
    let outcome = solved.get(key);
    if (!outcome) {
      outcome = solveSlot(rates, prices, caps, usable, baseReplicas);
      solved.set(key, outcome);
    }
    if (!outcome.ok) return failure(problem, s, outcome.unserved, outcome.solver);
    mixes.push(outcome.mix);
  }
  return mixes;
}

function failure(problem: OfferMixProblem, slot: number, classes: number[], solver: string): OfferMixFailure {
  const names = classes.map((k) => `“${problem.classNames[k]}”`).join(', ');
  const base = problem.base;
  if (classes.length === 0) return { slot, classes, message: `slot ${slot + 1}: the mix could not be solved (${solver})` };
  if (base && base.replicas > 0)
    return {
      slot,
      classes,
      message: `${names}: in slot ${slot + 1} the committed ${base.replicas} × ${base.name ?? base.offerId} cannot carry it and no other offer serves it at the targets`,
    };
  return { slot, classes, message: `${names}: no offer serves ${classes.length > 1 ? 'these size classes' : 'this size class'} at the targets` };
}
