import type { PoolKind, Scenario, Strategy } from '@shared/scenario';
import type { BillGroup, BillImport, BillPurchase } from './bill-types';

/** A bill line's identity for mapping: purchase option and instance type (all months, all regions). */
export const billLineKey = (g: { purchase: BillPurchase; instanceType: string }) => `${g.purchase}|${g.instanceType}`;

/** Where each bill line goes: a pool of the strategy, or null to leave it out of the back-test. */
export type PoolMapping = Record<string, string | null>;

export interface BillLineSummary {
  key: string;
  purchase: BillPurchase;
  instanceType: string;
  usageHours: number;
  cost: number;
}

/** The bill's distinct lines over all months, costliest first: the rows of the mapping table. */
export function billLines(bill: BillImport): BillLineSummary[] {
  const byKey = new Map<string, BillLineSummary>();
  for (const g of bill.groups) {
    const key = billLineKey(g);
    const line = byKey.get(key) ?? { key, purchase: g.purchase, instanceType: g.instanceType, usageHours: 0, cost: 0 };
    line.usageHours += g.usageHours;
    line.cost += g.cost;
    byKey.set(key, line);
  }
  return [...byKey.values()].sort((a, b) => b.cost - a.cost || a.key.localeCompare(b.key));
}

const sameType = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The mapping a planner starts from: each bill line to the strategy's pool of the same purchase
 * option whose offer is that instance type (a savings plan's covered usage: the on-demand pool,
 * the usage a plan covers); else to a pool of that instance type of another kind; else unmapped
 * (absent from the result). A savings plan's unused commitment (no instance type) goes to the
 * strategy's first on-demand pool when it has savings plans, so the back-test compares it with
 * the plans' simulated unused commitment. The planner corrects it in a table.
 */
export function defaultPoolMapping(scenario: Scenario, strategy: Strategy, bill: BillImport): PoolMapping {
  const offerType = new Map(scenario.catalog.offers.map((o) => [o.id, o.instanceType]));
  const mapping: PoolMapping = {};
  const firstOnDemand = strategy.savingsPlans?.length ? strategy.pools.find((p) => p.kind === 'onDemand') : undefined;
  for (const line of billLines(bill)) {
    if (line.purchase === 'savingsPlan' && line.instanceType === '') {
      if (firstOnDemand) mapping[line.key] = firstOnDemand.id;
      continue;
    }
    const ofType = strategy.pools.filter((p) => sameType(offerType.get(p.offerId) ?? '', line.instanceType));
    const pool = ofType.find((p) => p.kind === poolKindOfPurchase(line.purchase)) ?? ofType[0];
    if (pool) mapping[line.key] = pool.id;
  }
  return mapping;
}

/** A mapping keeps only lines of this bill and pools of this strategy; anything else is dropped. */
export function cleanPoolMapping(strategy: Strategy, bill: BillImport, mapping: PoolMapping): PoolMapping {
  const pools = new Set(strategy.pools.map((p) => p.id));
  const lines = new Set(billLines(bill).map((l) => l.key));
  const out: PoolMapping = {};
  for (const [key, poolId] of Object.entries(mapping)) {
    if (!lines.has(key)) continue;
    if (poolId === null || pools.has(poolId)) out[key] = poolId;
  }
  return out;
}

/** The pool kind a bill line's purchase is compared with: a savings plan's lines with on-demand pools (the usage it covers ran on demand). */
export function poolKindOfPurchase(purchase: BillPurchase): PoolKind {
  return purchase === 'savingsPlan' ? 'onDemand' : purchase;
}

export function poolKindOf(strategy: Strategy, poolId: string): PoolKind | null {
  return strategy.pools.find((p) => p.id === poolId)?.kind ?? null;
}

export type { BillGroup };
