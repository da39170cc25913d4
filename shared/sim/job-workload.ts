import type { CompiledBatch, CompiledTraining } from './compiled';
import type { Sim } from './sim-state';
import { UNIT_ALLOW_SPOT, UNIT_BEHIND, UNIT_LEFT_SHARED } from './units';

/** A job workload as the run sees it, and the pools one of its units may take now. */

export type JobWorkload = CompiledTraining | CompiledBatch;

export function jobWorkload(sim: Sim, w: number): JobWorkload {
  return sim.c.workloads[w] as JobWorkload;
}

/**
 * Where slot j's entries for unit u sit in the per-class tables (instances, unitRate): the
 * slot itself, offset by the unit's GPU class when the workload draws its jobs' GPUs from a mix.
 */
export function classSlot(sim: Sim, u: number, cw: JobWorkload, j: number): number {
  return sim.units.gpuClass[u]! * cw.pools.length + j;
}

/** The slots a unit may take now: before a fallback (waiting for spot: spot first, wait for it), or after. */
export function slotsOf(sim: Sim, u: number, cw: JobWorkload): Int32Array {
  const flags = sim.units.flags[u]!;
  // After a priority fallback: only the pools no higher priority shares (the first with room).
  if ((flags & UNIT_LEFT_SHARED) !== 0) return (flags & UNIT_ALLOW_SPOT) === 0 ? cw.slotsUnsharedNonSpot : cw.slotsUnshared;
  if ((flags & UNIT_ALLOW_SPOT) === 0) return cw.slotsNonSpot;
  return cw.waitForSpot && (flags & UNIT_BEHIND) === 0 ? cw.slotsBeforeFallback : cw.slotsAll;
}
