import { summariseScenario } from '@shared/analysis';
import type { Scenario } from '@shared/scenario';
import type { RunResult, ScenarioResults } from '@shared/sim/results';
import type { VariantPlan, VariantProgress } from './scheduler';

/** The figures of a variant from its first `runs` runs, which must all be made (runs ≤ progress.prefix). */
export function summariseProgress(scenario: Scenario, plan: VariantPlan, progress: VariantProgress, runs: number): ScenarioResults {
  return summariseScenario(
    scenario,
    { runs, baseSeed: plan.baseSeed, strategyIds: plan.strategyIds },
    progress.runsByStrategy.map((list) => list.slice(0, runs) as RunResult[]),
  );
}
