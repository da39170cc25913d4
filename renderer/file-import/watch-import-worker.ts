import type { ImportOutcome, ImportRefusal, ImportWorkerMessage, RunningImport } from './import-worker-messages';

/**
 * Sends a picked file to a started import worker and follows it: progress to `onProgress`, the
 * outcome to `done`. The caller starts the worker itself, with `new Worker(new URL(...))`
 * written literally, which is how Vite finds a worker and bundles it.
 */
export function watchImportWorker<R, P extends string, D>(
  worker: Worker,
  request: unknown,
  onProgress: (share: number) => void,
): RunningImport<R, P, D> {
  const done = new Promise<ImportOutcome<R, P, D>>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<ImportWorkerMessage<R, P, D>>) => {
      if (event.data.kind === 'progress') {
        onProgress(event.data.share);
        return;
      }
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      resolve({ kind: 'failed', message: event.message || 'the file reader failed' });
    });
  });
  worker.postMessage(request);
  return { done, cancel: () => worker.terminate() };
}

/** Inside a worker: runs the read and posts progress, the result, or why the file was refused. */
export function serveImport<R, P extends string, D>(
  read: (onProgress: (share: number) => void) => Promise<R>,
  refusal: (error: unknown) => ImportRefusal<P, D> | null,
): void {
  const post = (message: ImportWorkerMessage<R, P, D>) => self.postMessage(message);
  read((share) => post({ kind: 'progress', share })).then(
    (result) => post({ kind: 'done', result }),
    (error: unknown) => {
      const refused = refusal(error);
      if (refused) post({ kind: 'refused', ...refused });
      else post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  );
}
