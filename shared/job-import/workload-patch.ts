import { MAX_GPU_MIX_COUNTS, roundedShares, type GpuCountShare } from '../scenario/gpu-mix-schema';
import type { Arrivals, Distribution } from '../scenario/primitives';
import type { JobHistoryFit } from './analyse-jobs';
import { MIN_HOUR_OF_WEEK_SPAN_DAYS } from './limits';
import type { SizeChoice } from './size-fit';

/**
 * How the arrivals are stored: a flat Poisson rate, the recurring series the log follows, or a
 * Poisson rate for each hour of the week (the log's own profile).
 */
export const ARRIVAL_CHOICES = ['poisson', 'recurring', 'hourOfWeek'] as const;
export type ArrivalChoice = (typeof ARRIVAL_CHOICES)[number];

export interface JobPatchOptions {
  arrivals: ArrivalChoice;
  size: SizeChoice;
  /** The scenario's start date (YYYY-MM-DD): a recurring series keeps the log's time of day and weekday from it. */
  startDate: string;
}

/** The fields of a training workload an import sets. */
export interface TrainingPatch {
  arrivals: Arrivals;
  size: { type: 'gpuHours'; gpuHours: Distribution };
  /** The log's most common count. */
  gpusPerJob: number;
  /** The log's own mix of GPU counts; undefined (removed) when every job asked for one count. */
  gpusPerJobMix: GpuCountShare[] | undefined;
}

/** The fields of a batch workload an import sets. */
export interface BatchPatch {
  arrivals: Arrivals;
  tasksPerBatch: number;
  taskGpuHours: Distribution;
  gpusPerTask: number;
}

const DAY_MS = 86_400_000;
/** Four significant figures: what a planner reads, and no false precision in the file. */
const round4 = (x: number): number => Number(x.toPrecision(4));
/** The scenario's limit on a lognormal's CV. */
const MAX_CV = 10;

/**
 * The series' first arrival from the scenario start (midnight of its start date on the log's
 * wall clock): the log's phase carried forward, so daily jobs at 02:00 stay at 02:00 and weekly
 * ones on their weekday.
 */
function firstDayFrom(fit: JobHistoryFit, startDate: string): number {
  const regular = fit.arrivals.regular!;
  const periodMs = regular.everyDays * DAY_MS;
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d);
  const phase = (((regular.firstWallMs - start) % periodMs) + periodMs) % periodMs;
  return Number((phase / DAY_MS).toFixed(4));
}

function arrivalsOf(fit: JobHistoryFit, options: JobPatchOptions): Arrivals {
  if (options.arrivals === 'recurring' && fit.arrivals.regular)
    return { type: 'recurring', everyDays: round4(fit.arrivals.regular.everyDays), firstDay: firstDayFrom(fit, options.startDate) };
  if (options.arrivals === 'hourOfWeek' && coversAWeek(fit)) return { type: 'poissonByHourOfWeek', perHour: storedHourOfWeekRate(fit) };
  return { type: 'poisson', perDay: round4(Math.max(fit.arrivals.perDay, 1e-4)) };
}

/** Whether the log saw every hour of the week, so a rate for each can be read from it. */
export const coversAWeek = (fit: JobHistoryFit): boolean => fit.arrivals.spanDays >= MIN_HOUR_OF_WEEK_SPAN_DAYS;

/** The log's arrivals an hour at each hour of the week as stored (four significant figures). */
export const storedHourOfWeekRate = (fit: JobHistoryFit): number[] => fit.arrivals.hourOfWeekRate.map(round4);

function sizeOf(fit: JobHistoryFit, choice: SizeChoice): Distribution {
  if (choice === 'empirical') return { type: 'empirical', values: fit.sizes.stored.values };
  const f = fit.sizes.lognormal;
  return { type: 'lognormal', mean: round4(f.mean), cv: round4(Math.min(MAX_CV, f.cv)) };
}

/**
 * The log's GPU counts as a mix, fewest GPUs first, each with its share of the jobs (to 0.01 %,
 * adding up to 1); a log of more than MAX_GPU_MIX_COUNTS counts keeps its most common ones.
 * Undefined when every job asked for the same count.
 */
export function storedGpuMix(fit: JobHistoryFit): GpuCountShare[] | undefined {
  if (fit.gpus.counts.length < 2) return undefined;
  const kept = fit.gpus.counts.slice(0, MAX_GPU_MIX_COUNTS).sort((a, b) => a[0] - b[0]);
  const shares = roundedShares(kept.map(([, jobs]) => jobs))!;
  return kept.map(([gpus], i) => ({ gpus, share: shares[i]! }));
}

/** What applying the import sets on a training workload. */
export function trainingPatch(fit: JobHistoryFit, options: JobPatchOptions): TrainingPatch {
  return {
    arrivals: arrivalsOf(fit, options),
    size: { type: 'gpuHours', gpuHours: sizeOf(fit, options.size) },
    gpusPerJob: fit.gpus.mode,
    gpusPerJobMix: storedGpuMix(fit),
  };
}

/** What applying the import sets on a batch workload. */
export function batchPatch(fit: JobHistoryFit, options: JobPatchOptions): BatchPatch {
  return {
    arrivals: arrivalsOf(fit, options),
    tasksPerBatch: Math.max(1, Math.round(fit.tasksPerBatch)),
    taskGpuHours: sizeOf(fit, options.size),
    gpusPerTask: Math.min(64, fit.gpus.mode),
  };
}

/**
 * The arrival choice a fit suggests: recurring when the log is regular, else Poisson by hour
 * of the week when its hour-of-week profile is clearly not flat (chi-square at 1 %), else a
 * flat Poisson rate.
 */
export function suggestedArrivals(fit: JobHistoryFit): ArrivalChoice {
  if (fit.arrivals.regular) return 'recurring';
  return fit.arrivals.hourOfWeekTest?.nonFlat ? 'hourOfWeek' : 'poisson';
}
