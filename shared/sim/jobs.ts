import { EV_UNIT_DEADLINE, PRIO_DECIDE } from './events';
import { endStay, interrupt, launchUnit } from './job-stays';
import { classSlot, jobWorkload, slotsOf, type JobWorkload } from './job-workload';
import { preemptForRoom } from './priority-preemption';
import { gpusOfUnitOn, noteQuotaChange, quotaAllows, withinGuarantee } from './quotas';
import type { Sim } from './sim-state';
import { finishSimple, giveRecord, startSimple } from './simple-jobs';
import { fallBack, greedyCheckAt, mustFallBack } from './spot-fallback';
import { behindAt, nextBehindMoment, spotSlotWithRoom } from './uniform-progress';
import { considerReturn, seekSpot, stopWaitingForSpot } from './uniform-progress-moves';
import { DONE, RUNNING, UNIT_ALLOW_SPOT, UNIT_BEHIND, WAITING } from './units';

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

export function startUnit(sim: Sim, u: number, cw: JobWorkload): void {
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
  if (sim.c.priorityLevels.length > 0) {
    // Priorities: the queue's scan after this event places it (higher priorities first, taking GPUs from lower ones).
    enqueue(sim, u, cw, slots);
    sim.dirty = true;
    return;
  }
  const ps = sim.pools;
  for (let i = 0; i < slots.length; i++) {
    const j = slots[i]!;
    const p = cw.pools[j]!;
    if (ps.waiters[p] === 0 && ps.fits(p, cw.instances[classSlot(sim, u, cw, j)]!, units.gpus[u]!)) {
      launchUnit(sim, u, j);
      return;
    }
  }
  enqueue(sim, u, cw, slots);
}

/** Joins the queue at its tail, or at its head (a job preempted by a higher priority). */
function enqueue(sim: Sim, u: number, cw: JobWorkload, slots: Int32Array, atHead = false): void {
  const units = sim.units;
  units.state[u] = WAITING;
  units.waitStart[u] = sim.kernel.now;
  if (atHead) {
    units.waitPrev[u] = -1;
    units.waitNext[u] = sim.waitHead;
    if (sim.waitHead === -1) sim.waitTail = u;
    else units.waitPrev[sim.waitHead] = u;
    sim.waitHead = u;
  } else {
    units.waitNext[u] = -1;
    units.waitPrev[u] = sim.waitTail;
    if (sim.waitTail === -1) sim.waitHead = u;
    else units.waitNext[sim.waitTail] = u;
    sim.waitTail = u;
  }
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
  // Nothing waits and nothing seeks spot (most finishes of a job stream with room to spare).
  if (sim.waitHead === -1 && sim.spotSeekers === 0) return;
  if (sim.c.priorityLevels.length > 0) scanWithReclaims(sim);
  else scanWaiting(sim);
  // Jobs on on-demand that wait to go back to spot come after the queue: a waiting job has
  // no capacity at all, they do.
  if (sim.spotSeekers > 0 && seekSpot(sim) > 0) {
    if (sim.c.priorityLevels.length > 0) scanWithReclaims(sim);
    else scanWaiting(sim);
  }
}

/**
 * The queue by priority, scanned again (at most 3 more times) while guarantees were reclaimed
 * from jobs of the same or a higher priority in the last scan: those went back to the head of
 * the queue after their own turn had passed, and may start elsewhere at once.
 */
function scanWithReclaims(sim: Sim): void {
  for (let round = 0; round < 4; round++) {
    const before = sim.quotaReclaims;
    scanByPriority(sim);
    if (sim.quotaReclaims === before) return;
  }
}

/**
 * Services and jobs of a higher priority take GPUs from running jobs of a lower one on a
 * contested pool: the jobs taken off go back to the head of the queue, those that started
 * earliest first. Returns whether room was made for one unit of g GPUs (n instances) on pool p.
 */
