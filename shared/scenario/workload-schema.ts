import { z } from 'zod';
import { allowedMissShare as percentileMissShare, LATENCY_STATISTICS as PERCENTILES } from '@shared/llm/latency-target';
import {
  Arrivals,
  Distribution,
  Efficiency,
  Fraction,
  Id,
  NonNegative,
  Positive,
  PositiveInt,
} from './primitives';
import { GpuMix, MAX_GPUS_PER_JOB } from './gpu-mix-schema';
import { LlmServing } from './llm-serving-schema';
import { TrafficReplay } from './traffic-replay-schema';

/** Per-offer overrides of a workload's efficiency: "on this offer, our data pipeline runs at 0.45". */
export const OfferEfficiencyOverride = z.strictObject({
  offerId: Id,
  pipeline: Efficiency.optional(),
  interNodeScalingPerDoubling: Efficiency.optional(),
  intraNodeScalingPerDoubling: Efficiency.optional(),
});

/** Longest team label, in characters. */
export const MAX_TEAM_LENGTH = 40;

const WorkloadBase = {
  id: Id,
  name: z.string().min(1).max(120),
  /**
   * The team the workload belongs to, a short label: a shared pool's cost is shown per team as
   * well as per workload (showback). Omitted = no team.
   */
  team: z.string().trim().min(1).max(MAX_TEAM_LENGTH).optional(),
  /** Phases the workload is active in; empty = the whole horizon. */
  phaseIds: z.array(Id).max(50).default([]),
  /** How well this workload's own data pipeline feeds GPUs (multiplies the offer's). */
  pipelineEfficiency: Efficiency.default(1),
  offerEfficiency: z.array(OfferEfficiencyOverride).max(200).default([]),
  /** GPU memory the workload needs per GPU; offers with smaller GPUs are refused. */
  memoryGbPerGpu: NonNegative.default(0),
};

/** Job size: GPU-hours on the reference GPU, or derived from model size x tokens (about 6·N·D FLOPs). */
export const JobSize = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('gpuHours'), gpuHours: Distribution }),
  z.strictObject({
    type: z.literal('flops'),
    parametersBillions: Positive,
    tokensBillions: Positive,
    /** Model FLOPs utilisation assumed on the reference GPU (0.3-0.5 is typical). */
    utilisation: Efficiency,
    /** Dense TFLOPs of the reference GPU at the training precision. */
    referenceTflops: Positive,
  }),
]);
export type JobSize = z.infer<typeof JobSize>;

export const TrainingWorkload = z.strictObject({
  ...WorkloadBase,
  kind: z.literal('training'),
  arrivals: Arrivals,
  size: JobSize,
  /** GPUs a job needs at once (gang-scheduled). */
  gpusPerJob: PositiveInt.max(MAX_GPUS_PER_JOB),
  /**
   * The share of jobs that ask for each GPU count; each job draws its count from it and
   * `gpusPerJob` is then not used for jobs. Omitted = every job takes `gpusPerJob`.
   */
  gpusPerJobMix: GpuMix.optional(),
  checkpointIntervalMinutes: Positive.default(60),
  /**
   * Billed minutes from a job's first instance being ready to its first productive second
   * (instance start, image pull, data loading). Unlike the offer's provisioning delay, which is
   * unbilled waiting, this time is paid for. Restarts pay the restart overhead instead.
   */
  startupMinutes: NonNegative.default(0),
  /** Billed minutes a restart takes after an interruption (start-up again plus loading the checkpoint). */
  restartOverheadMinutes: NonNegative.default(10),
  /** Hours from arrival by which the job should finish; omitted = no deadline. */
  deadlineHours: Positive.optional(),
  /** People waiting on each job (their waiting time is priced at the scenario's value of waiting). */
  peopleWaiting: NonNegative.default(1),
});
export type TrainingWorkload = z.infer<typeof TrainingWorkload>;

/** 24 hourly points (or 96 / 288 for 15- or 5-minute points) of requests per second, local time. */
export const TrafficCurve = z
  .array(NonNegative)
  .refine((points) => [24, 48, 96, 288].includes(points.length), {
    message: 'a 24 h curve needs 24, 48, 96 or 288 points',
    params: { key: 'curvePoints' },
  });

/** Statistics a latency target can hold: the mean response time or one of its percentiles. */
export const LATENCY_STATISTICS = ['mean', ...PERCENTILES] as const;
export const LatencyStatistic = z.enum(LATENCY_STATISTICS);
export type LatencyStatistic = z.infer<typeof LatencyStatistic>;

/** The share of requests a percentile statistic lets exceed the target (P95: 0.05); null for the mean. */
export function allowedMissShare(statistic: LatencyStatistic): number | null {
  return statistic === 'mean' ? null : percentileMissShare(statistic);
}

