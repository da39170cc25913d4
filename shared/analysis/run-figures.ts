import type { LatencyStatistic, PoolKind, Scenario } from '@shared/scenario';
import { BILL_LINES, type BillLine, type RunResult, type WorkloadRunMetrics } from '@shared/sim/results';
import { contractPresentValue } from './cash-figures';
import { representativeKeys } from './representative-run';
import { units } from './stats';
import { runTargets, workloadRequestMissShare } from './targets';
import { OWNED_FAILURE_COLUMNS, ownedFailureRunValues } from './owned-failure-figures';
import { SHARED_POOL_COLUMNS, SHARED_POOL_WORKLOAD_COLUMNS, sharedPoolRunValues, sharedPoolWorkloadValues } from './shared-pool-figures';

/**
 * The figures of one run that its strategy's summary reads (summarise.ts), as numbers in a
 * row of a Float64Array: every P10 / P50 / P90, mean and per-run series of a summary is read
 * from these rows, and the representative run is chosen by them and then run again in full.
 * A Monte Carlo of many runs so keeps a fixed number of numbers per run (a few dozen, plus
 * nine per workload) instead of every run's result, and a worker hands its runs on as one
 * buffer. Each figure is worked out here exactly as the summary worked it out from whole runs,
 * so the summaries are the same to the last bit; a figure a run does not have is NaN.
 */
export const RUN_COLUMNS = [
  'seed',
  'totalCost',
  'costIncludingWaiting',
  'costPerJob',
  'costPer10kRequests',
  'turnaroundP50H',
  'turnaroundP95H',
  'deadlineMisses',
  'unservedShare',
  'latencyMissShare',
  'requestMissShare',
  'met',
  'lostGpuHours',
  'restartGpuHours',
  'interruptionGpuHours',
  'preemptionsPerJob',
  'fallbacks',
  'switchesPerJob',
  'reservedUtilisation',
  'bareMetalUtilisation',
  'costOnDemand',
  'costReserved',
  'costSpot',
  'costBareMetal',
  'costOwned',
  'gpuHoursOnDemand',
  'gpuHoursReserved',
  'gpuHoursSpot',
  'gpuHoursBareMetal',
  'gpuHoursOwned',
  'commitmentAfterHorizon',
  'wholeCommitmentCost',
  'npv',
  // The keys the representative run is chosen by (representative-run.ts).
  'keyCostMicro',
  'keyWaitingPersonS',
  'keyTurnaroundP50S',
  // With bill costs (1 or 0): the totals above are then bill totals, GPU time alone is kept
  // beside them, and the bill's lines over the run in micro-units (NaN without bill costs).
  'hasBill',
  'gpuCost',
  'billGpu',
  'billDiscounts',
  'billStorage',
  'billEgress',
  'billSupport',
  'billTax',
  'billTotal',
  // Shared pools with priorities (shared-pool-figures.ts).
  ...SHARED_POOL_COLUMNS,
  // Owned servers' GPU failures (owned-failure-figures.ts).
  ...OWNED_FAILURE_COLUMNS,
] as const;

/** One column per target a service planned in tokens may hold (MAX_LLM_TARGETS). */
const LLM_MISS_COLUMNS = ['llmMiss0', 'llmMiss1', 'llmMiss2', 'llmMiss3', 'llmMiss4', 'llmMiss5', 'llmMiss6', 'llmMiss7', 'llmMiss8'] as const;

/** The column of a service's target t's miss share. */
export function llmMissColumn(t: number): WorkloadColumn {
  return LLM_MISS_COLUMNS[t]!;
}

/** The same by the analytical estimate (the figure shown beside the simulated one). */
const LLM_ESTIMATE_COLUMNS = ['llmEstimate0', 'llmEstimate1', 'llmEstimate2', 'llmEstimate3', 'llmEstimate4', 'llmEstimate5', 'llmEstimate6', 'llmEstimate7', 'llmEstimate8'] as const;

