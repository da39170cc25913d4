import { describe, expect, it } from 'vitest';
import { defaultPoolSize, splitRuns } from '@headroom/renderer/simulation/slices';
import { estimateProgress } from '@headroom/renderer/simulation/progress';

describe('splitting runs across workers', () => {
  it.each([
    [10, 3],
    [7, 8],
    [1, 4],
    [100, 8],
  ])('%i runs over %i workers: contiguous, complete, balanced', (runs, parts) => {
    const ranges = splitRuns(runs, parts);
    expect(ranges.length).toBe(Math.min(runs, parts));
    expect(ranges[0]?.from).toBe(0);
    expect(ranges.at(-1)?.to).toBe(runs);
    ranges.slice(1).forEach((r, i) => expect(r.from).toBe(ranges[i]?.to));
    const sizes = ranges.map((r) => r.to - r.from);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
  });

  it('uses one worker per core, at least 1 and at most 8', () => {
    expect(defaultPoolSize(undefined)).toBe(1);
    expect(defaultPoolSize(0)).toBe(1);
    expect(defaultPoolSize(4)).toBe(4);
    expect(defaultPoolSize(64)).toBe(8);
    expect(defaultPoolSize(Number.NaN)).toBe(1);
  });

  it('estimates time left from the pace so far', () => {
    expect(estimateProgress(0, 100, 500)).toEqual({ done: 0, total: 100, etaMs: null });
    expect(estimateProgress(25, 100, 1000)).toEqual({ done: 25, total: 100, etaMs: 3000 });
    expect(estimateProgress(100, 100, 4000)).toEqual({ done: 100, total: 100, etaMs: 0 });
  });
});
