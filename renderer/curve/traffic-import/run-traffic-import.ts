import type { ImportTrafficOptions, TrafficFileProblem, TrafficImport } from '@shared/traffic-import';

/** What the traffic worker posts back. */
export type TrafficWorkerMessage =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; result: TrafficImport }
  | { kind: 'refused'; problem: TrafficFileProblem; line: number | null; message: string }
  | { kind: 'failed'; message: string };

export type TrafficImportOutcome = Exclude<TrafficWorkerMessage, { kind: 'progress' }>;

export interface RunningTrafficImport {
  done: Promise<TrafficImportOutcome>;
  /** Ends the worker at once; `done` then never settles and nothing changes. */
  cancel(): void;
}

/**
 * Starts a worker on a picked file. The `new Worker(new URL(...), { type: 'module' })` form
 * must stay literal: it is how Vite finds the worker and bundles it with its imports.
 */
export function runTrafficImport(
  file: Blob,
  options: ImportTrafficOptions,
  onProgress: (share: number) => void,
): RunningTrafficImport {
  const worker = new Worker(new URL('./traffic-import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'headroom-traffic-import',
  });
  const done = new Promise<TrafficImportOutcome>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<TrafficWorkerMessage>) => {
      if (event.data.kind === 'progress') {
        onProgress(event.data.share);
        return;
      }
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      resolve({ kind: 'failed', message: event.message || 'the traffic reader failed' });
    });
  });
  worker.postMessage({ file, options });
  return { done, cancel: () => worker.terminate() };
}
