import type { CompiledBatch, CompiledTraining } from './compile';
import { isActive, nextActive } from './calendar';
import type { Sim } from './engine';
import {
  EV_ARRIVAL,
  EV_UNIT_DEADLINE,
  EV_UNIT_FINISH,
  EV_UNIT_PREEMPT,
  EV_UNIT_READY,
  PRIO_ARRIVAL,
  PRIO_DECIDE,
  PRIO_READY,
  PRIO_RELEASE,
} from './events';
import { instanceReady, joinDelay, leaveShared, sharedStayCost } from './elastic-packing';
import { sample } from './prng';
import { finishSimple, giveRecord, slotWithRoom, startJobAtOnce, startSimple } from './simple-jobs';
import { behindAt, nextAheadMoment, nextBehindMoment, spotSlotWithRoom, UNIT_BEHIND } from './uniform-progress';
import { considerReturn, seekSpot, stopWaitingForSpot } from './uniform-progress-moves';
import {
  DONE,
  PROVISIONING,
  RUNNING,
  UNIT_ALLOW_SPOT,
  UNIT_FELL_BACK,
  UNIT_RESTART_PENDING,
  WAITING,
} from './units';

/** The unit's current stay opened with its first start-up (not a restart): that time is run time, not restart overhead. */
const UNIT_SEG_STARTUP = 1 << 7;

/**
 * Training jobs and batch tasks: discrete units of work with a size in reference
 * GPU-seconds. A unit tries its placement's pools in order and takes the first with room
 * (GPUs on one shared instance of a packing pool, else whole instances of one pool: gang
 * scheduling); otherwise it waits in one FIFO queue for
 * any of them. Checkpoints are implicit: a preempted unit keeps the progress of its last
 * whole checkpoint interval of productive time (all of it with saveOnNotice), pays the
 * restart overhead when it runs again, and may fall back from spot to the placement's
 * other pools (after N preemptions, or when the deadline no longer leaves room).
 */

export type JobWorkload = CompiledTraining | CompiledBatch;

export function jobWorkload(sim: Sim, w: number): JobWorkload {
  return sim.c.workloads[w] as JobWorkload;
}

// ---------------------------------------------------------------- arrivals

/** Next arrival time (whole seconds) of a job workload at or after its state, or Infinity. */
function nextArrival(sim: Sim, cw: JobWorkload): number {
  const H = sim.horizonS;
  const ctr = sim.counters;
  const w = cw.index;
  const fixed = cw.arrivalTimes;
  if (fixed !== null) {
    const k = ctr.arrivalK[w]!;
    if (k >= fixed.length) return Infinity;
    ctr.arrivalK[w] = k + 1;
    return fixed[k]!;
  }
  const mean = cw.meanInterarrivalS;
  if (Number.isNaN(mean)) return Infinity;
  const rng = sim.arrivalRng[w]!;
  let x = ctr.arrivalX[w]!;
  for (;;) {
    x += rng.exponential(mean);
    if (x >= H) {
      ctr.arrivalX[w] = x;
      return Infinity;
    }
    if (isActive(cw.active, x)) break;
    // Memoryless: restart the clock at the next active period (the same as thinning).
    x = nextActive(cw.active, x);
    if (x >= H) return Infinity;
  }
  ctr.arrivalX[w] = x;
  return Math.floor(x);
}

export function initArrivals(sim: Sim): void {
  for (const cw of sim.c.workloads) {
    if (cw.kind !== 'training' && cw.kind !== 'batch') continue;
    const t = nextArrival(sim, cw);
    if (t < sim.horizonS) sim.kernel.scheduleLane(t, EV_ARRIVAL, cw.index, 0, PRIO_ARRIVAL);
  }
}

