import type { OwnedLines } from './owned-costs';
import type { ComparisonBasis, LatencyStatistic, LlmTarget, OwnedTerms, PoolKind, SavingsPlan } from '@shared/scenario';

/**
 * What one simulated run of one strategy produced. Money is integer micro-units of the
 * scenario currency (1 = 0.000001), time is integer seconds from the scenario start, and
 * GPU time is integer GPU-seconds, so totals add up exactly.
 */
export interface JobRecord {
  workloadId: string;
  /** 0-based index of the job (or batch) within its workload. */
  index: number;
  arrivalS: number;
  /** First time it started running; null if it never started. */
  startS: number | null;
  /** Null if it did not finish inside the horizon. */
  finishS: number | null;
  /** finish - arrival; null when unfinished. */
  turnaroundS: number | null;
  /** Time waiting for capacity (all waits, including after preemptions). */
  queueWaitS: number;
  provisioningS: number;
  /** Time doing useful or lost work on GPUs, the first start's start-up time included. */
  runS: number;
  /** Time spent on restart overhead after interruptions (not the first start-up). */
  restartS: number;
  preemptions: number;
  lostGpuS: number;
  deadlineS: number | null;
  /** Null when the job has no deadline, or is unfinished with its deadline after the horizon. */
  deadlineMet: boolean | null;
  costMicro: number;
  /** Ids of the pools the job ran on, in order of use (deduplicated consecutive). */
  poolIds: string[];
  /** The job left spot for another pool (fallback rule or deadline). */
  fellBack: boolean;
  /** Moves between spot and the other pools, either way. Optional only because runs saved before it existed lack it. */
  switches?: number;
  /** Batch workloads: tasks in this batch. For a batch, queueWaitS / provisioningS / runS / restartS
   * are means per task (rounded), and preemptions / lostGpuS / costMicro are sums over its tasks. */
  units: number;
  /** Person-hours waiting on this job beyond its ideal run time (training; 0 for batch). */
  waitingPersonHours: number;
}

export interface PoolRunMetrics {
  poolId: string;
  /** The pool's display name (its id when it has none). */
  name: string;
  kind: PoolKind;
  offerId: string;
  costMicro: number;
  /**
   * The pool's cost by calendar month "YYYY-MM" (sums to costMicro; summed over pools, equals
   * RunResult.costByMonthMicro), for monthly cost stacked by pool. Optional only because runs
   * saved before it existed lack it.
   */
  costByMonthMicro?: Record<string, number>;
  /** Committed pools: the part of costMicro no workload used (sums to RunResult.idleCommitmentCostMicro). */
  idleCostMicro: number;
  /** Invariant: gpuSecondsBilled === gpuSecondsUsed + gpuSecondsIdle. */
  gpuSecondsBilled: number;
  gpuSecondsUsed: number;
  gpuSecondsIdle: number;
  /** used / billed, or null when nothing was billed. */
  utilisation: number | null;
  /** Commitment cost that falls after the horizon (reserved / bare-metal terms that outlast it). */
  commitmentBeyondHorizonMicro: number;
  /** Elastic pools: instances launched; committed pools: 0. */
  instancesLaunched: number;
  preemptions: number;
  /** Most instances held at once (never above the pool's capacity). */
  peakInstances: number;
  /**
   * Which workloads used the pool: GPU-seconds busy and cost (direct: their instances, or their
   * share of a commitment by use; the idle part is idleCostMicro), one entry per workload of the
   * strategy that used or paid for it. Optional only because runs saved before it existed lack it.
   */
  byWorkload?: PoolWorkloadUse[];
  /**
   * Committed pools: GPUs busy on average each day (the pool's utilisation over time against
   * its committed GPUs); absent for elastic pools and in summary runs.
   */
  busyGpusByDay?: number[];
  /**
   * Owned pools: each calendar month's cost lines in micro-units (depreciation, power,
   * colocation, maintenance, staff); they sum to the month's costByMonthMicro.
   */
  ownedLinesByMonthMicro?: Record<string, OwnedLines>;
  /**
   * Owned pools: GPU failures in the run and the GPU-hours the failed GPUs (or, where units
   * take whole servers, their servers) were out of service inside the horizon; the units a
   * failure took off a busy GPU (jobs and services' units) and the GPU-hours of work the jobs
   * lost with them (since their last checkpoint; also in their workloads' lostGpuS).
   */
  ownedFailures?: OwnedFailureFigures;
  /**
   * Trace-replaying spot pools, full runs: the trace sample the replay started from (sample i
   * covers [(i - start) x gap, ...) of simulated time, cyclically). Absent otherwise.
   */
  traceStartSample?: number;
  /**
   * Elastic pools of a strategy with a trace-replaying spot pool, full runs: GPUs held (billed)
   * on average each hour of the horizon. Absent otherwise.
   */
  heldGpusByHour?: number[];
  /**
   * Shared committed pools (reserved or bare-metal pools two or more workloads list): where the
   * committed GPU-seconds went. Absent for other pools and in runs saved before it existed.
   */
  hoursSplit?: PoolHoursSplit;
  /**
   * Shared committed pools, full runs (the representative run): who held the pool over time,
   * bucket by bucket. Absent for other pools, in summary runs and in runs saved before it existed.
   */
  heldTimeline?: PoolHeldTimeline;
}

