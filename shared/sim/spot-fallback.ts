import { classSlot, type JobWorkload } from './job-workload';
import type { Sim } from './sim-state';
import { UNIT_ALLOW_SPOT, UNIT_FELL_BACK, UNIT_RESTART_PENDING } from './units';

/**
 * The spot fallback's clock: how long a unit would need to finish off spot, and whether
 * waiting (or staying) on spot still leaves room for that before its deadline.
 */

/**
 * Wall seconds the unit would need to finish on its first non-spot pool, restart and
 * provisioning included (a unit that never ran is held to the larger of its start-up time and
 * a restart's overhead, so the margin never shrinks below a restart).
 */
export function needSeconds(sim: Sim, u: number, cw: JobWorkload): number {
  const units = sim.units;
  const j = cw.slotsNonSpot[0]!;
  const pool = sim.c.pools[cw.pools[j]!]!;
  const remaining = units.workTotal[u]! - units.workDone[u]!;
  const start = (units.flags[u]! & UNIT_RESTART_PENDING) !== 0 ? cw.restartS : Math.max(cw.restartS, cw.startupS);
  return remaining / cw.unitRate[classSlot(sim, u, cw, j)]! + start + pool.provisioningS;
}

/**
 * Seconds it takes to get going on spot (its provisioning, plus the restart overhead when the
 * unit restarts): time spent before any progress, after which the fallback must still fit.
 */
export function spotStartSeconds(sim: Sim, u: number, cw: JobWorkload): number {
  let prov = 0;
  for (let i = 0; i < cw.slotsAll.length; i++) {
    const pool = sim.c.pools[cw.pools[cw.slotsAll[i]!]!]!;
    if (pool.kind === 'spot') {
      prov = pool.provisioningS;
      break;
    }
  }
  return prov + ((sim.units.flags[u]! & UNIT_RESTART_PENDING) !== 0 ? cw.restartS : cw.startupS);
}

/**
 * Deadline-aware: starting (again) on spot now would leave too little time to fall back by the
 * next decision moment. With decisions every second this is "no slack beyond the overheads":
 * a unit whose slack equals them exactly would start on spot only to leave with no progress.
 */
export function mustFallBack(sim: Sim, u: number, cw: JobWorkload): boolean {
  const deadline = sim.units.deadline[u]!;
  if (deadline === Infinity || cw.slotsNonSpot.length === 0) return false;
  return deadline - (sim.kernel.now + cw.decisionS) < needSeconds(sim, u, cw) + spotStartSeconds(sim, u, cw);
}

export function fallBack(sim: Sim, u: number): void {
  sim.units.flags[u] = (sim.units.flags[u]! & ~UNIT_ALLOW_SPOT) | UNIT_FELL_BACK;
  sim.records.fellBack[sim.units.rec[u]!] = 1;
}

/** Greedy, waiting for spot: the first decision moment at which waiting until the next one would be too late. */
export function greedyCheckAt(sim: Sim, u: number, cw: JobWorkload): number {
  const lastStart = sim.units.deadline[u]! - needSeconds(sim, u, cw) - spotStartSeconds(sim, u, cw);
  const D = cw.decisionS;
  return Math.max(sim.kernel.now, (Math.floor((lastStart - D) / D) + 1) * D);
}
