import type { Scenario } from '@shared/scenario';
import { compileStrategy } from './compile';
import type { CompiledStrategy } from './compiled';
import { SimRun } from './engine';
import { SimulationCancelled } from './kernel';
import { keepSharedPoolTimelines } from './held-timeline';
import { buildRunResult } from './metrics';
import type { RunResult } from './results';
import type { RunScratch } from './run-scratch';

export interface RunOptions {
  /** Called now and then with the fraction of the horizon simulated (0..1). */
  onProgress?: (fraction: number) => void;
  /** Checked now and then; returning true stops the run by throwing SimulationCancelled. */
  shouldStop?: () => boolean;
  /** Most job records kept in RunResult.jobs (default 100,000); the metrics always count every job. */
  maxJobRecords?: number;
  /**
   * 'full' (default) or 'summary': a summary run leaves `jobs` and `daily` empty and keeps no
   * shared-pool timeline (every other figure is the same). Monte Carlo uses summary runs and re-runs only the representative seed.
   */
  detail?: 'full' | 'summary';
  /** Memory handed on between the runs of one loop (see RunScratch); results are the same without it. */
  scratch?: RunScratch;
  /** Most events the run may process before it stops with SimulationBudgetExceeded (default MAX_EVENTS_PER_RUN). */
  maxEvents?: number;
}

export const DEFAULT_MAX_JOB_RECORDS = 100_000;

/** Runs a compiled strategy once with one seed. */
export function runCompiled(compiled: CompiledStrategy, seed: number, options: RunOptions = {}): RunResult {
  const summary = options.detail === 'summary';
  const sim = new SimRun(compiled, seed >>> 0, summary ? 0 : (options.maxJobRecords ?? DEFAULT_MAX_JOB_RECORDS), options.scratch ?? null);
  if (options.maxEvents !== undefined) sim.kernel.eventBudget = options.maxEvents;
  if (!summary) keepSharedPoolTimelines(sim);
  sim.start();
  const control = options.onProgress !== undefined || options.shouldStop !== undefined ? { onProgress: options.onProgress, shouldStop: options.shouldStop } : undefined;
  if (options.shouldStop?.()) throw new SimulationCancelled();
  sim.kernel.run(sim.horizonS, control);
  sim.finish();
  options.onProgress?.(1);
  return buildRunResult(sim, !summary);
}

/**
 * One seeded run of one strategy: a pure function of (scenario, strategyId, seed); the same
 * inputs give the same bytes. Throws SimulationCancelled when options.shouldStop() says so.
 */
export function runStrategy(scenario: Scenario, strategyId: string, seed: number, options: RunOptions = {}): RunResult {
  return runCompiled(compileStrategy(scenario, strategyId), seed, options);
}
