import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis/simulate';
import { backtest, defaultPoolMapping, mappedLineCount, readBillText, scenarioOverBillPeriod, workOutsideBillPeriod, type BillPurchase } from '@shared/bill-import';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { generateBill, type BillTruth } from './generate-bill';

function scenario03(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/03-inference-day-peaks.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('scenario 03 does not load');
  return { ...parsed.scenario, simulation: { ...parsed.scenario.simulation, runs: 3 } };
}

const months = ['2027-01', '2027-02', '2027-03'];

/** A bill written from a simulated run itself: what a perfect model would have been billed. */
function billOfRun(scenario: Scenario, strategyId: string, scale: number): { truth: BillTruth; text: string } {
  const run = simulateScenario(scenario).strategies.find((s) => s.strategyId === strategyId)!.representative;
  const offerType = new Map(scenario.catalog.offers.map((o) => [o.id, o.instanceType]));
  const truth: BillTruth = { currency: scenario.currency, lines: [], otherProductsByMonth: { '2027-01': 120 }, taxRate: 0 };
  for (const pool of run.pools) {
    for (const month of months) {
      const cost = (pool.costByMonthMicro?.[month] ?? 0) / 1e6;
      truth.lines.push({ month, purchase: pool.kind as BillPurchase, instanceType: offerType.get(pool.offerId)!, region: '', hours: 100, cost: cost * scale });
    }
  }
  return { truth, text: generateBill('csv', truth) };
}

describe('back-test: the simulated run beside the bill, by month and pool kind', () => {
  const base = scenario03();
  const bill0 = readBillText(generateBill('csv', { currency: 'USD', lines: months.map((m) => ({ month: m, purchase: 'onDemand', instanceType: 'x', region: '', hours: 1, cost: 1 })), otherProductsByMonth: {}, taxRate: 0 }));
  const scenario = scenarioOverBillPeriod(base, bill0);

  it('moves the scenario onto the bill period: first day of its first month to the end of its last', () => {
    expect(scenario.startDate).toBe('2027-01-01');
    expect(scenario.horizonDays).toBe(31 + 28 + 31);
  });

  it('a bill of exactly the simulated cost back-tests with no error; 10 % more billed shows -9.09 %', () => {
    const strategy = scenario.strategies.find((s) => s.id === 'base-plus-burst')!;
    const run = simulateScenario(scenario).strategies.find((s) => s.strategyId === strategy.id)!.representative;
    for (const [scale, share] of [
      [1, 0],
      [1.1, 1 / 1.1 - 1],
    ] as const) {
      const bill = readBillText(billOfRun(scenario, strategy.id, scale).text);
      const mapping = defaultPoolMapping(scenario, strategy, bill);
      // Both lines (reserved and on-demand a2-highgpu-1g) find the pool of their own kind.
      expect(mapping).toEqual({ 'onDemand|a2-highgpu-1g': 'od', 'reserved|a2-highgpu-1g': 'committed' });
      const result = backtest(scenario, strategy, run, bill, mapping);
      expect(result.months).toEqual(months);
      expect(result.kinds).toEqual(['onDemand', 'reserved']);
      expect(result.unmapped).toEqual([]);
      expect(result.total.errorShare).toBeCloseTo(share, 6);
      for (const m of result.byMonth) if (m.billed > 0) expect(m.errorShare).toBeCloseTo(share, 4);
      expect(result.monthlyMape).toBeCloseTo(Math.abs(share), 4);
      expect(result.other.otherProducts).toBe(120);
      expect(result.monthsOutsideHorizon).toEqual([]);
    }
  });

  it('a line of another instance type stays unmapped and out of the error; left out on purpose it is counted apart', () => {
    const strategy = scenario.strategies.find((s) => s.id === 'autoscale')!;
    const run = simulateScenario(scenario).strategies.find((s) => s.strategyId === strategy.id)!.representative;
    const text = `${billOfRun(scenario, strategy.id, 1).text}2027-02-01,Compute,Spot,g6.xlarge,,10,8.05,USD\n`;
    const bill = readBillText(text);
    const mapping = defaultPoolMapping(scenario, strategy, bill);
    const result = backtest(scenario, strategy, run, bill, mapping);
    expect(result.unmapped).toEqual([{ key: 'spot|g6.xlarge', purchase: 'spot', instanceType: 'g6.xlarge', cost: 8.05, usageHours: 10 }]);
    expect(result.total.errorShare).toBeCloseTo(0, 6);
    const leftOut = backtest(scenario, strategy, run, bill, { ...mapping, 'spot|g6.xlarge': null });
    expect(leftOut.unmapped).toEqual([]);
    expect(leftOut.leftOutCost).toBe(8.05);
  });

  it('bill months the horizon does not reach are named', () => {
    const strategy = base.strategies[0]!;
    const run = simulateScenario(base).strategies[0]!.representative;
    const result = backtest(base, strategy, run, bill0, {});
    expect(result.monthsOutsideHorizon).toEqual(['2027-02', '2027-03']);
  });

  it('counts the lines mapped to a pool of the strategy: none mapped is refused before comparing', () => {
    const strategy = scenario.strategies.find((s) => s.id === 'autoscale')!;
    const bill = readBillText(billOfRun(scenario, strategy.id, 1).text);
    const mapping = defaultPoolMapping(scenario, strategy, bill);
    expect(mappedLineCount(strategy, bill, mapping)).toBe(1);
    expect(mappedLineCount(strategy, bill, {})).toBe(0);
    expect(mappedLineCount(strategy, bill, Object.fromEntries(Object.keys(mapping).map((k) => [k, null])))).toBe(0);
    expect(mappedLineCount(strategy, bill, Object.fromEntries(Object.keys(mapping).map((k) => [k, 'no-such-pool'])))).toBe(0);
  });
});

describe('back-test: a bill period that does not reach the phases where the work runs', () => {
  const parsed = parseScenarioText(readFileSync('scenarios/06-startup-dev-to-prod.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('scenario 06 does not load');
  const bill = (lastMonth: string) =>
    readBillText(generateBill('csv', { currency: 'USD', lines: ['2027-01', lastMonth].map((m) => ({ month: m, purchase: 'onDemand', instanceType: 'a2-highgpu-1g', region: '', hours: 1, cost: 1 })), otherProductsByMonth: {}, taxRate: 0 }));

  it('names the workloads of production, from day 120, against a 90-day bill, and none once the bill reaches them', () => {
    const quarter = scenarioOverBillPeriod(parsed.scenario, bill('2027-03'));
    expect(quarter.horizonDays).toBe(90);
    expect(workOutsideBillPeriod(quarter)).toEqual([
      { name: 'Production retraining', startDay: 120 },
      { name: 'Fine-tuned model API', startDay: 120 },
    ]);
    const half = scenarioOverBillPeriod(parsed.scenario, bill('2027-06'));
    expect(workOutsideBillPeriod(half)).toEqual([]);
  });
});
