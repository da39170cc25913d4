import type { CompiledStrategy } from './compiled';
import { integerQuantiles } from './quantile';
import { grown } from './typed-arrays';
import type { JobRecord } from './results';
import type { RunScratch } from './run-scratch';
import type { RecordTable, UnitTable } from './units';

/**
 * Rolls each job record into its workload's statistics the moment it is complete (all its
 * units finished, or cut off at the horizon), keeps its turnaround for percentiles, and
 * keeps the first `maxJobRecords` records as rows of the job table. Tallies are typed arrays
 * indexed by workload (the hot path allocates nothing).
 */
export class JobStats {
  readonly arrived: Int32Array;
  readonly finished: Int32Array;
  readonly unitsFinished: Float64Array;
  readonly queueSum: Float64Array;
  readonly misses: Int32Array;
  readonly preemptions: Float64Array;
  readonly lostGpuS: Float64Array;
  /** GPU-seconds spent on restart overhead (after preemptions, commitment ends and moves off spot). */
  readonly restartGpuS: Float64Array;
  readonly fallbacks: Int32Array;
  /**
   * Of the preemptions and lost work, those by higher-priority work on a shared committed pool,
   * counted as they happen (priority-preemption.ts): shown apart from spot interruptions.
   */
  readonly priorityPreemptions: Float64Array;
  readonly priorityLostGpuS: Float64Array;
  /** Progress kept (whole checkpoint intervals) by the stays interruptions cut: what checkpoints saved. */
  readonly interruptedKeptGpuS: Float64Array;
  /** Moves between spot and the other pools. */
  readonly switches: Float64Array;
  readonly waitingPersonS: Float64Array;
  readonly waitingMicro: Float64Array;
  readonly jobs: JobRecord[] = [];
  omitted = 0;
  /** Finished turnarounds in whole seconds (they fit 31 bits: horizons are at most 3,660 days). */
  private readonly turnarounds: Int32Array[];
  private readonly turnaroundCount: Int32Array;
  private readonly people: Float64Array;
  private readonly waitingValueMicroPerPersonS: number;

  constructor(
    private readonly c: CompiledStrategy,
    private readonly maxJobRecords: number,
    private readonly scratch: RunScratch | null = null,
  ) {
    const n = c.workloads.length;
    this.arrived = new Int32Array(n);
    this.finished = new Int32Array(n);
    this.unitsFinished = new Float64Array(n);
    this.queueSum = new Float64Array(n);
    this.misses = new Int32Array(n);
    this.preemptions = new Float64Array(n);
    this.lostGpuS = new Float64Array(n);
    this.restartGpuS = new Float64Array(n);
    this.fallbacks = new Int32Array(n);
    this.priorityPreemptions = new Float64Array(n);
    this.priorityLostGpuS = new Float64Array(n);
    this.interruptedKeptGpuS = new Float64Array(n);
    this.switches = new Float64Array(n);
    this.waitingPersonS = new Float64Array(n);
    this.waitingMicro = new Float64Array(n);
    this.turnarounds = c.workloads.map((w, i) => {
      const size = Math.max(16, w.expectedRecords);
      return scratch !== null ? scratch.turnaroundBuffer(i, size) : new Int32Array(size);
    });
    this.turnaroundCount = new Int32Array(n);
    this.waitingValueMicroPerPersonS = c.waitingValueMicroPerPersonS;
    this.people = Float64Array.from(c.workloads, (w) => (w.kind === 'training' ? w.peopleWaiting : 0));
  }

  /**
   * P50, P95 and max of the finished turnarounds of workload w, or of all job workloads
   * together (w = -1), after the run.
   */
  turnaroundStats(w: number): { p50: number; p95: number; max: number } | null {
    let n: number;
    let values: Int32Array;
    if (w >= 0) {
      n = this.turnaroundCount[w]!;
      values = this.turnarounds[w]!;
    } else {
      n = this.turnaroundCount.reduce((k, c) => k + c, 0);
      values = new Int32Array(n);
      let at = 0;
      for (let i = 0; i < this.turnarounds.length; i++) {
        const k = this.turnaroundCount[i]!;
        values.set(this.turnarounds[i]!.subarray(0, k), at);
        at += k;
      }
    }
    if (n === 0) return null;
    // The quantile 1 is the largest value.
    const [p50, p95, max] = integerQuantiles(values, n, [0.5, 0.95, 1]) as [number, number, number];
    return { p50, p95, max };
  }

  private pushTurnaround(w: number, value: number): void {
    let a = this.turnarounds[w]!;
    const n = this.turnaroundCount[w]!;
    if (n === a.length) {
      const b = grown(a, a.length * 2);
      this.turnarounds[w] = b;
      this.scratch?.keepTurnarounds(w, b);
      a = b;
    }
    a[n] = value;
    this.turnaroundCount[w] = n + 1;
  }

  /** The job table still takes rows: the next job rolled in becomes one. */
  wantsRow(): boolean {
    return this.jobs.length < this.maxJobRecords;
  }

