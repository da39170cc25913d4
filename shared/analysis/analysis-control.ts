import { SimulationCancelled } from '@shared/sim/kernel';
import type { EvalRequest, Evaluator, RunDigest } from './evaluate';

/** How an analysis runs its simulations and reports: the same for workers and the command line. */
export interface AnalysisControl {
  /** Runs batches of requests (on this thread, or spread over workers). */
  evaluate: Evaluator;
  /** Runs done and an estimate of runs in all (the estimate may grow as the search goes on). */
  onProgress?: (done: number, total: number) => void;
  /** Checked between batches; true stops the analysis with SimulationCancelled. */
  shouldStop?: () => boolean;
}

/**
 * Counts runs for progress and checks for cancel between batches. An analysis plans a rough
 * number of runs up front; a search that goes further raises the total as it goes.
 */
export class AnalysisRunner {
  private done = 0;
  private planned: number;

  constructor(
    private readonly control: AnalysisControl,
    plannedRuns: number,
  ) {
    this.planned = Math.max(1, plannedRuns);
  }

  async run(requests: readonly EvalRequest[]): Promise<RunDigest[][]> {
    if (requests.length === 0) return [];
    if (this.control.shouldStop?.()) throw new SimulationCancelled();
    const runs = requests.reduce((s, r) => s + (r.to - r.from), 0);
    if (this.done + runs > this.planned) this.planned = this.done + runs;
    const results = await this.control.evaluate(requests, () => {
      this.done++;
      this.control.onProgress?.(this.done, this.planned);
    });
    if (this.control.shouldStop?.()) throw new SimulationCancelled();
    return results;
  }

  finish(): void {
    this.control.onProgress?.(this.planned, this.planned);
  }
}
