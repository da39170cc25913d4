import { comlinkHandle, type WorkerHandle } from './worker-handle';

/**
 * A Web Worker running simulation.worker.ts. The `new Worker(new URL(...), { type: 'module' })`
 * form must stay literal: it is how Vite finds the worker and bundles it with its imports.
 */
export function createBrowserWorker(): WorkerHandle {
  const worker = new Worker(new URL('./simulation.worker.ts', import.meta.url), {
    type: 'module',
    name: 'headroom-simulation',
  });
  return comlinkHandle(
    worker,
    () => worker.terminate(),
    (fail) => {
      worker.addEventListener('error', (event) => {
        fail(new Error(`simulation worker failed: ${event.message || 'script error'}`));
      });
      worker.addEventListener('messageerror', () =>
        fail(new Error('simulation worker sent a message that could not be read')),
      );
    },
  );
}
