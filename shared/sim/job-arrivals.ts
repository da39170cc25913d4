import { isActive, nextActive } from './calendar';
import { EV_ARRIVAL, PRIO_ARRIVAL } from './events';
import { nextHourOfWeekArrival } from './hour-of-week-arrivals';
import { jobWorkload, type JobWorkload } from './job-workload';
import { startUnit } from './jobs';
import { drawGpuClass } from './gpu-classes';
import { sample } from './prng';
import type { Sim } from './sim-state';
import { slotWithRoom, startJobAtOnce } from './simple-jobs';
import { UNIT_ALLOW_SPOT } from './units';

/** Arrivals of training jobs and batches: their times, sizes and records, numbered per workload. */

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
  const rng = sim.arrivalRng[w]!;
  if (cw.hourOfWeek !== null) {
    const x = nextHourOfWeekArrival(ctr.arrivalX[w]!, rng, cw.hourOfWeek, cw.active, H);
    if (x === Infinity) return Infinity;
    ctr.arrivalX[w] = x;
    return Math.floor(x);
  }
  const mean = cw.meanInterarrivalS;
  if (Number.isNaN(mean)) return Infinity;
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
    if (t < sim.horizonS) sim.kernel.schedule(t, EV_ARRIVAL, cw.index, 0, PRIO_ARRIVAL);
  }
}

export function onArrival(sim: Sim, w: number): void {
  const cw = jobWorkload(sim, w);
  const now = sim.kernel.now;
  const next = nextArrival(sim, cw);
  if (next < sim.horizonS) sim.kernel.schedule(next, EV_ARRIVAL, w, 0, PRIO_ARRIVAL);

  // Jobs are numbered in arrival order from 0 per workload.
  const arrived = sim.stats.arrived;
  const index = arrived[w]!;
  arrived[w] = index + 1;
  const deadline = now + cw.deadlineS;
  // A job of a GPU mix draws its count from its own stream, so the mix never moves the sizes.
  const classes = cw.gpuClasses;
  const k = classes.cdf === null ? 0 : drawGpuClass(classes.cdf, sim.gpuRng[w]!);
  const g = classes.gpus[k]!;
  // Waiting is measured against the work on the workload's own GPU count, not the strategy's
  // override, so every strategy is held to the same ideal and waiting costs compare fairly.
  const idealGpus = classes.ideal[k]!;
  const rng = sim.sizeRng[w]!;
  const flags = UNIT_ALLOW_SPOT;
  if (cw.kind === 'training') {
    const gpuHours =
      cw.sizeDistribution !== null ? sample(cw.sizeDistribution, rng) : cw.fixedGpuHours;
    const work = gpuHours * 3600;
    if (cw.simple && work > 0) {
      const j = slotWithRoom(sim, cw, k);
      if (j >= 0) {
        startJobAtOnce(sim, cw, j, index, work, deadline, k);
        return;
      }
    }
    const rec = sim.records.add(w, index, 1, now, deadline);
    sim.records.idealS[rec] = work / idealGpus;
    const u = sim.units.add(w, rec, g, work, now, deadline, flags, k);
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
