/**
 * Web Worker of the bill back-test (run-backtest-worker.ts starts it and ends it on Cancel):
 * reads a bill, or simulates the chosen strategy over the bill's months and compares. One job
 * per worker, off the window's thread, so a large bill or a long simulation never freezes it.
 */
import { simulateScenario } from '@shared/analysis/simulate';
import { backtest, BillFileError, scenarioOverBillPeriod } from '@shared/bill-import';
import { checkWorkBounds } from '@shared/scenario';
import { readBillBlob } from './read-bill-blob';
import type { BacktestWorkerMessage, BacktestWorkerRequest } from './run-backtest-worker';

const post = (message: BacktestWorkerMessage) => self.postMessage(message);

function compare(request: Extract<BacktestWorkerRequest, { kind: 'compare' }>): void {
  const { bill, strategyId, mapping } = request;
  const moved = scenarioOverBillPeriod(request.scenario, bill);
  const strategy = moved.strategies.find((s) => s.id === strategyId);
  if (!strategy) {
    post({ kind: 'failed', message: `no strategy "${strategyId}"` });
    return;
  }
  const scenario = { ...moved, strategies: [strategy] };
  const bounds = checkWorkBounds(scenario);
  if (bounds.length > 0) {
    post({ kind: 'tooMuchWork', message: bounds.map((b) => b.message).join('; ') });
    return;
  }
  const results = simulateScenario(scenario, { onProgress: (done, total) => post({ kind: 'progress', share: done / total }) });
  post({ kind: 'compared', result: backtest(scenario, strategy, results.strategies[0]!.representative, bill, mapping) });
}

self.addEventListener('message', (event: MessageEvent<BacktestWorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'compare') {
    try {
      compare(request);
    } catch (error) {
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  readBillBlob(request.file, (share) => post({ kind: 'progress', share })).then(
    (bill) => post({ kind: 'read', bill }),
    (error: unknown) => {
      if (error instanceof BillFileError) post({ kind: 'refused', problem: error.problem, line: error.line, missing: [...error.missing], message: error.message });
      else post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  );
});