export function onArrival(sim: Sim, w: number): void {
  const cw = jobWorkload(sim, w);
  const now = sim.kernel.now;
  const next = nextArrival(sim, cw);
  if (next < sim.horizonS) sim.kernel.scheduleLane(next, EV_ARRIVAL, w, 0, PRIO_ARRIVAL);

  // Jobs are numbered in arrival order from 0 per workload.
  const arrived = sim.stats.arrived;
  const index = arrived[w]!;
  arrived[w] = index + 1;
  const deadline = now + cw.deadlineS;
  const g = cw.unitGpus;
  // Waiting is measured against the work on the workload's own GPU count, not the strategy's
  // override, so every strategy is held to the same ideal and waiting costs compare fairly.
  const idealGpus = cw.idealGpus;
  const rng = sim.sizeRng[w]!;
  const flags = UNIT_ALLOW_SPOT;
  if (cw.kind === 'training') {
    const gpuHours =
      cw.sizeDistribution !== null ? sample(cw.sizeDistribution, rng) : cw.fixedGpuHours;
    const work = gpuHours * 3600;
    if (cw.simple && work > 0) {
      const j = slotWithRoom(sim, cw);
      if (j >= 0) {
        startJobAtOnce(sim, cw, j, index, work, deadline);
        return;
      }
    }
    const rec = sim.records.add(w, index, 1, now, deadline);
    sim.records.idealS[rec] = work / idealGpus;
    const u = sim.units.add(w, rec, g, work, now, deadline, flags);
    startUnit(sim, u, cw);
  } else {
    const n = cw.w.tasksPerBatch;
    const works = new Float64Array(n);
    let ideal = 0;
    for (let i = 0; i < n; i++) {
      works[i] = sample(cw.w.taskGpuHours, rng) * 3600;
      ideal = Math.max(ideal, works[i]! / idealGpus);
    }
    const rec = sim.records.add(w, index, n, now, deadline);
    sim.records.idealS[rec] = ideal;
    for (let i = 0; i < n; i++)
      startUnit(sim, sim.units.add(w, rec, g, works[i]!, now, deadline, flags), cw);
  }
}

function startUnit(sim: Sim, u: number, cw: JobWorkload): void {
  if (sim.units.workTotal[u]! <= 0) {
    // Nothing to do: done at once, on no pool, at no cost.
    sim.units.state[u] = DONE;
    sim.units.finishS[u] = sim.kernel.now;
    const r = sim.units.rec[u]!;
    if (sim.records.firstStart[r]! < 0) sim.records.firstStart[r] = sim.kernel.now;
    finaliseUnit(sim, u, sim.kernel.now);
    return;
  }
  if (!cw.simple) placeUnit(sim, u);
  else if (!startSimple(sim, u, cw)) enqueue(sim, u, cw, cw.slotsAll);
}

// ---------------------------------------------------------------- placement and the queue

/** The slots a unit may take now: before a fallback (waiting for spot: spot first, wait for it), or after. */
export function slotsOf(sim: Sim, u: number, cw: JobWorkload): Int32Array {
  const flags = sim.units.flags[u]!;
  if ((flags & UNIT_ALLOW_SPOT) === 0) return cw.slotsNonSpot;
  return cw.waitForSpot && (flags & UNIT_BEHIND) === 0 ? cw.slotsBeforeFallback : cw.slotsAll;
}

/** Takes the first pool with room (and nobody waiting ahead for it), else joins the queue. */
function placeUnit(sim: Sim, u: number): void {
  const units = sim.units;
  const cw = jobWorkload(sim, units.wl[u]!);
  if (
    (units.flags[u]! & UNIT_ALLOW_SPOT) !== 0 &&
    cw.deadlineAwareSpot &&
    mustFallBack(sim, u, cw)
  ) {
    fallBack(sim, u);
  } else if (
    (units.flags[u]! & UNIT_ALLOW_SPOT) !== 0 &&
    cw.uniformProgress &&
    units.deadline[u]! < Infinity &&
    behindAt(sim, u, sim.kernel.now)
  ) {
    // Uniform Progress: behind an even pace, the job stops waiting for spot.
    units.flags[u]! |= UNIT_BEHIND;
    if (spotSlotWithRoom(sim, u, cw) < 0) sim.records.fellBack[units.rec[u]!] = 1;
  }
  const slots = slotsOf(sim, u, cw);
  const ps = sim.pools;
  for (let i = 0; i < slots.length; i++) {
    const j = slots[i]!;
    const p = cw.pools[j]!;
    if (ps.waiters[p] === 0 && ps.fits(p, cw.instances[j]!, units.gpus[u]!)) {
      launchUnit(sim, u, j);
      return;
    }
  }
  enqueue(sim, u, cw, slots);
}

