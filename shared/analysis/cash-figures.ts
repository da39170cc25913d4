import { discountRateOf, isCommittedKind, type Scenario } from '@shared/scenario';
import type { RunResult, StrategySummary } from '@shared/sim/results';
import { afterHorizonCashMicro, wholeContractCashMicro } from './contract-cash';
import { paybackMonth, presentValue } from './present-value';
import { distribution3, units } from './stats';

/**
 * The cash figures of one strategy's runs: the net present value of each run's whole-contract
 * cash, and the representative run's cash by month past the horizon (currency units, cents).
 */
export function cashFigures(
  scenario: Scenario,
  strategyId: string,
  runs: readonly RunResult[],
  representative: RunResult,
): Pick<StrategySummary, 'npv' | 'contractCashByMonth'> {
  const after = afterHorizonCashMicro(scenario, strategyId);
  const rate = discountRateOf(scenario);
  const npv = distribution3(runs.map((r) => units(presentValue(wholeContractCashMicro(r, after), scenario.startDate, rate))));
  const cash = wholeContractCashMicro(representative, after);
  return { npv, contractCashByMonth: Object.fromEntries(Object.entries(cash).map(([k, v]) => [k, Math.round(v / 10_000) / 100])) };
}

function commits(scenario: Scenario, strategyId: string): boolean {
  return scenario.strategies.find((s) => s.id === strategyId)?.pools.some((p) => isCommittedKind(p.kind)) ?? false;
}

/**
 * Each committing strategy's payback month against the scenario's cheapest (P50 total cost)
 * strategy that commits to nothing: the same work paid as you go. Summaries come back with
 * `payback` set where it applies.
 */
export function withPayback(scenario: Scenario, summaries: StrategySummary[]): StrategySummary[] {
  const elastic = summaries
    .filter((s) => !commits(scenario, s.strategyId))
    .sort((a, b) => a.totalCost.p50 - b.totalCost.p50)[0];
  if (!elastic) return summaries;
  const months = Object.keys(elastic.representative.costByMonthMicro).sort();
  return summaries.map((s) => {
    if (!commits(scenario, s.strategyId)) return s;
    const found = paybackMonth(s.representative.cashByMonthMicro, elastic.representative.cashByMonthMicro, months, scenario.startDate);
    return { ...s, payback: { againstStrategyId: elastic.strategyId, month: found?.month ?? null, monthNumber: found?.monthNumber ?? null } };
  });
}
