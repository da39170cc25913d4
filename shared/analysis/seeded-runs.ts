import type { RequestWindowStore } from '@shared/llm/requests/window-store';
import type { Scenario } from '@shared/scenario';
import { compileStrategy } from '@shared/sim/compile';
import type { CompiledStrategy } from '@shared/sim/compiled';
import type { RunResult } from '@shared/sim/results';
import { RunScratch } from '@shared/sim/run-scratch';
import { runCompiled } from '@shared/sim/run-strategy';

/** The seed of run `runIndex` (0-based): deterministic, the same in the app, the CLI and workers. */
export function runSeed(baseSeed: number, runIndex: number): number {
  return (baseSeed + runIndex) >>> 0;
}

/**
 * One strategy readied for its seeded runs, the one way the command line and the app's
 * workers make them: compiled once, run k seeded with runSeed(baseSeed, k), every run a
 * summary run (no job table or daily series), and a strategy that draws no random number run
 * only once (its runs differ only in the seed they are labelled with). Runs of one prepared
 * strategy come one after another and share their scratch memory.
 */
export function seededRuns(
  scenario: Scenario,
  strategyId: string,
  baseSeed: number,
  options: { shouldStop?: () => boolean; compiled?: CompiledStrategy; requestWindows?: RequestWindowStore; llmLatency?: 'requests' | 'estimate' } = {},
): (runIndex: number) => RunResult {
  const compiled = options.compiled ?? compileStrategy(scenario, strategyId, { requestWindows: options.requestWindows, llmLatency: options.llmLatency });
  const scratch = new RunScratch();
  let template: RunResult | null = null;
  return (runIndex) => {
    const seed = runSeed(baseSeed, runIndex);
    if (!compiled.random && template !== null) return { ...template, seed };
    const result = runCompiled(compiled, seed, { detail: 'summary', scratch, shouldStop: options.shouldStop });
    if (!compiled.random) template = result;
    return result;
  };
}
