import type { ComparisonBasis, LatencyStatistic, PoolKind } from '@shared/scenario';
import type { OwnedPoolFigures, PriorityWarning, Recommendation, SharedPoolsSummary } from '@shared/sim/results';
import type { RunBillJson, StrategyBillJson } from './json-bill';

/**
 * The results as a stable, documented JSON document ("headroom-results", format 1): what
 * `headroom simulate --format json` prints and `--out` writes as results.json.
 *
 * - Money is in the scenario currency (units, not micro-units); representative-run money is
 *   exact to the micro-unit, distribution figures are rounded to 6 decimals.
 * - Times are hours; shares are fractions 0-1; dates are YYYY-MM-DD.
 * - Distributions are {p10, p50, p90, mean, min, max} over the seeded runs; null when the
 *   figure does not apply (no jobs, no inference, no reserved pool).
 * - Keys always come in the order below; a new field is only ever added (format stays 1); a
 *   field that changes meaning bumps `formatVersion`.
 */

export const RESULTS_JSON_FORMAT = 'headroom-results';
export const RESULTS_JSON_VERSION = 1;

export interface DistributionJson {
  p10: number;
  p50: number;
  p90: number;
  mean: number;
  min: number;
  max: number;
}

export interface PoolJson {
  poolId: string;
  name: string;
  kind: PoolKind;
  offerId: string;
  cost: number;
  /** Committed pools: the part of the cost no workload used. */
  idleCost: number;
  gpuHoursBilled: number;
  gpuHoursUsed: number;
  gpuHoursIdle: number;
  utilisation: number | null;
  commitmentBeyondHorizon: number;
  instancesLaunched: number;
  peakInstances: number;
  preemptions: number;
  /** "YYYY-MM" -> this pool's cost, months in order. */
  costByMonth: Record<string, number>;
  /** Which workloads used the pool: busy GPU-hours and cost (with idleCost, sums to cost). */
  byWorkload: { workloadId: string; gpuHoursUsed: number; cost: number }[];
  /**
   * Shared committed pools of the representative run: GPU-hours each workload held in each
   * bucket from the start date, and idle (held + idle = committed, bucket by bucket). Absent for
   * other pools and runs saved before it existed.
   */
  heldTimeline?: { bucketHours: number; byWorkload: { workloadId: string; gpuHours: number[] }[]; idleGpuHours: number[] };
}

export interface WorkloadJson {
  workloadId: string;
  name: string;
  kind: 'training' | 'inference' | 'batch' | 'dev';
  /** Direct cost (its instances and its used share of commitments). */
  cost: number;
  /** Its share of the idle commitments of the pools it used. */
  idleShare: number;
  gpuHoursUsed: number;
  jobsArrived: number;
  jobsFinished: number;
  unitsFinished: number;
  costPerUnit: number | null;
  turnaroundP50Hours: number | null;
  turnaroundP95Hours: number | null;
  deadlineMisses: number;
  preemptions: number;
  /** Work lost to interruptions (redone), GPU-hours; restart overhead not included. */
  lostGpuHours: number;
  /** Restart overhead paid after interruptions, GPU-hours. */
  restartGpuHours: number;
  /** Mean queue wait of a finished job (batch: of a task), hours; null when none finished. */
  queueWaitMeanHours: number | null;
  requestsTotal: number;
  requestsUnserved: number;
  latencyMissHours: number;
  activeHours: number;
  /** Inference: requests slower than the latency target (unserved ones included); null otherwise. */
  requestsMissedTarget: number | null;
  costPer10kRequests: number | null;
  waitingPersonHours: number;
  waitingCost: number;
  /** Inference planned in tokens only. */
  llm?: LlmRunJson;
}

export interface JobJson {
  workloadId: string;
  index: number;
  units: number;
  arrivalHours: number;
  startHours: number | null;
  finishHours: number | null;
  turnaroundHours: number | null;
  queueWaitHours: number;
  provisioningHours: number;
  runHours: number;
  restartHours: number;
  preemptions: number;
  lostGpuHours: number;
  deadlineHours: number | null;
  deadlineMet: boolean | null;
  cost: number;
  waitingPersonHours: number;
  poolIds: string[];
  fellBack: boolean;
}

/** A savings plan's figures in a run, over the run or a month (currency units). */
export interface SavingsPlanAmountsJson {
  commitment: number;
  used: number;
  unused: number;
  coveredOnDemand: number;
  eligibleOnDemand: number;
  saving: number;
}

export interface SavingsPlanJson extends SavingsPlanAmountsJson {
  planId: string;
  name: string;
  commitmentPerHour: number;
  termMonths: number;
  startDay: number;
  payment: string;
  scope: string;
  provider: string;
  commitmentAfterHorizon: number;
  byMonth: Record<string, SavingsPlanAmountsJson>;
}

