import type { RequestWindows } from '@shared/llm/requests/request-windows';
import type {
  BatchWorkload,
  Distribution,
  DevWorkload,
  Gpu,
  InferenceWorkload,
  Offer,
  OwnedTerms,
  Placement,
  PoolKind,
  SavingsPlan,
  Scenario,
  SpotInterruptionModel,
  Strategy,
  TrainingWorkload,
  } from '@shared/scenario';
import type { LatencyTarget } from '@shared/llm/latency-target';
import type { ServingProfile } from '@shared/llm/serving-profile';
import type { SizeClass } from '@shared/llm/size-class';
import type { DemandModel } from './autoscaler';
import type { Calendar, Intervals } from './calendar';
import type { DevSchedule } from './dev-schedule';
import type { GpuClasses } from './gpu-classes';
import type { HourOfWeekProfile } from './hour-of-week-arrivals';
import type { InferencePlan } from './inference-plan';
import type { PlanToCover } from './savings-plan-cover';
import type { OwnedFixedRates } from './owned-costs';

/** Owned servers: their terms (offer defaults filled in) and the rates their bill runs on. */
export interface CompiledOwned {
  terms: OwnedTerms;
  rates: OwnedFixedRates;
  /**
   * Each order (the first, then the expansions by order day): its delivery, its servers and
   * the rates its servers run on from delivery (the pool's staff counted once, on the first).
   */
  orders: { deliveryS: number; servers: number; rates: OwnedFixedRates }[];
  /** Failures per GPU-second in service (the yearly rate over the average year), and the seconds a failed GPU is out. */
  failureRatePerGpuS: number;
  outS: number;
}

/**
 * Everything about one (scenario, strategy) that does not depend on the seed, worked out once:
 * prices in micro-units per second, commitment windows, speeds per workload and pool. A
 * Monte Carlo run then only draws random numbers and moves events.
 */
export interface CompiledPool {
  index: number;
  id: string;
  name: string;
  kind: PoolKind;
  offer: Offer;
  gpu: Gpu;
  gpusPerInstance: number;
  /** Most instances held at once (Infinity = unlimited). */
  maxInstances: number;
  /** Micro-units per instance-second: the on-demand / spot / reserved hourly price / 3600 x 1e6. */
  rateMicroPerInstanceS: number;
  granularityS: number;
  minimumS: number;
  provisioningS: number;
  /** Committed pools: capacity exists in [openS, closeS); elastic pools: 0..Infinity. */
  openS: number;
  closeS: number;
  committed: boolean;
  /** Reserved / bare-metal: instances (servers) committed. */
  committedInstances: number;
  /** Reserved: the share paid upfront (cash timing only). */
  upfrontShare: number;
  /** Bare-metal: billing-month boundaries [b0, b1, ..., bM] in seconds (b0 = arrival), price per server-month. */
  billingMonths: number[];
  perServerMonthMicro: number;
  /**
   * Elastic pools under a price trend: the factor on each day's price (null when the price does
   * not move, or for committed pools, whose signed price is already in their rates).
   */
  priceFactorByDay: Float64Array | null;
  /** Committed pools: micro-units per GPU-second at the commitment's effective rate (for per-job cost figures). */
  unitRateMicroPerGpuS: number;
  spot: CompiledSpot | null;
  jitterCv: number;
  /** Owned servers' terms and rates; null for every other kind. */
  owned: CompiledOwned | null;
  /**
   * Units can be taken off this pool before they finish (a spot market, or a commitment term
   * that ends inside the horizon), so the pool keeps a list of the units it holds.
   */
  evictable: boolean;
  /**
   * Units share an instance by GPU (best fit onto the instance with the fewest free GPUs that
   * suffice): committed pools of multi-GPU instances unless marked one unit per instance.
   * Otherwise a unit takes whole instances of its own (elastic pools share theirs through
   * sharesInstances instead).
   */
  packs: boolean;
  /**
   * An elastic pool (on-demand, spot) of multi-GPU instances whose units of fewer GPUs than an
   * instance share running instances by GPU, as a cluster autoscaler's node pool does (best fit
   * onto a running instance before launching one; released when empty), unless marked one unit
   * per instance. See elastic-instances.ts and elastic-packing.ts.
   */
  sharesInstances: boolean;
  /**
   * A committed pool where placements of different priorities meet: higher-priority work takes
   * GPUs from lower-priority jobs here (priority-preemption.ts), so the pool keeps the list of
   * its units (evictable) and its jobs take the general path.
   */
  contested: boolean;
}

export interface CompiledSpot {
  model: SpotInterruptionModel;
  /** Poisson: interruptions per GPU-second. */
  ratePerGpuS: number;
  noticeS: number;
  saveOnNotice: boolean;
}

