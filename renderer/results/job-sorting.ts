import type { JobRecord } from '@shared/sim/results';

export const JOB_COLUMNS = [
  'workload',
  'arrival',
  'start',
  'finish',
  'turnaround',
  'queueWait',
  'preemptions',
  'lostGpu',
  'cost',
  'deadlineMet',
] as const;
export type JobColumn = (typeof JOB_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface JobSort {
  column: JobColumn;
  direction: SortDirection;
}

/** Arrival order, as the engine lists jobs. */
export const DEFAULT_JOB_SORT: JobSort = { column: 'arrival', direction: 'asc' };

/** Missed deadlines first when ascending: they are what a reader hunts for. */
function deadlineRank(met: boolean | null): number | null {
  return met === null ? null : met ? 1 : 0;
}

function sortValue(
  job: JobRecord,
  column: JobColumn,
  workloadName: string,
): string | number | null {
  switch (column) {
    case 'workload':
      return workloadName;
    case 'arrival':
      return job.arrivalS;
    case 'start':
      return job.startS;
    case 'finish':
      return job.finishS;
    case 'turnaround':
      return job.turnaroundS;
    case 'queueWait':
      return job.queueWaitS;
    case 'preemptions':
      return job.preemptions;
    case 'lostGpu':
      return job.lostGpuS;
    case 'cost':
      return job.costMicro;
    case 'deadlineMet':
      return deadlineRank(job.deadlineMet);
  }
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * A sorted copy of the jobs. Empty values (a job that never started or finished, no deadline)
 * go last in either direction, and ties keep arrival order, so paging stays stable.
 */
export function sortJobs(
  jobs: readonly JobRecord[],
  sort: JobSort,
  workloadNames: ReadonlyMap<string, string>,
): JobRecord[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = jobs.map((job, order) => ({
    job,
    order,
    value: sortValue(job, sort.column, workloadNames.get(job.workloadId) ?? job.workloadId),
  }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return a.order - b.order;
      return a.value === null ? 1 : -1;
    }
    return sign * compareValues(a.value, b.value) || a.order - b.order;
  });
  return keyed.map((k) => k.job);
}

/** A click on a column: the same column flips its direction, another starts ascending. */
export function nextSort(current: JobSort, column: JobColumn): JobSort {
  if (current.column === column)
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}
