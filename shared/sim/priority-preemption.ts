import { interrupt } from './job-stays';
import { jobWorkload, slotsOf } from './job-workload';
import { gpusOfUnitOn, quotaVictims } from './quotas';
import type { Sim } from './sim-state';
import { RUNNING, UNIT_LEFT_SHARED } from './units';

/**
 * Higher priority takes GPUs from running lower-priority jobs on a contested committed pool
 * (CompiledPool.contested). The victims are the pool's lower-priority jobs, the most recently
 * started first (they have the least work since their last checkpoint to lose); they are
 * taken one after another until the new unit fits, and none is taken when even all of them
 * would not make room. A victim is accounted as a spot interruption is: progress since its
 * last whole checkpoint interval lost, the restart overhead paid on its next stay, a gang's
 * every instance freed. Services are never victims. The caller puts the victims back at the
 * head of the queue (jobs.ts).
 */

/**
 * How many of `victims` (in order) must go for a unit of g GPUs (n whole instances) to fit on
 * pool p, or -1 when all of them would not be enough.
 */
function victimsNeeded(sim: Sim, p: number, n: number, g: number, victims: readonly number[]): number {
  const ps = sim.pools;
  const units = sim.units;
  const pk = ps.packed[p]!;
  if (pk === null) {
    // Whole instances, counted.
    let room = ps.cap[p]! - ps.inUse[p]!;
    for (let k = 0; k < victims.length; k++) {
      room += units.nInst[victims[k]!]!;
      if (room >= n) return k + 1;
    }
    return -1;
  }
  const G = pk.gpusPerInstance;
  // A copy of the free GPUs per instance, changed as the victims leave (preemptions are rare: a fresh one each time).
  const free = Int32Array.from(pk.free);
  let fullyFree = pk.fullyFree();
  for (let k = 0; k < victims.length; k++) {
    const v = victims[k]!;
    const place = units.inst[v]!;
    if (place >= 0) {
      free[place]! += units.gpus[v]!;
      if (free[place] === G) fullyFree++;
      if (g <= G && free[place]! >= g) return k + 1;
    } else {
      const ids = ps.gangInstances(place);
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        free[id] = G;
        fullyFree++;
        if (g <= G) return k + 1;
      }
    }
    if (g > G && fullyFree >= n) return k + 1;
  }
  return -1;
}

/**
 * Takes running jobs of a priority below `priority` off pool p until a unit of workload w, g
 * GPUs (n instances), fits there, the most recently started first. With quotas, the victims are
 * quotas.ts's (guarantees kept, and reclaimed). Returns the units taken off, most recently
 * started first (empty when nothing was, because even all of them would not make room).
 */
export function preemptForRoom(sim: Sim, p: number, n: number, g: number, priority: number, w: number, pendingGpus = 0): number[] {
  const ps = sim.pools;
  if (!sim.c.pools[p]!.contested || ps.cap[p]! <= 0) return [];
  const units = sim.units;
  // The pool's list has the most recent launch at its head.
  let victims: number[] = [];
  if (sim.c.quotas !== null) {
    victims = quotaVictims(sim, p, w, gpusOfUnitOn(sim.c.pools[p]!, n, g), priority, pendingGpus);
  } else {
    for (let u = ps.unitHead[p]!; u !== -1; u = units.poolNext[u]!) {
      if (units.state[u] === RUNNING && jobWorkload(sim, units.wl[u]!).priority < priority) victims.push(u);
    }
  }
  const k = victimsNeeded(sim, p, n, g, victims);
  if (k < 0) return [];
  const taken = victims.slice(0, k);
  // A guarantee reclaimed from work of the same or a higher priority: the queue is scanned again for it (jobs.ts).
  if (sim.c.quotas !== null && taken.some((v) => jobWorkload(sim, units.wl[v]!).priority >= priority)) sim.quotaReclaims += 1;
  const recs = sim.records;
  for (const u of taken) {
    const r = units.rec[u]!;
    const lostBefore = recs.lostGpuS[r]!;
    interrupt(sim, u, true);
    units.priorityPreemptions[u]! += 1;
    const w = units.wl[u]!;
    sim.stats.priorityPreemptions[w]! += 1;
    sim.stats.priorityLostGpuS[w]! += recs.lostGpuS[r]! - lostBefore;
    const cw = jobWorkload(sim, units.wl[u]!);
    if (units.priorityPreemptions[u]! >= cw.priorityFallbackAfter && (units.flags[u]! & UNIT_LEFT_SHARED) === 0) {
      units.flags[u]! |= UNIT_LEFT_SHARED;
      // Only when it leaves somewhere to go (a job that fell back from spot may have no other pool).
      if (slotsOf(sim, u, cw).length === 0) units.flags[u]! &= ~UNIT_LEFT_SHARED;
      else sim.records.fellBack[units.rec[u]!] = 1;
    }
  }
  return taken;
}
