import type { ScenarioResults, StrategySummary } from '@shared/sim/results';
import { planCoverage, planUtilisation } from '@shared/sim/savings-plan-metrics';
import { isolateText } from '@shared/scenario/isolate-text';
import { formatMoney, formatShare, MICRO_PER_UNIT } from './format';

const PAYMENT_TEXT = { allUpfront: 'all upfront', partialUpfront: 'partial upfront', noUpfront: 'no upfront' } as const;

function share(x: number | null): string {
  return x === null ? '—' : formatShare(x);
}

/**
 * The text the command line prints under the comparison for each strategy's savings plans
 * (figures of the representative run): what was committed, what it covered at list price,
 * what it saved against on-demand, and coverage and utilisation over the run and by month.
 */
export function savingsPlanLines(results: ScenarioResults): string[] {
  const out: string[] = [];
  const money = (micro: number) => formatMoney(micro / MICRO_PER_UNIT, results.currency);
  for (const s of results.strategies) out.push(...strategyPlanLines(s, results.currency, money));
  return out;
}

function strategyPlanLines(s: StrategySummary, currency: string, money: (micro: number) => string): string[] {
  const out: string[] = [];
  for (const p of s.representative.savingsPlans ?? []) {
    const plan = p.plan;
    const terms = ` (${formatMoney(plan.commitmentPerHour, currency)}/h for ${plan.termMonths} months from day ${plan.startDay}, ${PAYMENT_TEXT[plan.payment]}, ${plan.scope} plan of ${isolateText(plan.provider)})`;
    out.push(`Savings plan ${isolateText(p.name)} of ${isolateText(s.name)}${terms}, P50 run:`);
    out.push(
      `  committed ${money(p.commitmentMicro)} (unused ${money(p.unusedMicro)}), covered ${money(p.coveredOnDemandMicro)} of on-demand usage at list, ` +
        `saved ${money(p.savingMicro)} against on-demand; coverage ${share(planCoverage(p))}, utilisation ${share(planUtilisation(p))}` +
        (p.commitmentBeyondHorizonMicro > 0 ? `; ${money(p.commitmentBeyondHorizonMicro)} committed after the horizon` : ''),
    );
    for (const [month, m] of Object.entries(p.byMonth)) {
      if (m.commitmentMicro === 0 && m.eligibleOnDemandMicro === 0) continue;
      out.push(`  ${month}  committed ${money(m.commitmentMicro)}  covered ${money(m.coveredOnDemandMicro)}  coverage ${share(planCoverage(m))}  utilisation ${share(planUtilisation(m))}`);
    }
  }
  return out;
}
