import type { Pool, Scenario, ScenarioIssue, Strategy } from '@shared/scenario';
import type { OwnedChange, WhatIfAdjustments } from './adjustments';

/**
 * The what-if's moves of owned servers and savings plans, apart from the catalog's prices:
 * the tariff and resale value of every owned pool, a pool's own server price (the catalog's
 * owned price moves with the other prices), and each savings plan's commitment per hour.
 */

type OwnedPool = Extract<Pool, { kind: 'owned' }>;

/** A pool's resale value moved by `points` percentage points, kept within 0–100 %. */
export function movedResale(percent: number, points: number): number {
  return Math.min(100, Math.max(0, percent + points));
}

/** An owned pool with the what-if's tariff, resale and server-price change (a price it leaves to the catalog moves there). */
export function adjustOwnedPool(pool: OwnedPool, owned: OwnedChange | undefined, priceChange: number | undefined): OwnedPool {
  const tariff = owned?.tariff ?? 0;
  const points = owned?.resalePoints ?? 0;
  const price = priceChange ?? 0;
  if (tariff === 0 && points === 0 && price === 0) return pool;
  return {
    ...pool,
    tariffPerKwh: pool.tariffPerKwh * (1 + tariff),
    resalePercent: movedResale(pool.resalePercent, points),
    ...(pool.pricePerServer !== undefined ? { pricePerServer: pool.pricePerServer * (1 + price) } : {}),
  };
}

/** The strategy's savings plans with the what-if's commitments per hour (keyed by plan id). */
export function adjustSavingsPlans(strategy: Strategy, changes: Record<string, number> | undefined): Strategy {
  if (!changes || !strategy.savingsPlans) return strategy;
  return {
    ...strategy,
    savingsPlans: strategy.savingsPlans.map((plan) => {
      const change = changes[plan.id];
      return change === undefined || change === 0 ? plan : { ...plan, commitmentPerHour: plan.commitmentPerHour * (1 + change) };
    }),
  };
}

/** Savings-plan changes naming a strategy or plan the scenario does not have, by their adjustment path. */
export function savingsPlanIssues(scenario: Scenario, adj: WhatIfAdjustments): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  for (const [strategyId, plans] of Object.entries(adj.savingsPlans ?? {})) {
    const strategy = scenario.strategies.find((s) => s.id === strategyId);
    if (!strategy) {
      issues.push({ path: `savingsPlans.${strategyId}`, message: `no strategy has the id "${strategyId}"` });
      continue;
    }
    for (const planId of Object.keys(plans)) {
      if (!strategy.savingsPlans?.some((p) => p.id === planId))
        issues.push({ path: `savingsPlans.${strategyId}.${planId}`, message: `strategy "${strategyId}" has no savings plan "${planId}"` });
    }
  }
  return issues;
}