export function llmEstimateColumn(t: number): WorkloadColumn {
  return LLM_ESTIMATE_COLUMNS[t]!;
}

export const WORKLOAD_COLUMNS = [
  'cost',
  'costPerUnit',
  'costPer10kRequests',
  'turnaroundP50H',
  'queueWaitMeanH',
  'deadlineMisses',
  'unservedShare',
  'latencyMissShare',
  'requestMissShare',
  // A service planned in tokens (NaN otherwise): loaded cost per million tokens, and the share
  // of requests that missed each of its targets, in the order of `llm.targets`.
  'costPerMillionTokens',
  'costPerMillionOutputTokens',
  ...LLM_MISS_COLUMNS,
  ...LLM_ESTIMATE_COLUMNS,
  // Shared pools with priorities (priority-warnings.ts): GPU-hours held on the shared committed
  // pools, and (strategies with priorities) the work interruptions threw away beside what the
  // checkpoints kept of the stays they cut.
  ...SHARED_POOL_WORKLOAD_COLUMNS,
] as const;

export type RunColumn = (typeof RUN_COLUMNS)[number];
export type WorkloadColumn = (typeof WORKLOAD_COLUMNS)[number];

const RUN_COLUMN_AT = Object.fromEntries(RUN_COLUMNS.map((c, i) => [c, i])) as Record<RunColumn, number>;
const WORKLOAD_COLUMN_AT = Object.fromEntries(WORKLOAD_COLUMNS.map((c, i) => [c, i])) as Record<WorkloadColumn, number>;

export const POOL_KINDS: readonly PoolKind[] = ['onDemand', 'reserved', 'spot', 'bareMetal', 'owned'];
const COST_BY_KIND = ['costOnDemand', 'costReserved', 'costSpot', 'costBareMetal', 'costOwned'] as const;
const HOURS_BY_KIND = ['gpuHoursOnDemand', 'gpuHoursReserved', 'gpuHoursSpot', 'gpuHoursBareMetal', 'gpuHoursOwned'] as const;

const BILL_COLUMNS = ['billGpu', 'billDiscounts', 'billStorage', 'billEgress', 'billSupport', 'billTax', 'billTotal'] as const;

/** The column holding a bill line of each run (micro-units). */
export function billColumnOf(line: BillLine): RunColumn {
  return BILL_COLUMNS[BILL_LINES.indexOf(line)]!;
}

export function costColumnOf(kind: PoolKind): RunColumn {
  return COST_BY_KIND[POOL_KINDS.indexOf(kind)]!;
}

export function gpuHoursColumnOf(kind: PoolKind): RunColumn {
  return HOURS_BY_KIND[POOL_KINDS.indexOf(kind)]!;
}

/** What a workload's summary names it by (the same in every run of a strategy). */
export interface WorkloadLabel {
  workloadId: string;
  name: string;
  kind: WorkloadRunMetrics['kind'];
  latencyTargetPercentile?: LatencyStatistic;
}

/** The recorded runs of one strategy: plain data, so it crosses between threads as it is. */
export interface RunFigures {
  strategyId: string;
  workloads: WorkloadLabel[];
  /** Runs recorded, in the order they were recorded (run-index order). */
  rows: number;
  /** rows x rowWidth(workloads.length) numbers, run by run. */
  values: Float64Array;
}

export function rowWidth(workloads: number): number {
  return RUN_COLUMNS.length + WORKLOAD_COLUMNS.length * workloads;
}

function isJobKind(kind: string): boolean {
  return kind === 'training' || kind === 'batch';
}

const orNaN = (v: number | null): number => (v === null ? NaN : v);

/** Loaded cost per finished unit of the training and batch workloads of one run, or null. */
export function runCostPerJobMicro(run: RunResult): number | null {
  let cost = 0;
  let done = 0;
  let any = false;
  for (const w of run.workloads) {
    if (!isJobKind(w.kind)) continue;
    any = true;
    cost += w.costMicro + w.idleShareMicro;
    done += w.unitsFinished;
  }
  return any && done > 0 ? cost / done : null;
}