function enqueue(sim: Sim, u: number, cw: JobWorkload, slots: Int32Array): void {
  const units = sim.units;
  units.state[u] = WAITING;
  units.waitStart[u] = sim.kernel.now;
  units.waitNext[u] = -1;
  units.waitPrev[u] = sim.waitTail;
  if (sim.waitTail === -1) sim.waitHead = u;
  else units.waitNext[sim.waitTail] = u;
  sim.waitTail = u;
  const ps = sim.pools;
  for (let i = 0; i < slots.length; i++) ps.waiters[cw.pools[slots[i]!]!]! += 1;
  if (
    (units.flags[u]! & UNIT_ALLOW_SPOT) !== 0 &&
    cw.deadlineAwareSpot &&
    units.deadline[u]! < Infinity
  ) {
    // Greedy: the first decision moment at which waiting until the next one would be too late;
    // Uniform Progress: also the first at which waiting leaves the job behind an even pace.
    let checkAt = greedyCheckAt(sim, u, cw);
    if (cw.uniformProgress && (units.flags[u]! & UNIT_BEHIND) === 0) checkAt = Math.min(checkAt, nextBehindMoment(sim, u, cw));
    if (checkAt < sim.horizonS)
      sim.kernel.schedule(checkAt, EV_UNIT_DEADLINE, u, units.gen[u]!, PRIO_DECIDE);
  }
}

/** Greedy, waiting for spot: the first decision moment at which waiting until the next one would be too late. */
function greedyCheckAt(sim: Sim, u: number, cw: JobWorkload): number {
  const lastStart = sim.units.deadline[u]! - needSeconds(sim, u, cw) - spotStartSeconds(sim, u, cw);
  const D = cw.decisionS;
  return Math.max(sim.kernel.now, (Math.floor((lastStart - D) / D) + 1) * D);
}

function dequeue(sim: Sim, u: number, cw: JobWorkload): void {
  const units = sim.units;
  const prev = units.waitPrev[u]!;
  const next = units.waitNext[u]!;
  if (prev === -1) sim.waitHead = next;
  else units.waitNext[prev] = next;
  if (next === -1) sim.waitTail = prev;
  else units.waitPrev[next] = prev;
  units.waitNext[u] = -1;
  units.waitPrev[u] = -1;
  sim.records.queueS[units.rec[u]!]! += sim.kernel.now - units.waitStart[u]!;
  const slots = slotsOf(sim, u, cw);
  const ps = sim.pools;
  for (let i = 0; i < slots.length; i++) ps.waiters[cw.pools[slots[i]!]!]! -= 1;
}

/**
 * Starts waiting units in FIFO order. A unit that cannot start blocks every pool it could
 * use for the units behind it (no overtaking on a shared pool, so big gang jobs are not
 * starved); the scan stops once every pool someone waits for is blocked.
 */
export function scanQueue(sim: Sim): void {
  scanWaiting(sim);
  // Jobs on on-demand that wait to go back to spot come after the queue: a waiting job has
  // no capacity at all, they do.
  if (sim.spotSeekers > 0 && seekSpot(sim) > 0) scanWaiting(sim);
}

function scanWaiting(sim: Sim): void {
  if (sim.waitHead === -1) return;
  const ps = sim.pools;
  const epoch = ++sim.scanEpoch;
  const blocked = sim.blockedEpoch;
  let wanted = 0;
  for (let p = 0; p < ps.n; p++) if (ps.waiters[p]! > 0) wanted++;
  let nBlocked = 0;
  const units = sim.units;
  let u = sim.waitHead;
  while (u !== -1 && nBlocked < wanted) {
    const next = units.waitNext[u]!;
    const cw = jobWorkload(sim, units.wl[u]!);
    // A deadline-aware unit whose slack ran out while it waited stops waiting for spot.
    if (
      cw.deadlineAwareSpot &&
      (units.flags[u]! & UNIT_ALLOW_SPOT) !== 0 &&
      mustFallBack(sim, u, cw)
    )
      fallBackWhileWaiting(sim, u, cw);
    const slots = slotsOf(sim, u, cw);
    let started = false;
    for (let i = 0; i < slots.length; i++) {
      const j = slots[i]!;
      const p = cw.pools[j]!;
      if (blocked[p] !== epoch && ps.fits(p, cw.instances[j]!, units.gpus[u]!)) {
        dequeue(sim, u, cw);
        launchUnit(sim, u, j);
        started = true;
        break;
      }
    }
    if (!started) {
      for (let i = 0; i < slots.length; i++) {
        const p = cw.pools[slots[i]!]!;
        if (blocked[p] !== epoch) {
          blocked[p] = epoch;
          nBlocked++;
        }
      }
    }
    u = next;
  }
}

