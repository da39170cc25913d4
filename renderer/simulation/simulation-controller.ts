import type { Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import type { RunOptions } from './engine';
import { isSimulationCancelled } from './errors';
import type { SimulationProgress } from './progress';
import type { SimulationOutcome, SimulationPool } from './simulation-pool';

export type SimulationState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number; etaMs: number | null }
  | { status: 'done'; results: ScenarioResults; durationMs: number }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

/** Re-render budget: progress reaches the screen at most this often (the end always does). */
export const PROGRESS_RENDER_INTERVAL_MS = 100;

type PoolLike = Pick<SimulationPool, 'run' | 'cancel' | 'dispose'>;

/**
 * The state machine behind useSimulationRun, free of React so it can be tested in Node:
 * idle -> running -> done | cancelled | error, and running again on the next start. A newer
 * start supersedes an older one; the older one's outcome is then ignored.
 */
export class SimulationController {
  private state: SimulationState = { status: 'idle' };
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  private lastRender = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(
    private readonly pool: PoolLike,
    now?: () => number,
  ) {
    this.now = now ?? (() => performance.now());
  }

  getState = (): SimulationState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves with the outcome (to save it as a run), or null when cancelled, superseded or failed. */
  start = async (
    scenario: Scenario,
    options: RunOptions = {},
  ): Promise<SimulationOutcome | null> => {
    const generation = ++this.generation;
    this.lastRender = Number.NEGATIVE_INFINITY;
    this.set({ status: 'running', done: 0, total: 0, etaMs: null });
    try {
      const outcome = await this.pool.run(scenario, options, (progress) =>
        this.onProgress(generation, progress),
      );
      if (generation !== this.generation) return null;
      this.set({ status: 'done', results: outcome.results, durationMs: outcome.durationMs });
      return outcome;
    } catch (error) {
      if (generation !== this.generation) return null;
      if (isSimulationCancelled(error)) this.set({ status: 'cancelled' });
      else
        this.set({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      return null;
    }
  };

  cancel = (): void => {
    if (this.state.status !== 'running') return;
    this.generation += 1;
    this.pool.cancel();
    this.set({ status: 'cancelled' });
  };

  /** Stops any run and frees the workers (on unmount); the controller can start again later. */
  dispose = (): void => {
    if (this.state.status === 'running') this.cancel();
    this.pool.dispose();
  };

  private onProgress(generation: number, progress: SimulationProgress): void {
    if (generation !== this.generation) return;
    const t = this.now();
    if (progress.done < progress.total && t - this.lastRender < PROGRESS_RENDER_INTERVAL_MS) return;
    this.lastRender = t;
    this.set({ status: 'running', ...progress });
  }

  private set(state: SimulationState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