/** Loaded cost per 10,000 served requests of the inference workloads of one run, or null. */
export function runCostPer10kMicro(run: RunResult): number | null {
  let cost = 0;
  let served = 0;
  let any = false;
  for (const w of run.workloads) {
    if (w.kind !== 'inference') continue;
    any = true;
    cost += w.costMicro + w.idleShareMicro;
    served += w.requestsTotal - w.requestsUnserved;
  }
  return any && served > 0 ? (cost * 10_000) / served : null;
}

function utilisation(run: RunResult, kind: PoolKind): number | null {
  let billed = 0;
  let used = 0;
  for (const p of run.pools) {
    if (p.kind !== kind) continue;
    billed += p.gpuSecondsBilled;
    used += p.gpuSecondsUsed;
  }
  return billed > 0 ? used / billed : null;
}

function sumOver(r: RunResult, pick: (w: WorkloadRunMetrics) => number, jobsOnly = false): number {
  return r.workloads.reduce((s, w) => s + (jobsOnly && !isJobKind(w.kind) ? 0 : pick(w)), 0);
}

function perJob(r: RunResult, pick: (w: WorkloadRunMetrics) => number): number {
  const arrived = sumOver(r, (w) => w.jobsArrived, true);
  return arrived > 0 ? sumOver(r, pick, true) / arrived : NaN;
}

function writeWorkload(out: Float64Array, at: number, w: WorkloadRunMetrics): void {
  const jobs = isJobKind(w.kind);
  const inference = w.kind === 'inference';
  const set = (c: WorkloadColumn, v: number): void => {
    out[at + WORKLOAD_COLUMN_AT[c]] = v;
  };
  set('cost', units(w.costMicro + w.idleShareMicro));
  set('costPerUnit', jobs && w.costPerUnitMicro !== null ? units(w.costPerUnitMicro) : NaN);
  set('costPer10kRequests', inference && w.costPer10kRequestsMicro !== null ? units(w.costPer10kRequestsMicro) : NaN);
  set('turnaroundP50H', jobs && w.turnaroundP50S !== null ? w.turnaroundP50S / 3600 : NaN);
  set('queueWaitMeanH', jobs && w.queueWaitMeanS !== null ? w.queueWaitMeanS / 3600 : NaN);
  set('deadlineMisses', w.deadlineMisses);
  set('unservedShare', w.requestsTotal > 0 ? w.requestsUnserved / w.requestsTotal : 0);
  set('latencyMissShare', w.activeS > 0 ? w.latencyMissS / w.activeS : 0);
  set('requestMissShare', inference ? orNaN(workloadRequestMissShare(w)) : NaN);
  set('costPerMillionTokens', w.costPerMillionTokensMicro != null ? units(w.costPerMillionTokensMicro) : NaN);
  set('costPerMillionOutputTokens', w.costPerMillionOutputTokensMicro != null ? units(w.costPerMillionOutputTokensMicro) : NaN);
  const missed = w.llmTargetsMissed ?? [];
  LLM_MISS_COLUMNS.forEach((c, t) => set(c, t < missed.length ? (w.requestsTotal > 0 ? missed[t]! / w.requestsTotal : 0) : NaN));
  const estimated = w.llmTargetsMissedEstimate ?? [];
  LLM_ESTIMATE_COLUMNS.forEach((c, t) => set(c, t < estimated.length ? (w.requestsTotal > 0 ? estimated[t]! / w.requestsTotal : 0) : NaN));
}

/**
 * Records the runs of one strategy, one row each, into room for `capacity` runs made up front
 * (the run count is always known before the runs are made).
 */