/**
 * A shared committed pool's GPU-seconds per time bucket from the start date: per workload held,
 * and idle; for every bucket, the workloads' held plus idle equals the pool's committed GPUs
 * times the seconds of the bucket its term covers, exactly (integers).
 */
export interface PoolHeldTimeline {
  /** Seconds per bucket: 3,600 (an hour) for horizons up to 31 days, 21,600 (6 hours) up to 366 days, 86,400 (a day) beyond. */
  bucketS: number;
  /** The workloads that held the pool at some time, in the strategy's order: GPU-seconds held in each bucket. */
  byWorkload: { workloadId: string; gpuS: number[] }[];
  /** GPU-seconds committed and held by nobody in each bucket. */
  idleGpuS: number[];
}

/**
 * A shared committed pool's GPU-seconds: servicesGpuS + jobsUsefulGpuS + jobsLostGpuS +
 * jobsRestartGpuS + idleGpuS === committedGpuS, exactly (integers).
 */
export interface PoolHoursSplit {
  /** GPU-seconds billed: the pool's committed GPUs over the horizon (gpuSecondsBilled). */
  committedGpuS: number;
  /** Held by services (inference replicas, dev machines). */
  servicesGpuS: number;
  /** Held by jobs doing work they kept (their first start-up included). */
  jobsUsefulGpuS: number;
  /** Held by jobs doing work an interruption (a preemption) threw away: progress since the last checkpoint. */
  jobsLostGpuS: number;
  /** Held by jobs paying restart overhead after an interruption. */
  jobsRestartGpuS: number;
  /** Committed and held by nobody. */
  idleGpuS: number;
}

export interface PoolWorkloadUse {
  workloadId: string;
  gpuSecondsUsed: number;
  costMicro: number;
}