export interface RunJson {
  seed: number;
  totalCost: number;
  waitingCost: number;
  idleCommitmentCost: number;
  /** Commitment falling after the horizon (not in totalCost). */
  commitmentAfterHorizon: number;
  turnaroundP50Hours: number | null;
  turnaroundP95Hours: number | null;
  pools: PoolJson[];
  /** "YYYY-MM" -> cost as it accrues, months in order. */
  costByMonth: Record<string, number>;
  /** "YYYY-MM" -> cash paid (upfront shares in the first month of a term). */
  cashByMonth: Record<string, number>;
  /** Workload id (and "idle") -> cost. */
  costByWorkload: Record<string, number>;
  workloads: WorkloadJson[];
  daily: { day: number; date: string; demandGpus: number; provisionedGpus: number; cost: number }[];
  /** Present only when asked for (it can be long). */
  jobs?: JobJson[];
  /** Job records the simulator left out of its list (it still counted them). */
  jobsOmitted: number;
  events: number;
  /** The run's bill by line and by month; null without bill costs (json-bill.ts). */
  bill: RunBillJson | null;
  /** The strategy's savings plans (currency units): absent without any. */
  savingsPlans?: SavingsPlanJson[];
}

export interface StrategyJson {
  id: string;
  name: string;
  runs: number;
  meetsTargets: boolean;
  /** Share of runs (0-1) that met every deadline and the latency target. */
  runsMeetingTargets: number;
  totalCost: DistributionJson;
  costIncludingWaiting: DistributionJson;
  costPerJob: DistributionJson | null;
  costPer10kRequests: DistributionJson | null;
  turnaroundP50Hours: DistributionJson | null;
  turnaroundP95Hours: DistributionJson | null;
  deadlineMisses: DistributionJson;
  unservedShare: DistributionJson | null;
  latencyMissShare: DistributionJson | null;
  /** Share of requests (over the inference workloads) slower than the latency target. */
  requestMissShare: DistributionJson | null;
  /** Work lost to interruptions (redone), GPU-hours; restart overhead not included. */
  lostGpuHours: DistributionJson;
  /** Restart overhead paid after interruptions, GPU-hours. */
  restartGpuHours: DistributionJson;
  /** Lost work plus restart overhead, per run. */
  interruptionGpuHours: DistributionJson;
  preemptionsPerJob: DistributionJson | null;
  fallbacks: DistributionJson;
  /** Moves between spot and the other pools per job, either way; null without jobs. */
  switchesPerJob: DistributionJson | null;
  /** Spot replaying a trace under a deadline policy: the representative run's omniscient lower bound per job beside its cost per job, else null. */
  omniscientBound: { perJob: number; runCostPerJob: number } | null;
  /** Set when the bound was left out because it would take more work than its budget, else null. */
  omniscientBoundSkipped: { reason: 'tooLarge'; cells: number; limit: number } | null;
  reservedUtilisation: DistributionJson | null;
  bareMetalUtilisation: DistributionJson | null;
  costByPoolKind: Record<PoolKind, number>;
  gpuHoursBilledByPoolKind: Record<PoolKind, number>;
  /** Per workload, over all runs. */
  workloads: WorkloadSummaryJson[];
  totalCostByRun: number[];
  /** Null for a run with no finished job. */
  turnaroundP50HoursByRun: (number | null)[];
  /** Commitment cost falling after the horizon (not in totalCost), over the runs. */
  commitmentAfterHorizon: DistributionJson;
  /** totalCost plus commitmentAfterHorizon, run by run: every signed term counted in full. */
  wholeCommitmentCost: DistributionJson;
  /** Date the strategy's last commitment ends, when that is after the horizon; else null. */
  commitmentEndDate: string | null;
  /** Net present value of each run's cash over the whole contract, at simulation.discountRatePercent (null in results saved before it). */
  npv: DistributionJson | null;
  /** "YYYY-MM" -> cash paid over the whole contract, months after the horizon included (representative run). */
  contractCashByMonth: Record<string, number>;
  /** A committing strategy: the month it has paid for itself against the cheapest pay-as-you-go strategy (month null: not within the horizon); null when it does not apply. */
  payback: { againstStrategyId: string; month: string | null; monthNumber: number | null } | null;
  /** The run whose total cost is the median. */
  representativeRun: RunJson;
  /** With bill costs: GPU time alone (totalCost is then the bill total); null without them. */
  gpuCost: DistributionJson | null;
  /** With bill costs: the bill's lines (json-bill.ts); null without them. */
  bill: StrategyBillJson<DistributionJson> | null;
  /** Work lost to interruptions other than preemption by priority (spot, commitment ends), GPU-hours; null in results saved before it. */
  interruptionLostGpuHours: DistributionJson | null;
  /** Strategies with priorities: work lost to preemption by priority (GPU-hours) and such preemptions per job; null otherwise. */
  priorityLostGpuHours: DistributionJson | null;
  priorityPreemptionsPerJob: DistributionJson | null;
  /** Shared reserved and bare-metal pools, all together: GPU-hours split (means over runs) and the services' overflow cost; null without one. */
  sharedPools: SharedPoolsSummary | null;
  /** The warnings a strategy's priorities gave (a priority that never runs, a checkpoint interval that loses more than it saves). */
  priorityWarnings: PriorityWarning[];
  /** Strategies that own servers only: each owned pool's terms, cost lines by month, totals and break-even utilisation (currency units). */
  owned?: OwnedPoolFigures[];
  /** Strategies that own servers: GPU failures across runs, all owned pools together (failures, GPU-hours out of service, units taken down, jobs' work lost). */
  ownedFailures?: { failures: DistributionJson; lostGpuHours: DistributionJson; interruptions: DistributionJson; lostWorkGpuHours: DistributionJson };
}

