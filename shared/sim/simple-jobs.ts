import type { Sim } from './engine';
import { EV_UNIT_FINISH, PRIO_RELEASE } from './events';
import type { JobWorkload } from './jobs';
import { DONE, RUNNING } from './units';

/**
 * The fast path for jobs of a simple workload (CompiledJobs.simple): every pool it may use is
 * committed, keeps its capacity to the horizon and runs at a steady speed. Such a unit starts
 * at once or waits its turn, then runs to the end in one stay: no provisioning, spot, restart,
 * checkpoint, jitter or fallback to consider. These functions do what the general ones in
 * jobs.ts do for such a unit, with the same arithmetic in the same order (results are
 * byte-identical; a property test runs scenarios both ways), only without the checks and
 * bookkeeping that cannot apply. Long job streams on reserved or bare-metal capacity, the
 * common planning case and the benchmark, spend most of their time here.
 */

/**
 * placeUnit + launchUnit + startSegment: takes the first pool with room and nobody waiting for
 * it. Returns false when there is none (the caller queues the unit).
 */
export function startSimple(sim: Sim, u: number, cw: JobWorkload): boolean {
  const ps = sim.pools;
  const pools = cw.pools;
  for (let j = 0; j < pools.length; j++) {
    const p = pools[j]!;
    const n = cw.instances[j]!;
    if (ps.waiters[p] === 0 && ps.room(p) >= n) {
      runSimple(sim, u, cw, j, p, n);
      return true;
    }
  }
  return false;
}

function runSimple(sim: Sim, u: number, cw: JobWorkload, j: number, p: number, n: number): void {
  const units = sim.units;
  const recs = sim.records;
  const now = sim.kernel.now;
  const r = units.rec[u]!;
  sim.pools.take(p, n);
  units.pool[u] = p;
  units.slot[u] = j;
  units.nInst[u] = n;
  units.launchS[u] = now;
  const gen = (units.gen[u]! += 1);
  recs.notePool(r, p);
  // Ready at once (committed capacity), nothing to restart, steady speed.
  units.readyS[u] = now;
  units.state[u] = RUNNING;
  units.segRestartS[u] = 0;
  const rate = cw.unitRate[j]!;
  units.rate[u] = rate;
  const remaining = units.workTotal[u]! - units.workDone[u]!;
  const productive = remaining > 0 ? Math.ceil(remaining / rate - 1e-7) : 0;
  units.finishHandle[u] = sim.kernel.schedule(now + productive, EV_UNIT_FINISH, u, gen, PRIO_RELEASE);
  if (recs.firstStart[r]! < 0) recs.firstStart[r] = now;
}

/**
 * endStay + finaliseUnit for a unit that ran its one stay to the end: time and cost into its
 * record, GPU use and demand into the ledger, instances back to the pool, and the record into
 * the statistics once its last unit is done.
 */
export function finishSimple(sim: Sim, u: number, cw: JobWorkload, now: number): void {
  const units = sim.units;
  const recs = sim.records;
  const r = units.rec[u]!;
  const p = units.pool[u]!;
  const g = units.gpus[u]!;
  const ready = units.readyS[u]!;
  const span = now - ready;
  recs.runS[r]! += span;
  const ledger = sim.ledger;
  ledger.use(p, cw.index, ready, now, g);
  recs.costMicro[r]! += Math.round(span * g * sim.c.pools[p]!.unitRateMicroPerGpuS);
  sim.pools.give(p, units.nInst[u]!);
  sim.dirty = true;
  ledger.demand(units.arrival[u]!, now, g);
  recs.workDone[r]! += units.workTotal[u]! / g;
  recs.unitsDone[r]! += 1;
  if (now > recs.lastFinish[r]!) recs.lastFinish[r] = now;
  units.state[u] = DONE;
  units.release(u);
  if ((recs.unitsClosed[r]! += 1) === recs.units[r]!) {
    sim.stats.add(recs, r, sim.horizonS);
    recs.release(r);
  }
}
