import type { Scenario } from '@shared/scenario';
import type { RunFigures } from '@shared/analysis';
import type { RunResult, ScenarioResults } from '@shared/sim/results';

/**
 * What the workers need from the simulator. The pool splits runs across workers and one of
 * them merges and summarises them, so they must derive each run's seed and summarise the runs
 * exactly as `simulateScenario` does; routing both through one adapter over the shared
 * functions (shared-engine.ts) is what keeps the two paths giving identical results.
 */
export interface SimulationEngine {
  /**
   * Readies one strategy for many seeded runs (compiled once) and returns the run of a given
   * index (0 .. runs - 1), seeded from `baseSeed` as simulateScenario seeds it.
   */
  prepare(
    scenario: Scenario,
    strategyId: string,
    baseSeed: number,
    options?: PrepareOptions,
  ): (runIndex: number) => RunResult;
  /**
   * Summarises all runs from their recorded figures; `figuresByStrategy[i]` holds
   * strategyIds[i]'s runs in run-index order (recorded with the shared FigureRecorder).
   */
  summarise(scenario: Scenario, plan: RunPlan, figuresByStrategy: RunFigures[]): ScenarioResults;
}

export interface PrepareOptions {
  /**
   * Where a service planned in tokens takes its latency figures from: simulated requests
   * (the default) or the analytical estimate alone (instant: a what-if's first figures).
   */
  llmLatency?: 'requests' | 'estimate';
}

export interface RunOptions {
  /** Defaults to the scenario's simulation.runs. */
  runs?: number;
  /** Defaults to the scenario's simulation.baseSeed. */
  baseSeed?: number;
  /** Defaults to every strategy, in scenario order. */
  strategyIds?: string[];
}

export interface RunPlan {
  runs: number;
  baseSeed: number;
  strategyIds: string[];
}

/** The options made explicit, with the same defaults simulateScenario applies. */
export function resolveRunPlan(scenario: Scenario, options: RunOptions = {}): RunPlan {
  const runs = options.runs ?? scenario.simulation.runs;
  if (!Number.isInteger(runs) || runs < 1)
    throw new RangeError(`runs must be a whole number from 1 up, got ${runs}`);
  const known = new Set(scenario.strategies.map((s) => s.id));
  const strategyIds = options.strategyIds ?? scenario.strategies.map((s) => s.id);
  const unknown = strategyIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new RangeError(`no strategy with id "${unknown}"`);
  if (strategyIds.length === 0) throw new RangeError('no strategy to run');
  return { runs, baseSeed: options.baseSeed ?? scenario.simulation.baseSeed, strategyIds };
}