export interface CompiledWorkloadBase {
  index: number;
  id: string;
  name: string;
  placement: Placement;
  /** Pool index of each placement slot, in placement order. */
  pools: Int32Array;
  /** Slot indices 0..n-1, and the slots that are not spot (where a job falls back to). */
  slotsAll: Int32Array;
  slotsNonSpot: Int32Array;
  /** The placement's priority (0 when omitted; see priority-compile.ts). */
  priority: number;
  /**
   * After a priority fallback (UNIT_LEFT_SHARED): the slots no higher priority shares, all of
   * them and the non-spot ones. Empty when the placement has no priority fallback.
   */
  slotsUnshared: Int32Array;
  slotsUnsharedNonSpot: Int32Array;
  /** Preemptions by a higher priority after which a job falls back (Infinity: never). */
  priorityFallbackAfter: number;
  /**
   * Deadline-aware spot: the slots a job with a deadline uses before it falls back (the
   * non-spot pools listed after the first spot pool are held back for the fallback: the job
   * waits for spot while the deadline allows, as the "Can't Be Late" Greedy policy does).
   */
  slotsBeforeFallback: Int32Array;
  hasSpot: boolean;
  /** A deadline policy applies (a spot pool and a non-spot pool to fall back to): its safety rule guards the deadline. */
  deadlineAwareSpot: boolean;
  /** The deadline policy is Uniform Progress: also leave spot when behind an even pace, and come back when ahead. */
  uniformProgress: boolean;
  /** When the spot pool is full, the job waits for spot (slotsBeforeFallback) instead of going on to the next pool. */
  waitForSpot: boolean;
  /**
   * Deadline-aware: seconds between the policy's looks at the clock (decisions fall on
   * multiples of it from time zero, where trace samples start too); 1 = to the second.
   */
  decisionS: number;
  active: Intervals;
  /**
   * GPUs one unit (job, task, replica, machine) runs on: the placement's override, else the
   * workload's count (a job of a GPU mix: its own class's, CompiledJobs.gpuClasses).
   */
  unitGpus: number;
  /** Per placement slot: instances one unit takes (jobs of a GPU mix: per class, then slot). */
  instances: Int32Array;
  /** Per placement slot: reference-GPU-seconds per wall second for one whole unit (g x perGpu); per class then slot, as `instances`. */
  unitRate: Float64Array;
  /** Job records expected over the horizon (a sizing hint for result buffers). */
  expectedRecords: number;
}

interface CompiledJobs {
  /** Arrival seconds when they are not random (fixed days, recurring), else null (Poisson). */
  arrivalTimes: Float64Array | null;
  checkpointS: number;
  /** Billed seconds before a unit's first stay makes progress (instance start, image pull, data loading). */
  startupS: number;
  restartS: number;
  deadlineS: number;
  peopleWaiting: number;
  /**
   * The GPU counts units draw from (one class unless the workload has a GPU mix), with the
   * count each asks for as the workload states it (strategies' overrides aside): waiting is
   * measured against it.
   */
  gpuClasses: GpuClasses;
  /** Poisson arrivals: mean seconds between arrivals (NaN otherwise). */
  meanInterarrivalS: number;
  /** Poisson arrivals by hour of the week: the rate of each hour on the scenario's clock (null otherwise). */
  hourOfWeek: HourOfWeekProfile | null;
  /**
   * Every pool of the placement is committed, keeps its capacity to the horizon and runs at a
   * steady speed (no jitter): units start at once or wait, then run uninterrupted to the end,
   * and the engine takes its fast path for them (simple-jobs.ts).
   */
  simple: boolean;
}

export interface CompiledTraining extends CompiledWorkloadBase, CompiledJobs {
  kind: 'training';
  w: TrainingWorkload;
  /** Fixed size in reference GPU-hours when the size is not random (flops or fixed), else NaN. */
  fixedGpuHours: number;
  /** The random size distribution in reference GPU-hours, when there is one. */
  sizeDistribution: Distribution | null;
}

export interface CompiledBatch extends CompiledWorkloadBase, CompiledJobs {
  kind: 'batch';
  w: BatchWorkload;
}

