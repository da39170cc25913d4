import { discountRateOf, isCommittedKind, type Scenario } from '@shared/scenario';
import type { RunResult, StrategySummary } from '@shared/sim/results';
import { afterHorizonCashMicro, wholeContractCashMicro } from './contract-cash';
import { paybackMonth, presentValue } from './present-value';

/** Values a run's whole-contract cash: the strategy's payments after the horizon are fixed, so worked out once. */
export function contractPresentValue(scenario: Scenario, strategyId: string): (run: Pick<RunResult, 'cashByMonthMicro'>) => number {
  const after = afterHorizonCashMicro(scenario, strategyId);
  const rate = discountRateOf(scenario);
  return (run) => presentValue(wholeContractCashMicro(run, after), scenario.startDate, rate);
}

/** The representative run's cash by month over the whole contract, past the horizon (currency units, cents). */
export function contractCashByMonth(scenario: Scenario, strategyId: string, representative: RunResult): Record<string, number> {
  const cash = wholeContractCashMicro(representative, afterHorizonCashMicro(scenario, strategyId));
  return Object.fromEntries(Object.entries(cash).map(([k, v]) => [k, Math.round(v / 10_000) / 100]));
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