export function takeRoomFor(sim: Sim, p: number, n: number, g: number, priority: number, w: number, pendingGpus = 0): boolean {
  const victims = preemptForRoom(sim, p, n, g, priority, w, pendingGpus);
  // Most recently started first: each goes in at the head, so the earliest started ends up first.
  for (const v of victims) {
    const cw = jobWorkload(sim, sim.units.wl[v]!);
    enqueue(sim, v, cw, slotsOf(sim, v, cw), true);
  }
  if (victims.length > 0) sim.dirty = true;
  return victims.length > 0;
}

/** A job taken off by a GPU failure of an owned pool goes back to the head of the queue (owned-failure-hits.ts). */
export function requeueAtHead(sim: Sim, u: number): void {
  const cw = jobWorkload(sim, sim.units.wl[u]!);
  enqueue(sim, u, cw, slotsOf(sim, u, cw), true);
  sim.dirty = true;
}

/**
 * The queue with priorities: each priority in turn, highest first, in FIFO order within it. A
 * unit that cannot start on a pool with room tries, pool by pool in its placement's order,
 * to take the GPUs of running lower-priority jobs on a contested one. A unit that cannot start
 * blocks its pools for every unit after it in this order (the same priority behind it, and
 * every lower one), so nobody overtakes. Jobs taken off go back to the head of the queue with
 * a lower priority than the one being scanned, so their own turn comes later in the same scan.
 */
function scanByPriority(sim: Sim): void {
  const levels = sim.c.priorityLevels;
  const epoch = ++sim.scanEpoch;
  const blocked = sim.blockedEpoch;
  const units = sim.units;
  for (let level = 0; level < levels.length; level++) {
    const priority = levels[level]!;
    let u = sim.waitHead;
    while (u !== -1) {
      const next = units.waitNext[u]!;
      const cw = jobWorkload(sim, units.wl[u]!);
      if (cw.priority === priority) startOrBlock(sim, u, cw, epoch, blocked);
      u = next;
    }
  }
}

/** One waiting unit's turn in scanByPriority: start on the first of its pools with room or where it makes room, else block its pools. */
function startOrBlock(sim: Sim, u: number, cw: JobWorkload, epoch: number, blocked: Int32Array): void {
  const ps = sim.pools;
  const units = sim.units;
  if (cw.deadlineAwareSpot && (units.flags[u]! & UNIT_ALLOW_SPOT) !== 0 && mustFallBack(sim, u, cw)) fallBackWhileWaiting(sim, u, cw);
  const slots = slotsOf(sim, u, cw);
  const g = units.gpus[u]!;
  const quotas = sim.c.quotas !== null;
  for (let i = 0; i < slots.length; i++) {
    const j = slots[i]!;
    const p = cw.pools[j]!;
    if (quotas) {
      // Quotas: not past the holder's maximum; a unit within its guarantee is not held back by those waiting ahead.
      const gpus = gpusOfUnitOn(sim.c.pools[p]!, cw.instances[j]!, g);
      if (!quotaAllows(sim, p, cw.index, gpus)) continue;
      if (blocked[p] === epoch && !withinGuarantee(sim, p, cw.index, gpus)) continue;
    } else if (blocked[p] === epoch) continue;
    if (ps.fits(p, cw.instances[j]!, g) || (sim.c.pools[p]!.contested && takeRoomFor(sim, p, cw.instances[j]!, g, cw.priority, cw.index))) {
      dequeue(sim, u, cw);
      launchUnit(sim, u, j);
      if (quotas) noteQuotaChange(sim, p, cw.index);
      return;
    }
  }
  for (let i = 0; i < slots.length; i++) {
    const j = slots[i]!;
    const p = cw.pools[j]!;
    // A pool its own quota keeps it from does not hold back anyone else.
    if (quotas && !quotaAllows(sim, p, cw.index, gpusOfUnitOn(sim.c.pools[p]!, cw.instances[j]!, g))) continue;
    blocked[p] = epoch;
  }
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
      if (blocked[p] !== epoch && ps.fits(p, cw.instances[classSlot(sim, u, cw, j)]!, units.gpus[u]!)) {
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
