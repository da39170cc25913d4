/**
 * The hour-of-week chi-square test behind the arrivals suggestion: Poisson arrivals at a flat
 * rate pass it (so a flat Poisson rate is suggested), arrivals only in working hours fail it,
 * and a log under a week is not tested at all.
 */
import { describe, expect, it } from 'vitest';
import { fitArrivals } from '@shared/job-import/arrival-fit';
import { hourOfWeekTest } from '@shared/job-import/hour-of-week-test';
import { Rng } from '@shared/sim/prng';

const HOUR_MS = 3_600_000;
/** Monday 2026-01-05 00:00 UTC. */
const MONDAY = Date.UTC(2026, 0, 5);

/** Sorted Poisson arrival times over `weeks` at `perHour(hourOfWeek)` (thinning from the busiest rate). */
function poissonLog(seed: number, weeks: number, perHour: (h: number) => number, peak: number): Float64Array {
  const rng = Rng.stream(seed, 'log');
  const end = MONDAY + weeks * 168 * HOUR_MS;
  const out: number[] = [];
  for (let t = MONDAY + rng.exponential(HOUR_MS / peak); t < end; t += rng.exponential(HOUR_MS / peak))
    if (rng.next() * peak < perHour(Math.floor((t - MONDAY) / HOUR_MS) % 168)) out.push(t);
  return Float64Array.from(out);
}

describe('the hour-of-week test', () => {
  it('passes Poisson arrivals at a flat rate, with every seed of ten at the 1 % level', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const fit = fitArrivals(poissonLog(seed, 8, () => 1, 1));
      expect(fit.hourOfWeekTest!.nonFlat, `seed ${seed}: ${fit.hourOfWeekTest!.statistic}`).toBe(false);
    }
  });

  it('fails arrivals in weekday working hours only', () => {
    const working = (h: number) => (Math.floor(h / 24) < 5 && h % 24 >= 9 && h % 24 < 18 ? 1.2 : 0.1);
    const fit = fitArrivals(poissonLog(3, 8, working, 1.2));
    expect(fit.hourOfWeekTest!.nonFlat).toBe(true);
  });

  it('is not made under a week of log or 168 arrivals', () => {
    expect(fitArrivals(poissonLog(1, 8, () => 0.05, 0.05)).hourOfWeekTest).toBeNull();
    expect(hourOfWeekTest(new Array<number>(168).fill(5), [0, ...new Array<number>(167).fill(1)])).toBeNull();
  });
});
