import { RequestWindowStore } from '@shared/llm/requests/window-store';
import { discountRateOf, type Scenario } from '@shared/scenario';
import { compileStrategy } from '@shared/sim/compile';
import type { CompiledStrategy } from '@shared/sim/compiled';
import { SimulationCancelled } from '@shared/sim/kernel';
import type { RunResult, ScenarioResults, StrategySummary } from '@shared/sim/results';
import { runCompiled } from '@shared/sim/run-strategy';
import { withPayback } from './cash-figures';
import { recommend } from './recommend';
import { concatFigures, FigureRecorder, type RunFigures } from './run-figures';
import { seededRuns } from './seeded-runs';
import { summariseFigures, summariseRuns } from './summarise';

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
  /**
   * Where services planned in tokens take their latency verdict from (default 'requests':
   * simulated requests; 'estimate': the analytical model alone, instant, as the cheapest-mix
   * solver uses it).
   */
  llmLatency?: 'requests' | 'estimate';
  /** Simulated request windows to start from and add to (a fresh store for this call if absent). */
  requestWindows?: RequestWindowStore;
}

export { runSeed } from './seeded-runs';

/** Every strategy's summary, payback and the recommendation, as one document. */
function scenarioResults(scenario: Scenario, plan: { runs: number; baseSeed: number }, summaries: StrategySummary[]): ScenarioResults {
  const strategies = withPayback(scenario, summaries);
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
 * Summaries and recommendation from runs already made and kept whole (the what-if keeps
 * them): `runsByStrategy[i]` holds strategyIds[i]'s runs. Gives exactly what simulateScenario
 * gives for the same runs.
 */
export function summariseScenario(
  scenario: Scenario,
  plan: { runs: number; baseSeed: number; strategyIds: string[] },
  runsByStrategy: RunResult[][],
  /** When the runs are summary runs: re-runs (strategyId, seed) in full for the representative. */
  rerun?: (strategyId: string, seed: number) => RunResult,
): ScenarioResults {
  return scenarioResults(
    scenario,
    plan,
    plan.strategyIds.map((id, i) => summariseRuns(scenario, id, runsByStrategy[i] ?? [], rerun ? (seed) => rerun(id, seed) : undefined)),
  );
}

/**
 * Summaries and recommendation from the recorded figures of runs made elsewhere (the app's
 * workers, in slices): `figuresByStrategy[i]` holds strategyIds[i]'s runs in run-index order;
 * each representative run is run again in full with `rerun`. Gives exactly what
 * simulateScenario gives for the same runs.
 */
export function summariseScenarioFigures(
  scenario: Scenario,
  plan: { runs: number; baseSeed: number; strategyIds: string[] },
  figuresByStrategy: RunFigures[],
  rerun: (strategyId: string, seed: number) => RunResult,
): ScenarioResults {
  return scenarioResults(
    scenario,
    plan,
    plan.strategyIds.map((id, i) =>
      summariseFigures(scenario, id, figuresByStrategy[i] ?? concatFigures(id, []), (_row, seed) => rerun(id, seed)),
    ),
  );
}

/**
 * Monte Carlo over seeds baseSeed .. baseSeed + runs - 1 for each strategy. A strategy that
 * draws no random number (fixed sizes and arrivals, no jitter, no interruptions) is
 * simulated once and its result reported for every seed: the runs would be identical.
 * Each run is recorded as the few figures the summaries read and dropped (run-figures.ts),
 * so memory grows by a fixed few hundred bytes a run, not by a run's result.
 */
export function simulateScenario(scenario: Scenario, options: SimulateOptions = {}): ScenarioResults {
  const runs = options.runs ?? scenario.simulation.runs;
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be a whole number from 1 up, got ${runs}`);
  const baseSeed = options.baseSeed ?? scenario.simulation.baseSeed;
  const strategyIds = options.strategyIds ?? scenario.strategies.map((s) => s.id);
  const total = runs * strategyIds.length;
  let done = 0;
  const figuresByStrategy: RunFigures[] = [];
  const compiledById = new Map<string, CompiledStrategy>();
  // Strategies serving the same service on the same offers simulate its windows once.
  const requestWindows = options.requestWindows ?? new RequestWindowStore();
  for (const id of strategyIds) {
    const compiled = compileStrategy(scenario, id, { llmLatency: options.llmLatency ?? 'requests', requestWindows });
    compiledById.set(id, compiled);
    const runOne = seededRuns(scenario, id, baseSeed, { compiled, shouldStop: options.shouldStop });
    const recorder = new FigureRecorder(scenario, id, runs);
    for (let k = 0; k < runs; k++) {
      if (options.shouldStop?.()) throw new SimulationCancelled();
      recorder.add(runOne(k));
      done++;
      options.onProgress?.(done, total);
    }
    figuresByStrategy.push(recorder.figures());
  }
  // Summary runs carry no job table or daily series: the representative seed is run again in full.
  return summariseScenarioFigures(scenario, { runs, baseSeed, strategyIds }, figuresByStrategy, (id, seed) =>
    runCompiled(compiledById.get(id)!, seed),
  );
}