export interface WorkloadRunMetrics {
  workloadId: string;
  name: string;
  kind: 'training' | 'inference' | 'batch' | 'dev';
  /** The workload's team label (showback by team); absent when it has none. */
  team?: string;
  /** Direct cost: its elastic instances plus its share of committed pools by GPU-seconds used. */
  costMicro: number;
  /** Its share of the idle commitment of the committed pools it used (by GPU-seconds used there). */
  idleShareMicro: number;
  /** GPU-seconds its units kept busy. */
  gpuSecondsUsed: number;
  /** Jobs (training), batches (batch), 0 for inference and dev. */
  jobsArrived: number;
  jobsFinished: number;
  /** Tasks (batch) or jobs (training) finished; the denominator of cost per unit. */
  unitsFinished: number;
  /** (costMicro + idleShareMicro) / unitsFinished: the loaded cost of one finished unit. */
  costPerUnitMicro: number | null;
  turnaroundP50S: number | null;
  turnaroundP95S: number | null;
  turnaroundMaxS: number | null;
  /** Mean time a finished job (a batch: a task) waited for capacity, all its waits included. */
  queueWaitMeanS: number | null;
  deadlineMisses: number;
  preemptions: number;
  /** GPU-seconds of work lost to interruptions: progress since the last checkpoint, done again. */
  lostGpuS: number;
  /** GPU-seconds spent on restart overhead after interruptions (start-up again, loading the checkpoint). */
  restartGpuS: number;
  fallbacks: number;
  /**
   * Jobs of a strategy with priorities: of `preemptions` and `lostGpuS`, those by higher-priority
   * work on a shared committed pool (the rest are spot interruptions). Absent otherwise.
   */
  priorityPreemptions?: number;
  priorityLostGpuS?: number;
  /** With priorities: the progress checkpoints kept on the stays interruptions cut (beside lostGpuS, what they threw away). */
  interruptedKeptGpuS?: number;
  /**
   * Services whose placement lists a shared committed pool: what they paid on elastic pools
   * (on-demand, spot) because the committed pools were short. Absent otherwise.
   */
  overflowCostMicro?: number;
  /** Jobs: moves between spot and the other pools, either way. Optional only because runs saved before it existed lack it. */
  switches?: number;
  /** Inference: requests over the horizon. */
  requestsTotal: number;
  requestsUnserved: number;
  /** Inference: seconds during which the Erlang C latency estimate exceeded the target. */
  latencyMissS: number;
  /** Inference: seconds the service was active (in its phases): the denominator of latency-miss share. */
  activeS: number;
  /**
   * Inference: requests whose response time exceeded the latency target (unserved ones and those
   * arriving while the queue is unstable included), rounded. Optional only because runs saved
   * before it existed lack it.
   */
  requestsMissedTarget?: number;
  /** Inference: the statistic its latency target holds (absent in runs saved before it existed: the mean). */
  latencyTargetPercentile?: LatencyStatistic;
  /** (costMicro + idleShareMicro) per 10,000 served requests. */
  costPer10kRequestsMicro: number | null;
  /**
   * Inference planned in tokens: requests that missed each of the workload's targets, in the
   * order of `llm.targets` (unserved requests, and all requests while a replica cannot keep up,
   * miss every target), rounded. Absent for the request model.
   */
  llmTargetsMissed?: number[];
  /** The same by the analytical model alone (the estimate shown beside the simulated figures). */
  llmTargetsMissedEstimate?: number[];
  /** Inference planned in tokens: prompt and output tokens of the requests served. */
  tokensServed?: { prompt: number; output: number };
  /** Inference planned in tokens: (costMicro + idleShareMicro) per million tokens served (prompt + output). */
  costPerMillionTokensMicro?: number | null;
  /** Inference planned in tokens: (costMicro + idleShareMicro) per million output tokens served. */
  costPerMillionOutputTokensMicro?: number | null;
  /**
   * Person-hours spent waiting: training jobs, (turnaround - ideal run time) x peopleWaiting, where
   * the ideal run time is the job's size on the workload's own GPU count (whatever a strategy
   * overrides) at reference speed and perfect efficiency
   * (so queueing, provisioning, restarts and slow or badly fed GPUs all count); dev machines,
   * machine-hours people wanted a machine that was not ready.
   */
  waitingPersonHours: number;
  waitingCostMicro: number;
}

export interface DailyPoint {
  day: number;
  /** Average GPUs the workloads wanted that day. */
  demandGpus: number;
  /** Average GPUs held (billed) that day. */
  provisionedGpus: number;
  costMicro: number;
}

/** The lines of a bill, in the order they apply (bill-lines.ts); discounts is zero or negative. */
export const BILL_LINES = ['gpu', 'discounts', 'storage', 'egress', 'support', 'tax', 'total'] as const;
export type BillLine = (typeof BILL_LINES)[number];
export type BillAmounts = Record<BillLine, number>;

/** A run's bill beside GPU time (integer micro-units): lines over the run and by calendar month. */
export interface RunBill {
  lines: BillAmounts;
  /** "YYYY-MM" → that month's lines; sums to `lines`. Dropped from summary runs kept for percentiles. */
  byMonth: Record<string, BillAmounts>;
}

/** A savings plan's figures in one run (integer micro-units), over the run or one calendar month. */
export interface SavingsPlanAmounts {
  /** Commitment paid inside the horizon (every hour of the term, used or not). */
  commitmentMicro: number;
  /** Commitment spent on covered usage (at the plan's rates); the rest is unusedMicro. */
  usedMicro: number;
  unusedMicro: number;
  /** On-demand usage the plan covered, at list price. */
  coveredOnDemandMicro: number;
  /** On-demand usage the plan could cover (its provider's, its family's), at list price. */
  eligibleOnDemandMicro: number;
  /** coveredOnDemandMicro - commitmentMicro: what the plan saved against paying that usage on demand (negative: it cost more). */
  savingMicro: number;
}

