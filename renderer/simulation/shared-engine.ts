import { runSeed, summariseScenario } from '@shared/analysis';
import { compileStrategy, runCompiled, RunScratch, type RunResult } from '@shared/sim';
import type { SimulationEngine } from './engine';

/**
 * The real simulator behind the engine interface, doing per run what simulateScenario does:
 * compile the strategy once, seed run k with runSeed(baseSeed, k), and run a strategy that
 * draws no random number only once (its runs differ only in the seed they are labelled with).
 * That mirroring is what lets the pool's merged results equal simulateScenario's.
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
      const result = runCompiled(compiled, seed, { scratch });
      if (!compiled.random) template = result;
      return result;
    };
  },
  summarise: summariseScenario,
};
