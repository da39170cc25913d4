import { z } from 'zod';
import { PaymentOption } from './payment-options';
import { MAX_SIZE_CLASSES } from './llm-serving-schema';
import { Id, NonNegative, NonNegativeInt, Positive, PositiveInt } from './primitives';
import { PoolQuota } from './quota-schema';
import { SavingsPlan } from './savings-plan-schema';

/** How spot capacity is taken away. */
export const SpotInterruptionModel = z.discriminatedUnion('model', [
  /** Independent interruptions: each running GPU is hit at this rate (a g-GPU instance at g times it). */
  z.strictObject({ model: z.literal('poisson'), ratePerGpuHour: NonNegative }),
  /** A correlated market that is wholly available or wholly unavailable (all instances lost together). */
  z.strictObject({
    model: z.literal('market'),
    meanAvailableHours: Positive,
    meanUnavailableHours: Positive,
  }),
  /** Replay of a measured availability trace; 1 = unavailable, as in the published traces. */
  z.strictObject({
    model: z.literal('trace'),
    name: z.string().max(200).default('trace'),
    gapSeconds: PositiveInt.max(86_400),
    unavailable: z.array(z.union([z.literal(0), z.literal(1)])).min(1).max(1_000_000),
    /** Each seeded run starts the trace at a random sample (as the published evaluation does). */
    randomStart: z.boolean().default(true),
  }),
]);
export type SpotInterruptionModel = z.infer<typeof SpotInterruptionModel>;

/** Highest priority a placement can have (0 is the lowest, and the default). */
export const MAX_PRIORITY = 100;

const PoolBase = { id: Id, offerId: Id, name: z.string().max(120).optional() };

/**
 * Instances are shared by GPU, as a cluster scheduler (Kubernetes, Slurm) shares a node:
 * several units run side by side on one instance (committed servers), and an elastic pool puts
 * new work on a running instance with free GPUs before it launches another (a cluster
 * autoscaler's node pool). A team that gives every unit a whole machine of its own (a VM per
 * job or per developer) sets this (see shared/sim/README.md "Placement").
 */
const OneUnitPerInstance = { oneUnitPerInstance: z.boolean().optional() };

export const OnDemandPool = z.strictObject({
  ...PoolBase,
  ...OneUnitPerInstance,
  kind: z.literal('onDemand'),
  /** Most instances this strategy will run at once; omitted = as many as the offer's capacity allows. */
  maxInstances: PositiveInt.optional(),
});

export const ReservedPool = z.strictObject({
  ...PoolBase,
  ...OneUnitPerInstance,
  kind: z.literal('reserved'),
  count: PositiveInt.max(100_000),
  /** Must match one of the offer's reserved prices. */
  termMonths: PositiveInt.max(60),
  /** Day (from the scenario start) the commitment begins. */
  startDay: NonNegative.default(0),
  /**
   * How the reservation is paid: one of the payment options its price lists. Omitted: the
   * price's own hourly rate and upfront share.
   */
  payment: PaymentOption.optional(),
});

export const SpotPool = z.strictObject({
  ...PoolBase,
  ...OneUnitPerInstance,
  kind: z.literal('spot'),
  maxInstances: PositiveInt.optional(),
  interruption: SpotInterruptionModel,
  /** Warning before an interruption (AWS 120 s, GCP 30 s). */
  noticeSeconds: z.number().int().min(0).max(3600).default(120),
  /** Whether the notice is long enough to save a checkpoint, so no work is lost. */
  saveOnNotice: z.boolean().default(false),
});

export const BareMetalPool = z.strictObject({
  ...PoolBase,
  ...OneUnitPerInstance,
  kind: z.literal('bareMetal'),
  servers: PositiveInt.max(10_000),
  termMonths: PositiveInt.max(60),
  /** Day the servers are ordered; they arrive after the offer's lead time. */
  orderDay: NonNegative.default(0),
});

/**
 * How owned servers are paid for: in full when they are delivered, or through a lease that
 * finances the price at a monthly rate over a term of months (level payments, an annuity; the
 * servers are the planner's throughout, so depreciation and resale stay the same).
 */
