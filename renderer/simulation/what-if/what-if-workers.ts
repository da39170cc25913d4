import { wrap } from 'comlink';
import { defaultPoolSize } from '../slices';
import type { WhatIfTask, WhatIfTaskResult, WhatIfWorkerApi } from './worker-core';

/** A what-if worker as the scheduler drives it (a Web Worker, or in-process in tests). */
export interface WhatIfWorker {
  run(task: WhatIfTask): Promise<WhatIfTaskResult>;
  terminate(): void;
}

function browserWorker(): WhatIfWorker {
  const worker = new Worker(new URL('./what-if.worker.ts', import.meta.url), {
    type: 'module',
    name: 'headroom-what-if',
  });
  const remote = wrap<WhatIfWorkerApi>(worker);
  let failed: ((error: Error) => void) | null = null;
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  failure.catch(() => undefined);
  worker.addEventListener('error', (event) =>
    failed?.(new Error(`what-if worker failed: ${event.message || 'script error'}`)),
  );
  return {
    run: (task) => Promise.race([remote.run(task), failure]),
    terminate: () => worker.terminate(),
  };
}

/** The app's what-if workers: one per core (at most 4, or `most`), kept for as long as the what-if is open. */
export function createWhatIfWorkers(most = 4): WhatIfWorker[] {
  const cores = typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency;
  const size = Math.min(most, defaultPoolSize(cores));
  return Array.from({ length: size }, browserWorker);
}
