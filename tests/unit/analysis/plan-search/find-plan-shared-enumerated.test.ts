import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import { planKey, planStrategy, type Plan, type PoolSpec, type SharedPoolSpec, type WorkloadPlan } from '@shared/analysis/plan-search/plan-shape';
import { AFTER_PREEMPTIONS, JOB_PRIORITY, SERVICE_PRIORITY } from '@shared/analysis/plan-search/shared-pool-candidates';
import { commitmentChoices, commitmentSpec, workloadSpace } from '@shared/analysis/plan-search/workload-candidates';
import { parseScenario, type Scenario } from '@shared/scenario';
import { bruteFrontier, cheapestMeeting, measureStrategy, type Measured } from './brute-force';
import { apiAndTraining, enumerableScenario } from './plan-fixtures';

/** Counts of 1-GPU reservations tried for each workload: past what either peaks at (3 replicas, jobs of 2 GPUs). */
const MAX_COUNT = 8;

/**
 * One offer (1 GPU, 10 an hour on demand, 3 reserved) and two workloads: a model API needing
 * one replica at night and three from 08:00 to 18:00, and 2-GPU fine-tuning jobs (6 GPU-hours,
 * two a day). The API's three reserved GPUs idle 28 GPU-hours a day, more than the jobs need,
 * so sharing them with the jobs at a lower priority is the cheapest plan.
 */
function serviceAndTraining(): Scenario {
  const base = enumerableScenario({ simulation: { runs: 4, baseSeed: 5 }, horizonDays: 10 });
  const a = base.catalog.offers.find((o) => o.id === 'a')!;
  const { spot: _spot, ...rest } = a.prices;
  const prices = { ...rest, reserved: [{ ...rest.reserved[0]!, perHour: 3 }] };
  const parsed = parseScenario({
    ...base,
    catalog: { ...base.catalog, offers: [{ ...a, prices }] },
    workloads: apiAndTraining(base),
    strategies: [
      { id: 'od', name: 'On demand', pools: [{ id: 'a-od', offerId: 'a', kind: 'onDemand' }], placements: [{ workloadId: 'api', poolIds: ['a-od'] }, { workloadId: 'train', poolIds: ['a-od'] }] },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

/**
 * Every plan of the search's space on this scenario, and more: each workload on demand or with
 * 1 to MAX_COUNT reserved GPUs before on demand, and, with the API holding reserved GPUs, the
 * jobs on them first at the lower priority, behind them each of the jobs' own choices or none,
 * never leaving or leaving after AFTER_PREEMPTIONS preemptions. Built as the search builds
 * plans, so each runs as the same strategy on the same seeds.
 */
function everyPlan(scenario: Scenario): Plan[] {
  const od: PoolSpec = { kind: 'onDemand', offerId: 'a' };
  const option = (id: string) => commitmentChoices(scenario, workloadSpace(scenario, scenario.workloads.find((w) => w.id === id)!, scenario.catalog.offers), undefined)[0]!;
  const choices = (id: string): PoolSpec[][] => [[od], ...Array.from({ length: MAX_COUNT }, (_, i) => [commitmentSpec(option(id), i + 1), od])];
  const plans: Plan[] = [];
  for (const api of choices('api')) {
    const apiPlan: WorkloadPlan = { workloadId: 'api', shape: {}, pools: api };
    for (const train of choices('train')) {
      plans.push([apiPlan, { workloadId: 'train', shape: {}, pools: train }]);
      if (api.length === 1) continue;
      for (const k of [undefined, AFTER_PREEMPTIONS]) {
        const shares: SharedPoolSpec = { workloadId: 'api', poolIndex: 0, priority: JOB_PRIORITY, ownerPriority: SERVICE_PRIORITY, ...(k !== undefined ? { afterPreemptions: k } : {}) };
        plans.push([apiPlan, { workloadId: 'train', shape: {}, pools: train, shares }]);
      }
    }
    if (api.length > 1) plans.push([apiPlan, { workloadId: 'train', shape: {}, pools: [], shares: { workloadId: 'api', poolIndex: 0, priority: JOB_PRIORITY, ownerPriority: SERVICE_PRIORITY } }]);
  }
  return plans;
}

describe('findPlan on a service and a training stream whose every plan, shared ones included, is enumerated', () => {
  it('returns the cheapest plan, a shared reservation, and the frontier of the full enumeration on the same seeds', async () => {
    const scenario = serviceAndTraining();
    const all: Measured[] = everyPlan(scenario).map((plan) => measureStrategy(scenario, planStrategy(scenario, plan, { id: 'hand', name: 'Hand-built' }), planKey(plan)));
    const cheapest = cheapestMeeting(all)!;
    // The case this test exists for: the cheapest plan of all shares the API's reservation.
    expect(cheapest.key).toContain('~on:api#0');
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.stoppedBy).toBe('searchedAll');
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.cost.p50).toBeCloseTo(cheapest.cost, 6);
    expect(all.filter((m) => m.meets && Math.abs(m.cost - cheapest.cost) < 1e-6).map((m) => m.key)).toContain(best.key);
    expect(best.choices[1]!.sharedPool).toMatchObject({ workloadId: 'api', kind: 'reserved', priority: JOB_PRIORITY, servicePriority: SERVICE_PRIORITY });
    const pairs = (points: readonly { cost: number; speed: number }[]) => points.map((p) => [p.cost.toFixed(4), p.speed.toFixed(4)]);
    expect(pairs(result.frontier.map((p) => ({ cost: p.cost.p50, speed: p.turnaroundP95H! })))).toEqual(pairs(bruteFrontier(all)));
    // It ran far fewer plans than there are.
    expect(result.plansTried).toBeLessThan(all.length / 2);
  });
});
