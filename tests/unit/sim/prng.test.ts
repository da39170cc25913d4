import { describe, expect, it } from 'vitest';
import { distributionMean, hashString, isRandomDistribution, Rng, sample } from '@shared/sim/prng';

function moments(draw: () => number, n: number): { mean: number; sd: number } {
  let s = 0;
  let s2 = 0;
  for (let i = 0; i < n; i++) {
    const x = draw();
    s += x;
    s2 += x * x;
  }
  const mean = s / n;
  return { mean, sd: Math.sqrt(s2 / n - mean * mean) };
}

describe('Rng', () => {
  it('is a pure function of (seed, stream)', () => {
    const a = Rng.stream(42, 'arrivals:train');
    const b = Rng.stream(42, 'arrivals:train');
    const xs = Array.from({ length: 100 }, () => a.nextUint32());
    const ys = Array.from({ length: 100 }, () => b.nextUint32());
    expect(xs).toEqual(ys);
  });

  it('gives different streams for different purposes and seeds', () => {
    const first = (seed: number, key: string): number[] => {
      const r = Rng.stream(seed, key);
      return Array.from({ length: 8 }, () => r.nextUint32());
    };
    expect(first(1, 'a')).not.toEqual(first(1, 'b'));
    expect(first(1, 'a')).not.toEqual(first(2, 'a'));
    expect(first(1, 'a')).not.toEqual(first(0, 'a'));
  });

  it('draws uniform numbers in [0, 1) with the right moments', () => {
    const r = new Rng(7, 1);
    let min = 1;
    let max = 0;
    const m = moments(() => {
      const x = r.next();
      min = Math.min(min, x);
      max = Math.max(max, x);
      return x;
    }, 200_000);
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(m.mean).toBeCloseTo(0.5, 2);
    expect(m.sd).toBeCloseTo(Math.sqrt(1 / 12), 2);
  });

  it('draws exponentials (ziggurat) with mean and sd equal to the mean asked', () => {
    const r = new Rng(9, 3);
    const m = moments(() => r.exponential(3), 400_000);
    expect(m.mean).toBeGreaterThan(2.97);
    expect(m.mean).toBeLessThan(3.03);
    expect(m.sd).toBeGreaterThan(2.95);
    expect(m.sd).toBeLessThan(3.05);
  });

  it('matches the exponential distribution function (Kolmogorov-Smirnov at 1 %)', () => {
    const r = new Rng(11, 5);
    const n = 100_000;
    const xs = Float64Array.from({ length: n }, () => r.exponential(1)).sort();
    let d = 0;
    for (let i = 0; i < n; i++) {
      const f = 1 - Math.exp(-xs[i]!);
      d = Math.max(d, Math.abs(f - i / n), Math.abs(f - (i + 1) / n));
    }
    expect(d).toBeLessThan(1.63 / Math.sqrt(n));
  });

  it('draws lognormals by mean and coefficient of variation', () => {
    const r = new Rng(13, 7);
    const m = moments(() => r.lognormal(2, 0.5), 400_000);
    expect(m.mean).toBeCloseTo(2, 1);
    expect(m.sd / m.mean).toBeGreaterThan(0.48);
    expect(m.sd / m.mean).toBeLessThan(0.52);
    expect(r.lognormal(5, 0)).toBe(5);
  });

  it('draws normals with mean 0 and sd 1', () => {
    const r = new Rng(17, 1);
    const m = moments(() => r.normal(), 200_000);
    expect(Math.abs(m.mean)).toBeLessThan(0.01);
    expect(m.sd).toBeCloseTo(1, 1);
  });

  it('draws integers below n', () => {
    const r = new Rng(19, 1);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[r.int(3)]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(9_500);
  });
});

describe('sample', () => {
  it('samples each distribution of the schema', () => {
    const r = new Rng(1, 1);
    expect(sample({ type: 'fixed', value: 4 }, r)).toBe(4);
    const u = sample({ type: 'uniform', min: 2, max: 3 }, r);
    expect(u).toBeGreaterThanOrEqual(2);
    expect(u).toBeLessThan(3);
    expect(sample({ type: 'uniform', min: 2, max: 2 }, r)).toBe(2);
    expect(sample({ type: 'exponential', mean: 1 }, r)).toBeGreaterThanOrEqual(0);
    expect(sample({ type: 'lognormal', mean: 1, cv: 0.2 }, r)).toBeGreaterThan(0);
  });

  it('knows which distributions are random and their means', () => {
    expect(isRandomDistribution({ type: 'fixed', value: 1 })).toBe(false);
    expect(isRandomDistribution({ type: 'uniform', min: 1, max: 1 })).toBe(false);
    expect(isRandomDistribution({ type: 'lognormal', mean: 1, cv: 0 })).toBe(false);
    expect(isRandomDistribution({ type: 'exponential', mean: 1 })).toBe(true);
    expect(distributionMean({ type: 'uniform', min: 1, max: 3 })).toBe(2);
    expect(distributionMean({ type: 'lognormal', mean: 4, cv: 1 })).toBe(4);
  });

  it('hashes stream keys stably', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('arrivals:a')).toBe(hashString('arrivals:a'));
    expect(hashString('arrivals:a')).not.toBe(hashString('arrivals:b'));
  });
});