export interface SavingsPlanRunMetrics extends SavingsPlanAmounts {
  planId: string;
  name: string;
  /** The plan as the strategy states it (commitment, term, start, payment, scope), for results that print every input. */
  plan: SavingsPlan;
  /** Commitment of the term that falls after the horizon (not in totalCostMicro). */
  commitmentBeyondHorizonMicro: number;
  /** Calendar month "YYYY-MM" → that month's figures; sums to the run's. */
  byMonth: Record<string, SavingsPlanAmounts>;
}

export interface RunResult {
  strategyId: string;
  seed: number;
  totalCostMicro: number;
  /** Keys: pool ids. Sum equals totalCostMicro. */
  pools: PoolRunMetrics[];
  /** Keys: workload ids plus "idle" for commitments no work used. Sum equals totalCostMicro. */
  costByWorkloadMicro: Record<string, number>;
  /** Calendar months "YYYY-MM" from the start date. Sum equals totalCostMicro. */
  costByMonthMicro: Record<string, number>;
  idleCommitmentCostMicro: number;
  /**
   * Cash paid by calendar month inside the horizon: like costByMonthMicro, except that the
   * upfront share of a reservation's whole term is paid in its first month. Does not sum to
   * totalCostMicro when a term outlasts the horizon.
   */
  cashByMonthMicro: Record<string, number>;
  /** Commitment cost falling after the horizon, all pools (not in totalCostMicro). */
  commitmentBeyondHorizonMicro: number;
  workloads: WorkloadRunMetrics[];
  /** Job records in arrival order, at most RunOptions.maxJobRecords (default 100,000). */
  jobs: JobRecord[];
  /** Records left out of `jobs` by that limit (metrics still count them). */
  jobsOmitted: number;
  daily: DailyPoint[];
  /**
   * Most GPUs the workloads wanted on any day (daily average; work waiting for capacity
   * included), also in summary runs. Absent in runs saved before it existed.
   */
  peakDailyDemandGpus?: number;
  /** Turnaround percentiles over every finished training job and batch of the run; null when none finished. */
  turnaroundP50S: number | null;
  turnaroundP95S: number | null;
  waitingCostMicro: number;
  /**
   * Set when the scenario has bill costs: storage, egress, discounts, support and tax beside
   * GPU time. totalCostMicro stays GPU time only; bill.lines.total is what the bill says.
   */
  bill?: RunBill;
  /**
   * The strategy's savings plans, in the order they apply (absent for a strategy without any).
   * With plans, pools' costs are after the plans' discounts and each plan's unused commitment is
   * idle commitment: Σ pools' costMicro + Σ plans' unusedMicro = totalCostMicro.
   */
  savingsPlans?: SavingsPlanRunMetrics[];
  /** The strategy's quotas on committed pools, in its order (absent for a strategy without any). */
  quotas?: QuotaRunMetrics[];
  /** Events the kernel processed (for the benchmark). */
  events: number;
}

/** One quota of the strategy in a run: as written, and what its holder held. */
export interface QuotaRunMetrics {
  poolId: string;
  /** The holder: one workload, or every workload of a team. */
  workloadId?: string;
  team?: string;
  guaranteedGpus: number;
  /** null: no maximum. */
  maxGpus: number | null;
  /** The pool's GPUs (every server it has in the run). */
  poolGpus: number;
  /** Most GPUs the holder held on the pool at once in the run. */
  peakHeldGpus: number;
  /** GPU-hours the holder held above its guarantee (borrowed), and the hours it held any above it. */
  borrowedGpuHours: number;
  borrowingHours: number;
}

export interface Distribution3 {
  p10: number;
  p50: number;
  p90: number;
  mean: number;
  min: number;
  max: number;
}

