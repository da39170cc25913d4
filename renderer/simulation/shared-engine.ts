import { seededRuns, summariseScenarioFigures } from '@shared/analysis';
import { compileStrategy, runCompiled } from '@shared/sim';
import type { SimulationEngine } from './engine';

/**
 * The real simulator behind the engine interface, through the very functions simulateScenario
 * uses: seededRuns (compiled once, seeded with runSeed, summary runs, a strategy that draws no
 * random number run once), the FigureRecorder the slices record runs with, and
 * summariseScenarioFigures (the same representative run, re-run in full). Sharing them is what
 * lets the pool's merged results equal the command line's byte for byte
 * (tests/e2e/cli-parity.spec.ts); recorded figures also keep what the workers send the
 * summarising worker small (a full run carries up to 100,000 job rows: 20,000 of them were
 * half a gigabyte to clone from one thread to another).
 */
export const sharedEngine: SimulationEngine = {
  prepare(scenario, strategyId, baseSeed) {
    return seededRuns(scenario, strategyId, baseSeed);
  },
  summarise(scenario, plan, figuresByStrategy) {
    return summariseScenarioFigures(scenario, plan, figuresByStrategy, (strategyId, seed) =>
      runCompiled(compileStrategy(scenario, strategyId), seed),
    );
  },
};
