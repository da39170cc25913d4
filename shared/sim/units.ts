/**
 * Units of discrete work (a training job, one batch task) and the job records they roll up
 * into (a training job, a whole batch), stored as parallel typed arrays that grow by
 * doubling, with free lists: only live units and records take space, so a million jobs
 * cost a few small arrays, not a million objects. A unit's generation counter survives
 * reuse, so stale events for an earlier occupant of a slot are recognised and ignored.
 */

import { grown } from './typed-arrays';

export const WAITING = 0;
export const PROVISIONING = 1;
export const RUNNING = 2;
export const DONE = 3;

export const UNIT_ALLOW_SPOT = 1;
export const UNIT_RESTART_PENDING = 2;
export const UNIT_FELL_BACK = 4;
/** Preempted by higher-priority work too often: the unit uses only the pools no higher priority shares. */
export const UNIT_LEFT_SHARED = 8;
/** Uniform Progress (uniform-progress.ts): */
/** Marks a job on on-demand that is ahead of the line and waits for room on spot to go back. */
export const UNIT_SEEKS_SPOT = 1 << 6;
/**
 * Marks a job that fell behind the line while off spot: it takes whichever of the placement's
 * pools has room first (on-demand, or spot if it comes back first) instead of waiting for spot.
 * Cleared when it runs on spot again.
 */
export const UNIT_BEHIND = 1 << 5;

export class UnitTable {
  /** Slots ever used (high-water mark); live units are those not on the free list. */
  count = 0;
  private free: number[] = [];
  // identity
  wl: Int32Array;
  /** The unit's job record, or -1 for a job that started at once on the fast path (its record is made only when needed). */
  rec: Int32Array;
  /** The job's number in its workload (arrival order). */
  jobIndex: Int32Array;
  gpus: Int32Array;
  /** The unit's GPU-count class (CompiledJobs.gpuClasses): 0 unless its workload has a GPU mix. */
  gpuClass: Uint8Array;
  // progress (reference-GPU-seconds)
  workTotal: Float64Array;
  workDone: Float64Array;
  // scheduling state
  state: Uint8Array;
  flags: Uint8Array;
  slot: Int32Array;
  pool: Int32Array;
  nInst: Int32Array;
  /** The unit's place on its pool (PoolState.takeUnit): its shared instance, a gang key, or NO_INSTANCE. */
  inst: Int32Array;
  gen: Int32Array;
  preemptions: Int32Array;
  /** Of those, preemptions by higher-priority work on a shared committed pool (priority-preemption.ts). */
  priorityPreemptions: Int32Array;
  waitNext: Int32Array;
  waitPrev: Int32Array;
  poolNext: Int32Array;
  poolPrev: Int32Array;
  // times
  arrival: Float64Array;
  deadline: Float64Array;
  waitStart: Float64Array;
  launchS: Float64Array;
  readyS: Float64Array;
  segRestartS: Float64Array;
  rate: Float64Array;
  finishHandle: Float64Array;
  /** Seconds of provisioning already covered by a spot notice (the replacement was requested early). */
  provCredit: Float64Array;
  finishS: Float64Array;

  constructor(capacity = 256) {
    const n = Math.max(16, capacity);
    this.wl = new Int32Array(n);
    this.rec = new Int32Array(n);
    this.jobIndex = new Int32Array(n);
    this.gpus = new Int32Array(n);
    this.gpuClass = new Uint8Array(n);
    this.workTotal = new Float64Array(n);
    this.workDone = new Float64Array(n);
    this.state = new Uint8Array(n);
    this.flags = new Uint8Array(n);
    this.slot = new Int32Array(n);
    this.pool = new Int32Array(n);
    this.nInst = new Int32Array(n);
    this.inst = new Int32Array(n);
    this.gen = new Int32Array(n);
    this.preemptions = new Int32Array(n);
    this.priorityPreemptions = new Int32Array(n);
    this.waitNext = new Int32Array(n);
    this.waitPrev = new Int32Array(n);
    this.poolNext = new Int32Array(n);
    this.poolPrev = new Int32Array(n);
    this.arrival = new Float64Array(n);
    this.deadline = new Float64Array(n);
    this.waitStart = new Float64Array(n);
    this.launchS = new Float64Array(n);
    this.readyS = new Float64Array(n);
    this.segRestartS = new Float64Array(n);
    this.rate = new Float64Array(n);
    this.finishHandle = new Float64Array(n);
    this.provCredit = new Float64Array(n);
    this.finishS = new Float64Array(n);
  }

