import type { Scenario } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import type { SimulationEngine } from '../engine';

/** Runs [from, to) of one strategy. */
export interface WhatIfTaskPart {
  strategyId: string;
  from: number;
  to: number;
}

/**
 * One what-if task: some runs of one variant of the scenario, as parts of one strategy each
 * (a first answer sends every strategy's share in one message, so it costs one round trip).
 */
export interface WhatIfTask {
  /** Names the variant (the adjustments): the same key always means the same scenario. */
  key: string;
  /** Sent the first time a worker meets the key; omitted after, to keep messages small. */
  scenario?: Scenario;
  baseSeed: number;
  parts: WhatIfTaskPart[];
}

export type WhatIfTaskResult =
  /** `parts[i]`: the runs of task.parts[i] in run order, and the milliseconds they took. */
  | { status: 'done'; parts: { runs: RunResult[]; ms: number }[] }
  /** The worker no longer holds the variant (it keeps a few): send it again with the scenario. */
  | { status: 'missing' };

export interface WhatIfWorkerApi {
  run(task: WhatIfTask): Promise<WhatIfTaskResult>;
}

/** Variants a worker keeps compiled: enough for undo, redo and reset to be instant. */
export const VARIANTS_KEPT = 12;

/**
 * A what-if worker: short tasks (a run or a few) so a newer slider move never waits long
 * behind older work, with each variant's strategies compiled once and kept (a slider going
 * back and forth, undo and reset reuse them). Runs are summary runs seeded as everywhere else.
 */
export function createWhatIfWorkerApi(engine: SimulationEngine, now: () => number = () => performance.now()): WhatIfWorkerApi {
  const scenarios = new Map<string, Scenario>();
  const runners = new Map<string, (runIndex: number) => RunResult>();
  function remember(key: string, scenario: Scenario): void {
    scenarios.delete(key);
    scenarios.set(key, scenario);
    while (scenarios.size > VARIANTS_KEPT) {
      const oldest = scenarios.keys().next().value as string;
      scenarios.delete(oldest);
      for (const k of [...runners.keys()]) if (k.startsWith(`${oldest}\u0000`)) runners.delete(k);
    }
  }
  return {
    run(task) {
      if (task.scenario) remember(task.key, task.scenario);
      const scenario = scenarios.get(task.key);
      if (!scenario) return Promise.resolve({ status: 'missing' });
      const parts = task.parts.map((part) => {
        const started = now();
        const id = `${task.key}\u0000${part.strategyId}\u0000${task.baseSeed}`;
        let runner = runners.get(id);
        if (!runner) {
          runner = engine.prepare(scenario, part.strategyId, task.baseSeed);
          runners.set(id, runner);
        }
        const runs: RunResult[] = [];
        for (let k = part.from; k < part.to; k++) runs.push(runner(k));
        return { runs, ms: now() - started };
      });
      return Promise.resolve({ status: 'done', parts });
    },
  };
}
