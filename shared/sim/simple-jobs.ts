import type { CompiledTraining } from './compiled';
import { EV_UNIT_FINISH, PRIO_RELEASE } from './events';
import { classSlot, type JobWorkload } from './job-workload';
import type { Sim } from './sim-state';
import { DONE, RUNNING, UNIT_ALLOW_SPOT } from './units';

/**
 * The fast path for jobs of a simple workload (CompiledJobs.simple): every pool it may use is
 * committed, keeps its capacity to the horizon and runs at a steady speed. Such a unit starts
 * at once or waits its turn, then runs to the end in one stay: no provisioning, spot, restart,
 * checkpoint, jitter or fallback to consider. These functions do what the general ones in
 * jobs.ts do for such a unit, with the same arithmetic in the same order, only without the
 * checks and bookkeeping that cannot apply; a property test runs random scenarios both ways
 * and compares the bytes. Long job streams on reserved or bare-metal capacity, the common
 * planning case and the benchmark, spend most of their time here.
 *
 * A training job that starts the moment it arrives has no job record at all: everything its
 * record would hold is known from the unit (no queue, no provisioning, no restart, no loss).
 * The record is made only if the job table still wants a row for it, or when the horizon cuts
 * the job off; otherwise the job goes straight into the statistics when it finishes.
 */

/** The first placement slot with room for a unit of GPU class k and nobody waiting for its pool, or -1. */
export function slotWithRoom(sim: Sim, cw: JobWorkload, k: number): number {
  const ps = sim.pools;
  const pools = cw.pools;
  const row = k * pools.length;
  const g = cw.gpuClasses.gpus[k]!;
  for (let j = 0; j < pools.length; j++) {
    if (ps.waiters[pools[j]!] === 0 && ps.fits(pools[j]!, cw.instances[row + j]!, g)) return j;
  }
  return -1;
}

/** placeUnit + launchUnit + startSegment. Returns false when no pool has room (the caller queues the unit). */
export function startSimple(sim: Sim, u: number, cw: JobWorkload): boolean {
  const j = slotWithRoom(sim, cw, sim.units.gpuClass[u]!);
  if (j < 0) return false;
  runSimple(sim, u, cw, j);
  return true;
}

/**
 * Starts a training job of GPU class k that has room now (slot j from slotWithRoom) as a unit
 * without a record, to finish after `productive` seconds (its work at the slot's rate,
 * productiveSeconds()), and returns the unit. The caller writes the job's work and deadline:
 * they are the fractional numbers of a start, and a fractional number passed to a call V8 does
 * not inline is boxed on the heap, an allocation per job on the simulator's hottest path.
 */
export function startJobAtOnce(sim: Sim, cw: CompiledTraining, j: number, index: number, k: number, productive: number): number {
  const now = sim.kernel.now;
  const p = cw.pools[j]!;
  const n = cw.instances[k * cw.pools.length + j]!;
  const g = cw.gpuClasses.gpus[k]!;
  const place = sim.pools.takeUnit(p, n, g);
  const units = sim.units;
  const u = units.addStarted(cw.index, index, g, now, p, j, n, place, k);
  units.finishHandle[u] = sim.kernel.schedule(now + productive, EV_UNIT_FINISH, u, units.gen[u]!, PRIO_RELEASE);
  return u;
}

/** Seconds a job of `work` reference GPU-seconds runs on slot j of its workload as GPU class k. */
export function productiveSeconds(cw: CompiledTraining, j: number, k: number, work: number): number {
  return Math.ceil(work / cw.unitRate[k * cw.pools.length + j]! - 1e-7);
}

