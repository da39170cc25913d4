import { describe, expect, it } from 'vitest';
import { optimiseSavingsPlan, planTotal, type UsageProfile } from '@shared/analysis/savings-plan-optimum';
import { Rng } from '@shared/sim/prng';

const M = 1_000_000;

/**
 * Two weeks of an inference service's on-demand usage, hour by hour, on two instance types:
 * a daily wave (busy afternoons, quiet nights, quieter weekends) with seeded noise. Pool 0 is an
 * 8-GPU type at 16 an hour with a plan rate of 0.6; pool 1 a 1-GPU type at 2 an hour, rate 0.72.
 */
function dailyWaveProfile(): UsageProfile {
  const hours = 14 * 24;
  const rng = new Rng(7);
  const big = new Float64Array(hours);
  const small = new Float64Array(hours);
  for (let h = 0; h < hours; h++) {
    const hourOfDay = h % 24;
    const weekend = Math.floor(h / 24) % 7 >= 5;
    const wave = 0.5 + 0.5 * Math.sin(((hourOfDay - 8) / 24) * 2 * Math.PI);
    const load = (weekend ? 0.6 : 1) * wave;
    // Instances running on average this hour: 0-3 big ones, 2-12 small ones.
    big[h] = Math.round(Math.max(0, 3 * load + rng.uniform(-0.5, 0.5)) * 16 * M);
    small[h] = Math.round(Math.max(0, 2 + 10 * load + rng.uniform(-1, 1)) * 2 * M);
  }
  return { rates: [0.6, 0.72], listByPoolHour: [big, small], hours };
}

describe('the best savings-plan commitment', () => {
  const profile = dailyWaveProfile();
  const result = optimiseSavingsPlan(profile);

  it('is no dearer than any commitment a brute force over X tries, on a realistic hourly profile', () => {
    // Every cent an hour from nothing to 80 an hour (past the busiest hour's discounted cost).
    let bruteBest = planTotal(profile, 0);
    for (let x = 0; x <= 80 * M; x += 10_000) {
      const p = planTotal(profile, x);
      if (p.totalMicro < bruteBest.totalMicro) bruteBest = p;
    }
    expect(result.best.totalMicro).toBeLessThanOrEqual(bruteBest.totalMicro);
    // And the brute force's best lies within a cent of it.
    expect(Math.abs(bruteBest.commitmentMicro - result.best.commitmentMicro)).toBeLessThanOrEqual(10_000);
    expect(result.best.savingMicro).toBeGreaterThan(0);
  });

  it('breaks even where a larger commitment first costs more than paying all of it on demand', () => {
    expect(planTotal(profile, result.breakEvenMicro).totalMicro).toBeLessThanOrEqual(result.onDemandMicro);
    expect(planTotal(profile, result.breakEvenMicro + 1).totalMicro).toBeGreaterThan(result.onDemandMicro);
    expect(result.breakEvenMicro).toBeGreaterThan(result.best.commitmentMicro);
  });

  it('draws a curve that falls to the best point and rises after it', () => {
    const xs = result.curve.map((p) => p.commitmentMicro);
    expect(xs).toContain(result.best.commitmentMicro);
    expect(result.curve[0]!.totalMicro).toBe(result.onDemandMicro);
    const at = xs.indexOf(result.best.commitmentMicro);
    for (let i = 1; i <= at; i++) expect(result.curve[i]!.totalMicro).toBeLessThanOrEqual(result.curve[i - 1]!.totalMicro);
    for (let i = at + 1; i < result.curve.length; i++) expect(result.curve[i]!.totalMicro).toBeGreaterThanOrEqual(result.curve[i - 1]!.totalMicro);
  });

  it('one pool, two hours, by hand: 10 and 4 of list at rate 0.5 — the best plan is 2 an hour', () => {
    // X an hour covers 2X of list an hour. Over the two hours: cost(X) = 2X + max(0, 10 - 2X) + max(0, 4 - 2X).
    // Slope: 2 - 2 - 2 = -2 below X = 2 (both hours partly on demand), 2 - 2 = 0 from 2 to 5, +2 past 5.
    // So every X in [2, 5] costs 10 (at X = 2: 4 + 6 + 0), against 14 all on demand; the smallest is chosen.
    const hand: UsageProfile = { rates: [0.5], listByPoolHour: [Float64Array.from([10 * M, 4 * M])], hours: 2 };
    const r = optimiseSavingsPlan(hand);
    expect(r.onDemandMicro).toBe(14 * M);
    expect(r.best.commitmentMicro).toBe(2 * M);
    expect(r.best.totalMicro).toBe(10 * M);
    // Break-even: past X = 5 both hours are wholly covered and the cost is the commitment 2X, which reaches 14 at X = 7.
    expect(r.breakEvenMicro).toBe(7 * M);
  });
});
