import type { RunResult, ScenarioResults } from '@shared/sim/results';
import { microToFixed } from './format';

const MONEY = 2;
const SHARE = 4;

/** cost-by-month.csv's savings-plan columns, present only when some strategy has a savings plan (older results keep their columns). */
export const SAVINGS_PLAN_MONTH_HEADER = [
  'savings_plan_commitment',
  'savings_plan_used',
  'savings_plan_covered_on_demand',
  'savings_plan_saving',
  'savings_plan_coverage',
  'savings_plan_utilisation',
] as const;

export function hasSavingsPlans(results: ScenarioResults): boolean {
  return results.strategies.some((s) => (s.representative.savingsPlans?.length ?? 0) > 0);
}

/**
 * A month's figures of the run's savings plans together: committed, spent on usage, on-demand
 * usage covered at list, saving against on-demand, coverage and utilisation (empty without plans
 * or for months after the horizon).
 */
export function savingsPlanMonthCells(run: RunResult, month: string): string[] {
  const plans = run.savingsPlans ?? [];
  const months = plans.map((p) => p.byMonth[month]).filter((m) => m !== undefined);
  if (months.length === 0) return SAVINGS_PLAN_MONTH_HEADER.map(() => '');
  let commitment = 0;
  let used = 0;
  let covered = 0;
  let eligible = 0;
  for (const m of months) {
    commitment += m.commitmentMicro;
    used += m.usedMicro;
    covered += m.coveredOnDemandMicro;
    eligible += m.eligibleOnDemandMicro;
  }
  return [
    microToFixed(commitment, MONEY),
    microToFixed(used, MONEY),
    microToFixed(covered, MONEY),
    microToFixed(covered - commitment, MONEY),
    eligible > 0 ? (covered / eligible).toFixed(SHARE) : '',
    commitment > 0 ? (used / commitment).toFixed(SHARE) : '',
  ];
}
