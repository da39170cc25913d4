import { z } from 'zod';
import { ReservedPayments } from './payment-options';
import { SavingsPlanRates } from './savings-plan-schema';
import { Efficiency, Fraction, Id, IsoDate, NonNegative, Positive, PositiveInt, PriceSource } from './primitives';

export const WorkloadKind = z.enum(['training', 'inference', 'batch', 'dev']);
export type WorkloadKind = z.infer<typeof WorkloadKind>;

export const Gpu = z.strictObject({
  id: Id,
  name: z.string().min(1).max(120),
  memoryGb: Positive,
  /** Speed relative to the catalog's reference GPU (1 = same), per kind of work. */
  relativeSpeed: z.strictObject({
    training: Positive,
    inference: Positive,
    batch: Positive,
    dev: Positive,
  }),
  interconnect: z.enum(['nvlink', 'pcie']),
  /** Where the speeds come from (they are estimates unless measured), spec notes. */
  notes: z.string().max(2000).optional(),
});
export type Gpu = z.infer<typeof Gpu>;

/**
 * The most an instance-hour may cost, in any currency the format takes: far above any real
 * GPU instance (a large 8-GPU machine is a few hundred dollars an hour, some tens of thousands
 * in yen or won), yet small enough that every total over the longest horizon stays a finite
 * number. A price of 1e300 made totals infinite and the strategy vanish from the comparison.
 */
export const MAX_PRICE_PER_HOUR = 1_000_000;
/** A server-month is at most 744 hours: the same bound per month, rounded up. */
export const MAX_PRICE_PER_SERVER_MONTH = 1_000_000_000;

const PricePerHour = NonNegative.max(MAX_PRICE_PER_HOUR, {
  error: `a price per hour above ${MAX_PRICE_PER_HOUR.toLocaleString('en-US')} is not a real price; check the number and its currency`,
});
const PricePerServerMonth = NonNegative.max(MAX_PRICE_PER_SERVER_MONTH, {
  error: `a price per server-month above ${MAX_PRICE_PER_SERVER_MONTH.toLocaleString('en-US')} is not a real price; check the number and its currency`,
});

export const OnDemandPrice = PriceSource.extend({
  /** Currency per instance-hour. */
  perHour: PricePerHour,
});

export const ReservedPrice = PriceSource.extend({
  termMonths: PositiveInt.max(60),
  /** Effective currency per instance-hour over the term (paid whether used or not). */
  perHour: PricePerHour,
  /** Share of the term's total paid at the start; the rest is paid monthly. */
  upfrontShare: Fraction.default(0),
  /**
   * The ways this term is sold, each with its own price (payment-options.ts). Optional: a pool
   * that names none pays `perHour` with `upfrontShare` upfront, as before.
   */
  payments: ReservedPayments.optional(),
});

export const SpotPrice = PriceSource.extend({
  /** Average currency per instance-hour. */
  perHour: PricePerHour,
});

export const BareMetalPrice = PriceSource.extend({
  /** Currency per server-month (a whole server: all its GPUs). */
  perServerMonth: PricePerServerMonth,
  minTermMonths: PositiveInt.max(60).default(1),
  leadTimeDays: NonNegative.default(0),
});

/** What it takes to buy one server of the offer outright (an owned pool's defaults). */
export const OwnedPrice = PriceSource.extend({
  /** Currency per server (all its GPUs), bought outright. */
  pricePerServer: NonNegative.max(1_000_000_000),
  /** Weeks from order to a usable server. */
  leadTimeWeeks: NonNegative.max(104).default(0),
  /** Power one server draws idle and with every GPU busy, in kW. */
  powerIdleKw: NonNegative.max(1000),
  powerBusyKw: NonNegative.max(1000),
});

/**
 * A run the planner measured on an offer, kept on the offer its efficiency came from, so the
 * catalog reads "measured (date)" instead of "estimate" and the report can say where the
 * factor comes from. shared/catalog/measured-run.ts derives the offer's pipeline factor from it.
 */
