import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Scenario } from '@shared/scenario';
import type { RunOptions } from './engine';
import { createSimulationPool } from './default-pool';
import { SimulationController, type SimulationState } from './simulation-controller';
import type { SimulationOutcome, SimulationPool } from './simulation-pool';

export interface SimulationRun {
  state: SimulationState;
  /**
   * Runs the scenario in workers (cancelling any run in flight). Resolves with the outcome, to
   * save as a run tied to the version simulated, or null if it was cancelled or failed.
   */
  start: (scenario: Scenario, options?: RunOptions) => Promise<SimulationOutcome | null>;
  /** Stops at once: the workers are terminated and the state becomes 'cancelled'. */
  cancel: () => void;
}

/** Simulation off the UI thread, for one screen. Unmounting stops the run and frees the workers. */
export function useSimulationRun(
  createPool: () => SimulationPool = createSimulationPool,
): SimulationRun {
  const [controller] = useState(() => new SimulationController(createPool()));
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  useEffect(() => controller.dispose, [controller]);
  return { state, start: controller.start, cancel: controller.cancel };
}