export const OwnedPayment = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('atDelivery') }),
  z.strictObject({
    kind: z.literal('lease'),
    /** Interest a month, in percent (0.5 = 0.5 % a month, about 6.2 % a year). */
    monthlyRatePercent: z.number().finite().min(0).max(10),
    termMonths: PositiveInt.max(120),
  }),
]);
export type OwnedPayment = z.infer<typeof OwnedPayment>;

/** Percent of something, 0 to 100. */
const Percent = z.number().finite().min(0).max(100);

/**
 * More servers ordered later for an owned pool: they arrive after the pool's lead time again,
 * and from their delivery they are paid, depreciated, powered and sold as the first ones.
 */
export const OwnedExpansion = z.strictObject({
  servers: PositiveInt.max(10_000),
  /** Day the extra servers are ordered (not before the pool's own order day). */
  orderDay: NonNegative,
});
export type OwnedExpansion = z.infer<typeof OwnedExpansion>;

/**
 * GPU servers the planner buys and runs (自建机房): ordered on a day, usable after a
 * procurement lead time, then run like bare metal (no virtualisation loss, no jitter) to the
 * horizon and beyond. What they cost each month is worked out from the fields below
 * (shared/sim/owned-costs.ts); the price, lead time and power draw come from the offer's
 * `prices.owned` unless the pool states its own.
 */
export const OwnedPool = z.strictObject({
  ...PoolBase,
  ...OneUnitPerInstance,
  kind: z.literal('owned'),
  servers: PositiveInt.max(10_000),
  /** Day the servers are ordered; usable after the lead time. */
  orderDay: NonNegative.default(0),
  /** Procurement lead time in weeks; omitted = the offer's owned price's. */
  leadTimeWeeks: NonNegative.max(104).optional(),
  /** Price of one server (all its GPUs); omitted = the offer's owned price's. */
  pricePerServer: NonNegative.max(1_000_000_000).optional(),
  /** Straight-line depreciation over this many years, down to the residual value. */
  depreciationYears: Positive.max(20).default(5),
  residualPercent: Percent.default(0),
  /** Power a server draws idle and with every GPU busy (kW); omitted = the offer's owned price's. */
  powerIdleKw: NonNegative.max(1000).optional(),
  powerBusyKw: NonNegative.max(1000).optional(),
  /** Power usage effectiveness of the machine room: facility power / IT power (1 = no overhead). */
  pue: z.number().finite().min(1).max(5).default(1.4),
  /** Electricity price per kWh, in the catalog's currency. */
  tariffPerKwh: NonNegative.max(100),
  /** Colocation (rack space, cooling) per kW of the servers' busy draw per month. */
  colocationPerKwMonth: NonNegative.max(100_000).default(0),
  /** Maintenance and support contracts: percent of the price a year. */
  maintenancePercentPerYear: Percent.default(0),
  /** Operations staff for the pool, per month. */
  staffPerMonth: NonNegative.max(100_000_000).default(0),
  /** GPU failures per GPU a year, and the days a failed GPU is out. */
  failuresPerGpuYear: NonNegative.max(10).default(0),
  daysOutPerFailure: NonNegative.max(365).default(0),
  payment: OwnedPayment.prefault({ kind: 'atDelivery' }),
  /** Later orders of more servers (omitted = none). */
  expansions: z.array(OwnedExpansion).max(50).optional(),
  /** What the servers sell for at the end of the horizon, percent of the price. */
  resalePercent: Percent.default(0),
});

export const Pool = z.discriminatedUnion('kind', [OnDemandPool, ReservedPool, SpotPool, BareMetalPool, OwnedPool]);
export type Pool = z.infer<typeof Pool>;
export type PoolKind = Pool['kind'];

/**
 * A service planned in tokens: the size classes a group of the placement's pools serves, as a
 * router that sends requests by their size (short chats to small GPUs, long documents to large
 * ones). Each route scales on its own to its classes' traffic, filling its pools in order.
 */
export const SizeClassRoute = z.strictObject({
  classNames: z.array(z.string().min(1).max(60)).min(1).max(MAX_SIZE_CLASSES),
  poolIds: z.array(Id).min(1).max(10),
});
export type SizeClassRoute = z.infer<typeof SizeClassRoute>;

