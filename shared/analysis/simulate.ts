import { discountRateOf, type Scenario } from '@shared/scenario';
import { compileStrategy } from '@shared/sim/compile';
import type { CompiledStrategy } from '@shared/sim/compiled';
import { SimulationCancelled } from '@shared/sim/kernel';
import type { RunResult, ScenarioResults } from '@shared/sim/results';
import { runCompiled } from '@shared/sim/run-strategy';
import { withPayback } from './cash-figures';
import { compactRun } from './compact-run';
import { recommend } from './recommend';
import { seededRuns } from './seeded-runs';
import { summariseRuns } from './summarise';

export interface SimulateOptions {
  /** Runs per strategy; defaults to scenario.simulation.runs. */
  runs?: number;
  /** Seed of the first run (run k uses baseSeed + k); defaults to scenario.simulation.baseSeed. */
  baseSeed?: number;
  /** Strategies to run, in this order; defaults to all, in scenario order. */
  strategyIds?: string[];
  /** Called after each run with (runs done, runs in total). */
  onProgress?: (done: number, total: number) => void;
  /** Checked between runs and inside long runs; true stops with SimulationCancelled. */
  shouldStop?: () => boolean;
}

export { runSeed } from './seeded-runs';

/**
 * Summaries and recommendation from runs already made (e.g. by workers in slices):
 * `runsByStrategy[i]` holds strategyIds[i]'s runs. Gives exactly what simulateScenario gives
 * for the same runs.
 */
export function summariseScenario(
  scenario: Scenario,
  plan: { runs: number; baseSeed: number; strategyIds: string[] },
  runsByStrategy: RunResult[][],
  /** When the runs are summary runs: re-runs (strategyId, seed) in full for the representative. */
  rerun?: (strategyId: string, seed: number) => RunResult,
): ScenarioResults {
  const strategies = withPayback(
    scenario,
    plan.strategyIds.map((id, i) => summariseRuns(scenario, id, runsByStrategy[i] ?? [], rerun ? (seed) => rerun(id, seed) : undefined)),
  );
  return {
    scenarioName: scenario.name,
    currency: scenario.currency,
    startDate: scenario.startDate,
    horizonDays: scenario.horizonDays,
    runs: plan.runs,
    baseSeed: plan.baseSeed,
    strategies,
    recommendation: recommend(scenario, strategies),
    ...(scenario.billCosts ? { billCostsIncluded: true } : {}),
    discountRatePercent: discountRateOf(scenario),
  };
}

/**
 * Monte Carlo over seeds baseSeed .. baseSeed + runs - 1 for each strategy. A strategy that
 * draws no random number (fixed sizes and arrivals, no jitter, no interruptions) is
 * simulated once and its result reported for every seed: the runs would be identical.
 */
export function simulateScenario(scenario: Scenario, options: SimulateOptions = {}): ScenarioResults {
  const runs = options.runs ?? scenario.simulation.runs;
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be a whole number from 1 up, got ${runs}`);
  const baseSeed = options.baseSeed ?? scenario.simulation.baseSeed;
  const strategyIds = options.strategyIds ?? scenario.strategies.map((s) => s.id);
  const total = runs * strategyIds.length;
  let done = 0;
  const runsByStrategy: RunResult[][] = [];
  const compiledById = new Map<string, CompiledStrategy>();
  for (const id of strategyIds) {
    const compiled = compileStrategy(scenario, id);
    compiledById.set(id, compiled);
    const runOne = seededRuns(scenario, id, baseSeed, { compiled, shouldStop: options.shouldStop });
    const list: RunResult[] = [];
    for (let k = 0; k < runs; k++) {
      if (options.shouldStop?.()) throw new SimulationCancelled();
      // Only the figures the percentiles read are kept: memory per run stays small.
      list.push(compactRun(runOne(k)));
      done++;
      options.onProgress?.(done, total);
    }
    runsByStrategy.push(list);
  }
  // Summary runs carry no job table or daily series: the representative seed is run again in full.
  return summariseScenario(scenario, { runs, baseSeed, strategyIds }, runsByStrategy, (id, seed) =>
    runCompiled(compiledById.get(id)!, seed),
  );
}