  /** Adds a unit and returns its index; all per-unit accumulators start at zero. */
  add(workload: number, record: number, gpus: number, work: number, arrival: number, deadline: number, flags: number, gpuClass = 0): number {
    const u = this.slotForNew();
    this.wl[u] = workload;
    this.rec[u] = record;
    this.gpus[u] = gpus;
    this.gpuClass[u] = gpuClass;
    this.workTotal[u] = work;
    this.arrival[u] = arrival;
    this.deadline[u] = deadline;
    this.flags[u] = flags;
    this.pool[u] = -1;
    this.slot[u] = -1;
    this.finishHandle[u] = -1;
    this.state[u] = 0;
    this.nInst[u] = 0;
    this.startGeneralBookkeeping(u);
    return u;
  }

  /**
   * What the general path keeps for a unit, as a new unit starts it: not finished, in no
   * queue or pool list, no work done, never preempted, no provisioning credit. Also used
   * when the general path takes over a unit the fast path started (simple-jobs giveRecord).
   */
  startGeneralBookkeeping(u: number): void {
    this.finishS[u] = -1;
    this.waitNext[u] = -1;
    this.waitPrev[u] = -1;
    this.poolNext[u] = -1;
    this.poolPrev[u] = -1;
    this.workDone[u] = 0;
    this.preemptions[u] = 0;
    this.priorityPreemptions[u] = 0;
    this.provCredit[u] = 0;
  }

  /**
   * A training job that starts running the moment it arrives, on the fast path: writes only
   * what that path reads (no record, running on `pool` from `arrival`) and returns the unit.
   * Its generation moves on as at any launch. simple-jobs.ts giveRecord() fills in the rest
   * if the general path ever takes the unit over (a job row is wanted, or the horizon).
   */
  /** A unit that starts on arrival without a record; the caller writes its workTotal and deadline. */
  addStarted(workload: number, jobIndex: number, gpus: number, arrival: number, pool: number, slot: number, instances: number, place: number, gpuClass: number): number {
    const u = this.slotForNew();
    this.wl[u] = workload;
    this.rec[u] = -1;
    this.jobIndex[u] = jobIndex;
    this.gpus[u] = gpus;
    this.gpuClass[u] = gpuClass;
    this.arrival[u] = arrival;
    this.pool[u] = pool;
    this.slot[u] = slot;
    this.nInst[u] = instances;
    this.inst[u] = place;
    this.state[u] = RUNNING;
    this.gen[u]! += 1;
    return u;
  }

  private slotForNew(): number {
    if (this.free.length > 0) return this.free.pop()!;
    if (this.count === this.wl.length) this.growAll();
    return this.count++;
  }

  /** Returns a finished unit's slot for reuse (its generation moves on). */
  release(u: number): void {
    this.gen[u]! += 1;
    this.state[u] = 3;
    this.free.push(u);
  }

  private growAll(): void {
    const n = this.wl.length * 2;
    this.wl = grown(this.wl, n);
    this.rec = grown(this.rec, n);
    this.jobIndex = grown(this.jobIndex, n);
    this.gpus = grown(this.gpus, n);
    this.gpuClass = grown(this.gpuClass, n);
    this.workTotal = grown(this.workTotal, n);
    this.workDone = grown(this.workDone, n);
    this.state = grown(this.state, n);
    this.flags = grown(this.flags, n);
    this.slot = grown(this.slot, n);
    this.pool = grown(this.pool, n);
    this.nInst = grown(this.nInst, n);
    this.inst = grown(this.inst, n);
    this.gen = grown(this.gen, n);
    this.preemptions = grown(this.preemptions, n);
    this.priorityPreemptions = grown(this.priorityPreemptions, n);
    this.waitNext = grown(this.waitNext, n);
    this.waitPrev = grown(this.waitPrev, n);
    this.poolNext = grown(this.poolNext, n);
    this.poolPrev = grown(this.poolPrev, n);
    this.arrival = grown(this.arrival, n);
    this.deadline = grown(this.deadline, n);
    this.waitStart = grown(this.waitStart, n);
    this.launchS = grown(this.launchS, n);
    this.readyS = grown(this.readyS, n);
    this.segRestartS = grown(this.segRestartS, n);
    this.rate = grown(this.rate, n);
    this.finishHandle = grown(this.finishHandle, n);
    this.provCredit = grown(this.provCredit, n);
    this.finishS = grown(this.finishS, n);
  }
}

/** A job record: one training job, or one batch (of many tasks). */
export class RecordTable {
  count = 0;
  private free: number[] = [];
  wl: Int32Array;
  index: Int32Array;
  units: Int32Array;
  unitsDone: Int32Array;
  /** Units finished or cut off at the horizon: the record is complete when this reaches units. */
  unitsClosed: Int32Array;
  preemptions: Int32Array;
  /** Moves between spot and the other pools (either way, preemptions that end on-demand included). */
  switches: Int32Array;
  fellBack: Uint8Array;
  arrival: Float64Array;
  deadline: Float64Array;
  firstStart: Float64Array;
  lastFinish: Float64Array;
  queueS: Float64Array;
  provS: Float64Array;
  runS: Float64Array;
  restartS: Float64Array;
  /** Restart overhead times the GPUs held through it (jobs of a GPU mix differ in GPUs). */
  restartGpuS: Float64Array;
  lostGpuS: Float64Array;
  costMicro: Float64Array;
  /** Ideal run time: the work on the unit's GPUs at reference speed, perfect efficiency. */
  idealS: Float64Array;
  /** Work completed (reference GPU-seconds) and GPUs, for the waiting time of unfinished jobs. */
  workDone: Float64Array;
  firstPool: Int32Array;
  /** Pools after the first, in order of use (consecutive duplicates dropped), only when there are any. */
  morePools: Map<number, number[]> = new Map();