/** One strategy across all seeded runs. Money here is in currency units (not micro). */
export interface StrategySummary {
  strategyId: string;
  name: string;
  runs: number;
  /**
   * Total cost across runs: GPU time, or the bill total (GPU after discounts, storage, egress,
   * support and tax) when the scenario has bill costs. Strategies are compared on this.
   */
  totalCost: Distribution3;
  /**
   * Set when the scenario has bill costs: GPU time alone, and each line of the bill across
   * runs (currency units; `total` equals totalCost). Absent otherwise.
   */
  gpuCost?: Distribution3;
  bill?: Record<BillLine, Distribution3>;
  /** The lines of the run with the median bill total (currency units): a bill that adds up, line by line. */
  billOfMedianRun?: BillAmounts;
  costIncludingWaiting: Distribution3;
  costByPoolKind: Record<PoolKind, number>;
  costPerJob: Distribution3 | null;
  costPer10kRequests: Distribution3 | null;
  turnaroundP50H: Distribution3 | null;
  turnaroundP95H: Distribution3 | null;
  deadlineMisses: Distribution3;
  unservedShare: Distribution3 | null;
  latencyMissShare: Distribution3 | null;
  /**
   * Share of requests (request-weighted over the inference workloads) whose response time
   * exceeded the latency target, across runs. Optional only because summaries saved before it
   * existed lack it.
   */
  requestMissShare?: Distribution3 | null;
  /** GPU-hours of work lost to interruptions (redone after a restart), restart overhead not included. */
  lostGpuHours: Distribution3;
  /** GPU-hours of restart overhead paid after interruptions. */
  restartGpuHours: Distribution3;
  /** Lost work plus restart overhead, per run: all GPU time interruptions cost. */
  interruptionGpuHours: Distribution3;
  preemptionsPerJob: Distribution3 | null;
  /**
   * Work lost to interruptions other than preemption by priority (spot, commitment ends),
   * GPU-hours, across runs. Optional only because summaries saved before it existed lack it.
   */
  interruptionLostGpuHours?: Distribution3;
  /**
   * A strategy with priorities: preemptions by higher-priority work per job, and the GPU-hours
   * of work they threw away, across runs (part of preemptionsPerJob and lostGpuHours). Absent otherwise.
   */
  priorityPreemptionsPerJob?: Distribution3 | null;
  priorityLostGpuHours?: Distribution3;
  /** A strategy with shared reserved or bare-metal pools: where their hours went, and the services' overflow. Absent otherwise. */
  sharedPools?: SharedPoolsSummary;
  /** Strategies with priorities: the warnings their runs gave (analysis/priority-warnings.ts); absent when none. */
  priorityWarnings?: PriorityWarning[];
  fallbacks: Distribution3;
  /**
   * Moves between spot and the other pools per job (either way), across runs; null without
   * jobs. Optional only because summaries saved before it existed lack it.
   */
  switchesPerJob?: Distribution3 | null;
  /**
   * Spot replaying a trace under a deadline policy: in the representative run, the omniscient
   * lower bound per job (the cheapest schedule knowing that run's trace) beside the run's own
   * cost per job; null otherwise. Optional only because summaries saved before it existed lack it.
   */
  omniscientBound?: { perJob: number; runCostPerJob: number } | null;
  /**
   * Set when that bound was left out because working it out would pass its budget (the
   * dynamic programme's state updates, `cells`, against `limit`); null otherwise.
   */
  omniscientBoundSkipped?: { reason: 'tooLarge'; cells: number; limit: number } | null;
  reservedUtilisation: Distribution3 | null;
  bareMetalUtilisation: Distribution3 | null;
  gpuHoursBilledByPoolKind: Record<PoolKind, number>;
  /**
   * Whether the strategy meets its targets: at least TARGET_RUN_SHARE (90 %) of runs have no
   * deadline miss, a latency-miss share and an unserved share of at most 1 % each.
   */
  meetsTargets: boolean;
  /** Share of runs (0..1) that met every target. */
  runsMeetingTargets: number;
  /**
   * Each rule a run is held to, with how often it was kept, so the verdict can name the rule
   * that failed (analysis/target-rules.ts). Optional only because summaries saved before it
   * existed lack it.
   */
  targetRules?: TargetRule[];
  /** Per workload, across runs (currency units, hours). */
  workloads: WorkloadSummary[];
  /**
   * Commitment cost falling after the horizon (reservation and bare-metal terms that outlast it),
   * across runs; not in totalCost. Optional only because runs saved before it existed lack it.
   */
  commitmentAfterHorizon?: Distribution3;
  /** totalCost plus commitmentAfterHorizon, run by run: every signed term counted in full. */
  wholeCommitmentCost?: Distribution3;
  /** Day (from the start) the strategy's last commitment ends, when that is after the horizon; else null. */
  commitmentEndDay?: number | null;
  /**
   * Net present value of each run's cash over the whole contract (every signed term in full,
   * paid when it falls due), at the scenario's discount rate; equal to the undiscounted cash
   * when the rate is 0. Optional only because summaries saved before it existed lack it.
   */
  npv?: Distribution3;
  /** The representative run's cash by calendar month over the whole contract, past the horizon (currency units). */
  contractCashByMonth?: Record<string, number>;
  /** Strategies that own servers: each owned pool's cost lines, totals and break-even utilisation (absent otherwise). */
  owned?: OwnedPoolFigures[];
  /**
   * Strategies that own servers: GPU failures across runs, all owned pools together (the
   * failures, the GPU-hours out of service, the units taken off busy GPUs and the jobs' work
   * lost with them). Absent otherwise, and in summaries saved before it existed.
   */
  ownedFailures?: OwnedFailureSummary;
  /**
   * A strategy that commits: the month ("YYYY-MM", and counted from 1 at the start month) from
   * which its cumulative cash stays at or below that of the scenario's cheapest strategy with no
   * commitment (the same work, pay as you go), over the horizon's months, representative runs;
   * month null when it never does. Absent when the strategy commits to nothing or no strategy
   * is elastic only.
   */
  payback?: { againstStrategyId: string; month: string | null; monthNumber: number | null };
  /** The run whose total cost is the median: its series and jobs feed charts and tables. */
  representative: RunResult;
  /** Total cost of every run, in seed order, for distribution charts. */
  totalCostByRun: number[];
  turnaroundP50HByRun: number[];
  /**
   * The unit costs and target figures of every run, in seed order (NaN where a run has none),
   * so two variants on the same seeds can be compared run by run. Optional only because
   * summaries saved before it existed lack it.
   */
  targetsByRun?: {
    costPerJob: number[];
    costPer10kRequests: number[];
    deadlineMisses: number[];
    unservedShare: number[];
    latencyMissShare: number[];
    /** Optional only because summaries saved before it existed lack it. */
    requestMissShare?: number[];
  };
  /**
   * Strategies with shared pools with priorities: their figures run by run, in seed order (NaN
   * where a run has none), so what-if and Compare read a change on the same seeds. Absent
   * otherwise and in summaries saved before it existed.
   */
  sharedPoolsByRun?: SharedPoolsByRun;
}