// ---------------------------------------------------------------- running

export function launchUnit(sim: Sim, u: number, j: number): void {
  const units = sim.units;
  const cw = jobWorkload(sim, units.wl[u]!);
  const p = cw.pools[j]!;
  const pool = sim.c.pools[p]!;
  const n = cw.instances[j]!;
  const ps = sim.pools;
  const place = ps.takeUnit(p, n, units.gpus[u]!, u, cw.index);
  units.inst[u] = place;
  // On a pool that shares elastic instances, the unit has a place on one (see elastic-packing.ts).
  const shared = !pool.committed && place >= 0;
  if (pool.evictable) {
    // Link into the pool's list of holders (the units to take off when it loses capacity).
    const head = ps.unitHead[p]!;
    units.poolPrev[u] = -1;
    units.poolNext[u] = head;
    if (head !== -1) units.poolPrev[head] = u;
    ps.unitHead[p] = u;
  }
  // A move between spot and the other pools (the previous stay was on the other side).
  const prev = units.slot[u]!;
  if (prev >= 0 && (sim.c.pools[cw.pools[prev]!]!.spot === null) !== (pool.spot === null)) sim.records.switches[units.rec[u]!]! += 1;
  if (pool.spot !== null) units.flags[u]! &= ~UNIT_BEHIND;
  units.pool[u] = p;
  units.slot[u] = j;
  units.nInst[u] = n;
  const now = sim.kernel.now;
  units.launchS[u] = now;
  const gen = (units.gen[u]! += 1);
  if (!pool.committed && !shared) ps.launches[p]! += n;
  sim.records.notePool(units.rec[u]!, p);
  const delay = pool.committed
    ? 0
    : shared
      ? joinDelay(sim, p, place, units.provCredit[u]!)
      : Math.max(0, pool.provisioningS - units.provCredit[u]!);
  units.provCredit[u] = 0;
  if (delay > 0) {
    units.state[u] = PROVISIONING;
    sim.kernel.schedule(now + delay, EV_UNIT_READY, u, gen, PRIO_READY);
  } else {
    startSegment(sim, u, cw);
  }
}

export function onUnitReady(sim: Sim, u: number, gen: number): void {
  const units = sim.units;
  if (units.gen[u] !== gen || units.state[u] !== PROVISIONING) return;
  startSegment(sim, u, jobWorkload(sim, units.wl[u]!));
}

