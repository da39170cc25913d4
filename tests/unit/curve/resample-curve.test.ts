import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CURVE_RESOLUTIONS,
  isCurveResolution,
  resampleCurve,
} from '@headroom/renderer/curve/resample-curve';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** Requests in a day, in units of "one point at 1 req/s for a whole hour". */
const dailyTotal = (values: readonly number[]) => (sum(values) * 24) / values.length;

describe('resampleCurve', () => {
  it('repeats each value when adding points, so the simulated traffic is unchanged', () => {
    expect(resampleCurve([1, 2, 3], 6)).toEqual([1, 1, 2, 2, 3, 3]);
    const hourly = Array.from({ length: 24 }, (_, hour) => hour * 10);
    const fiveMinute = resampleCurve(hourly, 288);
    expect(fiveMinute).toHaveLength(288);
    expect(fiveMinute.slice(12 * 14, 12 * 15)).toEqual(new Array(12).fill(140));
  });

  it('averages each group when removing points', () => {
    expect(resampleCurve([1, 3, 10, 20], 2)).toEqual([2, 15]);
    const quarterHourly = Array.from({ length: 96 }, (_, i) => (i % 4 === 0 ? 40 : 0));
    expect(resampleCurve(quarterHourly, 24)).toEqual(new Array(24).fill(10));
  });

  it('goes back exactly to the original after adding then removing points', () => {
    const curve = [
      3, 2, 2, 2, 2, 3, 6, 12, 24, 36, 42, 40, 30, 34, 40, 42, 38, 30, 22, 24, 26, 20, 12, 6,
    ];
    expect(resampleCurve(resampleCurve(curve, 288), 24)).toEqual(curve);
  });

  it('keeps the day’s total requests between every pair of allowed resolutions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURVE_RESOLUTIONS),
        fc.constantFrom(...CURVE_RESOLUTIONS),
        fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 24, maxLength: 24 }),
        (from, to, hourly) => {
          const source = resampleCurve(hourly, from);
          const target = resampleCurve(source, to);
          expect(target).toHaveLength(to);
          // Values keep 6 significant digits, so the total agrees to about that precision.
          const difference = Math.abs(dailyTotal(target) - dailyTotal(source));
          expect(difference).toBeLessThanOrEqual(1e-5 * Math.max(1, dailyTotal(source)));
          for (const value of target) expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('handles counts that do not divide each other, by overlap', () => {
    expect(resampleCurve([0, 30], 3)).toEqual([0, 15, 30]);
  });

  it('never fails on bad input', () => {
    expect(resampleCurve([], 24)).toEqual(new Array(24).fill(0));
    expect(resampleCurve([Number.NaN, -5, 4], 3)).toEqual([0, 0, 4]);
    expect(resampleCurve([1, 2], 0)).toEqual([]);
    expect(resampleCurve([1, 2], 2.5)).toEqual([]);
  });

  it('knows the allowed resolutions', () => {
    expect(CURVE_RESOLUTIONS).toEqual([24, 48, 96, 288]);
    expect(isCurveResolution(96)).toBe(true);
    expect(isCurveResolution(25)).toBe(false);
  });
});
