import type { Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import { resolveRunPlan, type RunOptions, type RunPlan } from './engine';
import { SimulationCancelledError } from './errors';
import { estimateProgress, type SimulationProgress } from './progress';
import { splitRuns } from './slices';
import type { WorkerFactory, WorkerHandle } from './worker-handle';

export interface SimulationOutcome {
  results: ScenarioResults;
  durationMs: number;
  plan: RunPlan;
}

export interface SimulationPoolOptions {
  /** Most workers at once (see defaultPoolSize). */
  size: number;
  createWorker: WorkerFactory;
  now?: () => number;
}

interface ActiveRun {
  stop: (error: Error) => void;
}

/**
 * Runs a scenario's seeds across a few workers and has one of them merge and summarise the
 * runs into one ScenarioResults, so the page's thread only ever receives the finished
 * results. One run at a time: starting another cancels the one in flight. Cancelling
 * terminates the workers outright, mid-slice or mid-summary (a busy worker cannot be asked
 * politely: it never reads its messages until its work ends), and the next run starts fresh ones.
 */
export class SimulationPool {
  private workers: WorkerHandle[] = [];
  private active: ActiveRun | null = null;
  private readonly now: () => number;

  constructor(private readonly options: SimulationPoolOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  async run(
    scenario: Scenario,
    options: RunOptions = {},
    onProgress?: (progress: SimulationProgress) => void,
  ): Promise<SimulationOutcome> {
    this.cancel();
    const plan = resolveRunPlan(scenario, options);
    const ranges = splitRuns(plan.runs, this.options.size);
    const workers = this.ensureWorkers(ranges.length);
    const started = this.now();
    const total = plan.runs * plan.strategyIds.length;
    const doneBySlice = ranges.map(() => 0);

    let stop: (error: Error) => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    const run: ActiveRun = { stop };
    this.active = run;

    // One port pair per slice: the slice's worker posts its runs on one end, the summarising
    // worker (the first; it is free once its own slice is done) reads them on the other.
    const channels = ranges.map(() => new MessageChannel());
    const slices = ranges.map((range, i) => {
      const worker = workers[i] as WorkerHandle;
      const request = {
        scenario,
        strategyIds: plan.strategyIds,
        baseSeed: plan.baseSeed,
        ...range,
      };
      const sliceProgress = (done: number) => {
        if (this.active !== run) return; // a late report from a run already cancelled
        doneBySlice[i] = done;
        const sum = doneBySlice.reduce((a, b) => a + b, 0);
        onProgress?.(estimateProgress(sum, total, this.now() - started));
      };
      const outbox = (channels[i] as MessageChannel).port1;
      return Promise.race([worker.runSlice(request, sliceProgress, outbox), worker.failure]);
    });
    const summariser = workers[0] as WorkerHandle;
    const inboxes = channels.map((channel) => channel.port2);
    const summary = Promise.race([
      summariser.summarise({ scenario, plan }, inboxes),
      summariser.failure,
    ]);
    // Awaited only once every slice is in; a failed slice or a cancel reports first.
    summary.catch(() => undefined);

    try {
      await Promise.race([Promise.all(slices), stopped]);
      // Progress travels on its own channel and can trail the slices: close the bar here.
      onProgress?.(estimateProgress(total, total, this.now() - started));
      const results = await Promise.race([summary, stopped]);
      return { results, durationMs: Math.round(this.now() - started), plan };
    } catch (error) {
      // A failed slice leaves the others busy with work nobody will read: free those cores,
      // and the ports of slices that will never arrive (already closed where transferred).
      if (this.active === run) this.terminateWorkers();
      for (const { port1, port2 } of channels) {
        port1.close();
        port2.close();
      }
      throw error;
    } finally {
      if (this.active === run) this.active = null;
    }
  }

  /** Stops the run in flight (if any); its promise rejects with SimulationCancelledError. */
  cancel(): void {
    const run = this.active;
    if (!run) return;
    this.active = null;
    this.terminateWorkers();
    run.stop(new SimulationCancelledError());
  }

  /** Cancels and frees every worker; the pool can still run again (it starts new workers). */
  dispose(): void {
    this.cancel();
    this.terminateWorkers();
  }

  get workerCount(): number {
    return this.workers.length;
  }

  private ensureWorkers(count: number): WorkerHandle[] {
    while (this.workers.length < count) this.workers.push(this.options.createWorker());
    return this.workers.slice(0, count);
  }

  private terminateWorkers(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
  }
}
