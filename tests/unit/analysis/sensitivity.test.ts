import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { localEvaluator } from '@shared/analysis/evaluate';
import { pairedDifference } from '@shared/analysis/paired-difference';
import { analyseSensitivity } from '@shared/analysis/sensitivity';
import { scenarioAt, sensitivityInputs, trendAtFactor } from '@shared/analysis/sensitivity-inputs';
import { tippingSentence, unchangedSentence } from '@shared/report/decision-sentences';
import type { Scenario } from '@shared/scenario';
import { committedStrategy, flat, inferenceScenario } from './decision-fixtures';

const control = () => ({ evaluate: localEvaluator() });
const od = { id: 'od', name: 'On-demand', pools: [{ id: 'od', kind: 'onDemand' as const, offerId: 'vm' }], placements: [{ workloadId: 'svc', poolIds: ['od'] }] };

/** The recommendation the results screen shows for the scenario as it stands. */
const recommended = (s: Scenario) => simulateScenario(s).recommendation!.strategyId;

describe('sensitivity', () => {
  it('finds where a price tipping point really is: the recommendation changes between the runs just below and above', async () => {
    // Reserving 3 for a flat load of 3 costs 3 x 6 an hour against 3 x 10 on demand: it stops
    // paying once reserved prices rise 10 / 6 - 1 = 67 %.
    const scenario = inferenceScenario({ weekday: flat(3), strategies: [od, committedStrategy(3)] });
    const result = await analyseSensitivity(scenario, { range: 0.8 }, control());
    expect(result.winnerId).toBe('reserve-3');
    const tp = result.tippingPoints.find((t) => t.input.id === 'price.reserved')!;
    expect(tp.direction).toBe('up');
    expect(tp.newWinnerId).toBe('od');
    expect(tp.insideFactor).toBeLessThan(10 / 6);
    expect(tp.factor).toBeGreaterThan(10 / 6);
    expect(tp.factor - tp.insideFactor).toBeLessThan(0.001);
    expect(recommended(scenarioAt(scenario, tp.input, tp.insideFactor))).toBe('reserve-3');
    expect(recommended(scenarioAt(scenario, tp.input, tp.factor))).toBe('od');
    expect(tippingSentence(tp, 'Reserve 3 + on-demand', new Map([['od', 'On-demand']]))).toBe(
      'Reserve 3 + on-demand stays the recommendation unless reserved prices rise more than 67 % (then On-demand).',
    );
  });

  it('finds a tipping point that needs new runs (traffic falling until the reservation idles)', async () => {
    const scenario = inferenceScenario({ weekday: flat(3), strategies: [od, committedStrategy(3)] });
    const result = await analyseSensitivity(scenario, { range: 0.8, inputIds: ['traffic'] }, control());
    const tp = result.tippingPoints.find((t) => t.input.id === 'traffic')!;
    expect(tp.direction).toBe('down');
    expect(recommended(scenarioAt(scenario, tp.input, tp.insideFactor))).toBe('reserve-3');
    expect(recommended(scenarioAt(scenario, tp.input, tp.factor))).toBe('od');
  });

  it('finds the on-demand price trend past which a reservation stops paying', async () => {
    // A year of 3 GPUs busy all the time: reserved at 9 against on-demand at 10. The reservation
    // keeps its signed price; it stops paying once on-demand's mean price over the year falls
    // under 0.9 of today's, about 21 % a year (0.2 / (12 (1 − 0.8^(1/12))) = 0.905 at −20 %).
    const scenario = inferenceScenario({ weekday: flat(3), reservedPerHour: 9, horizonDays: 365, runs: 1, strategies: [od, committedStrategy(3)] });
    const result = await analyseSensitivity(scenario, { range: 0.3, inputIds: ['trend.onDemand'] }, control());
    const tp = result.tippingPoints.find((t) => t.input.id === 'trend.onDemand')!;
    expect(tp.direction).toBe('down');
    expect(recommended(scenarioAt(scenario, tp.input, tp.insideFactor))).toBe('reserve-3');
    expect(recommended(scenarioAt(scenario, tp.input, tp.factor))).toBe('od');
    const trend = trendAtFactor(0, (tp.factor + tp.insideFactor) / 2);
    expect(trend).toBeGreaterThan(-23);
    expect(trend).toBeLessThan(-19);
    expect(tippingSentence(tp, 'Reserve', new Map([['od', 'On-demand']]))).toMatch(/unless on-demand prices fall faster than 2\d % a year \(then On-demand\)/);
  });

  it('says "no change within ±X %" where nothing flips, and sorts the tornado by effect', async () => {
    const scenario = inferenceScenario({ weekday: flat(3), strategies: [od, committedStrategy(3)] });
    const result = await analyseSensitivity(scenario, {}, control());
    expect(result.tippingPoints).toEqual([]);
    expect(result.unchanged.map((i) => i.id).sort()).toEqual(['price.onDemand', 'price.reserved', 'speed.vm', 'traffic', 'trend.onDemand']);
    expect(unchangedSentence(result.unchanged[0]!, result.range)).toMatch(/: no change within ±20 %\.$/);
    const effects = result.rows.map((r) => r.costEffect);
    expect(effects).toEqual([...effects].sort((a, b) => b - a));
    // Reserved prices move the recommended strategy's cost by 20 %; on-demand prices do not touch it.
    const reserved = result.rows.find((r) => r.input.id === 'price.reserved')!;
    expect(reserved.high.cost / result.baseCost.mean).toBeCloseTo(1.2, 3);
    expect(result.rows.find((r) => r.input.id === 'price.onDemand')!.costEffect).toBeCloseTo(0, 6);
  });

  it('says when the two leading strategies differ by less than the noise', async () => {
    const twin = { ...od, id: 'od2', name: 'On-demand again' };
    const scenario = inferenceScenario({ weekday: flat(2), strategies: [od, twin] });
    const result = await analyseSensitivity(scenario, { inputIds: ['traffic'] }, control());
    expect(result.baseLead!.withinNoise).toBe(true);
  });

  it('refuses a range outside (0, 1) and an input the scenario lacks, naming it', async () => {
    const scenario = inferenceScenario({ weekday: flat(2) });
    await expect(analyseSensitivity(scenario, { range: 1.5 }, control())).rejects.toThrow(/range/);
    await expect(analyseSensitivity(scenario, { inputIds: ['jobSize'] }, control())).rejects.toThrow(/jobSize/);
    expect(sensitivityInputs(scenario).map((i) => i.id)).toEqual(['price.onDemand', 'traffic', 'speed.vm']);
  });

  it('tipping points hold for any planned reserved price: just below keeps the recommendation, just above changes it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 4, max: 9, noNaN: true }), fc.integer({ min: 1, max: 4 }), async (reservedPerHour, n) => {
        const scenario = inferenceScenario({ weekday: flat(n), reservedPerHour, strategies: [od, committedStrategy(n)] });
        const result = await analyseSensitivity(scenario, { range: 0.9, inputIds: ['price.reserved', 'price.onDemand'] }, control());
        for (const tp of result.tippingPoints) {
          expect(recommended(scenarioAt(scenario, tp.input, tp.insideFactor))).toBe(result.winnerId);
          expect(recommended(scenarioAt(scenario, tp.input, tp.factor))).toBe(tp.newWinnerId);
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe('paired difference', () => {
  it('reads the difference run by run: a shared spread cancels, a real gap stays', () => {
    const a = [100, 200, 300, 400];
    const b = a.map((v) => v + 10);
    const d = pairedDifference(a, b);
    expect(d.mean).toBe(-10);
    expect(d.standardError).toBe(0);
    expect(d.withinNoise).toBe(false);
    const noisy = pairedDifference([1, 2, 3, 4], [2, 1, 4, 3]);
    expect(noisy.withinNoise).toBe(true);
    expect(() => pairedDifference([1], [1, 2])).toThrow(/length/);
  });
});
