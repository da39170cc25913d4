import { adviseSavingsPlan, type SavingsPlanAdvice } from '@shared/analysis/optimise-savings-plan';
import type { Scenario } from '@shared/scenario';
import { isolateText } from '@shared/scenario/isolate-text';
import { formatMoney, MICRO_PER_UNIT } from './format';

export interface StrategyPlanAdvice {
  strategyId: string;
  strategyName: string;
  planName: string;
  advice: SavingsPlanAdvice;
}

/** The advice for every savings plan of the scenario's strategies (of `strategyIds` when given). */
export function adviseAllSavingsPlans(scenario: Scenario, strategyIds: readonly string[], options: { runs?: number; baseSeed?: number }): StrategyPlanAdvice[] {
  const out: StrategyPlanAdvice[] = [];
  for (const s of scenario.strategies) {
    if (strategyIds.length > 0 && !strategyIds.includes(s.id)) continue;
    for (const plan of s.savingsPlans ?? []) {
      out.push({ strategyId: s.id, strategyName: s.name, planName: plan.name ?? plan.id, advice: adviseSavingsPlan(scenario, s.id, plan, options) });
    }
  }
  return out;
}

/**
 * The optimiser's text for savings plans: the best commitment per hour, what it saves on the
 * mean run, the break-even commitment, and the curve of cost against commitment.
 */
export function savingsPlanAdviceReport(currency: string, advices: readonly StrategyPlanAdvice[]): string {
  if (advices.length === 0) return '';
  const money = (micro: number) => formatMoney(micro / MICRO_PER_UNIT, currency);
  const out: string[] = ['Savings plans: the best commitment per hour (mean run, inside the horizon)'];
  for (const a of advices) {
    const { advice } = a;
    out.push(
      `  ${isolateText(a.planName)} (${isolateText(a.strategyName)}): best ${money(advice.best.commitmentMicro)}/h, ` +
        `saving ${money(advice.best.savingMicro)} on ${money(advice.onDemandMicro)} of usage it may cover; ` +
        `breaks even up to ${money(advice.breakEvenMicro)}/h (${advice.runs} run${advice.runs === 1 ? '' : 's'}, ${advice.hoursPerRun} h of the term each)`,
    );
    out.push(`    per hour  cost of that usage`);
    for (const p of advice.curve) {
      const mark = p.commitmentMicro === advice.best.commitmentMicro ? '  best' : p.commitmentMicro === advice.breakEvenMicro ? '  break-even' : '';
      out.push(`    ${money(p.commitmentMicro).padStart(8)}  ${money(p.totalMicro)}${mark}`);
    }
  }
  return `${out.join('\n')}\n`;
}
