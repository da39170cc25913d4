import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import { parseScenario, parseScenarioText, type Scenario, type ScenarioInput } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';

const local = { evaluate: localEvaluator(), now: () => 0 };
const src = { asOf: '2026-12-01', source: 'test', status: 'estimate' as const };

/**
 * A service held at exactly 2 replicas of 1 GPU on offer `c` (10 an hour on demand, no
 * provisioning delay, billed by the second) for 30 days: 720 hours of 2 GPU-hours, a list cost
 * of 20 every hour. The offer lists one savings-plan rate, a compute plan of 12 months with no
 * upfront at 0.7 (30 % off), and no reservation or spot price: pay-as-you-go or a plan.
 */
function steadyService(): Scenario {
  const input: ScenarioInput = {
    schemaVersion: 8,
    name: 'Steady service',
    currency: 'USD',
    startDate: '2027-01-04',
    horizonDays: 30,
    catalog: {
      asOf: '2026-12-01',
      referenceGpuId: 'g',
      gpus: [{ id: 'g', name: 'Test GPU', memoryGb: 80, relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 }, interconnect: 'nvlink' }],
      offers: [
        {
          id: 'c',
          provider: 'Cloud',
          region: 'east',
          instanceType: 'c-1g',
          gpuId: 'g',
          gpusPerInstance: 1,
          vcpus: 8,
          ramGb: 64,
          networkGbps: 10,
          virtualization: 'passthrough',
          provisioningDelaySeconds: 0,
          billing: { granularitySeconds: 1, minimumSeconds: 0 },
          prices: { onDemand: { perHour: 10, ...src }, savingsPlans: [{ scope: 'compute', termMonths: 12, payment: 'noUpfront', rate: 0.7, ...src }] },
        },
      ],
    },
    workloads: [
      {
        id: 'api',
        name: 'API',
        kind: 'inference',
        traffic: { weekday: Array<number>(24).fill(1), weekend: Array<number>(24).fill(1) },
        requestsPerSecondPerReplica: 4,
        gpusPerReplica: 1,
        minReplicas: 2,
        maxReplicas: 2,
        serviceTimeMs: 100,
        latencyTargetMs: 2000,
      },
    ],
    strategies: [
      {
        id: 'od',
        name: 'On demand',
        pools: [{ id: 'c-od', offerId: 'c', kind: 'onDemand' }],
        placements: [{ workloadId: 'api', poolIds: ['c-od'], scaling: 'fixed', fixedReplicas: 2 }],
      },
    ],
    simulation: { runs: 3, baseSeed: 5 },
  };
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

describe('the plan search tries savings plans and owned servers', () => {
  it('buys a savings plan for steady on-demand use, at the cost worked by hand', async () => {
    const scenario = steadyService();
    const result = await findPlan(scenario, {}, local);
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    const plan = best.choices[0]!.savingsPlan!;
    // The best commitment covers the whole hour at the plan's rate: 20 × 0.7 = 14 an hour.
    expect(plan).toEqual({ provider: 'Cloud', scope: 'compute', commitmentPerHour: 14, termMonths: 12, payment: 'noUpfront' });
    // On demand: 720 h × 20 = 14,400. Covered saving: the 14,400 of list cost covered, paid 14,400 × 0.7
    // = 10,080 from the commitment, saves 4,320. Unused commitment: 14 − 14 = 0 in every hour.
    // So 14,400 − 4,320 + 0 = 10,080 (the commitment, 720 × 14, paid whole).
    const onDemand = runStrategy(scenario, 'od', scenario.simulation.baseSeed);
    expect(onDemand.totalCostMicro).toBe(14_400_000_000);
    expect(best.cost.p50).toBeCloseTo(10_080, 6);
    const withPlan = runStrategy({ ...scenario, strategies: [best.strategy] }, best.strategy.id, scenario.simulation.baseSeed);
    const bill = withPlan.savingsPlans![0]!;
    expect(bill.coveredOnDemandMicro).toBe(14_400_000_000);
    expect(bill.usedMicro).toBe(10_080_000_000);
    expect(bill.unusedMicro).toBe(0);
    expect(withPlan.totalCostMicro).toBe(onDemand.totalCostMicro - (bill.coveredOnDemandMicro - bill.usedMicro) + bill.unusedMicro);
    // "Add as strategy" adds the plan under a name that says what it is, and the scenario stays valid.
    expect(best.strategy.savingsPlans).toHaveLength(1);
    expect(best.strategy.savingsPlans![0]!.name).toBe('Savings plan Cloud, 14.00 USD/h, 1 year, no upfront');
    expect(parseScenario({ ...scenario, strategies: [...scenario.strategies, best.strategy] }).ok).toBe(true);
    // Signing it commits the whole year (8,760 h × 14 = 122,640), 10,080 of it inside the horizon.
    expect(best.contract.contractValue).toBeCloseTo(122_640, 2);
    expect(best.contract.inHorizon).toBeCloseTo(10_080, 2);
    expect(best.reason).toMatchObject({ kind: 'savingsPlan', workloadId: 'api', commitmentPerHour: 14 });
    expect(best.reason.kind === 'savingsPlan' && best.reason.savedShare).toBeCloseTo(0.3, 6);
  });

  it('tries no savings plan whose term the planner does not accept', async () => {
    const result = await findPlan(steadyService(), { longestTerm: 'horizon' }, local);
    expect(result.frontier.every((p) => p.choices.every((c) => c.savingsPlan === undefined))).toBe(true);
  });

  it('on "rent or own" finds owned servers cheaper than renting on demand', async () => {
    const parsed = parseScenarioText(readFileSync('scenarios/12-rent-or-own.headroom.json', 'utf8'));
    if (!parsed.ok) throw new Error('scenario 12 does not parse');
    const scenario = parsed.scenario;
    const result = await findPlan(scenario, {}, local);
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    const owned = best.choices.flatMap((c) => c.pools).filter((p) => p.kind === 'owned');
    expect(owned).toEqual([expect.objectContaining({ kind: 'owned', offerId: 'owned-8x-h100', count: 1 })]);
    const onDemand = result.existing.find((e) => e.strategyId === 'on-demand')!;
    expect(best.meetsTargets).toBe(true);
    expect(best.cost.p50).toBeLessThan(onDemand.cost.p50);
    // The owned pool runs as the scenario's own owned pool does (its staff, tariff, resale), at the catalog's price.
    const pool = best.strategy.pools.find((p) => p.kind === 'owned');
    expect(pool).toMatchObject({ servers: 1, orderDay: 0, staffPerMonth: 2000, tariffPerKwh: 0.12, resalePercent: 35 });
    expect(pool && 'pricePerServer' in pool).toBe(false);
    // One server at the catalog's $275,000, bought outright.
    expect(best.ownedPurchase).toBe(275_000);
    expect(parseScenario({ ...scenario, strategies: [...scenario.strategies, best.strategy] }).ok).toBe(true);
  });
});