export class FigureRecorder {
  private readonly hasJobs: boolean;
  private readonly hasInference: boolean;
  private readonly presentValue: (run: RunResult) => number;
  private workloads: WorkloadLabel[] | null = null;
  private values = new Float64Array(0);
  private rows = 0;

  constructor(
    scenario: Scenario,
    private readonly strategyId: string,
    private readonly capacity: number,
  ) {
    this.hasJobs = scenario.workloads.some((w) => isJobKind(w.kind));
    this.hasInference = scenario.workloads.some((w) => w.kind === 'inference');
    this.presentValue = contractPresentValue(scenario, strategyId);
  }

  add(run: RunResult): void {
    if (this.workloads === null) {
      this.workloads = run.workloads.map((w) => ({
        workloadId: w.workloadId,
        name: w.name,
        kind: w.kind,
        ...(w.latencyTargetPercentile !== undefined ? { latencyTargetPercentile: w.latencyTargetPercentile } : {}),
      }));
      this.values = new Float64Array(this.capacity * rowWidth(this.workloads.length));
    }
    if (this.rows >= this.capacity) throw new RangeError(`more than the ${this.capacity} runs announced for strategy "${this.strategyId}"`);
    const width = rowWidth(this.workloads.length);
    const at = this.rows * width;
    const out = this.values;
    const set = (c: RunColumn, v: number): void => {
      out[at + RUN_COLUMN_AT[c]] = v;
    };
    const targets = runTargets(run);
    const keys = representativeKeys(run);
    // With bill costs, strategies are compared on the bill total; unit costs carry the bill in
    // proportion to GPU cost (the factor is 1 when the run cost nothing on GPUs).
    const bill = run.bill?.lines;
    const totalMicro = bill ? bill.total : run.totalCostMicro;
    const factor = bill && run.totalCostMicro > 0 ? bill.total / run.totalCostMicro : 1;
    set('seed', run.seed);
    set('totalCost', units(totalMicro));
    set('costIncludingWaiting', units(totalMicro + run.waitingCostMicro));
    const job = this.hasJobs ? runCostPerJobMicro(run) : null;
    set('costPerJob', job === null ? NaN : units(bill ? job * factor : job));
    const tenK = this.hasInference ? runCostPer10kMicro(run) : null;
    set('costPer10kRequests', tenK === null ? NaN : units(bill ? tenK * factor : tenK));
    set('turnaroundP50H', run.turnaroundP50S === null ? NaN : run.turnaroundP50S / 3600);
    set('turnaroundP95H', run.turnaroundP95S === null ? NaN : run.turnaroundP95S / 3600);
    set('deadlineMisses', targets.deadlineMisses);
    set('unservedShare', orNaN(targets.unservedShare));
    set('latencyMissShare', orNaN(targets.latencyMissShare));
    set('requestMissShare', orNaN(targets.requestMissShare));
    set('met', targets.met ? 1 : 0);
    set('lostGpuHours', sumOver(run, (w) => w.lostGpuS) / 3600);
    set('restartGpuHours', sumOver(run, (w) => w.restartGpuS) / 3600);
    set('interruptionGpuHours', sumOver(run, (w) => w.lostGpuS + w.restartGpuS) / 3600);
    set('preemptionsPerJob', this.hasJobs ? perJob(run, (w) => w.preemptions) : NaN);
    set('fallbacks', sumOver(run, (w) => w.fallbacks));
    set('switchesPerJob', this.hasJobs ? perJob(run, (w) => w.switches ?? 0) : NaN);
    set('reservedUtilisation', orNaN(utilisation(run, 'reserved')));
    set('bareMetalUtilisation', orNaN(utilisation(run, 'bareMetal')));
    for (const kind of POOL_KINDS) {
      const pools = run.pools.filter((p) => p.kind === kind);
      set(costColumnOf(kind), units(pools.reduce((s, p) => s + p.costMicro, 0)));
      set(gpuHoursColumnOf(kind), pools.reduce((s, p) => s + p.gpuSecondsBilled, 0) / 3600);
    }
    set('commitmentAfterHorizon', units(run.commitmentBeyondHorizonMicro));
    set('wholeCommitmentCost', units(totalMicro + run.commitmentBeyondHorizonMicro));
    set('npv', units(this.presentValue(run)));
    set('keyCostMicro', keys.costMicro);
    set('keyWaitingPersonS', keys.waitingPersonS);
    set('keyTurnaroundP50S', keys.turnaroundP50S);
    set('hasBill', bill ? 1 : 0);
    set('gpuCost', units(run.totalCostMicro));
    for (const line of BILL_LINES) set(billColumnOf(line), bill ? bill[line] : NaN);
    const shared = sharedPoolRunValues(run);
    for (const c of SHARED_POOL_COLUMNS) set(c, shared[c]);
    const failures = ownedFailureRunValues(run);
    for (const c of OWNED_FAILURE_COLUMNS) set(c, failures[c]);
    const heldOnShared = sharedPoolWorkloadValues(run);
    run.workloads.forEach((w, i) => {
      const from = at + RUN_COLUMNS.length + i * WORKLOAD_COLUMNS.length;
      writeWorkload(out, from, w);
      const extra = heldOnShared(w);
      for (const c of SHARED_POOL_WORKLOAD_COLUMNS) out[from + WORKLOAD_COLUMN_AT[c]] = extra[c];
    });
    this.rows++;
  }