export const MeasuredRun = z.strictObject({
  /** The day the run was measured. */
  date: IsoDate,
  /** The workload whose kind of work was run (kept as a record: the workload may go later). */
  workloadId: Id,
  kind: WorkloadKind,
  /** GPUs the run used at once. */
  gpus: PositiveInt.max(100_000),
  /** Work done, in the workload's units (workUnit). */
  workSize: Positive,
  workUnit: z.enum(['referenceGpuHours', 'tokensBillions', 'tasks', 'requests']),
  /** Measured wall time of the run. */
  wallHours: Positive,
  /** Average GPU utilisation seen during the run (0-1), when it was measured. */
  utilisation: Efficiency.optional(),
});
export type MeasuredRun = z.infer<typeof MeasuredRun>;

export const Offer = z.strictObject({
  id: Id,
  provider: z.string().min(1).max(120),
  instanceType: z.string().min(1).max(120),
  region: z.string().max(120).optional(),
  gpuId: Id,
  gpusPerInstance: PositiveInt.max(64),
  vcpus: PositiveInt.max(4096),
  ramGb: Positive,
  localNvmeGb: NonNegative.default(0),
  networkGbps: Positive,
  rdma: z.boolean().default(false),
  virtualization: z.enum(['shared-vm', 'passthrough', 'vgpu', 'bare-metal']),
  /** The offer's own efficiency factors (DOMAIN.md: what slows a GPU down). */
  efficiency: z
    .strictObject({
      /** How well the host (CPU, RAM, disk) feeds the GPUs: 1 = never starved. */
      pipeline: Efficiency.default(1),
      /** Virtualisation / bare-metal speed factor (1.05 = 5 % faster than a plain VM). */
      speedFactor: z.number().finite().gt(0).max(3).default(1),
      /** Run-time jitter: coefficient of variation of a lognormal run-time multiplier (0 = none). */
      jitterCv: z.number().finite().min(0).max(2).default(0),
      /** Multi-GPU scaling efficiency per doubling of GPUs inside one instance. */
      intraNodeScalingPerDoubling: Efficiency.default(0.95),
      /** Multi-GPU scaling efficiency per doubling of instances across the network. */
      interNodeScalingPerDoubling: Efficiency.default(0.8),
    })
    .prefault({}),
  /** The measured run the efficiency comes from; absent = the factors are estimates. */
  measuredRun: MeasuredRun.optional(),
  billing: z
    .strictObject({
      granularitySeconds: PositiveInt.max(86_400).default(1),
      minimumSeconds: z.number().int().min(0).max(86_400 * 31).default(60),
    })
    .prefault({}),
  provisioningDelaySeconds: z.number().int().min(0).max(86_400 * 60).default(0),
  /** Most instances of this offer that can be had at once on demand (stock-outs); omitted = unlimited. */
  capacityLimit: PositiveInt.optional(),
  prices: z
    .strictObject({
      onDemand: OnDemandPrice.optional(),
      reserved: z.array(ReservedPrice).max(10).default([]),
      spot: SpotPrice.optional(),
      bareMetal: BareMetalPrice.optional(),
      /** Rates of this offer's on-demand usage under savings plans (savings-plan-schema.ts). */
      savingsPlans: SavingsPlanRates.optional(),
      owned: OwnedPrice.optional(),
    })
    .prefault({}),
  notes: z.string().max(2000).optional(),
});
export type Offer = z.infer<typeof Offer>;

export const Catalog = z.strictObject({
  asOf: IsoDate,
  /** The GPU all "GPU-hours on a reference GPU" are measured on. */
  referenceGpuId: Id,
  gpus: z.array(Gpu).min(1).max(500),
  offers: z.array(Offer).min(1).max(2000),
});
export type Catalog = z.infer<typeof Catalog>;
