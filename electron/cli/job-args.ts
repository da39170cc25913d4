import { cutText } from '@shared/scenario';
import { isSizeChoice, SIZE_CHOICES, type ArrivalChoice, type SizeChoice } from '@shared/job-import';
import { parseUtcOffset } from './traffic-args';

/** `--import-jobs FILE --workload ID [...]`: set a training or batch workload's arrivals and sizes from a job log. */
export interface JobImportOptions {
  file: string;
  /** The scenario's training or batch workload (id or name). */
  workload: string;
  /** The value of the log's workload column to take; absent = the one named like the workload, else all rows. */
  logWorkload?: string;
  /** Absent = recurring when the log is regular, else Poisson. */
  arrivals?: ArrivalChoice;
  size: SizeChoice;
  /** Minutes ahead of UTC of times written without a zone. */
  utcOffsetMinutes: number;
  writePath?: string;
}

/** The --arrivals values and the choice each names. */
const ARRIVAL_FLAGS: Readonly<Record<string, ArrivalChoice | undefined>> = Object.assign(Object.create(null) as Record<string, ArrivalChoice>, {
  poisson: 'poisson',
  recurring: 'recurring',
  'hour-of-week': 'hourOfWeek',
});

/** Options of the job import only (--workload, --utc-offset and --write are shared with the traffic import). */
export const JOB_OPTIONS = {
  'import-jobs': { type: 'string' },
  'log-workload': { type: 'string' },
  arrivals: { type: 'string' },
  size: { type: 'string' },
} as const;

export const JOB_USAGE = `
Job history import (prints a preview, or writes the updated scenario with --write):
  --import-jobs FILE  a job log (CSV with a header: submit time, GPUs, run time or GPU-hours,
                      optionally a workload/user column and a job id; any order, English or
                      Chinese names)
  --workload ID       the training or batch workload whose arrivals and sizes it sets
  --log-workload NAME the log's workload (or user) value to take (default: the one named like
                      the workload, else all rows)
  --arrivals A        poisson | recurring | hour-of-week (default: recurring when the log is
                      regular, else hour-of-week when its hours of the week clearly differ
                      (chi-square at 1 %), else poisson)
  --size S            empirical (the log's sizes themselves, up to 10,000; default) |
                      lognormal (maximum likelihood)
  --utc-offset ±HH:MM the clock of times written without a zone (default +00:00)
  --write FILE        write the updated scenario there (not over a file without --force)
`;

interface JobValues {
  'import-jobs'?: string;
  'import-traffic'?: string;
  'log-workload'?: string;
  arrivals?: string;
  size?: string;
  workload?: string;
  'utc-offset'?: string;
  write?: string;
  statistic?: string;
  values?: string;
  'apply-growth'?: boolean;
}

/** The job-import options, null when --import-jobs is absent, or the problem in words. */
export function parseJobArgs(values: JobValues): JobImportOptions | null | string {
  const file = values['import-jobs'];
  if (file === undefined) {
    const stray = (['log-workload', 'arrivals', 'size'] as const).find((k) => values[k] !== undefined);
    return stray ? `--${stray} goes with --import-jobs` : null;
  }
  if (values['import-traffic'] !== undefined) return '--import-jobs and --import-traffic: one import at a time';
  const trafficOnly = (['statistic', 'values', 'apply-growth'] as const).find((k) => values[k] !== undefined);
  if (trafficOnly) return `--${trafficOnly} goes with --import-traffic`;
  if (file.trim() === '') return '--import-jobs needs a file';
  const workload = values.workload?.trim() ?? '';
  if (workload === '') return '--import-jobs needs --workload ID (the training or batch workload to set)';
  const size = values.size ?? 'empirical';
  if (!isSizeChoice(size)) return `--size must be one of ${SIZE_CHOICES.join(', ')}, not "${cutText(size)}"`;
  const arrivals = values.arrivals === undefined ? undefined : ARRIVAL_FLAGS[values.arrivals];
  if (values.arrivals !== undefined && arrivals === undefined)
    return `--arrivals must be one of ${Object.keys(ARRIVAL_FLAGS).join(', ')}, not "${cutText(values.arrivals)}"`;
  const utcOffsetMinutes = parseUtcOffset(values['utc-offset']);
  if (typeof utcOffsetMinutes === 'string') return utcOffsetMinutes;
  if (values.write !== undefined && values.write.trim() === '') return '--write needs a file';
  if (values['log-workload'] !== undefined && values['log-workload'].trim() === '') return '--log-workload needs a name';
  return {
    file,
    workload,
    size,
    utcOffsetMinutes,
    ...(arrivals !== undefined ? { arrivals } : {}),
    ...(values['log-workload'] !== undefined ? { logWorkload: values['log-workload'].trim() } : {}),
    ...(values.write !== undefined ? { writePath: values.write } : {}),
  };
}
