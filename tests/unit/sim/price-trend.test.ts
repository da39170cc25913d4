import { describe, expect, it } from 'vitest';
import { Scenario } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';
import { meanFactorOverTerm, monthsElapsedAt, signingFactor, trendPercentFor } from '@shared/sim/price-trend';
import { trainingScenario } from './fixtures';
import { expectInvariants } from './invariants';

const M = 1_000_000;

/** The same scenario with price trends set (parsed again, as a file would be). */
function withTrends(s: Scenario, priceTrends: Scenario['priceTrends']): Scenario {
  return Scenario.parse({ ...s, priceTrends });
}

describe('price trends', () => {
  it('counts whole months on the start date’s anniversaries', () => {
    expect(monthsElapsedAt('2026-01-01', 0)).toBe(0);
    expect(monthsElapsedAt('2026-01-01', 30)).toBe(0); // 31 January
    expect(monthsElapsedAt('2026-01-01', 31)).toBe(1); // 1 February
    expect(monthsElapsedAt('2026-01-01', 59)).toBe(2); // 1 March
    expect(monthsElapsedAt('2026-01-01', 365)).toBe(12);
  });

  it('takes an offer’s own trend before its kind’s', () => {
    const trends = { onDemand: -20, offers: [{ offerId: 'vm8', kind: 'onDemand' as const, percentPerYear: -5 }] };
    expect(trendPercentFor(trends, 'vm1', 'onDemand')).toBe(-20);
    expect(trendPercentFor(trends, 'vm8', 'onDemand')).toBe(-5);
    expect(trendPercentFor(trends, 'vm1', 'spot')).toBe(0);
    expect(trendPercentFor(undefined, 'vm1', 'onDemand')).toBe(0);
  });

  it('bills on-demand at the price of the month it runs in', () => {
    // Two 10-GPU-hour jobs at $2 an hour: one on 1 January, one on 10 February (one month in).
    const base = trainingScenario({ horizonDays: 60, workload: { arrivals: { type: 'fixed', days: [0, 40] } }, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }] });
    const flat = runStrategy(base, 's', 1);
    expect(flat.totalCostMicro).toBe(40 * M);
    const r = runStrategy(withTrends(base, { onDemand: -20 }), 's', 1);
    expectInvariants(r);
    // $20 in January; $20 × 0.8^(1/12) = $20 × 0.9815765 = $19.631531 in February.
    expect(r.costByMonthMicro['2026-01']).toBe(20 * M);
    expect(r.costByMonthMicro['2026-02']).toBe(19_631_531);
    expect(r.totalCostMicro).toBe(39_631_531);
  });

  it('holds a reservation at the price of the day it is signed, for its whole term', () => {
    // One $1-an-hour reservation for 12 months signed on 1 March (two months in), horizon 90 days.
    const base = trainingScenario({ horizonDays: 90, pools: [{ id: 'r', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 12, startDay: 59 }], workload: { arrivals: { type: 'fixed', days: [60] } } });
    const r = runStrategy(withTrends(base, { reserved: -20, onDemand: -50 }), 's', 1);
    expectInvariants(r);
    const f = Math.pow(0.8, 2 / 12); // 0.963492
    expect(f).toBeCloseTo(0.963492, 6);
    // 31 days inside the horizon, each day 24 h × $1 × f = $23.123820 (rounded once a day).
    expect(r.totalCostMicro).toBe(31 * 23_123_820);
    // The other 334 days of the 365-day term, at the same signed price.
    expect(r.pools[0]!.commitmentBeyondHorizonMicro).toBe(Math.round(334 * 24 * 3600 * ((f * M) / 3600)));
  });

  it('leaves results exactly as they were when no price moves', () => {
    const base = trainingScenario({ horizonDays: 60, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }] });
    const zero = withTrends(base, { onDemand: 0, reserved: 0 });
    expect(runStrategy(zero, 's', 1)).toEqual(runStrategy(base, 's', 1));
  });

  it('averages an elastic price over a term month by month', () => {
    expect(meanFactorOverTerm('2026-01-01', 0, 12, 0)).toBe(1);
    // Months 0..11 at −20 %/yr: the mean of 0.8^(m/12).
    let sum = 0;
    for (let m = 0; m < 12; m++) sum += Math.pow(0.8, m / 12);
    expect(meanFactorOverTerm('2026-01-01', 0, 12, -20)).toBeCloseTo(sum / 12, 12);
    expect(signingFactor('2026-01-01', 365, -20)).toBeCloseTo(0.8, 12);
  });
});
