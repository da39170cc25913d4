/**
 * A worker thread of the command line's analyses (thread-evaluator.ts): runs evaluation
 * requests, as the app's analysis worker does in a Web Worker.
 */
import { parentPort } from 'node:worker_threads';
import { evaluateRequest, type EvalRequest } from '@shared/analysis/evaluate';

parentPort?.on('message', (message: { id: number; request: EvalRequest }) => {
  try {
    parentPort?.postMessage({ id: message.id, digests: evaluateRequest(message.request) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
