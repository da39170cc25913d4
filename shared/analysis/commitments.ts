import { comparisonBasisOf, type ComparisonBasis, type Scenario } from '@shared/scenario';
import { addMonthsSeconds } from '@shared/sim/calendar';
import type { PastHorizonCommitment, StrategySummary } from '@shared/sim/results';

const DAY_S = 86_400;

/**
 * The day (from the scenario start, rounded up) the strategy's last commitment ends: a
 * reservation `termMonths` calendar months after its start day; bare-metal servers the term
 * (at least the offer's minimum) after they arrive (order day plus lead time); a savings plan
 * its term after its start day. Null when the
 * strategy commits to nothing. The same calendar arithmetic as the simulator's billing.
 */
export function lastCommitmentEndDay(scenario: Scenario, strategyId: string): number | null {
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  if (!strategy) return null;
  let end: number | null = null;
  for (const pool of strategy.pools) {
    let openDay: number;
    let months: number;
    if (pool.kind === 'reserved') {
      openDay = pool.startDay;
      months = pool.termMonths;
    } else if (pool.kind === 'bareMetal') {
      const bm = scenario.catalog.offers.find((o) => o.id === pool.offerId)?.prices.bareMetal;
      openDay = pool.orderDay + (bm?.leadTimeDays ?? 0);
      months = Math.max(pool.termMonths, bm?.minTermMonths ?? 1);
    } else {
      continue;
    }
    const openS = Math.round(openDay * DAY_S);
    const whole = Math.floor(openS / DAY_S);
    const closeS = addMonthsSeconds(scenario.startDate, whole, months) + (openS - whole * DAY_S);
    const closeDay = Math.ceil(closeS / DAY_S);
    end = end === null ? closeDay : Math.max(end, closeDay);
  }
  // A savings plan commits money every hour of its term, from its start day.
  for (const plan of strategy.savingsPlans ?? []) {
    const closeDay = addMonthsSeconds(scenario.startDate, plan.startDay, plan.termMonths) / DAY_S;
    end = end === null ? closeDay : Math.max(end, closeDay);
  }
  return end;
}

/** P50 commitment after the horizon of a summary (from its representative run when saved before the field). */
export function afterHorizonP50(s: StrategySummary): number {
  return s.commitmentAfterHorizon?.p50 ?? s.representative.commitmentBeyondHorizonMicro / 1_000_000;
}

/** The P50 cost a strategy is ranked by on a basis. */
export function basisCostP50(s: StrategySummary, basis: ComparisonBasis): number {
  if (basis === 'horizonSlice') return s.totalCost.p50;
  return s.wholeCommitmentCost?.p50 ?? s.totalCost.p50 + afterHorizonP50(s);
}

/** The strategies among `ids` (in that order, once each) whose commitments run past the horizon. */
export function pastHorizonCommitments(
  summaries: readonly StrategySummary[],
  ids: readonly (string | null)[],
): PastHorizonCommitment[] {
  const out: PastHorizonCommitment[] = [];
  for (const id of ids) {
    if (id === null || out.some((p) => p.strategyId === id)) continue;
    const s = summaries.find((x) => x.strategyId === id);
    if (!s) continue;
    if (s.commitmentEndDay === undefined || s.commitmentEndDay === null) continue;
    const after = afterHorizonP50(s);
    if (after <= 0) continue;
    out.push({ strategyId: id, afterHorizon: after, coverDays: s.commitmentEndDay });
  }
  return out;
}

export { comparisonBasisOf };
