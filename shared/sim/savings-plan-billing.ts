import type { Calendar } from './calendar';
import type { CompiledSavingsPlan } from './compiled';
import { coverHours } from './savings-plan-cover';

const HOURS_PER_DAY = 24;

/** The ledger's books a savings plan changes (integer micro-units; the arrays are written in place). */
export interface PlanBooks {
  dayCost: Float64Array;
  poolCost: Float64Array;
  /** Index pool * months + month. */
  poolMonthCost: Float64Array;
  workloadCost: Float64Array;
  /** Index pool * workloads + workload. */
  poolWorkloadCost: Float64Array;
  /** Index month: cash moved away from the month the cost falls in (upfront payments). */
  monthCash: Float64Array;
  nWorkloads: number;
}

/** One plan's figures over the run, and by calendar month (integer micro-units). */
export interface PlanBill {
  id: string;
  commitment: number;
  used: number;
  coveredList: number;
  eligibleList: number;
  beyondHorizon: number;
  /** Index month: each of the four figures above by month. */
  byMonth: { commitment: Float64Array; used: Float64Array; coveredList: Float64Array; eligibleList: Float64Array };
}

/**
 * Bills the plans against the pools' hourly on-demand list cost (`listByPoolHour`, unrounded):
 * each pool's cost falls by the discount on what the plans covered, and each hour's unused
 * commitment is added to the day's cost. Returns each plan's figures and the unused commitment
 * in all (the caller counts it as idle commitment). Totals stay integer sums of the same pieces:
 * day, month, pool and workload costs all move by the same integers.
 */
export function billSavingsPlans(
  plans: readonly CompiledSavingsPlan[],
  listByPoolHour: readonly (Float64Array | null)[],
  calendar: Calendar,
  books: PlanBooks,
): { bills: PlanBill[]; unused: number } {
  const hours = calendar.days * HOURS_PER_DAY;
  const nMonths = calendar.monthKeys.length;
  const rounded = listByPoolHour.map((l) => (l === null ? null : l.map((x) => Math.round(x))));
  const { discountByPoolHour, plans: planHours } = coverHours(plans, rounded, hours);
  const nPools = listByPoolHour.length;
  for (let p = 0; p < nPools; p++) {
    let poolDiscount = 0;
    for (let h = 0; h < hours; h++) {
      const d = discountByPoolHour[p * hours + h]!;
      if (d === 0) continue;
      const day = Math.floor(h / HOURS_PER_DAY);
      books.dayCost[day]! -= d;
      books.poolMonthCost[p * nMonths + calendar.monthOfDay[day]!]! -= d;
      poolDiscount += d;
    }
    if (poolDiscount === 0) continue;
    books.poolCost[p]! -= poolDiscount;
    shareDiscount(books, p, poolDiscount);
  }
  let unusedAll = 0;
  const bills = plans.map((plan, i) => {
    const hrs = planHours[i]!;
    const byMonth = { commitment: new Float64Array(nMonths), used: new Float64Array(nMonths), coveredList: new Float64Array(nMonths), eligibleList: new Float64Array(nMonths) };
    for (let h = 0; h < hours; h++) {
      const c = hrs.commitment[h]!;
      if (c === 0 && hrs.eligibleList[h] === 0) continue;
      const day = Math.floor(h / HOURS_PER_DAY);
      const m = calendar.monthOfDay[day]!;
      const unused = c - hrs.used[h]!;
      books.dayCost[day]! += unused;
      unusedAll += unused;
      byMonth.commitment[m]! += c;
      byMonth.used[m]! += hrs.used[h]!;
      byMonth.coveredList[m]! += hrs.coveredList[h]!;
      byMonth.eligibleList[m]! += hrs.eligibleList[h]!;
      // Cash: the upfront share of each hour's commitment was paid on the plan's first day.
      books.monthCash[m]! -= Math.round(c * plan.upfrontShare);
    }
    const inHorizon = Math.max(0, Math.min(hours, plan.closeHour) - Math.max(0, plan.openHour));
    const beyondHours = Math.max(0, plan.closeHour - Math.max(plan.openHour, hours));
    const termHours = plan.closeHour - plan.openHour;
    if (plan.upfrontShare > 0 && plan.openHour < hours) {
      books.monthCash[calendar.monthOfDay[Math.floor(plan.openHour / HOURS_PER_DAY)]!]! += Math.round(plan.upfrontShare * plan.commitmentMicro) * termHours;
    }
    const sum = (a: Float64Array): number => a.reduce((s, x) => s + x, 0);
    return {
      id: plan.id,
      commitment: inHorizon * plan.commitmentMicro,
      used: sum(byMonth.used),
      coveredList: sum(byMonth.coveredList),
      eligibleList: sum(byMonth.eligibleList),
      beyondHorizon: beyondHours * plan.commitmentMicro,
      byMonth,
    };
  });
  return { bills, unused: unusedAll };
}

/**
 * A pool's discount shared between the workloads that ran on it, by their cost there (each
 * share rounded down, the remainder to the workload that paid the most), so the workloads'
 * costs still add up to the pool's.
 */
function shareDiscount(books: PlanBooks, p: number, discount: number): void {
  const nW = books.nWorkloads;
  let poolCost = 0;
  let largest = -1;
  for (let w = 0; w < nW; w++) {
    const c = books.poolWorkloadCost[p * nW + w]!;
    poolCost += c;
    if (largest < 0 || c > books.poolWorkloadCost[p * nW + largest]!) largest = w;
  }
  if (poolCost <= 0 || largest < 0) return;
  let given = 0;
  for (let w = 0; w < nW; w++) {
    const share = Math.floor((discount * books.poolWorkloadCost[p * nW + w]!) / poolCost);
    books.poolWorkloadCost[p * nW + w]! -= share;
    books.workloadCost[w]! -= share;
    given += share;
  }
  books.poolWorkloadCost[p * nW + largest]! -= discount - given;
  books.workloadCost[largest]! -= discount - given;
}
