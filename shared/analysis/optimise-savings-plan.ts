import type { SavingsPlan, Scenario } from '@shared/scenario';
import { compileStrategy } from '@shared/sim/compile';
import { planUsage } from '@shared/sim/plan-usage';
import { optimiseSavingsPlan, type SavingsPlanOptimum, type UsageProfile } from './savings-plan-optimum';

export interface SavingsPlanAdvice extends SavingsPlanOptimum {
  planId: string;
  /** Seeded runs whose hours the profile joins (the optimum is on their mean cost). */
  runs: number;
  /** Hours of the plan's term inside the horizon, per run. */
  hoursPerRun: number;
}

/**
 * The best commitment per hour for a strategy's savings plan: the strategy is run on `runs`
 * seeds without its plans, and the hours of every run are joined into one profile, so the
 * optimum minimises the mean cost over the runs (inside the horizon: the term's hours after
 * it are not counted, as on the results screen's horizon basis). Money in micro-units; totals
 * are the mean of one run (rounded).
 */
export function adviseSavingsPlan(scenario: Scenario, strategyId: string, plan: SavingsPlan, options: { runs?: number; baseSeed?: number } = {}): SavingsPlanAdvice {
  const runs = Math.max(1, options.runs ?? scenario.simulation.runs);
  const baseSeed = options.baseSeed ?? scenario.simulation.baseSeed;
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  if (!strategy) throw new Error(`no strategy "${strategyId}"`);
  const { savingsPlans: _own, ...withoutPlans } = strategy;
  const compiled = compileStrategy({ ...scenario, strategies: scenario.strategies.map((s) => (s.id === strategyId ? withoutPlans : s)) }, strategyId);
  const usages = Array.from({ length: compiled.random ? runs : 1 }, (_, i) => planUsage(compiled, plan, baseSeed + i));
  const first = usages[0]!;
  const hoursPerRun = first.hours;
  const profile: UsageProfile = {
    rates: first.rates,
    hours: hoursPerRun * usages.length,
    listByPoolHour: first.rates.map((_, p) => {
      const joined = new Float64Array(hoursPerRun * usages.length);
      usages.forEach((u, i) => joined.set(u.listByPoolHour[p]!, i * hoursPerRun));
      return joined;
    }),
  };
  const result = optimiseSavingsPlan(profile);
  // The mean over the runs (a strategy that draws no random number runs the same on every seed: one run stands for all).
  const scale = (micro: number) => Math.round(micro / usages.length);
  return {
    ...result,
    best: { ...result.best, totalMicro: scale(result.best.totalMicro), savingMicro: scale(result.best.savingMicro) },
    onDemandMicro: scale(result.onDemandMicro),
    curve: result.curve.map((p) => ({ ...p, totalMicro: scale(p.totalMicro), savingMicro: scale(p.savingMicro) })),
    planId: plan.id,
    runs,
    hoursPerRun,
  };
}
