import { describe, expect, it } from 'vitest';
import { scaleCurve } from '@headroom/renderer/curve/scale-curve';

describe('scaleCurve', () => {
  it('multiplies every point, without floating-point noise', () => {
    expect(scaleCurve([10, 42, 0.1], 1.2)).toEqual([12, 50.4, 0.12]);
    expect(scaleCurve([3, 6], 0.5)).toEqual([1.5, 3]);
  });

  it('does not change the array it was given', () => {
    const curve = [1, 2, 3];
    scaleCurve(curve, 2);
    expect(curve).toEqual([1, 2, 3]);
  });

  it('leaves the curve as it is for factors that make no sense, and cleans bad values', () => {
    expect(scaleCurve([1, 2], 0)).toEqual([1, 2]);
    expect(scaleCurve([1, 2], -3)).toEqual([1, 2]);
    expect(scaleCurve([1, 2], Number.NaN)).toEqual([1, 2]);
    expect(scaleCurve([Number.NaN, -1, 5], 2)).toEqual([0, 0, 10]);
  });
});
