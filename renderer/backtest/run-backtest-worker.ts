import type { BacktestResult, BillFileProblem, BillImport, PoolMapping } from '@shared/bill-import';
import type { Scenario } from '@shared/scenario';

export type BacktestWorkerRequest =
  | { kind: 'read'; file: Blob }
  | { kind: 'compare'; scenario: Scenario; strategyId: string; bill: BillImport; mapping: PoolMapping };

/** What the back-test worker posts back. */
export type BacktestWorkerMessage =
  | { kind: 'progress'; share: number }
  | { kind: 'read'; bill: BillImport }
  | { kind: 'compared'; result: BacktestResult }
  | { kind: 'refused'; problem: BillFileProblem; line: number | null; missing: string[]; message: string }
  | { kind: 'tooMuchWork'; message: string }
  | { kind: 'failed'; message: string };

export type BacktestOutcome = Exclude<BacktestWorkerMessage, { kind: 'progress' }>;

export interface RunningBacktestJob {
  done: Promise<BacktestOutcome>;
  /** Ends the worker at once; `done` then never settles and nothing changes. */
  cancel(): void;
}

/**
 * Starts a worker on one job. The `new Worker(new URL(...), { type: 'module' })` form must stay
 * literal: it is how Vite finds the worker and bundles it with its imports.
 */
export function runBacktestJob(request: BacktestWorkerRequest, onProgress: (share: number) => void): RunningBacktestJob {
  const worker = new Worker(new URL('./backtest.worker.ts', import.meta.url), { type: 'module', name: 'headroom-backtest' });
  const done = new Promise<BacktestOutcome>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<BacktestWorkerMessage>) => {
      if (event.data.kind === 'progress') {
        onProgress(event.data.share);
        return;
      }
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      resolve({ kind: 'failed', message: event.message || 'the back-test failed' });
    });
  });
  worker.postMessage(request);
  return { done, cancel: () => worker.terminate() };
}