function startSegment(sim: Sim, u: number, cw: JobWorkload): void {
  const units = sim.units;
  const now = sim.kernel.now;
  const j = units.slot[u]!;
  const p = cw.pools[j]!;
  const pool = sim.c.pools[p]!;
  const recs = sim.records;
  const r = units.rec[u]!;
  recs.provS[r]! += now - units.launchS[u]!;
  units.readyS[u] = now;
  units.state[u] = RUNNING;
  // A restart pays the restart overhead; the first start pays the start-up time.
  let restart = cw.startupS;
  units.flags[u]! |= UNIT_SEG_STARTUP;
  if ((units.flags[u]! & UNIT_RESTART_PENDING) !== 0) {
    restart = cw.restartS;
    units.flags[u]! &= ~(UNIT_RESTART_PENDING | UNIT_SEG_STARTUP);
  }
  units.segRestartS[u] = restart;
  const jitter = pool.jitterCv > 0 ? sim.jitterRng[cw.index]!.lognormal(1, pool.jitterCv) : 1;
  const rate = cw.unitRate[j]! / jitter;
  units.rate[u] = rate;
  const remaining = units.workTotal[u]! - units.workDone[u]!;
  const productive = remaining > 0 ? Math.ceil(remaining / rate - 1e-7) : 0;
  const finish = now + restart + productive;
  const gen = units.gen[u]!;
  units.finishHandle[u] = sim.kernel.schedule(finish, EV_UNIT_FINISH, u, gen, PRIO_RELEASE);
  if (recs.firstStart[r]! < 0) recs.firstStart[r] = now;
  const shared = !pool.committed && units.inst[u]! >= 0;
  if (shared) instanceReady(sim, p, units.inst[u]!);
  const spot = pool.spot;
  if (spot === null) {
    // Uniform Progress on a non-spot pool: look again when the job will be far enough ahead to go back.
    if (cw.uniformProgress && units.deadline[u]! < Infinity) {
      const at = nextAheadMoment(sim, u, cw);
      if (at < finish && at < sim.horizonS) sim.kernel.schedule(at, EV_UNIT_DEADLINE, u, gen, PRIO_DECIDE);
    }
    return;
  }
  if (spot.ratePerGpuS > 0) {
    const hitRate = spot.ratePerGpuS * units.nInst[u]! * pool.gpusPerInstance;
    // A shared instance is interrupted as a whole (elastic-packing.ts instanceReady), not per unit.
    const at = shared ? Infinity : now + Math.ceil(sim.poolRng[p]!.exponential(1 / hitRate));
    if (at < finish) sim.kernel.schedule(at, EV_UNIT_PREEMPT, u, gen, PRIO_RELEASE);
  }
  if ((units.flags[u]! & UNIT_ALLOW_SPOT) !== 0 && cw.deadlineAwareSpot && units.deadline[u]! < Infinity) {
    const safe = latestSafeMoment(sim, u, cw, now + restart, rate, remaining, spot.saveOnNotice);
    // Deciding at intervals, the unit leaves at the last decision moment before that.
    const at = safe === Infinity ? Infinity : Math.floor(safe / cw.decisionS) * cw.decisionS;
    if (at < finish && at < sim.horizonS)
      sim.kernel.schedule(Math.max(now, at), EV_UNIT_DEADLINE, u, gen, PRIO_DECIDE);
  }
}

/**
 * While a deadline-aware unit runs on spot, the first moment at which a preemption would
 * leave too little time to finish on the first non-spot pool: time left < (work not yet
 * checkpointed) / its speed + restart + provisioning. Work at risk only drops at checkpoints,
 * so the moment is found per checkpoint interval (with saveOnNotice nothing is at risk and
 * the moment is when the remaining work itself no longer fits).
 */
function latestSafeMoment(
  sim: Sim,
  u: number,
  cw: JobWorkload,
  productiveFrom: number,
  rate: number,
  remaining: number,
  saveOnNotice: boolean,
): number {
  const j = cw.slotsNonSpot[0]!;
  const fallbackRate = cw.unitRate[j]!;
  const overhead = cw.restartS + sim.c.pools[cw.pools[j]!]!.provisioningS;
  const deadline = sim.units.deadline[u]!;
  if (saveOnNotice) {
    // Need(t) = (remaining - (t - from) rate) / fallbackRate + overhead; trigger when deadline - t < need(t).
    if (rate >= fallbackRate)
      return deadline - (remaining / fallbackRate + overhead) <= productiveFrom
        ? productiveFrom
        : Infinity;
    return Math.floor(
      (deadline - overhead - remaining / fallbackRate - (productiveFrom * rate) / fallbackRate) /
        (1 - rate / fallbackRate),
    );
  }
  const C = cw.checkpointS;
  const intervals = C === Infinity ? 1 : Math.ceil(remaining / (C * rate));
  for (let k = 0; k < intervals; k++) {
    const atRisk = Math.max(0, remaining - (C === Infinity ? 0 : k * C * rate));
    const trigger = deadline - (atRisk / fallbackRate + overhead);
    const from = productiveFrom + (C === Infinity ? 0 : k * C);
    const to = C === Infinity ? Infinity : from + C;
    if (trigger < to) return Math.floor(Math.max(trigger, from));
  }
  return Infinity;
}