/** A strategy's shared-pool figures run by run (what-if and Compare pair them by seed). */
export interface SharedPoolsByRun {
  /** Currency units. */
  serviceOverflowCost: number[];
  priorityPreemptionsPerJob: number[];
  priorityLostGpuHours: number[];
  /** The jobs' turnaround P95 in hours. */
  turnaroundP95H: number[];
}

/**
 * The shared committed pools of a strategy, all together: GPU-hours, means over runs (so the
 * parts add up to committedGpuHours); the services' overflow cost across runs (currency units).
 */
export interface SharedPoolsSummary {
  committedGpuHours: number;
  servicesGpuHours: number;
  jobsUsefulGpuHours: number;
  jobsLostGpuHours: number;
  jobsRestartGpuHours: number;
  idleGpuHours: number;
  /** What services paid on other pools because the shared pools were short; null when no service shares one. */
  serviceOverflowCost: Distribution3 | null;
}

/** A warning about a strategy's priorities, read from its runs; `message` is the English wording. */
export type PriorityWarning = { workloadId: string; workload: string; message: string } & (
  | { key: 'priorityNeverRuns'; priority: number; pools: string[]; runs: number }
  | { key: 'checkpointLosesMore'; checkpointMinutes: number; lostGpuHours: number; keptGpuHours: number }
);