  constructor(capacity = 256) {
    const n = Math.max(16, capacity);
    this.wl = new Int32Array(n);
    this.index = new Int32Array(n);
    this.units = new Int32Array(n);
    this.unitsDone = new Int32Array(n);
    this.unitsClosed = new Int32Array(n);
    this.preemptions = new Int32Array(n);
    this.switches = new Int32Array(n);
    this.fellBack = new Uint8Array(n);
    this.arrival = new Float64Array(n);
    this.deadline = new Float64Array(n);
    this.firstStart = new Float64Array(n);
    this.lastFinish = new Float64Array(n);
    this.queueS = new Float64Array(n);
    this.provS = new Float64Array(n);
    this.runS = new Float64Array(n);
    this.restartS = new Float64Array(n);
    this.restartGpuS = new Float64Array(n);
    this.lostGpuS = new Float64Array(n);
    this.costMicro = new Float64Array(n);
    this.idealS = new Float64Array(n);
    this.workDone = new Float64Array(n);
    this.firstPool = new Int32Array(n);
  }

  add(workload: number, index: number, units: number, arrival: number, deadline: number): number {
    let r: number;
    if (this.free.length > 0) {
      r = this.free.pop()!;
    } else {
      if (this.count === this.wl.length) this.growAll();
      r = this.count++;
    }
    this.wl[r] = workload;
    this.index[r] = index;
    this.units[r] = units;
    this.arrival[r] = arrival;
    this.deadline[r] = deadline;
    this.firstStart[r] = -1;
    this.lastFinish[r] = -1;
    this.firstPool[r] = -1;
    this.unitsDone[r] = 0;
    this.unitsClosed[r] = 0;
    this.preemptions[r] = 0;
    this.switches[r] = 0;
    this.fellBack[r] = 0;
    this.queueS[r] = 0;
    this.provS[r] = 0;
    this.runS[r] = 0;
    this.restartS[r] = 0;
    this.restartGpuS[r] = 0;
    this.lostGpuS[r] = 0;
    this.costMicro[r] = 0;
    this.idealS[r] = 0;
    this.workDone[r] = 0;
    return r;
  }

  /** Returns a record's slot for reuse once it has been rolled into the statistics. */
  release(r: number): void {
    if (this.morePools.size > 0) this.morePools.delete(r);
    this.free.push(r);
  }

  /** Notes that record r ran on pool p (keeps the order of use, drops consecutive repeats). */
  notePool(r: number, p: number): void {
    const first = this.firstPool[r]!;
    if (first === -1) {
      this.firstPool[r] = p;
      return;
    }
    const more = this.morePools.get(r);
    const last = more === undefined ? first : more[more.length - 1]!;
    if (last === p) return;
    if (more === undefined) this.morePools.set(r, [p]);
    else more.push(p);
  }

  poolsOf(r: number): number[] {
    const first = this.firstPool[r]!;
    if (first === -1) return [];
    const more = this.morePools.get(r);
    return more === undefined ? [first] : [first, ...more];
  }

  private growAll(): void {
    const n = this.wl.length * 2;
    this.wl = grown(this.wl, n);
    this.index = grown(this.index, n);
    this.units = grown(this.units, n);
    this.unitsDone = grown(this.unitsDone, n);
    this.unitsClosed = grown(this.unitsClosed, n);
    this.preemptions = grown(this.preemptions, n);
    this.switches = grown(this.switches, n);
    this.fellBack = grown(this.fellBack, n);
    this.arrival = grown(this.arrival, n);
    this.deadline = grown(this.deadline, n);
    this.firstStart = grown(this.firstStart, n);
    this.lastFinish = grown(this.lastFinish, n);
    this.queueS = grown(this.queueS, n);
    this.provS = grown(this.provS, n);
    this.runS = grown(this.runS, n);
    this.restartS = grown(this.restartS, n);
    this.restartGpuS = grown(this.restartGpuS, n);
    this.lostGpuS = grown(this.lostGpuS, n);
    this.costMicro = grown(this.costMicro, n);
    this.idealS = grown(this.idealS, n);
    this.workDone = grown(this.workDone, n);
    this.firstPool = grown(this.firstPool, n);
  }
}
