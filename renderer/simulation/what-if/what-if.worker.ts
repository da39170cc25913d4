/**
 * The what-if worker: the shared simulator behind short, cancellable tasks. Loaded by
 * what-if-workers.ts with `new Worker(new URL('./what-if.worker.ts', import.meta.url), ...)`.
 */
import { expose } from 'comlink';
import { createSharedEngine } from '../shared-engine';
import { createWhatIfWorkerApi } from './worker-core';

expose(createWhatIfWorkerApi(createSharedEngine()));
