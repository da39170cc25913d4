import { describe, expect, it } from 'vitest';
import { curveStats, highestPeak } from '@headroom/renderer/curve/curve-stats';

describe('curveStats', () => {
  it('gives peak, trough, daily average and peak-to-trough ratio', () => {
    const stats = curveStats([2, 8, 4, 6]);
    expect(stats).toEqual({ peak: 8, trough: 2, average: 5, peakToTrough: 4, peakIndex: 1 });
  });

  it('has no ratio when the trough is zero', () => {
    expect(curveStats([0, 10]).peakToTrough).toBeNull();
  });

  it('treats unknown or negative values as zero and survives an empty curve', () => {
    expect(curveStats([Number.NaN, -4, 6])).toMatchObject({ peak: 6, trough: 0, average: 2 });
    expect(curveStats([])).toEqual({
      peak: 0,
      trough: 0,
      average: 0,
      peakToTrough: null,
      peakIndex: 0,
    });
  });

  it('finds the highest peak across weekdays and weekends', () => {
    expect(highestPeak([1, 5], [7, 2])).toBe(7);
    expect(highestPeak([1, 5])).toBe(5);
  });
});