export interface WorkloadSummaryJson {
  workloadId: string;
  name: string;
  kind: 'training' | 'inference' | 'batch' | 'dev';
  cost: DistributionJson;
  costPerUnit: DistributionJson | null;
  costPer10kRequests: DistributionJson | null;
  turnaroundP50Hours: DistributionJson | null;
  /** Each run's mean queue wait of a finished job (batch: of a task), hours, across runs. */
  queueWaitMeanHours: DistributionJson | null;
  deadlineMisses: DistributionJson;
  unservedShare: DistributionJson | null;
  latencyMissShare: DistributionJson | null;
  /** Inference: the statistic its latency target holds (mean, p50, p90, p95, p99); null otherwise. */
  latencyTargetStatistic: LatencyStatistic | null;
  /** Inference: share of its requests slower than its latency target. */
  requestMissShare: DistributionJson | null;
  /** Inference planned in tokens only: each target's miss share and cost per million tokens. */
  llm?: LlmWorkloadJson;
}

/** A service planned in tokens across runs (money in currency units). */
export interface LlmWorkloadJson {
  targets: {
    /** "P95 TTFT ≤ 800 ms". */
    label: string;
    metric: 'ttft' | 'tpot' | 'e2e';
    statistic: 'p50' | 'p90' | 'p95' | 'p99';
    ms: number;
    /** The share of requests the statistic lets miss it (P95: 0.05). */
    allowedShare: number;
    /** Share of requests that missed it, across runs (from simulated requests). */
    missShare: DistributionJson;
    /** The same by the analytical model, an estimate (absent in results saved before requests were simulated). */
    estimateMissShare?: DistributionJson;
  }[];
  /** Loaded cost per million tokens served (prompt + output). */
  costPerMillionTokens: DistributionJson | null;
  costPerMillionOutputTokens: DistributionJson | null;
}

/** One run of a service planned in tokens (money in currency units). */
export interface LlmRunJson {
  /** Requests that missed each target, in the order of the workload's `llm.targets`. */
  requestsMissedByTarget: number[];
  promptTokensServed: number;
  outputTokensServed: number;
  costPerMillionTokens: number | null;
  costPerMillionOutputTokens: number | null;
}

export interface RecommendationJson {
  strategyId: string;
  strategyName: string;
  /** One English sentence. */
  reason: string;
  basis: Recommendation['basis'];
  metric: Recommendation['metric'];
  comparedWithId: string | null;
  /** 0.28 = 28 % cheaper than comparedWith on the metric (P50). */
  saving: number | null;
  turnaroundGainHours: number | null;
  comparedWithMeetsTargets: boolean;
  cheaperButMissesId: string | null;
  cheaperButMisses: Recommendation['cheaperButMisses'];
  runsMeetingTargets: number;
  /** The basis costs were compared on: the horizon as a representative slice, or whole commitments. */
  costBasis: ComparisonBasis;
  /** Strategies in the sentence whose commitments outlast the horizon, and the horizon that shows them whole. */
  pastHorizon: { strategyId: string; afterHorizon: number; coverDays: number }[];
}

export interface ResultsJson {
  format: typeof RESULTS_JSON_FORMAT;
  formatVersion: typeof RESULTS_JSON_VERSION;
  scenario: { name: string; currency: string; startDate: string; horizonDays: number };
  /** discountRatePercent: cost of capital, % a year, the NPVs use (0: undiscounted). */
  simulation: {
    runs: number;
    baseSeed: number;
    discountRatePercent: number;
    billCostsIncluded: boolean;
  };
  recommendation: RecommendationJson | null;
  strategies: StrategyJson[];
}

export interface ResultsJsonOptions {
  /** Include every job of each representative run (default false). */
  includeJobs?: boolean;
}
