import { createBrowserWorker } from './browser-worker';
import { SimulationPool } from './simulation-pool';
import { defaultPoolSize } from './slices';

/** The app's pool: Web Workers running and summarising the shared simulator, one per core (1 to 8). */
export function createSimulationPool(): SimulationPool {
  return new SimulationPool({
    size: defaultPoolSize(
      typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency,
    ),
    createWorker: createBrowserWorker,
  });
}
