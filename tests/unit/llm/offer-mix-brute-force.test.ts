/**
 * Optimality of the cheapest mix, against brute force on tiny random problems: every whole
 * replica vector within bounds, each checked for a fractional assignment that fits by a plain
 * linear program on request rates (not the solver's fractions), the cheapest feasible kept.
 */
import fc from 'fast-check';
import { solve, type Coefficients, type Constraint } from 'yalps';
import { describe, expect, it } from 'vitest';
import { cheapestOfferMix } from '@shared/llm/offer-mix';
import type { OfferMixProblem } from '@shared/llm/offer-mix-input';
import { capacityFromTable } from './offer-mix-cases';

interface Tiny {
  rates: number[];
  /** caps[g][k], req/s per replica; 0 = cannot serve. */
  caps: number[][];
  prices: number[];
  base: { offer: number; replicas: number } | null;
}

/** Can these replicas (and the base) carry the rates? */
function fits(t: Tiny, replicas: number[]): boolean {
  const constraints = new Map<string, Constraint>();
  const variables = new Map<string, Coefficients>();
  t.rates.forEach((r, k) => constraints.set(`class${k}`, { equal: r }));
  const pools = t.caps.map((row, g) => ({ row, room: replicas[g]! }));
  if (t.base) pools.push({ row: t.caps[t.base.offer]!, room: t.base.replicas });
  pools.forEach(({ row, room }, p) => {
    constraints.set(`room${p}`, { max: room });
    row.forEach((cap, k) => {
      if (cap > 0) variables.set(`x${k}_${p}`, [[`class${k}`, 1], [`room${p}`, 1 / cap]]);
    });
  });
  return solve({ constraints, variables }).status === 'optimal';
}

/** The cheapest feasible replica vector's cost, by trying them all; null when none fits. */
function bruteForceCost(t: Tiny): number | null {
  const bounds = t.caps.map((row) => Math.ceil(t.rates.reduce((sum, r, k) => sum + (row[k]! > 0 ? r / row[k]! : 0), 0)));
  let best: number | null = null;
  const replicas = new Array<number>(t.caps.length).fill(0);
  const visit = (g: number) => {
    if (g === replicas.length) {
      const cost = replicas.reduce((sum, n, i) => sum + n * t.prices[i]!, 0);
      if ((best === null || cost < best - 1e-9) && fits(t, replicas)) best = cost;
      return;
    }
    for (let n = 0; n <= bounds[g]!; n++) {
      replicas[g] = n;
      visit(g + 1);
    }
  };
  visit(0);
  return best;
}

const tinyProblem = fc
  .record({ classes: fc.integer({ min: 1, max: 3 }), offers: fc.integer({ min: 1, max: 3 }) })
  .chain(({ classes, offers }) =>
    fc.record({
      rates: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: classes, maxLength: classes }),
      caps: fc.array(fc.array(fc.constantFrom(0, 1, 1.5, 2, 3, 5), { minLength: classes, maxLength: classes }), { minLength: offers, maxLength: offers }),
      prices: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: offers, maxLength: offers }),
      base: fc.option(fc.record({ offer: fc.integer({ min: 0, max: offers - 1 }), replicas: fc.integer({ min: 0, max: 3 }) }), { nil: null }),
    }),
  );

function asProblem(t: Tiny): OfferMixProblem {
  const table = Object.fromEntries(t.caps.map((row, g) => [`o${g}`, row]));
  return {
    classNames: t.rates.map((_r, k) => `class ${k}`),
    offers: t.prices.map((price, g) => ({ id: `o${g}`, pricePerReplicaHour: price })),
    capacity: capacityFromTable(table),
    slots: [{ hours: 1, classRates: t.rates }],
    base: t.base ? { offerId: `o${t.base.offer}`, replicas: t.base.replicas, pricePerReplicaHour: 0 } : null,
  };
}

describe('the cheapest mix against brute force', () => {
  it('finds the cheapest whole replicas, and they carry the load', () => {
    fc.assert(
      fc.property(tinyProblem, (t) => {
        const outcome = cheapestOfferMix(asProblem(t));
        const expected = bruteForceCost(t);
        if (expected === null) {
          expect(outcome.ok).toBe(false);
          return;
        }
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        const mix = outcome.plan.slots[0]!;
        expect(mix.costPerHour).toBeCloseTo(expected, 9);
        t.rates.forEach((r, k) => {
          if (r > 0) expect(mix.shares[k]!.reduce((s, f) => s + f, mix.baseShares[k]!)).toBeCloseTo(1, 6);
        });
        mix.replicas.forEach((n, g) => {
          const load = t.rates.reduce((sum, r, k) => sum + (t.caps[g]![k]! > 0 ? (r * mix.shares[k]![g]!) / t.caps[g]![k]! : 0), 0);
          expect(load).toBeLessThanOrEqual(n + 1e-5);
        });
        // The mix is never dearer than the best single offer.
        if (outcome.plan.bestSingle) expect(outcome.plan.totalCost).toBeLessThanOrEqual(outcome.plan.bestSingle.cost + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});
