/**
 * Poisson arrivals by hour of the week are sampled exactly: over many weeks the arrivals in each
 * hour of the week match its rate (Pearson's chi-square, a fixed seed, a test a sampler off by a
 * day or an hour fails), none arrive in hours without a rate or outside the workload's phases,
 * and a flat profile gives the arrivals of the flat Poisson rate it equals.
 */
import { describe, expect, it } from 'vitest';
import { HOURS_PER_WEEK } from '@shared/scenario';
import { hourOfWeekProfile, nextHourOfWeekArrival } from '@shared/sim/hour-of-week-arrivals';
import { Rng } from '@shared/sim/prng';
import { runStrategy } from '@shared/sim';
import { trainingScenario } from './fixtures';

const HOUR_S = 3600;
const WEEKS = 520;

/** Busy working hours on weekdays, quiet nights, nothing on Sunday mornings. */
function officeProfile(): number[] {
  return Array.from({ length: HOURS_PER_WEEK }, (_, h) => {
    const day = Math.floor(h / 24);
    const hour = h % 24;
    if (day === 6 && hour < 12) return 0;
    if (day < 5 && hour >= 9 && hour < 18) return 3;
    return 0.2;
  });
}

/** Arrivals in each hour of the week of a sampled stream, counted from time zero. */
function countByHour(perHour: number[], weekday: number, seed: number, active: number[]): number[] {
  const profile = hourOfWeekProfile(perHour, weekday);
  const horizon = WEEKS * HOURS_PER_WEEK * HOUR_S;
  const rng = Rng.stream(seed, 'arrivals:test');
  const counts = new Array<number>(HOURS_PER_WEEK).fill(0);
  for (let t = nextHourOfWeekArrival(0, rng, profile, active, horizon); t < horizon; t = nextHourOfWeekArrival(t, rng, profile, active, horizon))
    counts[(Math.floor(t / HOUR_S) + profile.hourAtZero) % HOURS_PER_WEEK]!++;
  return counts;
}

/** Pearson's statistic of counts against expected counts (hours expected to have none are left out). */
function chiSquare(counts: number[], expected: number[]): { statistic: number; df: number } {
  let statistic = 0;
  let df = 0;
  counts.forEach((c, h) => {
    if (expected[h]! === 0) return;
    statistic += (c - expected[h]!) ** 2 / expected[h]!;
    df++;
  });
  return { statistic, df };
}

/** Chi-square's upper 0.1 % point (Wilson–Hilferty). */
const critical001 = (df: number) => df * (1 - 2 / (9 * df) + 3.0902 * Math.sqrt(2 / (9 * df))) ** 3;

describe('Poisson arrivals by hour of the week', () => {
  const perHour = officeProfile();
  // 2026-01-01 is a Thursday (weekday 4): time 0 is hour 72 of the week.
  const whole = [0, WEEKS * HOURS_PER_WEEK * HOUR_S];
  const counts = countByHour(perHour, 4, 11, whole);
  const expected = perHour.map((r) => r * WEEKS);

  it('puts as many arrivals in each hour of the week as its rate says (chi-square, 0.1 %)', () => {
    const { statistic, df } = chiSquare(counts, expected);
    expect(df).toBe(156);
    expect(statistic).toBeLessThan(critical001(df));
  });

  it('a sampler a day or an hour off would fail the same test', () => {
    const shifted = (by: number) => counts.map((_, h) => counts[(h + by) % HOURS_PER_WEEK]!);
    expect(chiSquare(shifted(24), expected).statistic).toBeGreaterThan(critical001(156));
    expect(chiSquare(shifted(1), expected).statistic).toBeGreaterThan(critical001(156));
  });

  it('never puts an arrival in an hour without a rate', () => {
    perHour.forEach((r, h) => {
      if (r === 0) expect(counts[h]).toBe(0);
    });
  });

  it('reads hour 0 as Monday 00:00 whatever the start date\'s weekday', () => {
    const fromMonday = countByHour(perHour, 1, 11, whole);
    expect(chiSquare(fromMonday, expected).statistic).toBeLessThan(critical001(156));
    expect(hourOfWeekProfile(perHour, 1).hourAtZero).toBe(0);
    expect(hourOfWeekProfile(perHour, 0).hourAtZero).toBe(144);
  });

  it('has no arrivals outside the active phases, and the rate inside them', () => {
    const weekS = HOURS_PER_WEEK * HOUR_S;
    // Active the first half of every fourth week only.
    const active: number[] = [];
    for (let w = 0; w < WEEKS; w += 4) active.push(w * weekS, w * weekS + weekS / 2);
    const profile = hourOfWeekProfile(perHour, 1);
    const rng = Rng.stream(3, 'arrivals:phases');
    const horizon = WEEKS * weekS;
    let n = 0;
    for (let t = nextHourOfWeekArrival(0, rng, profile, active, horizon); t < horizon; t = nextHourOfWeekArrival(t, rng, profile, active, horizon)) {
      const inWeek = t % weekS;
      expect(Math.floor(t / weekS) % 4).toBe(0);
      expect(inWeek).toBeLessThan(weekS / 2);
      n++;
    }
    // From Monday: the first 84 hours of the week, 130 weeks of them.
    const mean = perHour.slice(0, 84).reduce((a, b) => a + b, 0) * (WEEKS / 4);
    expect(Math.abs(n - mean)).toBeLessThan(4 * Math.sqrt(mean));
  });
});

describe('a flat profile and the flat Poisson rate it equals', () => {
  const arrived = (arrivals: object, seed: number) =>
    runStrategy(
      trainingScenario({ pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], horizonDays: 28, workload: { arrivals } as never }),
      's',
      seed,
    ).workloads[0]!.jobsArrived;

  it('give the same mean number of arrivals (within four standard errors)', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => 100 + i);
    const flat = { type: 'poissonByHourOfWeek', perHour: new Array<number>(HOURS_PER_WEEK).fill(0.5) };
    const poisson = { type: 'poisson', perDay: 12 };
    const mean = (a: object) => seeds.reduce((s, seed) => s + arrived(a, seed), 0) / seeds.length;
    // 12 a day for 28 days: 336 a run, a standard error of √(336/40) ≈ 2.9 over 40 runs.
    const expected = 12 * 28;
    const se = Math.sqrt(expected / seeds.length);
    expect(Math.abs(mean(flat) - expected)).toBeLessThan(4 * se);
    expect(Math.abs(mean(poisson) - expected)).toBeLessThan(4 * se);
  });
});
