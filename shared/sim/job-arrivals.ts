import type { CompiledBatch } from './compiled';
import { isActive, nextActive } from './calendar';
import { EV_ARRIVAL, PRIO_ARRIVAL } from './events';
import { nextHourOfWeekArrival } from './hour-of-week-arrivals';
import { jobWorkload, type JobWorkload } from './job-workload';
import { startUnit } from './jobs';
import { drawGpuClass } from './gpu-classes';
import { sample } from './prng';
import type { Sim } from './sim-state';
import { productiveSeconds, slotWithRoom, startJobAtOnce } from './simple-jobs';
import { UNIT_ALLOW_SPOT } from './units';

/** Arrivals of training jobs and batches: their times, sizes and records, numbered per workload. */

/** Next arrival time (whole seconds) of a job workload at or after its state, or Infinity. */
function nextArrival(sim: Sim, cw: JobWorkload): number {
  if (cw.arrivalTimes !== null || cw.hourOfWeek !== null) return nextListedOrWeeklyArrival(sim, cw);
  const w = cw.index;
  const mean = cw.meanInterarrivalS;
  if (Number.isNaN(mean)) return Infinity;
  const H = sim.horizonS;
  const ctr = sim.counters;
  const rng = sim.arrivalRng[w]!;
  const gaps = sim.arrivalGaps;
  const active = cw.active;
  let x = ctr.arrivalX[w]!;
  for (;;) {
    x += mean * gaps.values[gaps.take(w, rng)]!;
    if (x >= H) {
      ctr.arrivalX[w] = x;
      return Infinity;
    }
    // One active period (most workloads) is tested here, not by a call: a fractional number
    // passed to a call V8 does not inline is boxed on the heap, an allocation per arrival.
    if (active.length === 2 ? active[0]! <= x && x < active[1]! : isActive(active, x)) break;
    // Memoryless: restart the clock at the next active period (the same as thinning).
    x = nextActive(cw.active, x);
    if (x >= H) return Infinity;
  }
  ctr.arrivalX[w] = x;
  // A whole second below the horizon (< 2^31): as an int32 it is returned unboxed.
  return Math.floor(x) | 0;
}

/** nextArrival for a workload with its own arrival times, or arrivals by hour of the week. */
function nextListedOrWeeklyArrival(sim: Sim, cw: JobWorkload): number {
  const ctr = sim.counters;
  const w = cw.index;
  const fixed = cw.arrivalTimes;
  if (fixed !== null) {
    const k = ctr.arrivalK[w]!;
    if (k >= fixed.length) return Infinity;
    ctr.arrivalK[w] = k + 1;
    return fixed[k]!;
  }
  const x = nextHourOfWeekArrival(ctr.arrivalX[w]!, sim.arrivalRng[w]!, cw.hourOfWeek!, cw.active, sim.horizonS);
  if (x === Infinity) return Infinity;
  ctr.arrivalX[w] = x;
  return Math.floor(x);
}

/**
 * Draws the workload's next arrival and schedules it. A function of its own, taking and
 * returning no fractional number: V8 compiles it whole, the arrival clock never leaves a
 * register, and the job's own draws keep the room V8 allows for inlining in onArrival.
 */
function scheduleNextArrival(sim: Sim, cw: JobWorkload): void {
  const next = nextArrival(sim, cw);
  if (next < sim.horizonS) sim.kernel.schedule(next, EV_ARRIVAL, cw.index, 0, PRIO_ARRIVAL);
}

export function initArrivals(sim: Sim): void {
  for (const cw of sim.c.workloads) {
    if (cw.kind === 'training' || cw.kind === 'batch') scheduleNextArrival(sim, cw);
  }
}

export function onArrival(sim: Sim, w: number): void {
  const cw = jobWorkload(sim, w);
  const now = sim.kernel.now;
  scheduleNextArrival(sim, cw);

  // Jobs are numbered in arrival order from 0 per workload.
  const arrived = sim.stats.arrived;
  const index = arrived[w]!;
  arrived[w] = index + 1;
  const deadline = now + cw.deadlineS;
  // A job of a GPU mix draws its count from its own stream, so the mix never moves the sizes.
  const classes = cw.gpuClasses;
  const k = classes.cdf === null ? 0 : drawGpuClass(classes.cdf, sim.gpuRng[w]!);
  if (cw.kind !== 'training') {
    arriveBatch(sim, cw, index, deadline, k);
    return;
  }
  // An exponential size is sample()'s (mean x a standard draw) with the draws made a block at a
  // time, written here rather than in a function: a fractional number returned from a call V8
  // does not inline is boxed on the heap.
  const d = cw.sizeDistribution;
  const sizes = sim.exponentialSizes;
  const gpuHours =
    d === null ? cw.fixedGpuHours : d.type === 'exponential' ? d.mean * sizes.values[sizes.take(w, sim.sizeRng[w]!)]! : sample(d, sim.sizeRng[w]!);
  const work = gpuHours * 3600;
  // The fast path: a job of a simple workload that has room the moment it arrives.
  const j = cw.simple && work > 0 ? slotWithRoom(sim, cw, k) : -1;
  if (j >= 0) {
    const u = startJobAtOnce(sim, cw, j, index, k, productiveSeconds(cw, j, k, work));
    sim.units.workTotal[u] = work;
    sim.units.deadline[u] = deadline;
  } else arriveTraining(sim, cw, index, work, deadline, k);
}

/** A training job that waits, or takes the general path (records, provisioning, spot, restarts). */
function arriveTraining(sim: Sim, cw: JobWorkload, index: number, work: number, deadline: number, k: number): void {
  const now = sim.kernel.now;
  const w = cw.index;
  // Waiting is measured against the work on the workload's own GPU count, not the strategy's
  // override, so every strategy is held to the same ideal and waiting costs compare fairly.
  const rec = sim.records.add(w, index, 1, now, deadline);
  sim.records.idealS[rec] = work / cw.gpuClasses.ideal[k]!;
  const u = sim.units.add(w, rec, cw.gpuClasses.gpus[k]!, work, now, deadline, UNIT_ALLOW_SPOT, k);
  startUnit(sim, u, cw);
}

/** A batch of tasks: one record, a unit per task, each placed as it can be. */
function arriveBatch(sim: Sim, cw: CompiledBatch, index: number, deadline: number, k: number): void {
  const now = sim.kernel.now;
  const w = cw.index;
  const rng = sim.sizeRng[w]!;
  const idealGpus = cw.gpuClasses.ideal[k]!;
  const g = cw.gpuClasses.gpus[k]!;
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
    startUnit(sim, sim.units.add(w, rec, g, works[i]!, now, deadline, UNIT_ALLOW_SPOT), cw);
}
