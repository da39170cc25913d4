/**
 * The run was cancelled (by the user or by a newer run superseding it). Screens tell it apart
 * from a failure with `isSimulationCancelled` and show "cancelled", not an error.
 */
export class SimulationCancelledError extends Error {
  constructor() {
    super('simulation cancelled');
    this.name = 'SimulationCancelledError';
  }
}

export function isSimulationCancelled(error: unknown): error is SimulationCancelledError {
  return error instanceof SimulationCancelledError;
}
