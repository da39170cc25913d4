/**
 * The simulation worker: exposes runSlice and summarise over comlink. Loaded by
 * browser-worker.ts with `new Worker(new URL('./simulation.worker.ts', import.meta.url), ...)`.
 */
import { expose, releaseProxy } from 'comlink';
import { createSharedEngine } from './shared-engine';
import { createWorkerApi, type SimulationWorkerApi } from './worker-core';

const core = createWorkerApi(createSharedEngine());

const api: SimulationWorkerApi = {
  async runSlice(request, onProgress, outbox) {
    try {
      return await core.runSlice(request, onProgress, outbox);
    } finally {
      // The callback is a comlink proxy holding a message port open on both sides. Workers
      // live on between runs, so release it now rather than whenever garbage collection does.
      const release = (onProgress as Partial<Record<typeof releaseProxy, () => void>>)[
        releaseProxy
      ];
      release?.();
    }
  },
  summarise: (request, inboxes) => core.summarise(request, inboxes),
};

expose(api);
