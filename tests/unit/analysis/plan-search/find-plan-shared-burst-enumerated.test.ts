import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import { planKey, planStrategy, type Plan, type PoolSpec } from '@shared/analysis/plan-search/plan-shape';
import { parseScenario, type Scenario } from '@shared/scenario';
import { bruteFrontier, cheapestMeeting, measureStrategy, type Measured } from './brute-force';
import { apiAndTraining, enumerableScenario } from './plan-fixtures';

const price = { asOf: '2026-12-01', source: 'test' };

/**
 * Two offers on demand only: `a`, an 8-GPU instance at 80 an hour (10 a GPU), and `b`, a 1-GPU
 * instance at 50. A model API of 1-GPU replicas (one at night, three from 08:00 to 18:00) and
 * 2-GPU fine-tuning jobs (6 GPU-hours, two a day). Each alone is cheaper on `a` (one instance
 * for the API all day; one instance for each job), and each alone leaves most of the
 * instance empty: on one pool of `a` the jobs run on the GPUs the replicas leave free.
 */
function smallUnitsOnBigInstances(): Scenario {
  const base = enumerableScenario({ simulation: { runs: 4, baseSeed: 5 }, horizonDays: 10 });
  const [a, b] = base.catalog.offers;
  const parsed = parseScenario({
    ...base,
    catalog: {
      ...base.catalog,
      offers: [
        { ...a!, instanceType: 'a-8g', gpusPerInstance: 8, prices: { onDemand: { perHour: 80, ...price } } },
        { ...b!, efficiency: { speedFactor: 1 }, prices: { onDemand: { perHour: 50, ...price } } },
      ],
    },
    workloads: apiAndTraining(base),
    strategies: [
      { id: 'od', name: 'On demand', pools: [{ id: 'b-od', offerId: 'b', kind: 'onDemand' }], placements: [{ workloadId: 'api', poolIds: ['b-od'] }, { workloadId: 'train', poolIds: ['b-od'] }] },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

/**
 * Every plan of the search's space here: each workload on demand on `a` or on `b`, each on a
 * pool of its own, and, both on the same offer, both on one pool of it (the API's, listed
 * first as the search lists it). Built as the search builds plans, so each runs as the same
 * strategy on the same seeds.
 */
function everyPlan(): Plan[] {
  const od = (offerId: string): PoolSpec => ({ kind: 'onDemand', offerId });
  const plans: Plan[] = [];
  for (const apiOffer of ['a', 'b']) {
    for (const trainOffer of ['a', 'b']) {
      plans.push([
        { workloadId: 'api', shape: {}, pools: [od(apiOffer)] },
        { workloadId: 'train', shape: {}, pools: [od(trainOffer)] },
      ]);
    }
    plans.push([
      { workloadId: 'api', shape: {}, pools: [od(apiOffer)] },
      { workloadId: 'train', shape: {}, pools: [], elastic: { workloadId: 'api', poolIndex: 0, at: 0 } },
    ]);
  }
  return plans;
}

describe('findPlan on two workloads with small units on an 8-GPU offer, every plan, shared burst pools included, enumerated', () => {
  it('returns the cheapest plan, one shared on-demand pool, and the frontier of the full enumeration on the same seeds', async () => {
    const scenario = smallUnitsOnBigInstances();
    const all: Measured[] = everyPlan().map((plan) => measureStrategy(scenario, planStrategy(scenario, plan, { id: 'hand', name: 'Hand-built' }), planKey(plan)));
    const cheapest = cheapestMeeting(all)!;
    // The case this test exists for: the cheapest plan of all puts both on one pool of the 8-GPU offer.
    expect(cheapest.key).toBe('api=od:a;train=~with:api#0@0');
    const apart = all.find((m) => m.key === 'api=od:a;train=od:a')!;
    expect(cheapest.cost).toBeLessThan(apart.cost * 0.9);
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.stoppedBy).toBe('searchedAll');
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.key).toBe(cheapest.key);
    expect(best.cost.p50).toBeCloseTo(cheapest.cost, 6);
    // It says so: both name the one pool and the other workload on it, and so does the reason.
    expect(best.choices.map((c) => c.pools.map((p) => [p.kind, p.offerId, p.sharedWith]))).toEqual([[['onDemand', 'a', ['train']]], [['onDemand', 'a', ['api']]]]);
    expect(best.reason).toMatchObject({ kind: 'sharedBurst', poolKind: 'onDemand', offerId: 'a', sharedBy: ['api', 'train'] });
    // "Add as strategy" builds the strategy with one pool, listed by both placements.
    expect(best.strategy.pools).toHaveLength(1);
    expect(best.strategy.placements.map((p) => p.poolIds)).toEqual([[best.strategy.pools[0]!.id], [best.strategy.pools[0]!.id]]);
    const pairs = (points: readonly { cost: number; speed: number }[]) => points.map((p) => [p.cost.toFixed(4), p.speed.toFixed(4)]);
    expect(pairs(result.frontier.map((p) => ({ cost: p.cost.p50, speed: p.turnaroundP95H! })))).toEqual(pairs(bruteFrontier(all)));
  });
});
