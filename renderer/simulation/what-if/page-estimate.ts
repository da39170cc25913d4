import { RequestWindowStore } from '@shared/llm/requests/window-store';
import type { Scenario } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import { createSharedEngine } from '../shared-engine';
import type { VariantPlan, VariantProgress } from './scheduler';

/** Variants whose estimate runs are kept (undo, redo and a slider going back answer at once). */
export const ESTIMATES_KEPT = 16;

/**
 * The analytical estimate's runs of a what-if on a service planned in tokens, made on the
 * page's own thread, in the event that made the move. Once the estimate's figures of a replica
 * profile are in the store (the miss share of each target at each rate), the runs of a new
 * price, pool or term read them: the four strategies of the chat example take 1–10 ms here,
 * where a worker's round trip waited 50–60 ms for the page to hear it behind the redraw of the
 * move. Made in the event, the move and its first figures reach the screen in one render, so
 * the status and the figures on screen always belong to the same move.
 *
 * The same engine as the workers' (createSharedEngine, the same seeds): the same figures a
 * worker's estimate gave, byte for byte.
 */
export class PageEstimator {
  private readonly engine = createSharedEngine(new RequestWindowStore());
  private readonly made = new Map<string, { scenario: Scenario; plan: VariantPlan; progress: VariantProgress }>();

  /** The estimate's runs of every strategy of the plan for the variant `key` of `scenario`. */
  runs(key: string, scenario: Scenario, plan: VariantPlan): VariantProgress {
    const kept = this.made.get(key);
    this.made.delete(key);
    // Kept only for the very scenario and plan: a key names adjustments, and another baseline gives them another scenario.
    if (kept && kept.scenario === scenario && kept.plan === plan) {
      this.made.set(key, kept);
      return kept.progress;
    }
    const runsByStrategy: RunResult[][] = plan.strategyIds.map((id) => {
      const run = this.engine.prepare(scenario, id, plan.baseSeed, { llmLatency: 'estimate' });
      return Array.from({ length: plan.runs }, (_, k) => run(k));
    });
    const progress: VariantProgress = { key, runsByStrategy, prefix: plan.runs, complete: true };
    this.made.set(key, { scenario, plan, progress });
    if (this.made.size > ESTIMATES_KEPT) this.made.delete(this.made.keys().next().value!);
    return progress;
  }
}
