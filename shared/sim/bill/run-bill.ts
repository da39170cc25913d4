import type { BillCosts } from '@shared/scenario';
import { DAY_S, type Calendar } from '../calendar';
import type { RunBill } from '../results';
import type { Sim } from '../sim-state';
import { billLines, type BillMonth } from './bill-lines';

/** Days in the calendar month "YYYY-MM" (day 0 of the next month is the last day of this one). */
function daysInMonth(key: string): number {
  const [y, m] = key.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate();
}

/** The horizon's calendar months: how much of each it covers, and how long each is. */
export function billMonths(calendar: Calendar): BillMonth[] {
  return calendar.monthKeys.map((key, m) => {
    const from = calendar.monthStartDay[m]!;
    const to = m + 1 < calendar.monthKeys.length ? calendar.monthStartDay[m + 1]! : calendar.days;
    return { key, secondsInHorizon: (to - from) * DAY_S, secondsInMonth: daysInMonth(key) * DAY_S };
  });
}

/** A finished run's bill: the pools' GPU cost and hours by month, the requests it served, the scenario's bill costs. */
export function runBill(sim: Sim, costs: BillCosts): RunBill {
  const c = sim.c;
  const nMonths = c.calendar.monthKeys.length;
  const ledger = sim.ledger;
  const pools = c.pools.map((p) => ({
    kind: p.kind,
    provider: p.offer.provider,
    offerId: p.offer.id,
    gpusPerInstance: p.offer.gpusPerInstance,
    costByMonth: ledger.poolMonthCost.subarray(p.index * nMonths, (p.index + 1) * nMonths),
    billedGpuSByMonth: ledger.poolMonthBilledGpuS.subarray(p.index * nMonths, (p.index + 1) * nMonths),
  }));
  const plans = ledger.savingsPlanBills;
  const unusedCommitmentByMonth =
    plans.length === 0 ? undefined : c.calendar.monthKeys.map((_, m) => plans.reduce((s, b) => s + b.byMonth.commitment[m]! - b.byMonth.used[m]!, 0));
  return billLines({ costs, months: billMonths(c.calendar), pools, servedByMonth: sim.counters.servedByMonth, ...(unusedCommitmentByMonth ? { unusedCommitmentByMonth } : {}) });
}