export interface CompiledInference extends CompiledWorkloadBase {
  kind: 'inference';
  w: InferenceWorkload;
  demand: DemandModel;
  /** The autoscaler's targets over the horizon, worked out once. */
  plan: InferencePlan;
  /** Per placement slot: capacity multiplier of a replica (relative inference speed x factors). */
  replicaSpeed: Float64Array;
  /** Share of requests the target's statistic lets exceed it (P95: 0.05); null for a mean target. */
  allowedMiss: number | null;
  /** Memo of the largest arrival rate meeting the latency target, by servers and service rate. */
  latencyMemo: Map<number, number>;
  /**
   * Memo of P(response time > target), by servers and service rate, then arrival rate: the
   * curve's rates repeat day after day and run after run, so each is worked out about once.
   */
  missMemo: Map<number, Map<number, number>>;
  /** Planned in tokens (the workload has `llm`): the token model per slot; null for the request model. */
  llm: CompiledLlm | null;
}

/**
 * A service planned in tokens, per placement slot: one replica's rate meeting every target and
 * the most it can serve at all, from the slot's offer's serving profile (measured on that offer,
 * so no speed factor applies). Worked out once per strategy.
 */
export interface CompiledLlm {
  classes: SizeClass[];
  targets: LatencyTarget[];
  /** Per target: the share of requests its statistic lets miss it (P95: 0.05). */
  allowed: Float64Array;
  /** Per slot: the offer's profile (null when it has none: its replicas serve nothing). */
  profiles: (ServingProfile | null)[];
  /** Per slot: requests/s one replica takes with every target met (maxRateMeetingTargets). */
  capacity: Float64Array;
  /** Per slot: requests/s one replica serves flat out (the saturated rate); never below capacity. */
  saturation: Float64Array;
  /** Slots in the order they saturate as traffic grows in proportion to capacity (saturation / capacity ascending). */
  fillOrder: Int32Array;
  /** Mean prompt and output tokens of a request of the mix. */
  meanPromptTokens: number;
  meanOutputTokens: number;
  /**
   * Per slot, the miss share of each target at a per-replica rate: traffic curves repeat day
   * after day and run after run, so each rate is worked out about once.
   */
  missMemo: Map<number, Float64Array>[];
  /**
   * The verdict's miss shares from simulated requests, window by window (shared/llm/requests/);
   * null when the run keeps the analytical estimate alone (RunOptions.llmLatency 'estimate').
   */
  windows: RequestWindows | null;
  /**
   * Size classes routed to groups of slots (the placement's `routes`; slots are then in route
   * order), null when every slot serves the whole mix. Each route's token model covers only
   * its classes, renormalised, over its own slots.
   */
  routes: CompiledLlmRoute[] | null;
}

export interface CompiledLlmRoute {
  /** Slots [from, to) of the placement serve it. */
  from: number;
  to: number;
  /** The share of the service's requests in its classes. */
  share: number;
  /** The token model of its classes over its slots. */
  llm: CompiledLlm;
}

export interface CompiledDev extends CompiledWorkloadBase {
  kind: 'dev';
  w: DevWorkload;
  schedule: DevSchedule;
}

export type CompiledWorkload = CompiledTraining | CompiledBatch | CompiledInference | CompiledDev;

/** A strategy's savings plan, ready to bill: its hours, its commitment and the pools it covers at their rates. */
export interface CompiledSavingsPlan extends PlanToCover {
  id: string;
  name: string;
  plan: SavingsPlan;
  /** The share of the whole term's commitment paid on its first day. */
  upfrontShare: number;
}

/** One quota of the strategy, compiled (quota-schema.ts): GPUs counted on one committed pool. */
export interface CompiledQuota {
  index: number;
  /** Pool index. */
  pool: number;
  guaranteedGpus: number;
  /** Infinity when the quota sets no maximum. */
  maxGpus: number;
  /** Workload indices the quota counts together. */
  workloads: Int32Array;
}

export interface CompiledQuotas {
  list: CompiledQuota[];
  /** Per pool p and workload w, at p * nWorkloads + w: the quota that counts w on p, or -1. */
  of: Int32Array;
  nWorkloads: number;
}

export interface CompiledStrategy {
  scenario: Scenario;
  strategy: Strategy;
  calendar: Calendar;
  pools: CompiledPool[];
  workloads: CompiledWorkload[];
  waitingValueMicroPerPersonS: number;
  /** False when no run of this strategy draws a random number: every seed gives the same result. */
  random: boolean;
  /** Initial size of the unit table: the largest batch (units live at once), at least 16. */
  unitsHint: number;
  /**
   * The distinct priorities of the strategy's job workloads, highest first, when its placements
   * have more than one priority; empty otherwise (the queue is then one FIFO, as always).
   */
  priorityLevels: Int32Array;
  /** The strategy's savings plans in the order they apply (empty without any: the bill is as before). */
  savingsPlans: CompiledSavingsPlan[];
  /** The strategy's quotas on committed pools (quota-compile.ts), or null without any. */
  quotas: CompiledQuotas | null;
}
