import { describe, expect, it } from 'vitest';
import {
  growthToPercentText,
  parseGrowthPercent,
  peakAfterMonths,
} from '@headroom/renderer/curve/growth';

describe('peakAfterMonths', () => {
  it('compounds monthly growth over whole months, as the simulator does', () => {
    expect(peakAfterMonths(100, 0.05, 12)).toBeCloseTo(100 * 1.05 ** 12, 9);
    expect(peakAfterMonths(100, 0.05, 12)).toBeCloseTo(179.586, 3);
    expect(peakAfterMonths(100, 0.05, 2.9)).toBeCloseTo(110.25, 9);
  });

  it('shrinks with negative growth and stays put with none', () => {
    expect(peakAfterMonths(100, -0.1, 2)).toBeCloseTo(81, 9);
    expect(peakAfterMonths(42, 0, 12)).toBe(42);
  });

  it('is 0 for an empty curve and ignores nonsense', () => {
    expect(peakAfterMonths(0, 0.5, 12)).toBe(0);
    expect(peakAfterMonths(Number.NaN, 0.5, 12)).toBe(0);
    expect(peakAfterMonths(10, Number.NaN, 12)).toBe(10);
  });
});

describe('parseGrowthPercent', () => {
  it('reads percent a month as a fraction', () => {
    expect(parseGrowthPercent('5')).toEqual({ ok: true, growthPerMonth: 0.05 });
    expect(parseGrowthPercent(' 7 % ')).toEqual({ ok: true, growthPerMonth: 0.07 });
    expect(parseGrowthPercent('14.1')).toEqual({ ok: true, growthPerMonth: 0.141 });
    expect(parseGrowthPercent('-3')).toEqual({ ok: true, growthPerMonth: -0.03 });
  });

  it('accepts what Chinese input methods type', () => {
    expect(parseGrowthPercent('２．５％')).toEqual({ ok: true, growthPerMonth: 0.025 });
    expect(parseGrowthPercent('2。5')).toEqual({ ok: true, growthPerMonth: 0.025 });
  });

  it('treats an empty field as no growth', () => {
    expect(parseGrowthPercent('  ')).toEqual({ ok: true, growthPerMonth: 0 });
  });

  it('says what is wrong with unusable text, within the scenario format’s bounds', () => {
    expect(parseGrowthPercent('five')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseGrowthPercent('5..')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseGrowthPercent('1e3')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseGrowthPercent('-95')).toEqual({ ok: false, problem: 'tooLow' });
    expect(parseGrowthPercent('-90')).toEqual({ ok: true, growthPerMonth: -0.9 });
    expect(parseGrowthPercent('1000')).toEqual({ ok: true, growthPerMonth: 10 });
    expect(parseGrowthPercent('1001')).toEqual({ ok: false, problem: 'tooHigh' });
  });
});

describe('growthToPercentText', () => {
  it('shows the stored fraction as a clean percent', () => {
    expect(growthToPercentText(0.05)).toBe('5');
    expect(growthToPercentText(0.07)).toBe('7');
    expect(growthToPercentText(0.141)).toBe('14.1');
    expect(growthToPercentText(0)).toBe('0');
    expect(growthToPercentText(Number.NaN)).toBe('0');
  });

  it('round-trips with parseGrowthPercent', () => {
    for (const growth of [0.05, 0.013, -0.25, 1.5, 0.001])
      expect(parseGrowthPercent(growthToPercentText(growth))).toEqual({
        ok: true,
        growthPerMonth: growth,
      });
  });
});
