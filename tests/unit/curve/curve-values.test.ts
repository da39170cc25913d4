import { describe, expect, it } from 'vitest';
import {
  clampRequestRate,
  cleanNumber,
  sanitizeCurve,
  snapToStep,
  withPoint,
} from '@headroom/renderer/curve/curve-values';
import { niceCeil, niceFloor, valueAxisFor } from '@headroom/renderer/curve/value-axis';
import { parseDecimal } from '@headroom/renderer/curve/parse-decimal';

describe('value clamping and snapping', () => {
  it('never lets a rate go below zero or be unknown', () => {
    expect(clampRequestRate(-3)).toBe(0);
    expect(clampRequestRate(Number.NaN)).toBe(0);
    expect(clampRequestRate(Number.POSITIVE_INFINITY)).toBe(0);
    expect(clampRequestRate(12.5)).toBe(12.5);
    expect(sanitizeCurve([1, -1, Number.NaN])).toEqual([1, 0, 0]);
  });

  it('snaps to the nearest step without floating-point noise', () => {
    expect(snapToStep(42.3, 0.5)).toBe(42.5);
    expect(snapToStep(0.7, 0.1)).toBe(0.7);
    expect(snapToStep(0.30000000000000004, 0.1)).toBe(0.3);
    expect(snapToStep(-4, 1)).toBe(0);
    expect(snapToStep(7.3, 0)).toBe(7.3);
  });

  it('cleans floating-point noise only', () => {
    expect(cleanNumber(0.1 + 0.2)).toBe(0.3);
    expect(cleanNumber(33.333333333333336, 6)).toBe(33.3333);
    expect(cleanNumber(Number.NaN)).toBe(0);
  });

  it('replaces one point in a copy', () => {
    const curve = [1, 2, 3];
    expect(withPoint(curve, 1, 9)).toEqual([1, 9, 3]);
    expect(withPoint(curve, 1, -9)).toEqual([1, 0, 3]);
    expect(withPoint(curve, 7, 9)).toEqual([1, 2, 3]);
    expect(curve).toEqual([1, 2, 3]);
  });
});

describe('value axis', () => {
  it('rounds to 1-2-5 numbers', () => {
    expect([0.6, 1, 1.2, 3, 7, 12].map(niceCeil)).toEqual([1, 1, 2, 5, 10, 20]);
    expect([0.6, 1, 1.2, 3, 7, 12].map(niceFloor)).toEqual([0.5, 1, 1, 2, 5, 10]);
  });

  it('leaves room above the peak and has round gridlines', () => {
    expect(valueAxisFor(42)).toEqual({ max: 60, ticks: [0, 20, 40, 60], step: 0.5, bigStep: 5 });
    const axis = valueAxisFor(320);
    expect(axis.max).toBeGreaterThanOrEqual(320 * 1.2);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.ticks.at(-1)).toBe(axis.max);
    expect(axis.ticks.length).toBeGreaterThanOrEqual(3);
    expect(axis.ticks.length).toBeLessThanOrEqual(7);
  });

  it('gives an all-zero or broken curve a usable axis', () => {
    expect(valueAxisFor(0).max).toBe(1);
    expect(valueAxisFor(Number.NaN).max).toBe(1);
    expect(valueAxisFor(0.004).step).toBeGreaterThan(0);
  });
});

describe('parseDecimal', () => {
  it('reads what people type', () => {
    expect(parseDecimal('1.2')).toBe(1.2);
    expect(parseDecimal(' ×1.2 '.replace('×', ''))).toBe(1.2);
    expect(parseDecimal('1.2x')).toBe(1.2);
    expect(parseDecimal('1,200')).toBe(1200);
    expect(parseDecimal('１２０')).toBe(120);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('−2')).toBe(-2);
  });

  it('refuses anything ambiguous or not a number', () => {
    for (const text of ['', 'abc', '1,2', '1.2.3', '--1', 'Infinity', '1e5', '12 34'])
      expect(parseDecimal(text), text).toBeNull();
  });
});
