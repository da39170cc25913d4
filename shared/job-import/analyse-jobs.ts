import { fitArrivals, type ArrivalFit } from './arrival-fit';
import { JobFileError } from './errors';
import type { ParsedJobLog } from './job-log-parser';
import { MAX_JOB_GROUPS, MIN_JOB_SPAN_DAYS } from './limits';
import { fitSizes, type SizeFit } from './size-fit';

/** What a job log is read as: jobs of a training workload, or tasks of a batch workload. */
export type JobTargetKind = 'training' | 'batch';

/** Tasks submitted within this many minutes of the previous one belong to the same batch. */
export const BATCH_GAP_MINUTES = 30;

export interface GpuMix {
  /** [GPUs, jobs asking for that many], most jobs first. */
  counts: [number, number][];
  /** The most common GPU count (a batch workload takes it; a training workload keeps the whole mix). */
  mode: number;
  modeShare: number;
}

/** One workload's history, fitted. */
export interface JobHistoryFit {
  kind: JobTargetKind;
  /** Jobs (training) or tasks (batch) read. */
  jobs: number;
  /** Arrivals of jobs, or of batches for a batch workload. */
  arrivals: ArrivalFit;
  /** GPU-hours of one job or one task. */
  sizes: SizeFit;
  gpus: GpuMix;
  /** Batch: tasks in one batch, the mean (so the total work is kept); training: 1. */
  tasksPerBatch: number;
  totalGpuHours: number;
}

/** A value of the workload column, with its jobs; `index` is null for all rows together. */
export interface JobGroup {
  name: string;
  index: number | null;
  jobs: number;
}

function gpuMix(gpus: readonly number[]): GpuMix {
  const counts = new Map<number, number>();
  for (const g of gpus) counts.set(g, (counts.get(g) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return { counts: sorted, mode: sorted[0]![0], modeShare: sorted[0]![1] / gpus.length };
}

/** Start times of batches: a task more than BATCH_GAP_MINUTES after the one before starts a new batch. */
function batchStarts(sortedWallMs: Float64Array): Float64Array {
  const starts: number[] = [];
  const gap = BATCH_GAP_MINUTES * 60_000;
  sortedWallMs.forEach((t, i) => {
    if (i === 0 || t - sortedWallMs[i - 1]! > gap) starts.push(t);
  });
  return Float64Array.from(starts);
}

/** A short span as a figure and its unit ('s', 'min' or 'h'), to three significant digits. */
function spanParts(days: number): { span: string; spanUnit: 's' | 'min' | 'h' } {
  const seconds = days * 86_400;
  if (seconds < 120) return { span: String(Number(seconds.toPrecision(3))), spanUnit: 's' };
  if (seconds < 7200) return { span: String(Number((seconds / 60).toPrecision(3))), spanUnit: 'min' };
  return { span: String(Number((seconds / 3600).toPrecision(3))), spanUnit: 'h' };
}

/** Fits the jobs of one group (null: all rows) as a training or batch workload's history. */
export function fitJobHistory(log: ParsedJobLog, group: number | null, kind: JobTargetKind): JobHistoryFit {
  const rows: number[] = [];
  log.group.forEach((g, i) => {
    if (group === null || g === group) rows.push(i);
  });
  rows.sort((a, b) => log.wallMs[a]! - log.wallMs[b]!);
  const times = Float64Array.from(rows, (i) => log.wallMs[i]!);
  const arrivalTimes = kind === 'batch' ? batchStarts(times) : times;
  const unit = kind === 'batch' ? 'batches' : 'jobs';
  const groupName = group === null ? 'all rows' : log.groupNames[group];
  // No `group` value: all rows.
  const named: Record<string, string> = group === null ? {} : { group: log.groupNames[group] ?? '' };
  if (arrivalTimes.length < 2)
    throw new JobFileError('tooFewJobs', null, `${unit} of "${groupName}": ${arrivalTimes.length}; arrivals need at least 2`, {
      code: 'tooFewJobs',
      values: { unit, ...named, count: String(arrivalTimes.length) },
    });
  const arrivals = fitArrivals(arrivalTimes);
  // A rate needs time to count over: a burst on one instant has none.
  if (!(arrivals.spanDays >= MIN_JOB_SPAN_DAYS)) {
    const { span, spanUnit } = spanParts(arrivals.spanDays);
    throw new JobFileError(
      'tooShort',
      null,
      `${unit} of "${groupName}" span ${span} ${spanUnit} from the first submission to the last; a rate of arrivals needs at least ${MIN_JOB_SPAN_DAYS} day of log`,
      { code: 'tooShort', values: { unit, ...named, span, spanUnit, minimum: String(MIN_JOB_SPAN_DAYS) } },
    );
  }
  const sizes = rows.map((i) => log.gpuHours[i]!);
  return {
    kind,
    jobs: rows.length,
    arrivals,
    sizes: fitSizes(sizes),
    gpus: gpuMix(rows.map((i) => log.gpus[i]!)),
    tasksPerBatch: rows.length / arrivalTimes.length,
    totalGpuHours: sizes.reduce((a, b) => a + b, 0),
  };
}

/** "All rows", then the workload column's values with most jobs (at most MAX_JOB_GROUPS). */
export function jobGroups(log: ParsedJobLog): JobGroup[] {
  const all: JobGroup = { name: '', index: null, jobs: log.wallMs.length };
  if (!log.hasGroups) return [all];
  const counts = new Array<number>(log.groupNames.length).fill(0);
  for (const g of log.group) if (g >= 0) counts[g]!++;
  const named = counts
    .map((jobs, index) => ({ name: log.groupNames[index]!, index, jobs }))
    .sort((a, b) => b.jobs - a.jobs || a.name.localeCompare(b.name))
    .slice(0, MAX_JOB_GROUPS);
  return [all, ...named];
}
