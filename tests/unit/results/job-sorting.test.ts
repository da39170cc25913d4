import { describe, expect, it } from 'vitest';
import type { JobRecord } from '@shared/sim/results';
import { nextSort, sortJobs } from '@headroom/renderer/results/job-sorting';

function job(index: number, fields: Partial<JobRecord>): JobRecord {
  return {
    workloadId: 'w',
    index,
    arrivalS: index * 100,
    startS: index * 100,
    finishS: index * 100 + 50,
    turnaroundS: 50,
    queueWaitS: 0,
    provisioningS: 0,
    runS: 50,
    restartS: 0,
    preemptions: 0,
    lostGpuS: 0,
    deadlineS: null,
    deadlineMet: null,
    costMicro: 1_000_000,
    poolIds: [],
    fellBack: false,
    units: 1,
    waitingPersonHours: 0,
    ...fields,
  };
}

const names = new Map([
  ['w', 'Fine-tune'],
  ['v', 'Batch'],
]);

const jobs = [
  job(0, { costMicro: 3, turnaroundS: 300, deadlineMet: true }),
  job(1, { costMicro: 1, turnaroundS: null, finishS: null, deadlineMet: false }),
  job(2, { costMicro: 2, turnaroundS: 100, workloadId: 'v' }),
];

const indices = (list: JobRecord[]) => list.map((j) => j.index);

describe('job sorting', () => {
  it('sorts numbers both ways', () => {
    expect(indices(sortJobs(jobs, { column: 'cost', direction: 'asc' }, names))).toEqual([1, 2, 0]);
    expect(indices(sortJobs(jobs, { column: 'cost', direction: 'desc' }, names))).toEqual([
      0, 2, 1,
    ]);
  });

  it('keeps empty values last in either direction', () => {
    expect(indices(sortJobs(jobs, { column: 'turnaround', direction: 'asc' }, names))).toEqual([
      2, 0, 1,
    ]);
    expect(indices(sortJobs(jobs, { column: 'turnaround', direction: 'desc' }, names))).toEqual([
      0, 2, 1,
    ]);
  });

  it('sorts workloads by name and puts missed deadlines first', () => {
    expect(indices(sortJobs(jobs, { column: 'workload', direction: 'asc' }, names))).toEqual([
      2, 0, 1,
    ]);
    expect(indices(sortJobs(jobs, { column: 'deadlineMet', direction: 'asc' }, names))).toEqual([
      1, 0, 2,
    ]);
  });

  it('does not change the list it was given', () => {
    const before = indices(jobs);
    sortJobs(jobs, { column: 'cost', direction: 'desc' }, names);
    expect(indices(jobs)).toEqual(before);
  });

  it('flips the direction on a second click and starts another column ascending', () => {
    expect(nextSort({ column: 'cost', direction: 'asc' }, 'cost')).toEqual({
      column: 'cost',
      direction: 'desc',
    });
    expect(nextSort({ column: 'cost', direction: 'desc' }, 'arrival')).toEqual({
      column: 'arrival',
      direction: 'asc',
    });
  });
});
