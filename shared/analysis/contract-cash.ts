import type { Pool, Scenario } from '@shared/scenario';
import { buildCalendar, DAY_S } from '@shared/sim/calendar';
import { compileCommittedPools } from '@shared/sim/compile';
import type { CompiledPool } from '@shared/sim/compiled';
import { ownedPricePayments } from '@shared/sim/owned-costs';
import type { RunResult } from '@shared/sim/results';
import { savingsPlanCashAfter } from './savings-plan-cash';

/**
 * Cash over the whole contract. A run pays cash only inside the horizon (an upfront payment in
 * full, the rest as it accrues); a reservation or bare-metal term that outlasts the horizon
 * keeps being paid after it. Those payments are fixed by the contract, not by the work, so
 * they are worked out here from the terms, month by month, with the simulator's own calendar
 * and rates, and added to the run's months.
 */

/** Adds one committed pool's payments in [fromS, closeS) to `out`, by day of the calendar (an upfront payment in the month its term starts). */
function addPoolAfter(pool: CompiledPool, fromS: number, monthOf: (day: number) => number, out: Float64Array, startDate: string): void {
  const close = pool.closeS;
  if (pool.owned !== null) {
    // Owned servers: only lease payments still due (their running costs follow the work, which ends at the horizon).
    for (const pay of ownedPricePayments(pool.owned.terms, startDate)) if (pay.atS >= fromS) out[monthOf(Math.floor(pay.atS / DAY_S))]! += Math.round(pay.amount * 1_000_000);
    return;
  }
  if (pool.kind === 'reserved') {
    const rate = pool.committedInstances * pool.rateMicroPerInstanceS;
    // A term that starts after the horizon pays its upfront share when it starts; one that
    // starts inside it has paid it there already (the run counted it).
    if (pool.openS >= fromS && pool.upfrontShare > 0) out[monthOf(Math.floor(pool.openS / DAY_S))]! += Math.round(pool.upfrontShare * (close - pool.openS) * rate);
    const start = Math.max(pool.openS, fromS);
    for (let d = Math.floor(start / DAY_S); d * DAY_S < close; d++) {
      const a = Math.max(start, d * DAY_S);
      const b = Math.min(close, (d + 1) * DAY_S);
      if (b > a) out[monthOf(d)]! += Math.round((b - a) * rate * (1 - pool.upfrontShare));
    }
    return;
  }
  const bm = pool.billingMonths;
  for (let m = 0; m + 1 < bm.length; m++) {
    const ms = Math.max(bm[m]!, fromS);
    const me = bm[m + 1]!;
    if (me <= ms) continue;
    const rate = (pool.committedInstances * pool.perServerMonthMicro) / (me - bm[m]!);
    for (let d = Math.floor(ms / DAY_S); d * DAY_S < me; d++) {
      const a = Math.max(ms, d * DAY_S);
      const b = Math.min(me, (d + 1) * DAY_S);
      if (b > a) out[monthOf(d)]! += Math.round((b - a) * rate);
    }
  }
}

/** When a committed pool's last payment falls due: its term's end, or an owned pool's last lease payment (just after it). */
function paidUntil(pool: CompiledPool, startDate: string): number {
  if (pool.owned === null) return pool.closeS;
  const payments = ownedPricePayments(pool.owned.terms, startDate);
  return payments[payments.length - 1]!.atS + 1;
}

/** What these committed pools pay from `fromS` on (their whole term from 0), by calendar month "YYYY-MM" (micro-units). */
export function committedCashMicro(scenario: Scenario, committed: readonly Pool[], fromS: number): Record<string, number> {
  const pools = compileCommittedPools(scenario, committed).filter((p) => paidUntil(p, scenario.startDate) > fromS && p.committedInstances > 0);
  if (pools.length === 0) return {};
  const lastDay = Math.ceil(Math.max(...pools.map((p) => paidUntil(p, scenario.startDate))) / DAY_S);
  const cal = buildCalendar(scenario.startDate, Math.max(lastDay, Math.ceil(fromS / DAY_S) + 1));
  const byMonth = new Float64Array(cal.monthKeys.length);
  for (const p of pools) addPoolAfter(p, fromS, (d) => cal.monthOfDay[d]!, byMonth, scenario.startDate);
  const out: Record<string, number> = {};
  cal.monthKeys.forEach((key, m) => {
    if (byMonth[m] !== 0) out[key] = byMonth[m]!;
  });
  return out;
}

/** What the strategy's commitments still pay after the horizon, by calendar month "YYYY-MM" (micro-units). */
export function afterHorizonCashMicro(scenario: Scenario, strategyId: string): Record<string, number> {
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  if (!strategy) return {};
  const fromS = scenario.horizonDays * DAY_S;
  const pools = committedCashMicro(scenario, strategy.pools, fromS);
  // Savings plans: their commitment after the horizon, paid used or not.
  return strategy.savingsPlans?.length ? addCashByMonth(pools, savingsPlanCashAfter(scenario, strategy.savingsPlans, fromS)) : pools;
}

/** Every month's cash of a run over the whole contract: the run's own months, then the contract's tail. */
export function addCashByMonth(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) out[key] = (a[key] ?? 0) + (b[key] ?? 0);
  return out;
}

export function wholeContractCashMicro(run: Pick<RunResult, 'cashByMonthMicro'>, afterHorizon: Readonly<Record<string, number>>): Record<string, number> {
  return addCashByMonth(run.cashByMonthMicro, afterHorizon);
}