export interface WorkloadSummary {
  workloadId: string;
  name: string;
  kind: 'training' | 'inference' | 'batch' | 'dev';
  /** Direct cost plus its share of idle commitments (loaded). */
  cost: Distribution3;
  costPerUnit: Distribution3 | null;
  costPer10kRequests: Distribution3 | null;
  turnaroundP50H: Distribution3 | null;
  /** Jobs: the run's mean queue wait of a finished job (batch: of a task), in hours, across runs. */
  queueWaitMeanH: Distribution3 | null;
  deadlineMisses: Distribution3;
  unservedShare: Distribution3 | null;
  latencyMissShare: Distribution3 | null;
  /** Inference: share of its requests slower than its latency target. Optional only because summaries saved before it existed lack it. */
  requestMissShare?: Distribution3 | null;
  /** Inference: the statistic its latency target holds. Optional only because summaries saved before it existed lack it. */
  latencyTargetPercentile?: LatencyStatistic;
  /** Inference planned in tokens: each target (in the order of `llm.targets`) with its share of requests that missed it, across runs. */
  llmTargets?: LlmTargetSummary[];
  /** Inference planned in tokens: loaded cost per million tokens served (prompt + output), across runs. */
  costPerMillionTokens?: Distribution3 | null;
  /** Inference planned in tokens: loaded cost per million output tokens served, across runs. */
  costPerMillionOutputTokens?: Distribution3 | null;
  /**
   * Inference planned in tokens: the same figures run by run, in seed order, so two variants
   * on the same seeds can be compared run by run. Optional only because summaries saved before
   * it existed lack it (they are compared by their P50s alone).
   */
  llmByRun?: LlmFiguresByRun;
}

/** A service planned in tokens, run by run (seed order; NaN where a run served no tokens). */
export interface LlmFiguresByRun {
  /** Per target (the order of `llm.targets`), the share of requests that missed it in each run. */
  missShare: number[][];
  costPerMillionTokens: number[];
  costPerMillionOutputTokens: number[];
}

/** One percentile target of a service planned in tokens, and how often it was missed. */
/**
 * One rule a run must keep to meet its targets: no deadline missed; at most 1 % of requests
 * unserved; at most 1 % of the active time over the latency target; for a percentile target, at
 * most the share of requests it allows slower than it (per service; a service planned in tokens,
 * per target, `target` its place in `llmTargets`).
 */
export interface TargetRule {
  kind: 'deadlines' | 'unserved' | 'timeOverTarget' | 'requestsOverTarget' | 'llmTarget';
  workloadId?: string;
  workload?: string;
  statistic?: LatencyStatistic;
  target?: number;
  /** The figure's P50 across runs (deadlines: missed jobs a run; otherwise a share, 0..1). */
  p50: number;
  /** The most a run may have and keep the rule. */
  allowed: number;
  /** Share of runs (0..1) that kept it. */
  keptShare: number;
}

export interface LlmTargetSummary {
  metric: LlmTarget['metric'];
  statistic: LlmTarget['statistic'];
  ms: number;
  /** Share of requests that missed it (request-weighted), across runs. */
  missShare: Distribution3;
  /**
   * The same by the analytical model (an estimate, shown beside the simulated share); absent in
   * summaries saved before requests were simulated, whose missShare was that estimate.
   */
  estimateMissShare?: Distribution3;
  /** The share the statistic allows (P95: 0.05): above it at the P90 run, the target is missed. */
  allowedShare: number;
}

/** Why a strategy is recommended, in fields a UI can translate (the sentence is the English rendering). */
export interface Recommendation {
  strategyId: string;
  reason: string;
  basis: 'cheapest-meeting-targets' | 'only-strategy' | 'none-meet-targets';
  /** The figure compared, at P50: cost per job (training and batch), per 10,000 requests, or total. */
  metric: 'costPerJob' | 'costPer10kRequests' | 'totalCost';
  /** The strategy compared with (the next cheapest that meets targets, else the next cheapest). */
  comparedWithId: string | null;
  /** Fraction cheaper than comparedWith on the metric (0.28 = 28 % cheaper; negative = dearer). */
  saving: number | null;
  /** Hours sooner (positive) or later (negative) the P50 turnaround is than comparedWith's. */
  turnaroundGainH: number | null;
  /** Whether comparedWith meets its targets (false: the recommended strategy is the only one that does). */
  comparedWithMeetsTargets: boolean;
  /** Another strategy, cheaper by P50 total cost, that misses its targets (not comparedWith), if any. */
  cheaperButMissesId: string | null;
  /** What that strategy (or comparedWith, when it misses) misses at its P90 run. */
  cheaperButMisses: ('deadlines' | 'latency')[];
  /** Share of runs meeting targets of the recommended strategy. */
  runsMeetingTargets: number;
  /** The basis costs were compared on (absent in runs saved before it existed: horizonSlice). */
  costBasis?: ComparisonBasis;
  /**
   * Every strategy whose commitments run past the horizon (the recommended and compared ones
   * first), with the amount committed after it and the horizon (days) that would show the whole term.
   */
  pastHorizon?: PastHorizonCommitment[];
  /**
   * Strategies left out of the comparison because their costs are not finite numbers (prices
   * too large to add up); absent when none were.
   */
  notComparable?: string[];
  /** True when the costs compared are bill totals (the scenario has bill costs); absent otherwise. */
  billTotals?: boolean;
}

