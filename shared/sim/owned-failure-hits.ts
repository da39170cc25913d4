import { requeueAtHead } from './jobs';
import { interrupt } from './job-stays';
import { NO_INSTANCE } from './pools';
import type { ServiceHolder, Sim } from './sim-state';

/**
 * What a GPU failure does to the work on a busy GPU (or server) of an owned pool: the unit on
 * it is taken off the way a spot interruption takes one off. A job loses its progress since
 * its last whole checkpoint, pays its restart overhead on its next stay and goes back to the
 * head of the queue (a gang job frees every GPU it held); a service's replica or dev machine
 * is gone and the service replaces it from its placement's pools. The failed GPU is taken out
 * of service between the two, so the work cannot land back on it.
 *
 * Counted per pool apart from spot interruptions and priority preemptions: the units taken
 * off (PoolState.failureInterruptions) and the jobs' GPU-seconds lost since their last
 * checkpoint (PoolState.failureLostWorkGpuS).
 */

/** Each occupant of a place, with the GPUs (or, on a counted pool, servers) it holds there. */
function jobWeight(sim: Sim, p: number, u: number, i: number): number {
  const units = sim.units;
  const place = units.inst[u]!;
  if (i === NO_INSTANCE) return units.nInst[u]!;
  if (place >= 0) return place === i ? units.gpus[u]! : 0;
  return sim.pools.gangInstances(place).includes(i) ? sim.pools.packed[p]!.gpusPerInstance : 0;
}

/**
 * Takes off the occupant of busy GPU b of instance i of packing pool p (b counts the busy GPUs
 * of the instance, jobs first in the pool's list order, then services), or of busy server b
 * of counted pool p (i = NO_INSTANCE). Returns what to do once the failed GPU is out: put the
 * job back in the queue, or let the service reach its target again.
 */
export function takeOffOccupant(sim: Sim, p: number, i: number, b: number): () => void {
  const units = sim.units;
  for (let u = sim.pools.unitHead[p]!; u !== -1; u = units.poolNext[u]!) {
    const w = jobWeight(sim, p, u, i);
    if (b >= w) {
      b -= w;
      continue;
    }
    const recs = sim.records;
    const r = units.rec[u]!;
    const lostBefore = recs.lostGpuS[r]!;
    interrupt(sim, u, true);
    sim.pools.failureInterruptions[p]! += 1;
    sim.pools.failureLostWorkGpuS[p]! += recs.lostGpuS[r]! - lostBefore;
    return () => requeueAtHead(sim, u);
  }
  for (const h of sim.holders) {
    if (h === null) continue;
    const w = h.heldAt(p, i);
    if (b >= w) {
      b -= w;
      continue;
    }
    h.loseAt(p, i, b);
    sim.pools.failureInterruptions[p]! += 1;
    return () => reconcile(h);
  }
  throw new Error(`pool ${sim.c.pools[p]!.id}: no unit holds busy GPU ${b} of instance ${i}`);
}

function reconcile(h: ServiceHolder): void {
  h.reconcile();
}
