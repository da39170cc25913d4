import { seededRuns, summariseScenarioFigures } from '@shared/analysis';
import { RequestWindowStore } from '@shared/llm/requests/window-store';
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
 *
 * Each worker makes one engine and keeps it: its store of simulated request windows lets the
 * summary's re-run, the next run of the same scenario and the next what-if reuse the windows of
 * a service planned in tokens instead of simulating them again (the same figures, seconds sooner).
 */
export function createSharedEngine(requestWindows = new RequestWindowStore()): SimulationEngine {
  return {
    prepare(scenario, strategyId, baseSeed, options) {
      return seededRuns(scenario, strategyId, baseSeed, { requestWindows, llmLatency: options?.llmLatency });
    },
    summarise(scenario, plan, figuresByStrategy) {
      return summariseScenarioFigures(scenario, plan, figuresByStrategy, (strategyId, seed) =>
        runCompiled(compileStrategy(scenario, strategyId, { requestWindows }), seed),
      );
    },
  };
}
