import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import type { Scenario } from '@shared/scenario';
import { brutePairs, bruteFrontier, cheapestMeeting, foundKey, frontierPairs, measure, type Desc } from './brute-force';
import { enumerableScenario } from './plan-fixtures';

/**
 * Single-GPU jobs keep about four to five GPUs busy, on demand at 13 an hour. Offer `c` rents
 * two GPUs an instance for 10 an hour reserved (5 a GPU), offer `a` one GPU for 5.2: five GPUs
 * cost 25.2 as two of `c` and one of `a`, against 26 as five of `a` and 30 as three of `c`, so
 * two commitments in one workload are the cheapest. The best single commitment (3 of `c`) is
 * not part of the best pair, so the second commitment is searched above one unit less too.
 */
function twoOfferScenario(): Scenario {
  const s = enumerableScenario({ simulation: { runs: 4, baseSeed: 11 } });
  const a = s.catalog.offers.find((o) => o.id === 'a')!;
  const { spot: _spot, ...noSpot } = a.prices;
  const dear = { ...a.prices.onDemand!, perHour: 13 };
  const c = { ...a, id: 'c', instanceType: 'c-2g', gpusPerInstance: 2, prices: { ...noSpot, onDemand: { ...a.prices.onDemand!, perHour: 80 }, reserved: [{ ...a.prices.reserved[0]!, perHour: 10 }] } };
  return {
    ...s,
    catalog: { ...s.catalog, offers: [{ ...a, prices: { ...noSpot, onDemand: dear, reserved: [{ ...a.prices.reserved[0]!, perHour: 5.2 }] } }, c] },
    workloads: s.workloads.map((w) => (w.kind === 'training' ? { ...w, gpusPerJob: 1, arrivals: { type: 'poisson' as const, perDay: 8 } } : w)),
  };
}

function everyPlan(): Desc[][] {
  const od: Desc = { kind: 'onDemand', offerId: 'a' };
  const out: Desc[][] = [[od], [{ kind: 'onDemand', offerId: 'c' }]];
  const ri = (offerId: string, count: number): Desc => ({ kind: 'reserved', offerId, count });
  for (let i = 1; i <= 8; i++) out.push([ri('a', i), od]);
  for (let j = 1; j <= 5; j++) out.push([ri('c', j), od]);
  for (let i = 1; i <= 8; i++) {
    for (let j = 1; j <= 5; j++) {
      out.push([ri('a', i), ri('c', j), od]);
      out.push([ri('c', j), ri('a', i), od]);
    }
  }
  return out;
}

describe('findPlan with two commitments in one workload', () => {
  it('finds the cheapest plan of the full enumeration, two reservations of different offers, and its frontier', async () => {
    const scenario = twoOfferScenario();
    const all = everyPlan().map((pools) => measure(scenario, pools));
    const cheapest = cheapestMeeting(all)!;
    // The case this test exists for: the cheapest plan commits to both offers.
    expect(cheapest.key).toMatch(/^reserved:(a|c):\d+:>reserved:(a|c):\d+:>onDemand/);
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.stoppedBy).toBe('searchedAll');
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.cost.p50).toBeCloseTo(cheapest.cost, 6);
    expect(all.filter((m) => m.meets && Math.abs(m.cost - cheapest.cost) < 1e-6).map((m) => m.key)).toContain(foundKey(result, best.key));
    expect(frontierPairs(result)).toEqual(brutePairs(bruteFrontier(all)));
  });
});
