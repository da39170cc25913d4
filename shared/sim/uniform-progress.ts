import { classSlot, type JobWorkload } from './job-workload';
import type { Sim } from './sim-state';
import { RUNNING } from './units';

/**
 * Uniform Progress, the deadline policy of "Can't Be Late" (Wu et al., NSDI '24): a job keeps
 * its progress on or above the straight line from nothing at arrival to all of its work at the
 * deadline. Spot is used whenever it is there. A job without spot that has fallen behind the
 * line goes to the placement's other pools (on-demand) at once instead of waiting; a job on
 * on-demand comes back to spot when spot has room and it is ahead of the line by more than two
 * changeovers (the hysteresis that stops it from bouncing). The Greedy safety rule (leave spot
 * for good when the time left only just covers the work left and the restarts) still applies.
 *
 * This file holds the policy's tests of the clock; jobs.ts and uniform-progress-moves.ts act on them.
 */

/** Reference-GPU-seconds of work done by time t, counting the productive part of a stay still running. */
export function progressAt(sim: Sim, u: number, t: number): number {
  const units = sim.units;
  let done = units.workDone[u]!;
  if (units.state[u] === RUNNING) {
    const productive = t - units.readyS[u]! - units.segRestartS[u]!;
    if (productive > 0) done += productive * units.rate[u]!;
  }
  return Math.min(done, units.workTotal[u]!);
}

/** Behind the line at t: done / work < (t - arrival) / (deadline - arrival). */
export function behindAt(sim: Sim, u: number, t: number): boolean {
  const units = sim.units;
  const a = units.arrival[u]!;
  return progressAt(sim, u, t) * (units.deadline[u]! - a) < (t - a) * units.workTotal[u]!;
}

/** The changeover the hysteresis is measured in: a restart plus getting a spot instance. */
export function changeoverSeconds(sim: Sim, cw: JobWorkload): number {
  for (let i = 0; i < cw.slotsAll.length; i++) {
    const pool = sim.c.pools[cw.pools[i]!]!;
    if (pool.kind === 'spot') return cw.restartS + pool.provisioningS;
  }
  return cw.restartS;
}

/** Ahead of the line by more than two changeovers at t: done / work > (t + 2d - arrival) / (deadline - arrival). */
export function aheadAt(sim: Sim, u: number, cw: JobWorkload, t: number): boolean {
  const units = sim.units;
  const a = units.arrival[u]!;
  const d = changeoverSeconds(sim, cw);
  return progressAt(sim, u, t) * (units.deadline[u]! - a) > (t + 2 * d - a) * units.workTotal[u]!;
}

/** The first decision moment (a multiple of the interval) strictly after t. */
function gridAfter(t: number, D: number): number {
  return (Math.floor(t / D) + 1) * D;
}

/**
 * A job waiting for spot: the first decision moment after now at which it may be behind the
 * line (its progress stands still while it waits); the caller checks with behindAt then.
 */
export function nextBehindMoment(sim: Sim, u: number, cw: JobWorkload): number {
  const units = sim.units;
  const a = units.arrival[u]!;
  const crossing = a + (units.workDone[u]! * (units.deadline[u]! - a)) / units.workTotal[u]!;
  // Strictly after now: a job exactly on the line now is not behind (behindAt said so).
  return Math.max(gridAfter(crossing, cw.decisionS), gridAfter(sim.kernel.now, cw.decisionS));
}

/**
 * A job running on a non-spot pool: the first decision moment after now at which it will be
 * ahead of the line by two changeovers, or Infinity when its pace there never gets it ahead.
 */
export function nextAheadMoment(sim: Sim, u: number, cw: JobWorkload): number {
  const units = sim.units;
  const a = units.arrival[u]!;
  const L = units.deadline[u]! - a;
  const W = units.workTotal[u]!;
  const r = units.rate[u]!;
  const s = units.readyS[u]! + units.segRestartS[u]!;
  const d = changeoverSeconds(sim, cw);
  if (r * L <= W) return Infinity;
  // (done + (t - s) r) L > (t + 2d - a) W, solved for t.
  const crossing = ((2 * d - a) * W - units.workDone[u]! * L + s * r * L) / (r * L - W);
  return gridAfter(Math.max(crossing, s, sim.kernel.now), cw.decisionS);
}

/** A spot slot of the placement with room for the unit now and nobody waiting for it, or -1. */
export function spotSlotWithRoom(sim: Sim, u: number, cw: JobWorkload): number {
  const ps = sim.pools;
  for (let j = 0; j < cw.slotsAll.length; j++) {
    const p = cw.pools[j]!;
    if (sim.c.pools[p]!.kind !== 'spot') continue;
    if (ps.waiters[p] === 0 && ps.fits(p, cw.instances[classSlot(sim, u, cw, j)]!, sim.units.gpus[u]!)) return j;
  }
  return -1;
}

/**
 * Going back to spot now still leaves room to fall back by the next decision moment: time
 * left covers the work left on the first non-spot pool plus a changeover each way (the Greedy
 * safety rule a job on on-demand obeys before it tries spot again).
 */
export function returnLeavesRoom(sim: Sim, u: number, cw: JobWorkload): boolean {
  const units = sim.units;
  const now = sim.kernel.now;
  const j = cw.slotsNonSpot[0]!;
  const remaining = units.workTotal[u]! - progressAt(sim, u, now);
  const need = remaining / cw.unitRate[classSlot(sim, u, cw, j)]! + cw.restartS + sim.c.pools[cw.pools[j]!]!.provisioningS + changeoverSeconds(sim, cw);
  return units.deadline[u]! - (now + cw.decisionS) >= need;
}
