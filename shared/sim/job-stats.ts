import type { CompiledStrategy } from './compile';
import type { JobRecord } from './results';
import type { RecordTable } from './units';

export interface JobTally {
  arrived: number;
  finished: number;
  unitsFinished: number;
  queueSum: number;
  misses: number;
  preemptions: number;
  lostGpuS: number;
  fallbacks: number;
  waitingPersonS: number;
  waitingMicro: number;
}

/**
 * Rolls each job record into its workload's statistics the moment it is complete (all its
 * units finished, or cut off at the horizon), keeps its turnaround for percentiles, and
 * keeps the first `maxJobRecords` records as rows of the job table.
 */
export class JobStats {
  readonly tallies: JobTally[];
  readonly jobs: JobRecord[] = [];
  omitted = 0;
  private readonly turnarounds: Float64Array[];
  private readonly turnaroundCount: Int32Array;

  constructor(
    private readonly c: CompiledStrategy,
    private readonly maxJobRecords: number,
  ) {
    const n = c.workloads.length;
    this.tallies = c.workloads.map(() => ({
      arrived: 0,
      finished: 0,
      unitsFinished: 0,
      queueSum: 0,
      misses: 0,
      preemptions: 0,
      lostGpuS: 0,
      fallbacks: 0,
      waitingPersonS: 0,
      waitingMicro: 0,
    }));
    this.turnarounds = c.workloads.map(() => new Float64Array(16));
    this.turnaroundCount = new Int32Array(n);
  }

  /** Every finished turnaround of every workload (a fresh array). */
  allTurnarounds(): Float64Array {
    let n = 0;
    for (let w = 0; w < this.turnarounds.length; w++) n += this.turnaroundCount[w]!;
    const out = new Float64Array(n);
    let at = 0;
    for (let w = 0; w < this.turnarounds.length; w++) {
      out.set(this.turnarounds[w]!.subarray(0, this.turnaroundCount[w]!), at);
      at += this.turnaroundCount[w]!;
    }
    return out;
  }

  /** Finished turnarounds of workload w (a fresh array the caller may reorder). */
  turnaroundsOf(w: number): Float64Array {
    return this.turnarounds[w]!.slice(0, this.turnaroundCount[w]!);
  }

  private pushTurnaround(w: number, value: number): void {
    let a = this.turnarounds[w]!;
    const n = this.turnaroundCount[w]!;
    if (n === a.length) {
      const b = new Float64Array(a.length * 2);
      b.set(a);
      this.turnarounds[w] = b;
      a = b;
    }
    a[n] = value;
    this.turnaroundCount[w] = n + 1;
  }

  /** Rolls record r in; horizonS decides deadlines of unfinished jobs. */
  add(recs: RecordTable, r: number, horizonS: number): void {
    const c = this.c;
    const w = recs.wl[r]!;
    const cw = c.workloads[w]!;
    const t = this.tallies[w]!;
    const units = recs.units[r]!;
    const finished = recs.unitsDone[r] === units;
    const arrival = recs.arrival[r]!;
    const finish = finished ? recs.lastFinish[r]! : null;
    const deadline = recs.deadline[r]!;
    const hasDeadline = deadline !== Infinity;
    const deadlineMet = !hasDeadline ? null : finish !== null ? finish <= deadline : deadline <= horizonS ? false : null;
    const people = cw.kind === 'training' ? cw.peopleWaiting : 0;
    let waitingS = 0;
    if (people > 0) {
      // Waiting beyond the ideal run: finished jobs against their whole size, unfinished
      // ones against the work they got done by the horizon.
      const elapsed = (finish ?? horizonS) - arrival;
      const ideal = finished ? recs.idealS[r]! : recs.workDone[r]! / units;
      waitingS = Math.max(0, elapsed - ideal) * people;
    }
    const waitingMicro = Math.round(waitingS * c.waitingValueMicroPerPersonS);
    t.unitsFinished += recs.unitsDone[r]!;
    t.preemptions += recs.preemptions[r]!;
    t.lostGpuS += recs.lostGpuS[r]!;
    t.fallbacks += recs.fellBack[r]!;
    t.waitingPersonS += waitingS;
    t.waitingMicro += waitingMicro;
    if (deadlineMet === false) t.misses++;
    if (finished) {
      t.finished++;
      t.queueSum += recs.queueS[r]! / units;
      this.pushTurnaround(w, finish! - arrival);
    }
    if (this.jobs.length >= this.maxJobRecords) {
      this.omitted++;
      return;
    }
    const start = recs.firstStart[r]!;
    this.jobs.push({
      workloadId: cw.id,
      index: recs.index[r]!,
      arrivalS: arrival,
      startS: start >= 0 ? start : null,
      finishS: finish,
      turnaroundS: finish !== null ? finish - arrival : null,
      queueWaitS: Math.round(recs.queueS[r]! / units),
      provisioningS: Math.round(recs.provS[r]! / units),
      runS: Math.round(recs.runS[r]! / units),
      restartS: Math.round(recs.restartS[r]! / units),
      preemptions: recs.preemptions[r]!,
      lostGpuS: recs.lostGpuS[r]!,
      deadlineS: hasDeadline ? deadline : null,
      deadlineMet,
      costMicro: recs.costMicro[r]!,
      poolIds: recs.poolsOf(r).map((p) => c.pools[p]!.id),
      fellBack: recs.fellBack[r] === 1,
      units,
      waitingPersonHours: waitingS / 3600,
    });
  }

  /** The job table in arrival order (workload order, then index, on ties). */
  sortedJobs(): JobRecord[] {
    const order = new Map(this.c.workloads.map((w, i) => [w.id, i]));
    return this.jobs.sort(
      (a, b) => a.arrivalS - b.arrivalS || order.get(a.workloadId)! - order.get(b.workloadId)! || a.index - b.index,
    );
  }
}
