import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { erlangC, maxArrivalRate, meanQueueWait, meanResponseTime } from '@shared/sim/erlang';
import { Rng } from '@shared/sim/prng';
import { integerQuantiles, quantile, quantilesInPlace } from '@shared/sim/quantile';

function sortedQuantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const pos = q * (s.length - 1);
  const lo = Math.floor(pos);
  return lo + 1 < s.length ? s[lo]! + (s[lo + 1]! - s[lo]!) * (pos - lo) : s[lo]!;
}

describe('quantiles', () => {
  it('match a sort with linear interpolation, including ties', () => {
    const rng = new Rng(3, 3);
    for (let trial = 0; trial < 50; trial++) {
      const n = 1 + rng.int(300);
      const xs = Array.from({ length: n }, () => rng.int(trial % 2 === 0 ? 10 : 1_000_000));
      for (const q of [0, 0.1, 0.5, 0.9, 0.95, 1]) expect(quantile(xs, q)).toBeCloseTo(sortedQuantile(xs, q), 9);
      const arr = Int32Array.from(xs);
      const [a, b, c] = quantilesInPlace(arr, n, [0.1, 0.5, 0.95]);
      expect(a).toBeCloseTo(sortedQuantile(xs, 0.1), 9);
      expect(b).toBeCloseTo(sortedQuantile(xs, 0.5), 9);
      expect(c).toBeCloseTo(sortedQuantile(xs, 0.95), 9);
    }
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(Number.isNaN(quantile([], 0.5))).toBe(true);
  });
});

describe('integer quantiles', () => {
  const qs = [0, 0.1, 0.5, 0.95, 1];

  it('give exactly what selection gives, and leave the values in place', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), { minLength: 1, maxLength: 400 }),
        fc.constantFrom(1, 7, 1000, 4_000_000_000),
        (raw, spread) => {
          // Narrow or wide ranges, with and without ties.
          const xs = Int32Array.from(raw, (x) => (spread >= 4_000_000_000 ? x : Math.abs(x) % spread));
          const copy = Int32Array.from(xs);
          const expected = quantilesInPlace(Int32Array.from(xs), xs.length, qs);
          expect(integerQuantiles(xs, xs.length, qs)).toEqual(expected);
          expect(xs).toEqual(copy);
        },
      ),
    );
  });

  it('handle a million values with a few distinct ones, and use only the first n', () => {
    const rng = new Rng(5, 5);
    const xs = Int32Array.from({ length: 1_000_000 }, () => 3600 * (1 + rng.int(4)) + (rng.next() < 0.01 ? rng.int(1 << 30) : 0));
    expect(integerQuantiles(xs, xs.length, qs)).toEqual(quantilesInPlace(Int32Array.from(xs), xs.length, qs));
    expect(integerQuantiles(xs, 10, [0.5])).toEqual(quantilesInPlace(xs.slice(0, 10), 10, [0.5]));
    expect(integerQuantiles(new Int32Array(0), 0, [0.5]).map(Number.isNaN)).toEqual([true]);
  });
});

describe('Erlang C', () => {
  it('matches known values', () => {
    expect(erlangC(1, 0.5)).toBeCloseTo(0.5, 12); // M/M/1: P(wait) = rho
    expect(erlangC(2, 1)).toBeCloseTo(1 / 3, 12);
    expect(erlangC(10, 8)).toBeCloseTo(0.409, 3);
    expect(erlangC(3, 3)).toBe(1);
    expect(erlangC(3, 0)).toBe(0);
  });

  it('gives M/M/1 waiting and response times', () => {
    // lambda 0.5, mu 1: Wq = rho / (mu - lambda) = 1, W = 2.
    expect(meanQueueWait(1, 0.5, 1)).toBeCloseTo(1, 12);
    expect(meanResponseTime(1, 0.5, 1)).toBeCloseTo(2, 12);
    expect(meanQueueWait(2, 5, 1)).toBe(Infinity);
    expect(meanQueueWait(2, 0, 1)).toBe(0);
  });

  it('finds the largest arrival rate meeting a latency target', () => {
    const c = 8;
    const mu = 2;
    const target = 0.6;
    const lam = maxArrivalRate(c, mu, target);
    expect(lam).toBeGreaterThan(0);
    expect(lam).toBeLessThan(c * mu);
    expect(meanResponseTime(c, lam, mu)).toBeLessThanOrEqual(target + 1e-9);
    expect(meanResponseTime(c, lam * 1.001, mu)).toBeGreaterThan(target);
    expect(maxArrivalRate(8, 2, 0.4)).toBe(-1); // service alone is 0.5 s
    expect(maxArrivalRate(0, 2, 10)).toBe(-1);
  });
});
