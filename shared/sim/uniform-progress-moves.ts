import { EV_UNIT_DEADLINE, PRIO_DECIDE } from './events';
import { interrupt, launchUnit } from './job-stays';
import { jobWorkload, slotsOf, type JobWorkload } from './job-workload';
import type { Sim } from './sim-state';
import { aheadAt, nextAheadMoment, returnLeavesRoom, spotSlotWithRoom } from './uniform-progress';
import { RUNNING, UNIT_ALLOW_SPOT, UNIT_BEHIND, UNIT_SEEKS_SPOT } from './units';

/**
 * Uniform Progress's moves between spot and the other pools (uniform-progress.ts has the
 * policy's tests of the clock): back to spot when ahead, watching for room on spot, and
 * giving up waiting for spot when behind.
 */

/**
 * Uniform Progress, a job running on a non-spot pool at a decision moment: back to spot when
 * it is ahead of an even pace by two changeovers and spot has room (else it watches for room);
 * not yet ahead, it looks again when it will be.
 */
export function considerReturn(sim: Sim, u: number, cw: JobWorkload): void {
  const units = sim.units;
  if (!aheadAt(sim, u, cw, sim.kernel.now)) {
    const at = nextAheadMoment(sim, u, cw);
    if (at < sim.horizonS) sim.kernel.schedule(at, EV_UNIT_DEADLINE, u, units.gen[u]!, PRIO_DECIDE);
    return;
  }
  // On on-demand the margin to the deadline does not grow: too tight now is too tight for good.
  if (!returnLeavesRoom(sim, u, cw)) return;
  const j = spotSlotWithRoom(sim, u, cw);
  if (j >= 0) moveToSpot(sim, u, j);
  else if ((units.flags[u]! & UNIT_SEEKS_SPOT) === 0) {
    units.flags[u]! |= UNIT_SEEKS_SPOT;
    sim.spotSeekers += 1;
  }
}

/** Leaves the non-spot pool (progress saved, a changeover to pay) and starts on spot slot j. */
function moveToSpot(sim: Sim, u: number, j: number): void {
  interrupt(sim, u, false);
  sim.units.flags[u] = (sim.units.flags[u]! | UNIT_ALLOW_SPOT) & ~UNIT_SEEKS_SPOT;
  launchUnit(sim, u, j);
}

/** Moves the jobs that wait on on-demand for room on spot, where there is room; returns how many moved. */
export function seekSpot(sim: Sim): number {
  const units = sim.units;
  let left = 0;
  let moved = 0;
  for (let u = 0; u < units.count; u++) {
    if ((units.flags[u]! & UNIT_SEEKS_SPOT) === 0) continue;
    const cw = jobWorkload(sim, units.wl[u]!);
    if (units.state[u] !== RUNNING || sim.c.pools[units.pool[u]!]!.spot !== null || !returnLeavesRoom(sim, u, cw)) {
      units.flags[u]! &= ~UNIT_SEEKS_SPOT;
      continue;
    }
    const j = spotSlotWithRoom(sim, u, cw);
    if (j < 0) left++;
    else {
      moveToSpot(sim, u, j);
      moved++;
    }
  }
  sim.spotSeekers = left;
  return moved;
}

/** Uniform Progress, waiting and behind: wait for any of the placement's pools, not only spot. */
export function stopWaitingForSpot(sim: Sim, u: number, cw: JobWorkload): void {
  const ps = sim.pools;
  const before = slotsOf(sim, u, cw);
  for (let i = 0; i < before.length; i++) ps.waiters[cw.pools[before[i]!]!]! -= 1;
  sim.units.flags[u]! |= UNIT_BEHIND;
  sim.records.fellBack[sim.units.rec[u]!] = 1;
  const after = slotsOf(sim, u, cw);
  for (let i = 0; i < after.length; i++) ps.waiters[cw.pools[after[i]!]!]! += 1;
  sim.dirty = true;
}

