import { createBrowserWorker } from './browser-worker';
import { sharedEngine } from './shared-engine';
import { SimulationPool } from './simulation-pool';
import { defaultPoolSize } from './slices';

/** The app's pool: Web Workers running the shared simulator, one per core (1 to 8). */
export function createSimulationPool(): SimulationPool {
  return new SimulationPool({
    size: defaultPoolSize(
      typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency,
    ),
    createWorker: createBrowserWorker,
    summarise: sharedEngine.summarise,
  });
}
