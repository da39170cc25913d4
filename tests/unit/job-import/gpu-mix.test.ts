/** The GPUs per job a log has are stored as the log has them: a mix, not the most common count. */
import { describe, expect, it } from 'vitest';
import { groupForWorkload, importJobText, trainingPatch } from '@shared/job-import';
import { Scenario } from '@shared/scenario';

/** A log of jobs an hour apart asking for the given GPU counts in turn, 2 h each. */
function logOf(gpus: number[]): string {
  const start = Date.UTC(2026, 5, 1);
  const rows = gpus.map((g, i) => `${new Date(start + i * 3_600_000).toISOString()},${g},2`);
  return ['submit_time,gpus,run_hours', ...rows].join('\n');
}

function patchOf(gpus: number[]) {
  const result = importJobText(logOf(gpus), { utcOffsetMinutes: 0, kind: 'training' });
  const fit = groupForWorkload(result, { id: 'x', name: 'x' }).fit!;
  return trainingPatch(fit, { arrivals: 'poisson', size: 'empirical', startDate: '2026-06-01' });
}

/** 61 one-GPU, 22 two-GPU and 17 four-GPU jobs, shuffled (37 is prime to 100: each taken once). */
const SORTED = [...Array<number>(61).fill(1), ...Array<number>(22).fill(2), ...Array<number>(17).fill(4)];
const MIXED = Array.from({ length: 100 }, (_, i) => SORTED[(i * 37) % 100]!);

describe('importing a job log with a mix of GPU counts', () => {
  it('stores exactly the log\'s mix, fewest GPUs first, and its most common count as gpusPerJob', () => {
    const patch = patchOf(MIXED);
    expect(patch.gpusPerJobMix).toEqual([
      { gpus: 1, share: 0.61 },
      { gpus: 2, share: 0.22 },
      { gpus: 4, share: 0.17 },
    ]);
    expect(patch.gpusPerJob).toBe(1);
    // Sizes are each job's GPU-hours: GPUs x 2 h.
    const size = patch.size.gpuHours;
    if (size.type !== 'empirical') throw new Error('not empirical');
    expect([...new Set(size.values)].sort()).toEqual([2, 4, 8]);
  });

  it('rounds shares to 0.01 % so that they add up to exactly 100 %, and the workload passes the schema', () => {
    const patch = patchOf(Array.from({ length: 30 }, (_, i) => [1, 2, 8][i % 3]!));
    expect(patch.gpusPerJobMix).toEqual([
      { gpus: 1, share: 0.3334 },
      { gpus: 2, share: 0.3333 },
      { gpus: 8, share: 0.3333 },
    ]);
    const parsed = Scenario.safeParse({ schemaVersion: 8, name: 'x', workloads: [{ id: 'ft', name: 'ft', kind: 'training', ...patch }] });
    expect(parsed.error?.issues.filter((i) => String(i.path[0]) === 'workloads') ?? []).toEqual([]);
  });

  it('stores no mix when every job asked for the same count (an earlier mix is removed)', () => {
    const patch = patchOf(Array.from({ length: 30 }, () => 4));
    expect(patch.gpusPerJob).toBe(4);
    expect('gpusPerJobMix' in patch).toBe(true);
    expect(patch.gpusPerJobMix).toBeUndefined();
  });
});