  /** The rows recorded so far (cut to them, copied only when fewer runs came than announced). */
  figures(): RunFigures {
    const workloads = this.workloads ?? [];
    const length = this.rows * rowWidth(workloads.length);
    const values = length === this.values.length ? this.values : this.values.slice(0, length);
    return { strategyId: this.strategyId, workloads, rows: this.rows, values };
  }
}

/** Records a list of runs of one strategy. */
export function recordRuns(scenario: Scenario, strategyId: string, runs: readonly RunResult[]): RunFigures {
  const recorder = new FigureRecorder(scenario, strategyId, runs.length);
  for (const run of runs) recorder.add(run);
  return recorder.figures();
}

/** The runs of several slices of one strategy, in the order given (slices in run-index order). */
export function concatFigures(strategyId: string, parts: readonly RunFigures[]): RunFigures {
  const filled = parts.filter((p) => p.rows > 0);
  const workloads = filled[0]?.workloads ?? [];
  const values = new Float64Array(filled.reduce((n, p) => n + p.values.length, 0));
  let at = 0;
  for (const p of filled) {
    values.set(p.values, at);
    at += p.values.length;
  }
  return { strategyId, workloads, rows: filled.reduce((n, p) => n + p.rows, 0), values };
}

/** A column of a strategy's figures, one number a run, in the order of `rows` (row numbers). */
export function runColumn(figures: RunFigures, column: RunColumn, rows: readonly number[]): number[] {
  const width = rowWidth(figures.workloads.length);
  const j = RUN_COLUMN_AT[column];
  return rows.map((k) => figures.values[k * width + j]!);
}

/** A workload's column (workload i of figures.workloads), in the order of `rows`. */
export function workloadColumn(figures: RunFigures, workload: number, column: WorkloadColumn, rows: readonly number[]): number[] {
  const width = rowWidth(figures.workloads.length);
  const j = RUN_COLUMNS.length + workload * WORKLOAD_COLUMNS.length + WORKLOAD_COLUMN_AT[column];
  return rows.map((k) => figures.values[k * width + j]!);
}

/** Row numbers in seed order: the order the summaries read runs in (means add up in it). */
export function rowsBySeed(figures: RunFigures): number[] {
  const seeds = runColumn(figures, 'seed', Array.from({ length: figures.rows }, (_, k) => k));
  return seeds.map((_, k) => k).sort((a, b) => seeds[a]! - seeds[b]!);
}
