import { savingsPlanUpfrontShare, type SavingsPlan, type Scenario } from '@shared/scenario';
import { addMonthsSeconds, buildCalendar, DAY_S } from '@shared/sim/calendar';

const MICRO = 1_000_000;
const HOURS_PER_DAY = 24;

/**
 * What savings plans still pay from `fromS` on, by calendar month "YYYY-MM" (micro-units): each
 * hour's commitment less its upfront share, and the upfront share of the whole term in the month
 * a plan that starts after `fromS` begins (one that started before paid it inside the run).
 * Integer arithmetic as the simulator's: round(commitment x share) an hour.
 */
export function savingsPlanCashAfter(scenario: Scenario, plans: readonly SavingsPlan[], fromS: number): Record<string, number> {
  const fromDay = Math.floor(fromS / DAY_S);
  const terms = plans.map((plan) => ({
    plan,
    openDay: plan.startDay,
    closeDay: addMonthsSeconds(scenario.startDate, plan.startDay, plan.termMonths) / DAY_S,
    perHour: Math.round(plan.commitmentPerHour * MICRO),
    upfrontShare: savingsPlanUpfrontShare(plan.payment),
  }));
  const live = terms.filter((t) => t.closeDay > fromDay);
  if (live.length === 0) return {};
  const cal = buildCalendar(scenario.startDate, Math.max(...live.map((t) => t.closeDay)));
  const byMonth = new Float64Array(cal.monthKeys.length);
  for (const t of live) {
    const upfrontPerHour = Math.round(t.perHour * t.upfrontShare);
    if (t.openDay >= fromDay && upfrontPerHour > 0) byMonth[cal.monthOfDay[t.openDay]!]! += upfrontPerHour * (t.closeDay - t.openDay) * HOURS_PER_DAY;
    for (let d = Math.max(t.openDay, fromDay); d < t.closeDay; d++) byMonth[cal.monthOfDay[d]!]! += (t.perHour - upfrontPerHour) * HOURS_PER_DAY;
  }
  const out: Record<string, number> = {};
  cal.monthKeys.forEach((key, m) => {
    if (byMonth[m] !== 0) out[key] = byMonth[m]!;
  });
  return out;
}