  /**
   * What add() does for a finished single-unit job that started on arrival and ran without
   * interruption (no queue, provisioning, restart or loss), when no row is wanted for it.
   */
  addFinishedAtOnce(w: number, arrival: number, finish: number, missed: boolean, u: number, units: UnitTable, ideal: Int32Array): void {
    // The job's size and ideal speed are read here from its unit, not passed in: a fractional
    // number passed to a call V8 does not inline is boxed on the heap, an allocation per job.
    this.unitsFinished[w]! += 1;
    if (missed) this.misses[w]! += 1;
    const people = this.people[w]!;
    if (people > 0) this.addWaiting(w, waitingSeconds(finish - arrival, units.workTotal[u]! / ideal[units.gpuClass[u]!]!, people));
    this.finished[w]! += 1;
    this.pushTurnaround(w, finish - arrival);
    this.omitted++;
  }

  private addWaiting(w: number, waitingS: number): void {
    this.waitingPersonS[w]! += waitingS;
    this.waitingMicro[w]! += Math.round(waitingS * this.waitingValueMicroPerPersonS);
  }

  /** Rolls record r in; horizonS decides deadlines of unfinished jobs. */
  add(recs: RecordTable, r: number, horizonS: number): void {
    const w = recs.wl[r]!;
    const units = recs.units[r]!;
    const done = recs.unitsDone[r]!;
    const finished = done === units;
    const arrival = recs.arrival[r]!;
    const deadline = recs.deadline[r]!;
    const lastFinish = recs.lastFinish[r]!;
    // Deadline: met, missed, or unknown (unfinished, due after the horizon).
    let deadlineState = 0; // 0 none / unknown, 1 met, 2 missed
    if (deadline !== Infinity) {
      if (finished) deadlineState = lastFinish <= deadline ? 1 : 2;
      else if (deadline <= horizonS) deadlineState = 2;
    }
    const people = this.people[w]!;
    let waitingS = 0;
    if (people > 0) {
      // Waiting beyond the ideal run: finished jobs against their whole size, unfinished
      // ones against the work they got done by the horizon.
      const elapsed = (finished ? lastFinish : horizonS) - arrival;
      const ideal = finished ? recs.idealS[r]! : recs.workDone[r]! / units;
      waitingS = waitingSeconds(elapsed, ideal, people);
      this.addWaiting(w, waitingS);
    }
    this.unitsFinished[w]! += done;
    // Most jobs are never interrupted: skip the tallies they would leave unchanged.
    const preemptions = recs.preemptions[r]!;
    if (preemptions !== 0) this.preemptions[w]! += preemptions;
    const lost = recs.lostGpuS[r]!;
    if (lost !== 0) this.lostGpuS[w]! += lost;
    const restart = recs.restartGpuS[r]!;
    if (restart !== 0) this.restartGpuS[w]! += restart;
    if (recs.fellBack[r] !== 0) this.fallbacks[w]! += 1;
    const switches = recs.switches[r]!;
    if (switches !== 0) this.switches[w]! += switches;
    if (deadlineState === 2) this.misses[w]! += 1;
    if (finished) {
      this.finished[w]! += 1;
      this.queueSum[w]! += recs.queueS[r]! / units;
      this.pushTurnaround(w, lastFinish - arrival);
    }
    if (this.jobs.length >= this.maxJobRecords) {
      this.omitted++;
      return;
    }
    this.jobs.push(this.jobRecord(recs, r, finished, deadlineState, waitingS));
  }

  private jobRecord(recs: RecordTable, r: number, finished: boolean, deadlineState: number, waitingS: number): JobRecord {
    const c = this.c;
    const units = recs.units[r]!;
    const arrival = recs.arrival[r]!;
    const finish = finished ? recs.lastFinish[r]! : null;
    const deadline = recs.deadline[r]!;
    const start = recs.firstStart[r]!;
    return {
      workloadId: c.workloads[recs.wl[r]!]!.id,
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
      deadlineS: deadline !== Infinity ? deadline : null,
      deadlineMet: deadlineState === 0 ? null : deadlineState === 1,
      costMicro: recs.costMicro[r]!,
      poolIds: recs.poolsOf(r).map((p) => c.pools[p]!.id),
      fellBack: recs.fellBack[r] === 1,
      switches: recs.switches[r]!,
      units,
      waitingPersonHours: waitingS / 3600,
    };
  }

  /** The job table in arrival order (workload order, then index, on ties). */
  sortedJobs(): JobRecord[] {
    const order = new Map(this.c.workloads.map((w, i) => [w.id, i]));
    return this.jobs.sort(
      (a, b) => a.arrivalS - b.arrivalS || order.get(a.workloadId)! - order.get(b.workloadId)! || a.index - b.index,
    );
  }
}

/** Person-seconds waited beyond the ideal run time. */
function waitingSeconds(elapsedS: number, idealS: number, people: number): number {
  return Math.max(0, elapsedS - idealS) * people;
}
