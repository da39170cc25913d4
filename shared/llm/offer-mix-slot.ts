import { solve, type Coefficients, type Constraint } from 'yalps';
import type { CapacityTable } from './offer-mix-input';

/**
 * One slot of the cheapest mix: a small mixed-integer program solved exactly by YALPS's branch
 * and bound. Variables: f[k][g], the fraction of class k's requests sent to offer g (a class may
 * be split), and n[g], offer g's whole replicas. Each offer's load in replicas,
 * Σ_k λ_k · f[k][g] / cap[k][g], must fit in n[g] (on the committed base: in its replicas, which
 * cost nothing more). Minimises Σ_g price_g · n[g]. Fractions rather than rates keep the
 * program well scaled whatever the traffic.
 */

export interface SlotMix {
  /** Whole replicas of each offer, beyond the committed base (offers' order). */
  replicas: number[];
  /** shares[k][g]: the fraction of class k's requests on offer g. */
  shares: number[][];
  /** The fraction of each class's requests on the committed base. */
  baseShares: number[];
  /** Price of the replicas per hour (the base is paid apart). */
  costPerHour: number;
}

/**
 * A slot that cannot be served: the classes that found no room (no offer serves them, or the
 * base alone is too small for them); none when the solver gave up (`solver` says how).
 */
export type SlotOutcome = { ok: true; mix: SlotMix } | { ok: false; unserved: number[]; solver: string };

/**
 * YALPS gives its values rounded to its precision (1e-8): a fraction f of a class needing L
 * replicas on an offer may read up to 5e-9 · L off. A load within ten times that of a whole
 * replica count is round-off, not traffic.
 */
const ROUND_OFF_PER_REPLICA = 1e-7;

const BASE = 'base';
const demandKey = (k: number) => `d${k}`;
const loadKey = (g: number) => `l${g}`;

/**
 * The cheapest replicas for a slot's class rates (req/s), using only the offers listed in
 * `usable` (indices into the table) and the base's `baseReplicas`.
 */
export function solveSlot(
  rates: readonly number[],
  prices: readonly number[],
  caps: CapacityTable,
  usable: readonly number[],
  baseReplicas: number,
): SlotOutcome {
  const offers = caps.offers.length;
  const mix: SlotMix = {
    replicas: new Array<number>(offers).fill(0),
    shares: rates.map(() => new Array<number>(offers).fill(0)),
    baseShares: rates.map(() => 0),
    costPerHour: 0,
  };
  const unserved = rates.flatMap((r, k) =>
    r > 0 && !usable.some((g) => caps.offers[g]![k]! > 0) && !(baseReplicas > 0 && (caps.base?.[k] ?? 0) > 0) ? [k] : [],
  );
  if (unserved.length > 0) return { ok: false, unserved, solver: 'not run' };
  if (rates.every((r) => r === 0)) return { ok: true, mix };
  if (usable.length === 1 && !(caps.base && baseReplicas > 0)) return { ok: true, mix: oneOffer(mix, rates, prices, caps, usable[0]!) };

  const constraints = new Map<string, Constraint>();
  const variables = new Map<string, Coefficients>();
  const integers: string[] = [];
  rates.forEach((r, k) => {
    if (r > 0) constraints.set(demandKey(k), { equal: 1 });
  });
  for (const g of usable) {
    constraints.set(loadKey(g), { max: 0 });
    variables.set(`n${g}`, [[loadKey(g), -1], ['cost', prices[g]!]]);
    integers.push(`n${g}`);
    rates.forEach((r, k) => {
      const cap = caps.offers[g]![k]!;
      if (r > 0 && cap > 0) variables.set(`f${k}_${g}`, [[demandKey(k), 1], [loadKey(g), r / cap]]);
    });
  }
  if (caps.base && baseReplicas > 0) {
    constraints.set(BASE, { max: baseReplicas });
    rates.forEach((r, k) => {
      const cap = caps.base![k]!;
      if (r > 0 && cap > 0) variables.set(`b${k}`, [[demandKey(k), 1], [BASE, r / cap]]);
    });
  }
  const solution = solve({ direction: 'minimize', objective: 'cost', constraints, variables, integers });
  if (solution.status !== 'optimal') return { ok: false, unserved: classesOnlyOnBase(rates, caps, usable), solver: solution.status };

  for (const [name, value] of solution.variables) {
    const [kind, rest] = [name[0], name.slice(1)];
    if (kind === 'n') mix.replicas[Number(rest)] = Math.round(value);
    else if (kind === 'b') mix.baseShares[Number(rest)] = value;
    else {
      const [k, g] = rest.split('_').map(Number) as [number, number];
      mix.shares[k]![g] = value;
    }
  }
  fitRoundOff(mix, rates, caps);
  mix.costPerHour = mix.replicas.reduce((sum, n, g) => sum + n * prices[g]!, 0);
  return { ok: true, mix };
}

/** One offer and no base: every class goes to it and its replicas are its load rounded up (no program needed). */
function oneOffer(mix: SlotMix, rates: readonly number[], prices: readonly number[], caps: CapacityTable, g: number): SlotMix {
  rates.forEach((r, k) => {
    if (r > 0) mix.shares[k]![g] = 1;
  });
  mix.replicas[g] = 0;
  fitRoundOff(mix, rates, caps);
  mix.costPerHour = mix.replicas[g]! * prices[g]!;
  return mix;
}

/** The classes no usable offer serves: when the base is too small, these are the ones left without room. */
function classesOnlyOnBase(rates: readonly number[], caps: CapacityTable, usable: readonly number[]): number[] {
  return rates.flatMap((r, k) => (r > 0 && !usable.some((g) => caps.offers[g]![k]! > 0) ? [k] : []));
}

/**
 * The solver's fractions are exact only to its precision: a replica whose load came out over its
 * whole number by more than round-off gets one more, so the plan never promises more than the
 * replicas can carry.
 */
function fitRoundOff(mix: SlotMix, rates: readonly number[], caps: CapacityTable): void {
  mix.replicas.forEach((n, g) => {
    let load = 0;
    let roundOff = 1e-9;
    rates.forEach((r, k) => {
      const cap = caps.offers[g]![k]!;
      if (cap <= 0) return;
      load += (r * mix.shares[k]![g]!) / cap;
      roundOff += (r / cap) * ROUND_OFF_PER_REPLICA;
    });
    if (load > n + roundOff) mix.replicas[g] = Math.ceil(load - roundOff);
  });
}
