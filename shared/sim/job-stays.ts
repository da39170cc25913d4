import { noteQuotaChange } from './quotas';
import { billedSeconds } from './billing';
import { EV_UNIT_DEADLINE, EV_UNIT_FINISH, EV_UNIT_PREEMPT, EV_UNIT_READY, PRIO_DECIDE, PRIO_READY, PRIO_RELEASE } from './events';
import { instanceReady, joinDelay, leaveShared, sharedStayCost } from './elastic-packing';
import { classSlot, jobWorkload, type JobWorkload } from './job-workload';
import type { Sim } from './sim-state';
import { fallBack, mustFallBack } from './spot-fallback';
import { nextAheadMoment } from './uniform-progress';
import { PROVISIONING, RUNNING, UNIT_ALLOW_SPOT, UNIT_BEHIND, UNIT_RESTART_PENDING, WAITING } from './units';

/**
 * A job unit's stays on pools: launching it on a pool, its start (start-up or restart
 * overhead, speed, its interruption and deadline checks), and the end of a stay (time and
 * progress kept, GPU use, billing, release). The queue and the events that move units
 * between pools (jobs.ts) stand above this file.
 */

/** The unit's current stay opened with its first start-up (not a restart): that time is run time, not restart overhead. */
const UNIT_SEG_STARTUP = 1 << 7;

export function launchUnit(sim: Sim, u: number, j: number): void {
  const units = sim.units;
  const cw = jobWorkload(sim, units.wl[u]!);
  const p = cw.pools[j]!;
  const pool = sim.c.pools[p]!;
  const n = cw.instances[classSlot(sim, u, cw, j)]!;
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
  const rate = cw.unitRate[classSlot(sim, u, cw, j)]! / jitter;
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
  const fallbackRate = cw.unitRate[classSlot(sim, u, cw, j)]!;
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
export function endStay(
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
    const firstStart = (units.flags[u]! & UNIT_SEG_STARTUP) !== 0;
    if (firstStart) recs.runS[r]! += span;
    else {
      recs.restartS[r]! += restartPart;
      recs.restartGpuS[r]! += restartPart * g;
      recs.runS[r]! += productive;
    }
    let lost = 0;
    if (finished) {
      units.workDone[u] = units.workTotal[u]!;
    } else {
      const C = cw.checkpointS;
      const kept = save ? productive : C === Infinity ? 0 : Math.floor(productive / C) * C;
      lost = productive - kept;
      units.workDone[u] = Math.min(units.workTotal[u]!, units.workDone[u]! + kept * units.rate[u]!);
      recs.lostGpuS[r]! += lost * g;
      if (!save) sim.stats.interruptedKeptGpuS[cw.index]! += kept * g;
    }
    if (pool.committed) {
      // The pool's hours split: useful (the first start-up counts as run time), lost, restart.
      const restartHeld = firstStart ? 0 : restartPart;
      const ps = sim.pools;
      ps.jobRestartGpuS[p]! += restartHeld * g;
      ps.jobLostGpuS[p]! += lost * g;
      ps.jobUsefulGpuS[p]! += (span - restartHeld - lost) * g;
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
  if (sim.c.quotas !== null && pool.committed) noteQuotaChange(sim, p, cw.index);
  sim.dirty = true;
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
