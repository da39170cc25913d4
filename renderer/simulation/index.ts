/** Simulation off the UI thread: Web Workers (comlink), progress, cancel, one React hook. */
export { useSimulationRun, type SimulationRun } from './use-simulation-run';
export { SimulationController, type SimulationState } from './simulation-controller';
export {
  SimulationPool,
  type SimulationOutcome,
  type SimulationPoolOptions,
} from './simulation-pool';
export { createSimulationPool } from './default-pool';
export { SimulationCancelledError, isSimulationCancelled } from './errors';
export { resolveRunPlan, type RunOptions, type RunPlan, type SimulationEngine } from './engine';
export type { SimulationProgress } from './progress';
