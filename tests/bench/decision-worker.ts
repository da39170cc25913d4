/** A worker thread of the decision benchmark: runs evaluation requests, as the app's analysis worker does. */
import { parentPort } from 'node:worker_threads';
import { evaluateRequest, type EvalRequest } from '@shared/analysis/evaluate';

parentPort?.on('message', (message: { id: number; request: EvalRequest }) => {
  parentPort?.postMessage({ id: message.id, digests: evaluateRequest(message.request) });
});
