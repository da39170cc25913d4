import type { Scenario, Strategy } from '@shared/scenario';
import { activeSpans } from '@shared/scenario/recurring-series';
import type { BillImport } from './bill-types';
import { billLines, type PoolMapping } from './pool-mapping';

/**
 * The bill lines mapped to a pool of the strategy. With none, a back-test would set the whole
 * simulated cost against nothing billed, so it is refused until one line is mapped.
 */
export function mappedLineCount(strategy: Strategy, bill: BillImport, mapping: PoolMapping): number {
  const pools = new Set(strategy.pools.map((p) => p.id));
  return billLines(bill).filter((l) => {
    const poolId = mapping[l.key];
    return poolId !== null && poolId !== undefined && pools.has(poolId);
  }).length;
}

/** A workload whose phases all lie after the bill's period: none of its work is simulated there. */
export interface WorkOutsidePeriod {
  name: string;
  /** Its first phase's first day, counted from the bill's first day (0). */
  startDay: number;
}

/**
 * The workloads of the scenario moved onto the bill's period (scenarioOverBillPeriod) whose
 * phases the period does not reach: a 90-day bill against production from day 120 compares
 * the bill with a plan that runs none of that work, which the planner must be told.
 */
export function workOutsideBillPeriod(moved: Scenario): WorkOutsidePeriod[] {
  return moved.workloads
    .filter((w) => w.phaseIds.length > 0 && activeSpans(moved, w).length === 0)
    .map((w) => ({
      name: w.name,
      startDay: Math.min(...moved.phases.filter((p) => w.phaseIds.includes(p.id)).map((p) => p.startDay)),
    }));
}
