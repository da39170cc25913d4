import { runSeed, summariseScenario } from '@shared/analysis';
import { compileStrategy, runCompiled, RunScratch, type RunResult } from '@shared/sim';
import type { SimulationEngine } from './engine';

/**
 * The real simulator behind the engine interface, doing what simulateScenario does: compile
 * the strategy once, seed run k with runSeed(baseSeed, k), run a strategy that draws no random
 * number only once (its runs differ only in the seed they are labelled with), make every run a
 * summary run (no job table or daily series), and re-run the representative seed of each
 * strategy in full when summarising. That mirroring is what lets the pool's merged results
 * equal simulateScenario's; summary runs also keep what the workers send the summarising
 * worker small (a full run carries up to 100,000 job rows: 20,000 of them were half a
 * gigabyte to clone from one thread to another).
 */
export const sharedEngine: SimulationEngine = {
  prepare(scenario, strategyId, baseSeed) {
    const compiled = compileStrategy(scenario, strategyId);
    let template: RunResult | null = null;
    // The runs of one prepared strategy come one after another: they share their scratch memory.
    const scratch = new RunScratch();
    return (runIndex) => {
      const seed = runSeed(baseSeed, runIndex);
      if (!compiled.random && template !== null) return { ...template, seed };
      const result = runCompiled(compiled, seed, { scratch, detail: 'summary' });
      if (!compiled.random) template = result;
      return result;
    };
  },
  summarise(scenario, plan, runsByStrategy) {
    return summariseScenario(scenario, plan, runsByStrategy, (strategyId, seed) =>
      runCompiled(compileStrategy(scenario, strategyId), seed),
    );
  },
};