function runSimple(sim: Sim, u: number, cw: JobWorkload, j: number): void {
  const units = sim.units;
  const now = sim.kernel.now;
  const p = cw.pools[j]!;
  const at = classSlot(sim, u, cw, j);
  const n = cw.instances[at]!;
  units.inst[u] = sim.pools.takeUnit(p, n, units.gpus[u]!);
  units.pool[u] = p;
  units.slot[u] = j;
  units.nInst[u] = n;
  units.launchS[u] = now;
  const gen = (units.gen[u]! += 1);
  // Ready at once (committed capacity), nothing to restart, steady speed.
  units.readyS[u] = now;
  units.state[u] = RUNNING;
  units.segRestartS[u] = 0;
  const rate = cw.unitRate[at]!;
  units.rate[u] = rate;
  const remaining = units.workTotal[u]! - units.workDone[u]!;
  const productive = remaining > 0 ? Math.ceil(remaining / rate - 1e-7) : 0;
  units.finishHandle[u] = sim.kernel.schedule(now + productive, EV_UNIT_FINISH, u, gen, PRIO_RELEASE);
  const r = units.rec[u]!;
  const recs = sim.records;
  recs.notePool(r, p);
  if (recs.firstStart[r]! < 0) recs.firstStart[r] = now;
}

/**
 * Makes the record of a job that started on arrival without one, and fills in its unit, as
 * the general path would have kept them up to now: arrived, launched and ready at once on its
 * pool, nothing accrued yet.
 */
export function giveRecord(sim: Sim, u: number, cw: JobWorkload): void {
  const units = sim.units;
  const recs = sim.records;
  const arrival = units.arrival[u]!;
  const r = recs.add(cw.index, units.jobIndex[u]!, 1, arrival, units.deadline[u]!);
  recs.idealS[r] = units.workTotal[u]! / cw.gpuClasses.ideal[units.gpuClass[u]!]!;
  recs.notePool(r, units.pool[u]!);
  recs.firstStart[r] = arrival;
  units.rec[u] = r;
  units.flags[u] = UNIT_ALLOW_SPOT;
  units.startGeneralBookkeeping(u);
  units.launchS[u] = arrival;
  units.readyS[u] = arrival;
  units.segRestartS[u] = 0;
  units.rate[u] = cw.unitRate[classSlot(sim, u, cw, units.slot[u]!)]!;
}

/**
 * endStay + finaliseUnit for a unit that ran its one stay to the end: time and cost into its
 * record, GPU use and demand into the ledger, instances back to the pool, and the record into
 * the statistics once its last unit is done.
 */
export function finishSimple(sim: Sim, u: number, cw: JobWorkload, now: number): void {
  if (sim.units.rec[u]! < 0 && !sim.stats.wantsRow()) finishWithoutRecord(sim, u, cw, now);
  else finishRecorded(sim, u, cw, now);
}

/** finishSimple for a job with a record, or one the job table still wants a row for. */
function finishRecorded(sim: Sim, u: number, cw: JobWorkload, now: number): void {
  const units = sim.units;
  if (units.rec[u]! < 0) giveRecord(sim, u, cw);
  const recs = sim.records;
  const r = units.rec[u]!;
  const p = units.pool[u]!;
  const g = units.gpus[u]!;
  const ready = units.readyS[u]!;
  const span = now - ready;
  recs.runS[r]! += span;
  const ledger = sim.ledger;
  ledger.use(p, cw.index, ready, now, g);
  sim.pools.jobUsefulGpuS[p]! += span * g;
  recs.costMicro[r]! += Math.round(span * g * sim.c.pools[p]!.unitRateMicroPerGpuS);
  sim.pools.giveUnit(p, units.nInst[u]!, g, units.inst[u]!);
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

/** finishSimple for a job without a record whose row nobody wants: straight into the ledger and the statistics. */
function finishWithoutRecord(sim: Sim, u: number, cw: JobWorkload, now: number): void {
  const units = sim.units;
  const p = units.pool[u]!;
  const g = units.gpus[u]!;
  const arrival = units.arrival[u]!;
  // It started the moment it arrived: busy exactly while wanted.
  sim.ledger.useAsWanted(p, cw.index, arrival, now, g);
  sim.pools.jobUsefulGpuS[p]! += (now - arrival) * g;
  sim.pools.giveUnit(p, units.nInst[u]!, g, units.inst[u]!);
  sim.dirty = true;
  sim.stats.addFinishedAtOnce(cw.index, arrival, now, now > units.deadline[u]!, u, units, cw.gpuClasses.ideal);
  units.state[u] = DONE;
  units.release(u);
}