/**
 * Closes the unit's current stay on its pool at time t: time accounting, progress kept
 * (all of it when finished or saved, else the last whole checkpoint), GPU use, billing, and
 * the release of its instances.
 */
function endStay(
  sim: Sim,
  u: number,
  cw: JobWorkload,
  t: number,
  finished: boolean,
  save: boolean,
): void {
  const units = sim.units;
  const p = units.pool[u]!;
  const pool = sim.c.pools[p]!;
  const n = units.nInst[u]!;
  const g = units.gpus[u]!;
  const recs = sim.records;
  const r = units.rec[u]!;
  const shared = !pool.committed && units.inst[u]! >= 0;
  let heldGpuS = 0;
  if (units.state[u] === PROVISIONING) {
    recs.provS[r]! += t - units.launchS[u]!;
  } else {
    const ready = units.readyS[u]!;
    const span = t - ready;
    const restartPart = Math.min(span, units.segRestartS[u]!);
    const productive = span - restartPart;
    // The first start-up is part of the job's run; a restart's overhead is counted apart.
    if ((units.flags[u]! & UNIT_SEG_STARTUP) !== 0) recs.runS[r]! += span;
    else {
      recs.restartS[r]! += restartPart;
      recs.runS[r]! += productive;
    }
    if (finished) {
      units.workDone[u] = units.workTotal[u]!;
    } else {
      const C = cw.checkpointS;
      const kept = save ? productive : C === Infinity ? 0 : Math.floor(productive / C) * C;
      const lost = productive - kept;
      units.workDone[u] = Math.min(units.workTotal[u]!, units.workDone[u]! + kept * units.rate[u]!);
      recs.lostGpuS[r]! += lost * g;
    }
    sim.ledger.use(p, cw.index, ready, t, g);
    heldGpuS = span * g;
    if (pool.committed) {
      recs.costMicro[r]! += Math.round(span * g * pool.unitRateMicroPerGpuS);
    } else if (shared) {
      // The instance is billed when its last unit leaves; the job's figure is its GPUs' share.
      recs.costMicro[r]! += sharedStayCost(sim, p, span, g);
    } else {
      const billed = billedSeconds(span, pool.granularityS, pool.minimumS);
      recs.costMicro[r]! += sim.ledger.charge(
        p,
        cw.index,
        ready,
        ready + billed,
        pool.rateMicroPerInstanceS * n,
        n * pool.gpusPerInstance,
      );
    }
  }
  // Release the instances and unlink from the pool's list.
  if (shared) leaveShared(sim, p, units.inst[u]!, u, cw.index, g, heldGpuS);
  else sim.pools.giveUnit(p, n, g, units.inst[u]!);
  if (pool.evictable) {
    const prev = units.poolPrev[u]!;
    const next = units.poolNext[u]!;
    if (prev === -1) sim.pools.unitHead[p] = next;
    else units.poolNext[prev] = next;
    if (next !== -1) units.poolPrev[next] = prev;
  }
  units.pool[u] = -1;
  sim.dirty = true;
}

/** Billed seconds for an instance held `span` seconds: rounded up to the granularity, at least the minimum. */
export function billedSeconds(span: number, granularityS: number, minimumS: number): number {
  const rounded = Math.ceil(span / granularityS) * granularityS;
  return Math.max(minimumS, rounded);
}

export function onUnitFinish(sim: Sim, u: number, gen: number): void {
  const units = sim.units;
  if (units.gen[u] !== gen || units.state[u] !== RUNNING) return;
  const cw = jobWorkload(sim, units.wl[u]!);
  const now = sim.kernel.now;
  if (cw.simple) {
    finishSimple(sim, u, cw, now);
    return;
  }
  endStay(sim, u, cw, now, true, true);
  units.state[u] = DONE;
  units.finishS[u] = now;
  finaliseUnit(sim, u, now);
}

export function onUnitPreempt(sim: Sim, u: number, gen: number): void {
  const units = sim.units;
  if (units.gen[u] !== gen || units.state[u] !== RUNNING) return;
  interrupt(sim, u, true);
  placeUnit(sim, u);
}

