/**
 * Empirical sizes: each draw is one of the stored values, all equally likely, from the seeded
 * stream; the mean, the smallest and what-if scaling read the values. A scenario with both
 * format-8 kinds (hour-of-week arrivals, empirical sizes) simulates to the same bytes each time.
 */
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { scaleDistribution } from '@shared/analysis/scale-work';
import { scaleArrivals } from '@shared/analysis/what-if';
import { HOURS_PER_WEEK, type Distribution } from '@shared/scenario';
import { distributionMean, isRandomDistribution, Rng, sample } from '@shared/sim/prng';
import { runStrategy } from '@shared/sim';
import { trainingScenario } from './fixtures';

const values = [1, 2, 2, 5, 40];
const empirical: Distribution = { type: 'empirical', values };

describe('an empirical distribution', () => {
  it('draws each stored value as often as any other (chi-square over 50,000 draws)', () => {
    const rng = Rng.stream(5, 'sizes:test');
    const counts = new Map<number, number>();
    const n = 50_000;
    for (let i = 0; i < n; i++) {
      const x = sample(empirical, rng);
      counts.set(x, (counts.get(x) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([1, 2, 5, 40]);
    const expected = (v: number) => (n * values.filter((x) => x === v).length) / values.length;
    const statistic = [...counts].reduce((s, [v, c]) => s + (c - expected(v)) ** 2 / expected(v), 0);
    // Three degrees of freedom: the 0.1 % point is 16.27.
    expect(statistic).toBeLessThan(16.27);
  });

  it('has the values\' mean; one value is not random and draws nothing', () => {
    expect(distributionMean(empirical)).toBe(10);
    expect(isRandomDistribution(empirical)).toBe(true);
    const one: Distribution = { type: 'empirical', values: [7] };
    expect(isRandomDistribution(one)).toBe(false);
    const rng = new Rng(1, 1);
    const before = new Rng(1, 1).nextUint32();
    expect(sample(one, rng)).toBe(7);
    expect(rng.nextUint32()).toBe(before);
  });

  it('scales every value in a what-if, so the mean moves by the factor', () => {
    const scaled = scaleDistribution(empirical, 1.5);
    expect(scaled).toEqual({ type: 'empirical', values: [1.5, 3, 3, 7.5, 60] });
    expect(distributionMean(scaled)).toBe(15);
  });

  it('hour-of-week arrivals scale every hour in a what-if', () => {
    const perHour = Array.from({ length: HOURS_PER_WEEK }, (_, h) => (h % 24 >= 9 && h % 24 < 18 ? 2 : 0));
    const scaled = scaleArrivals({ type: 'poissonByHourOfWeek', perHour }, 0.5);
    expect(scaled).toEqual({ type: 'poissonByHourOfWeek', perHour: perHour.map((r) => r / 2) });
  });
});

describe('a scenario with hour-of-week arrivals and empirical sizes', () => {
  const perHour = Array.from({ length: HOURS_PER_WEEK }, (_, h) => (Math.floor(h / 24) < 5 && h % 24 >= 9 && h % 24 < 18 ? 1.5 : 0.1));
  const scenario = trainingScenario({
    pools: [
      { id: 'res', offerId: 'vm1', kind: 'reserved', count: 4, termMonths: 1, startDay: 0 },
      { id: 'od', offerId: 'vm1', kind: 'onDemand' },
    ],
    horizonDays: 21,
    workload: {
      arrivals: { type: 'poissonByHourOfWeek', perHour },
      size: { type: 'gpuHours', gpuHours: { type: 'empirical', values: [0.5, 1, 2, 3, 8, 20] } },
    },
  });

  it('runs to the same bytes with the same seed, and differently with another', () => {
    const a = JSON.stringify(runStrategy(scenario, 's', 7));
    const b = JSON.stringify(runStrategy(scenario, 's', 7));
    expect(a).toBe(b);
    expect(JSON.stringify(runStrategy(scenario, 's', 8))).not.toBe(a);
  });

  it('simulates to the same summary bytes each time', () => {
    const settings = { ...scenario, simulation: { runs: 8, baseSeed: 3 } };
    const first = JSON.stringify(simulateScenario(settings));
    expect(JSON.stringify(simulateScenario(settings))).toBe(first);
    const arrived = runStrategy(scenario, 's', 3).workloads[0]!.jobsArrived;
    // 79.8 a week (15 a weekday, 2.4 a weekend day): about 239 in three weeks.
    expect(arrived).toBeGreaterThan(190);
    expect(arrived).toBeLessThan(290);
  });
});