export const Placement = z.strictObject({
  workloadId: Id,
  /** Pools in order of preference: work takes the first with room, else waits for any of them. */
  poolIds: z.array(Id).min(1).max(10),
  spotFallback: z
    .strictObject({
      /** After this many preemptions a job leaves spot for the placement's other pools. */
      afterPreemptions: NonNegativeInt.optional(),
      /**
       * Jobs with a deadline: how spot use follows the clock. "greedy" (the "Can't Be Late"
       * Greedy policy) waits for spot and moves to the other pools for good only when the time
       * left no longer covers the work left plus restarts; "uniformProgress" (that paper's
       * Uniform Progress) also moves there whenever progress falls behind an even pace to the
       * deadline, and comes back to spot once ahead of that pace by two restarts. Omitted: the
       * deadline is not watched.
       */
      deadlinePolicy: z.enum(['greedy', 'uniformProgress']).optional(),
      /**
       * Deadline policy: how often the policy looks at the clock, in minutes (a scheduler acts at
       * intervals, not to the second). Omitted = the spot pool's trace sample interval, or every
       * second for the other interruption models.
       */
      decisionIntervalMinutes: Positive.max(1440).optional(),
    })
    .prefault({}),
  /**
   * Priority of this workload on the strategy's committed pools (reserved, bare-metal), 0 to
   * 100; omitted = 0. Work of a higher priority takes GPUs from running jobs of a lower one
   * there (the most recently started first; each loses its progress since its last checkpoint
   * and goes back to the head of the queue), and freed GPUs go to the highest priority waiting.
   * Equal priorities share as before: first come, first served.
   */
  priority: z.number().int().min(0).max(MAX_PRIORITY).optional(),
  /**
   * Jobs only: after this many preemptions by higher-priority work, the job leaves the pools
   * where higher-priority work can take its GPUs and uses only the placement's other pools
   * (usually on-demand or spot), as spotFallback.afterPreemptions does for spot. Without
   * afterPreemptions the job never leaves (an editor's emptied field).
   */
  priorityFallback: z.strictObject({ afterPreemptions: PositiveInt.max(1000).optional() }).optional(),
  /**
   * Jobs only: when the placement's spot pool has no room, go on to the next pool in the list
   * ("nextPool", usually on-demand), or wait for spot ("wait"): queue for the spot pool and
   * use the pools after it only on a fallback (after N preemptions, or when the deadline forces it).
   */
  whenSpotFull: z.enum(['nextPool', 'wait']).default('nextPool'),
  /** Inference only: follow the traffic (autoscale) or hold a fixed number of replicas. */
  scaling: z.enum(['autoscale', 'fixed']).default('autoscale'),
  fixedReplicas: PositiveInt.max(100_000).optional(),
  /**
   * This strategy runs each unit of the workload on this many GPUs instead of the workload's own
   * count (training: GPUs per job; batch: per task; inference: per replica; dev: per machine).
   * The work is the same; its speed follows from the GPU count through the scaling efficiency.
   */
  gpusPerUnit: PositiveInt.max(4096).optional(),
  /**
   * Inference planned in tokens only: size classes routed to groups of the placement's pools.
   * Every size class is in exactly one route and every pool of the placement in exactly one;
   * the minimum and maximum replicas then hold for each route. Omitted: every pool serves the
   * whole mix, filled in order.
   */
  routes: z.array(SizeClassRoute).min(1).max(MAX_SIZE_CLASSES).optional(),
});
export type Placement = z.infer<typeof Placement>;

export const Strategy = z.strictObject({
  id: Id,
  name: z.string().min(1).max(120),
  description: z.string().max(2000).optional(),
  pools: z.array(Pool).min(1).max(50),
  placements: z.array(Placement).max(200),
  /** Savings plans: money committed per hour, applied each hour to the strategy's on-demand usage (savings-plan-schema.ts). */
  savingsPlans: z.array(SavingsPlan).max(10).optional(),
  /** Quotas on the strategy's committed pools: GPUs a workload or team is guaranteed and the most it holds (quota-schema.ts). */
  quotas: z.array(PoolQuota).max(50).optional(),
});
export type Strategy = z.infer<typeof Strategy>;