/**
 * Takes a unit off its pool now: a spot interruption (counted as a preemption, progress kept
 * to the last checkpoint unless saveOnNotice) or the end of a commitment term (progress
 * saved; not a preemption). The caller places it again.
 */
export function interrupt(sim: Sim, u: number, preemption: boolean): void {
  const units = sim.units;
  const cw = jobWorkload(sim, units.wl[u]!);
  const p = units.pool[u]!;
  const pool = sim.c.pools[p]!;
  const wasRunning = units.state[u] === RUNNING;
  if (units.finishHandle[u]! >= 0 && wasRunning) sim.kernel.cancel(units.finishHandle[u]!);
  units.finishHandle[u] = -1;
  const save = !preemption || (pool.spot?.saveOnNotice ?? false);
  endStay(sim, u, cw, sim.kernel.now, false, save);
  units.gen[u]! += 1;
  units.state[u] = WAITING;
  if (wasRunning) {
    units.flags[u]! |= UNIT_RESTART_PENDING;
    if (preemption) {
      units.preemptions[u]! += 1;
      sim.records.preemptions[units.rec[u]!]! += 1;
      sim.pools.preemptions[p]! += 1;
      units.provCredit[u] = pool.spot?.noticeS ?? 0;
      const f = cw.placement.spotFallback;
      if (
        (units.flags[u]! & UNIT_ALLOW_SPOT) !== 0 &&
        pool.kind === 'spot' &&
        cw.slotsNonSpot.length > 0
      ) {
        if (f.afterPreemptions !== undefined && units.preemptions[u]! >= f.afterPreemptions)
          fallBack(sim, u);
        else if (f.deadlinePolicy !== undefined && mustFallBack(sim, u, cw)) fallBack(sim, u);
      }
    }
  }
}

/** Evicts every unit on a pool that just lost its capacity, and places them again. */
export function evictPool(sim: Sim, p: number, preemption: boolean): void {
  const units = sim.units;
  const evicted: number[] = [];
  for (let u = sim.pools.unitHead[p]!; u !== -1; u = units.poolNext[u]!) evicted.push(u);
  evictUnits(sim, evicted, preemption);
}

/** Takes these units off their pools (all of them first), then places them again. */
export function evictUnits(sim: Sim, evicted: readonly number[], preemption: boolean): void {
  for (const u of evicted) interrupt(sim, u, preemption);
  for (const u of evicted) placeUnit(sim, u);
}

// ---------------------------------------------------------------- spot fallback

/**
 * Wall seconds the unit would need to finish on its first non-spot pool, restart and
 * provisioning included (a unit that never ran is held to the larger of its start-up time and
 * a restart's overhead, so the margin never shrinks below a restart).
 */
function needSeconds(sim: Sim, u: number, cw: JobWorkload): number {
  const units = sim.units;
  const j = cw.slotsNonSpot[0]!;
  const pool = sim.c.pools[cw.pools[j]!]!;
  const remaining = units.workTotal[u]! - units.workDone[u]!;
  const start = (units.flags[u]! & UNIT_RESTART_PENDING) !== 0 ? cw.restartS : Math.max(cw.restartS, cw.startupS);
  return remaining / cw.unitRate[j]! + start + pool.provisioningS;
}

/**
 * Seconds it takes to get going on spot (its provisioning, plus the restart overhead when the
 * unit restarts): time spent before any progress, after which the fallback must still fit.
 */
