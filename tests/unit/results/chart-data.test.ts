import { describe, expect, it } from 'vitest';
import { MICRO_PER_UNIT } from '@shared/report/format';
import { cumulativeCost } from '@headroom/renderer/results/cumulative';
import {
  binCount,
  distinctLabels,
  histogram,
  niceWidth,
} from '@headroom/renderer/results/histogram';
import { fineTuningResults } from './template';

describe('cumulative cost', () => {
  it('ends at the representative run’s total cost, exactly', () => {
    for (const s of fineTuningResults().strategies) {
      const series = cumulativeCost(s.representative.daily);
      expect(series).toHaveLength(s.representative.daily.length);
      expect(series.at(-1)).toBe(s.representative.totalCostMicro / MICRO_PER_UNIT);
      for (let i = 1; i < series.length; i++)
        expect(series[i]!).toBeGreaterThanOrEqual(series[i - 1]!);
    }
  });

  it('is empty for a run without days', () => {
    expect(cumulativeCost([])).toEqual([]);
  });
});

describe('histogram', () => {
  it('counts every finite value once, within its bin', () => {
    const values = [1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, Number.NaN];
    const bins = histogram(values);
    expect(bins.length).toBeGreaterThanOrEqual(binCount(11));
    expect(bins.length).toBeLessThanOrEqual(binCount(11) + 1);
    expect(bins.reduce((a, b) => a + b.count, 0)).toBe(11);
    expect(bins[0]!.from).toBeLessThanOrEqual(1);
    expect(bins.at(-1)!.to).toBeGreaterThan(10);
    for (const bin of bins) expect(bin.to).toBeGreaterThan(bin.from);
  });

  it('makes bars of one round width centred on round values, so the ticks are even', () => {
    const bins = histogram([2613.4, 2640.2, 2671.9, 2688, 2702.5, 2731.1, 2744, 2760.3, 2799.9]);
    const width = bins[0]!.to - bins[0]!.from;
    expect(width).toBe(100);
    expect(bins.map((b) => (b.from + b.to) / 2)).toEqual([2600, 2700, 2800]);
    for (const bin of bins) {
      expect(bin.to - bin.from).toBeCloseTo(width, 9);
      const centre = (bin.from + bin.to) / 2;
      expect(centre / width).toBeCloseTo(Math.round(centre / width), 9);
    }
    expect(niceWidth(37)).toBe(50);
    expect(niceWidth(0.013)).toBe(0.02);
    expect(niceWidth(2.25)).toBe(2.5);
  });

  it('puts the minimum in the first bin and the maximum in the last', () => {
    const bins = histogram([0, 10]);
    expect(bins[0]!.count).toBe(1);
    expect(bins.at(-1)!.count).toBe(1);
  });

  it('makes one bar when every run is the same, and none without values', () => {
    expect(histogram([5, 5, 5])).toEqual([{ from: 5, to: 5, count: 3 }]);
    expect(histogram([Number.NaN])).toEqual([]);
    expect(histogram([])).toEqual([]);
  });

  it('uses about the square root of the runs, at most twelve bars', () => {
    expect(binCount(30)).toBe(6);
    expect(binCount(20_000)).toBe(12);
    expect(binCount(1)).toBe(1);
  });
});

describe('histogram tick labels', () => {
  const fixed = (value: number, digits: number) => value.toFixed(digits);
  const spread = (from: number, step: number) =>
    Array.from({ length: 16 }, (_, i) => from + i * step);
  const distinct = (labels: string[]) => labels.every((l, i) => i === 0 || l !== labels[i - 1]);

  it('keep no decimals when round values tell the bars apart', () => {
    const labels = distinctLabels(histogram(spread(1, 1)), fixed);
    expect(labels).toEqual(['0', '5', '10', '15']);
  });

  it('add decimals until neighbours differ', () => {
    const labels = distinctLabels(histogram(spread(2.6, 0.002)), fixed);
    expect(distinct(labels)).toBe(true);
    expect(labels.every((l) => l.split('.')[1]?.length === 2)).toBe(true);
  });

  it('stop at the limit even if neighbours still look alike', () => {
    const labels = distinctLabels(histogram(spread(2.6, 0.00001)), fixed, 2);
    expect(labels.every((l) => l.split('.')[1]?.length === 2)).toBe(true);
  });
});