export interface PastHorizonCommitment {
  strategyId: string;
  /** Currency units committed after the horizon (P50 over runs). */
  afterHorizon: number;
  /** The horizon in days that would cover every term of the strategy. */
  coverDays: number;
}

export interface ScenarioResults {
  scenarioName: string;
  currency: string;
  startDate: string;
  horizonDays: number;
  runs: number;
  baseSeed: number;
  strategies: StrategySummary[];
  /** The cheapest strategy (P50 total cost) that meets deadlines and the latency target, with a sentence on why. */
  recommendation: Recommendation | null;
  /** True when totals, unit costs and the recommendation count the bill costs beside GPU time. */
  billCostsIncluded?: boolean;
  /** The discount rate, % a year, the strategies' net present values were worked out at (absent in runs saved before it). */
  discountRatePercent?: number;
}

/** Break-even utilisation of owned servers against renting (shared/analysis/owned-break-even.ts). */
export interface OwnedBreakEven {
  /** Capital as depreciation (straight line to the residual): the accounting view. Null when renting is never dearer (R ≤ V). */
  accounting: number | null;
  /** Capital as cash over the months compared: every payment of the price (lease payments in full) less the resale. */
  cash: number | null;
  /** Owning's cost per server-hour in the accounting view at utilisation 0 and its rise per unit of utilisation. */
  fixedPerServerHour: number;
  powerPerServerHourBusy: number;
  /** The rent of a server's GPUs for an hour on demand. */
  rentPerServerHour: number;
  /** The share of GPU time failures leave (1 − failures a year × days out / 365.25): the most utilisation owning can give. */
  availability: number;
}

/** GPU failures of an owned pool: how many, the GPU-hours out of service, the units taken off busy GPUs and the work they lost. */
export interface OwnedFailureFigures {
  failures: number;
  lostGpuHours: number;
  interruptions: number;
  lostWorkGpuHours: number;
}

/** The same across runs: P10 / P50 / P90 of each. */
export interface OwnedFailureSummary {
  failures: Distribution3;
  lostGpuHours: Distribution3;
  interruptions: Distribution3;
  lostWorkGpuHours: Distribution3;
}

/** What results, the report, the CSV and the command line show of one owned pool (currency units). */
export interface OwnedPoolFigures {
  poolId: string;
  name: string;
  /** The pool's terms, the offer's defaults filled in. */
  terms: OwnedTerms;
  /** The representative run's cost lines by calendar month "YYYY-MM". */
  linesByMonth: Record<string, OwnedLines>;
  /** Each line over the horizon, and all of them: the accounting total. */
  lineTotals: OwnedLines;
  accountingTotal: number;
  /** Depreciation still to come after the horizon (reported, not charged). */
  depreciationAfterHorizon: number;
  /** Busy share of the pool's GPU-hours in service (representative run); null before delivery. */
  utilisation: number | null;
  /** Against the cheapest on-demand offer of the same GPU, per GPU-hour; null when the catalog rents none. */
  breakEven: (OwnedBreakEven & { againstOfferId: string; onDemandPerGpuHour: number }) | null;
  /** Each later order of servers: how many, the day ordered and the day delivered (days from the start; it may fall after the horizon). */
  expansions: { servers: number; orderDay: number; deliveryDay: number }[];
  /** GPU failures in the representative run and the GPU-hours the failed GPUs were out of service inside the horizon. */
  failures: OwnedFailureFigures;
}