export const InferenceWorkload = z.strictObject({
  ...WorkloadBase,
  kind: z.literal('inference'),
  traffic: z
    .strictObject({
      weekday: TrafficCurve,
      /** Omitted = same as weekdays. */
      weekend: TrafficCurve.optional(),
      /** Compound growth of traffic per month (0.05 = +5 % a month). */
      growthPerMonth: z.number().finite().min(-0.9).max(10).default(0),
      /**
       * Day (from the scenario start) growth compounds from; omitted = the workload's own start,
       * the first day of its first active phase (day 0 when it has no phases). A service that
       * launches on day 60 serves its launch-day traffic on day 60. Files older than format 4
       * counted from the scenario start and are upgraded to `growthFromDay: 0`.
       */
      growthFromDay: z.number().int().min(0).max(36_500).optional(),
      /** The history itself, replayed where it covers (format 8); growth applies only to the curves. */
      replay: TrafficReplay.optional(),
    })
    // The simulator reads both shapes on one time grid, so they must have the same resolution.
    .refine((t) => t.weekend === undefined || t.weekend.length === t.weekday.length, {
      message: 'the weekend curve needs as many points as the weekday curve',
      path: ['weekend'],
    }),
  /** Requests per second one replica serves on the reference GPU at full utilisation. */
  requestsPerSecondPerReplica: Positive,
  gpusPerReplica: PositiveInt.max(64).default(1),
  minReplicas: z.number().int().min(0).max(100_000).default(1),
  maxReplicas: PositiveInt.max(100_000),
  /** Utilisation the autoscaler aims for (headroom for bursts). */
  targetUtilisation: Efficiency.default(0.7),
  scaleUpDelayMinutes: NonNegative.default(5),
  scaleDownDelayMinutes: NonNegative.default(15),
  /** Mean service time of one request, for the Erlang C latency estimate. */
  serviceTimeMs: Positive.default(500),
  /** Concurrent requests one replica processes (servers per replica in the queueing model). */
  concurrencyPerReplica: PositiveInt.max(4096).default(8),
  latencyTargetMs: Positive.default(2000),
  /**
   * The statistic of the response time held to `latencyTargetMs`: its mean, or the share of
   * requests answered within it (P95: 95 % of requests within the target). Omitted = the mean,
   * the only meaning files before format 5 had (they are upgraded to `"mean"`).
   */
  latencyTargetPercentile: LatencyStatistic.optional(),
  /**
   * Planned in tokens (an LLM service): size classes, each offer's serving profile and percentile
   * targets on TTFT, TPOT and end-to-end time. Omitted = the request model above.
   */
  llm: LlmServing.optional(),
});
export type InferenceWorkload = z.infer<typeof InferenceWorkload>;

export const BatchWorkload = z.strictObject({
  ...WorkloadBase,
  kind: z.literal('batch'),
  /** When a batch of tasks arrives (e.g. each day's videos). */
  arrivals: Arrivals,
  tasksPerBatch: PositiveInt.max(1_000_000),
  /** Size of one task in GPU-hours on the reference GPU. */
  taskGpuHours: Distribution,
  gpusPerTask: PositiveInt.max(64).default(1),
  /** Billed minutes from a task's instance being ready to its first productive second, paid on every start (tasks restart from scratch). */
  startupMinutes: NonNegative.default(0),
  /** Hours from the batch's arrival by which all its tasks should be done. */
  deadlineHours: Positive.optional(),
  /** Name of one task in reports ("video", "frame", "file"). */
  unitName: z.string().min(1).max(40).default('task'),
});
export type BatchWorkload = z.infer<typeof BatchWorkload>;

export const DevWorkload = z.strictObject({
  ...WorkloadBase,
  kind: z.literal('dev'),
  machines: PositiveInt.max(10_000),
  gpusPerMachine: PositiveInt.max(64).default(1),
  workingHours: z
    .strictObject({
      startHour: z.number().finite().min(0).max(24).default(9),
      endHour: z.number().finite().min(0).max(24).default(19),
      weekdaysOnly: z.boolean().default(true),
    })
    .prefault({})
    .refine((w) => w.endHour > w.startHour, {
      message: 'endHour must be after startHour',
      path: ['endHour'],
      params: { key: 'endNotAfterStart' },
    }),
  /** Share of machines left running outside working hours when nothing shuts them down. */
  forgottenShare: Fraction.default(0.3),
  idleShutdown: z
    .strictObject({
      enabled: z.boolean().default(false),
      /** Minutes a machine idles after working hours before it is stopped. */
      afterMinutes: NonNegative.default(30),
    })
    .prefault({}),
});
export type DevWorkload = z.infer<typeof DevWorkload>;

export const Workload = z.discriminatedUnion('kind', [
  TrainingWorkload,
  InferenceWorkload,
  BatchWorkload,
  DevWorkload,
]);
export type Workload = z.infer<typeof Workload>;