function spotStartSeconds(sim: Sim, u: number, cw: JobWorkload): number {
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
function mustFallBack(sim: Sim, u: number, cw: JobWorkload): boolean {
  const deadline = sim.units.deadline[u]!;
  if (deadline === Infinity || cw.slotsNonSpot.length === 0) return false;
  return deadline - (sim.kernel.now + cw.decisionS) < needSeconds(sim, u, cw) + spotStartSeconds(sim, u, cw);
}

function fallBack(sim: Sim, u: number): void {
  sim.units.flags[u] = (sim.units.flags[u]! & ~UNIT_ALLOW_SPOT) | UNIT_FELL_BACK;
  sim.records.fellBack[sim.units.rec[u]!] = 1;
}

export function onUnitDeadline(sim: Sim, u: number, gen: number): void {
  const units = sim.units;
  if (units.gen[u] !== gen) return;
  const cw = jobWorkload(sim, units.wl[u]!);
  if (cw.uniformProgress && units.state[u] === RUNNING && sim.c.pools[units.pool[u]!]!.spot === null) {
    considerReturn(sim, u, cw);
    return;
  }
  if ((units.flags[u]! & UNIT_ALLOW_SPOT) === 0) return;
  if (cw.uniformProgress && units.state[u] === WAITING) {
    const greedyAt = greedyCheckAt(sim, u, cw);
    if (sim.kernel.now < greedyAt) {
      // Behind an even pace: stop waiting for spot, take whichever pool has room first.
      if (behindAt(sim, u, sim.kernel.now)) {
        if ((units.flags[u]! & UNIT_BEHIND) === 0) stopWaitingForSpot(sim, u, cw);
        if (greedyAt < sim.horizonS) sim.kernel.schedule(greedyAt, EV_UNIT_DEADLINE, u, gen, PRIO_DECIDE);
        return;
      }
      // Not yet behind and not yet at Greedy's last moment: look again at the earlier of the two.
      const at = Math.min(greedyAt, nextBehindMoment(sim, u, cw));
      if (at < sim.horizonS) sim.kernel.schedule(at, EV_UNIT_DEADLINE, u, gen, PRIO_DECIDE);
      return;
    }
  }
  if (units.state[u] === RUNNING) {
    // Leave spot now, saving progress on the way out, before a preemption could cost the deadline.
    interrupt(sim, u, false);
    fallBack(sim, u);
    placeUnit(sim, u);
    return;
  }
  if (units.state[u] !== WAITING) return;
  fallBackWhileWaiting(sim, u, cw);
  sim.dirty = true;
}

/** Still waiting for spot and the deadline no longer leaves room: wait for (or take) the other pools. */
function fallBackWhileWaiting(sim: Sim, u: number, cw: JobWorkload): void {
  const ps = sim.pools;
  const before = slotsOf(sim, u, cw);
  for (let i = 0; i < before.length; i++) ps.waiters[cw.pools[before[i]!]!]! -= 1;
  fallBack(sim, u);
  const after = slotsOf(sim, u, cw);
  for (let i = 0; i < after.length; i++) ps.waiters[cw.pools[after[i]!]!]! += 1;
}

// ---------------------------------------------------------------- records

/** Rolls a unit that finished (or is cut off at the horizon) into its record. */
function finaliseUnit(sim: Sim, u: number, end: number): void {
  const units = sim.units;
  const recs = sim.records;
  const r = units.rec[u]!;
  const finished = units.state[u] === DONE;
  sim.ledger.demand(units.arrival[u]!, end, units.gpus[u]!);
  recs.workDone[r]! += units.workDone[u]! / units.gpus[u]!;
  if (finished) {
    recs.unitsDone[r]! += 1;
    if (units.finishS[u]! > recs.lastFinish[r]!) recs.lastFinish[r] = units.finishS[u]!;
  }
  units.release(u);
  if ((recs.unitsClosed[r]! += 1) === recs.units[r]!) {
    sim.stats.add(recs, r, sim.horizonS);
    recs.release(r);
  }
}

/** At the horizon: bills what is still running, counts waits so far, and rolls everything into records. */
export function closeUnits(sim: Sim, H: number): void {
  const units = sim.units;
  for (let u = 0; u < units.count; u++) {
    const s = units.state[u]!;
    if (s === DONE) continue; // finished, or a free slot
    const cw = jobWorkload(sim, units.wl[u]!);
    if (units.rec[u]! < 0) giveRecord(sim, u, cw);
    if (s === WAITING) {
      sim.records.queueS[units.rec[u]!]! += H - units.waitStart[u]!;
    } else {
      endStay(sim, u, cw, H, false, true);
    }
    units.state[u] = WAITING;
    finaliseUnit(sim, u, H);
  }
  sim.dirty = false;
}

