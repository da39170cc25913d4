import type { Calendar } from './calendar';
import type { CompiledSavingsPlan } from './compiled';
import type { SavingsPlanAmounts, SavingsPlanRunMetrics } from './results';
import type { PlanBill } from './savings-plan-billing';

function amounts(commitment: number, used: number, coveredList: number, eligibleList: number): SavingsPlanAmounts {
  return {
    commitmentMicro: commitment,
    usedMicro: used,
    unusedMicro: commitment - used,
    coveredOnDemandMicro: coveredList,
    eligibleOnDemandMicro: eligibleList,
    savingMicro: coveredList - commitment,
  };
}

/** The run's savings-plan figures from the ledger's plan bills. */
export function savingsPlanMetrics(plans: readonly CompiledSavingsPlan[], bills: readonly PlanBill[], calendar: Calendar): SavingsPlanRunMetrics[] {
  return plans.map((plan, i) => {
    const b = bills[i]!;
    const byMonth: Record<string, SavingsPlanAmounts> = {};
    calendar.monthKeys.forEach((key, m) => {
      const bm = b.byMonth;
      byMonth[key] = amounts(bm.commitment[m]!, bm.used[m]!, bm.coveredList[m]!, bm.eligibleList[m]!);
    });
    return {
      planId: plan.id,
      name: plan.name,
      plan: plan.plan,
      ...amounts(b.commitment, b.used, b.coveredList, b.eligibleList),
      commitmentBeyondHorizonMicro: b.beyondHorizon,
      byMonth,
    };
  });
}

/** Coverage: the share of the eligible on-demand usage (at list) the plan covered; null when there was none. */
export function planCoverage(a: SavingsPlanAmounts): number | null {
  return a.eligibleOnDemandMicro > 0 ? a.coveredOnDemandMicro / a.eligibleOnDemandMicro : null;
}

/** Utilisation: the share of the commitment spent on usage; null when nothing was committed. */
export function planUtilisation(a: SavingsPlanAmounts): number | null {
  return a.commitmentMicro > 0 ? a.usedMicro / a.commitmentMicro : null;
}
