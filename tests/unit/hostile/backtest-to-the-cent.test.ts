/**
 * The back-test's billed total is the bill's own, to the cent: amounts are summed exactly and
 * rounded once (rounding each month and pool kind first made 14,842.7134 read 14,842.72).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backtest, defaultPoolMapping, readBillText } from '@shared/bill-import';
import { parseScenarioText } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import { generateBill } from '../bill-import/generate-bill';

const parsed = parseScenarioText(readFileSync('scenarios/03-inference-day-peaks.headroom.json', 'utf8'));
if (!parsed.ok) throw new Error('scenario 03 does not load');
const scenario = parsed.scenario;
const strategy = scenario.strategies.find((s) => s.id === 'base-plus-burst')!;
const noRun = { pools: [] } as unknown as RunResult;

describe('the billed total, to the cent', () => {
  it('sums the exact amounts of every month and pool kind, then rounds once', () => {
    const lines = [
      { month: '2027-01', purchase: 'onDemand' as const, cost: 2534.3345 },
      { month: '2027-01', purchase: 'reserved' as const, cost: 2534.3345 },
      { month: '2027-02', purchase: 'onDemand' as const, cost: 2387.03035 },
      { month: '2027-02', purchase: 'reserved' as const, cost: 2387.03035 },
      { month: '2027-03', purchase: 'onDemand' as const, cost: 2499.9918 },
      { month: '2027-03', purchase: 'reserved' as const, cost: 2499.9918 },
    ].map((l) => ({ ...l, instanceType: 'a2-highgpu-1g', region: '', hours: 10 }));
    const bill = readBillText(generateBill('csv', { currency: 'USD', lines, otherProductsByMonth: {}, taxRate: 0 }));
    const exact = lines.reduce((s, l) => s + l.cost, 0);
    expect(exact).toBeCloseTo(14842.7133, 4);
    const result = backtest(scenario, strategy, noRun, bill, defaultPoolMapping(scenario, strategy, bill));
    expect(result.total.billed).toBe(14842.71);
    expect(result.byMonth.find((m) => m.month === '2027-02')!.billed).toBe(4774.06);
  });

  it('names a reservation line compared with an on-demand pool as a mapping to check', () => {
    const onDemandOnly = scenario.strategies.find((s) => s.id === 'peak-on-demand')!;
    const lines = [
      { month: '2027-01', purchase: 'onDemand' as const, cost: 100 },
      { month: '2027-01', purchase: 'reserved' as const, cost: 4766.04 },
    ].map((l) => ({ ...l, instanceType: 'a2-highgpu-1g', region: '', hours: 10 }));
    const bill = readBillText(generateBill('csv', { currency: 'USD', lines, otherProductsByMonth: {}, taxRate: 0 }));
    const result = backtest(scenario, onDemandOnly, noRun, bill, defaultPoolMapping(scenario, onDemandOnly, bill));
    expect(result.otherKind).toEqual([expect.objectContaining({ purchase: 'reserved', poolId: 'od', poolKind: 'onDemand', cost: 4766.04 })]);
    // Lines of the pool's own kind are not named.
    expect(result.otherKind.some((o) => o.purchase === 'onDemand')).toBe(false);
  });
});
