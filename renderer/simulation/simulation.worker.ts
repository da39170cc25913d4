/**
 * The simulation worker: exposes runSlice over comlink. Loaded by browser-worker.ts with
 * `new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' })`.
 */
import { expose } from 'comlink';
import { sharedEngine } from './shared-engine';
import { createWorkerApi } from './worker-core';

expose(createWorkerApi(sharedEngine));
