import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { pairedDifference } from '@shared/analysis/paired';
import type {
  WhatIfAdjustments} from '@shared/analysis/what-if';
import {
  applyWhatIf,
  compareResults,
  drawnCurveFor,
  effectiveCurve,
  emptyAdjustments,
  isEmptyAdjustments,
  scaleArrivals,
  shiftCurve
} from '@shared/analysis/what-if';
import { parseScenarioText, type InferenceWorkload, type Scenario } from '@shared/scenario';

function shipped(name: string): Scenario {
  const parsed = parseScenarioText(readFileSync(`scenarios/${name}.headroom.json`, 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  return parsed.scenario;
}

const inference = shipped('03-inference-day-peaks');
const startup = shipped('06-startup-dev-to-prod');
const fineTune = shipped('01-fine-tuning-bare-metal');

function applied(s: Scenario, adj: Partial<WhatIfAdjustments>): Scenario {
  const out = applyWhatIf(s, { ...emptyAdjustments(), ...adj });
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return out.scenario;
}

describe('pairedDifference', () => {
  it('is within the noise when the change is zero in every pair', () => {
    expect(pairedDifference([1, 2, 3], [1, 2, 3])).toMatchObject({ pairs: 3, mean: 0, withinNoise: true });
  });
  it('sees a steady change as real even when the runs vary a lot', () => {
    const before = [100, 300, 50, 900, 20];
    const d = pairedDifference(before, before.map((v) => v + 5));
    expect(d.mean).toBeCloseTo(5);
    expect(d.sd).toBeCloseTo(0);
    expect(d.withinNoise).toBe(false);
  });
  it('calls a change that flips sign from seed to seed noise', () => {
    const d = pairedDifference([10, 10, 10, 10], [12, 8, 11, 9]);
    expect(d.withinNoise).toBe(true);
    expect(d.halfWidth95).toBeGreaterThan(Math.abs(d.mean));
  });
  it('leaves out pairs with a missing value and copes with none', () => {
    expect(pairedDifference([1, NaN, 3], [2, 5, 4]).pairs).toBe(2);
    expect(pairedDifference([], [])).toMatchObject({ pairs: 0, withinNoise: true });
  });
  it('has a mean equal to the difference of the means (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), { minLength: 1, maxLength: 40 }), (pairs) => {
        const a = pairs.map((p) => p[0]);
        const b = pairs.map((p) => p[1]);
        const d = pairedDifference(a, b);
        const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
        expect(d.mean).toBeCloseTo(mean(b) - mean(a), 3);
        expect(d.halfWidth95).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('curve shapes', () => {
  it('moves the peak later and back again', () => {
    const curve = Array.from({ length: 24 }, (_, h) => (h === 20 ? 100 : 10));
    expect(shiftCurve(curve, 2).indexOf(100)).toBe(22);
    expect(shiftCurve(curve, 6).indexOf(100)).toBe(2);
    expect(shiftCurve(curve, -3).indexOf(100)).toBe(17);
  });
  it('gives back the curve drawn on screen (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 24, maxLength: 24 }),
        fc.integer({ min: -23, max: 23 }),
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        (points, shift, scale) => {
          const adj = { peakShiftHours: shift, curveScale: scale };
          const shown = effectiveCurve(points, adj);
          const back = effectiveCurve(drawnCurveFor(shown, adj), adj);
          back.forEach((v, i) => expect(v).toBeCloseTo(shown[i]!, 6));
        },
      ),
    );
  });
});

describe('scaleArrivals', () => {
  it('changes the rate of Poisson and recurring arrivals', () => {
    expect(scaleArrivals({ type: 'poisson', perDay: 2 }, 1.5)).toEqual({ type: 'poisson', perDay: 3 });
    expect(scaleArrivals({ type: 'recurring', everyDays: 7, firstDay: 0 }, 2)).toEqual({ type: 'recurring', everyDays: 3.5, firstDay: 0 });
  });
  it('keeps the dates of a fixed list and changes how many fall on them', () => {
    expect(scaleArrivals({ type: 'fixed', days: [1, 5, 9, 13] }, 0.5)).toEqual({ type: 'fixed', days: [1, 9] });
    expect(scaleArrivals({ type: 'fixed', days: [1, 5] }, 2)).toEqual({ type: 'fixed', days: [1, 1, 5, 5] });
  });
});

describe('applyWhatIf', () => {
  it('gives the same scenario back when nothing is adjusted', () => {
    expect(isEmptyAdjustments(emptyAdjustments())).toBe(true);
    expect(applied(inference, {})).toEqual(inference);
  });

  it('scales, shifts and grows a traffic curve', () => {
    const out = applied(inference, { workloads: { chat: { curveScale: 1.5, peakShiftHours: 1, growthPerMonth: 0.05 } } });
    const before = inference.workloads[0] as InferenceWorkload;
    const after = out.workloads[0] as InferenceWorkload;
    const perHour = before.traffic.weekday.length / 24;
    expect(after.traffic.weekday[5 * perHour]).toBeCloseTo(before.traffic.weekday[4 * perHour]! * 1.5);
    expect(after.traffic.growthPerMonth).toBe(0.05);
  });

  it('changes prices per pool kind on every offer', () => {
    const out = applied(inference, { prices: { onDemand: -0.3, reserved: 0.1 } });
    inference.catalog.offers.forEach((o, i) => {
      const p = out.catalog.offers[i]!.prices;
      if (o.prices.onDemand) expect(p.onDemand!.perHour).toBeCloseTo(o.prices.onDemand.perHour * 0.7);
      o.prices.reserved.forEach((r, j) => expect(p.reserved[j]!.perHour).toBeCloseTo(r.perHour * 1.1));
    });
  });

  it('sets reserved and bare-metal sizes per strategy and moves a launch', () => {
    const out = applied(startup, { poolSizes: { 'all-committed': { committed: 9 } }, phaseStartDays: { prod: 150 } });
    const pool = out.strategies.find((s) => s.id === 'all-committed')!.pools.find((p) => p.id === 'committed')!;
    expect(pool.kind === 'reserved' && pool.count).toBe(9);
    expect(out.phases.map((p) => [p.id, p.startDay, p.endDay])).toEqual([
      ['dev', 0, 150],
      ['prod', 150, 365],
    ]);
    const metal = applied(fineTune, { poolSizes: { 'bare-metal-monthly': { 'bm-monthly': 2 } } });
    const bm = metal.strategies[2]!.pools[0]!;
    expect(bm.kind === 'bareMetal' && bm.servers).toBe(2);
  });

  it('names what the scenario does not have, and what the format refuses', () => {
    const unknown = applyWhatIf(inference, { ...emptyAdjustments(), workloads: { nope: { curveScale: 2 } }, poolSizes: { autoscale: { od: 3 } } });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.issues.map((i) => i.path)).toEqual(['workloads.nope', 'poolSizes.autoscale.od']);
    const refused = applyWhatIf(startup, { ...emptyAdjustments(), phaseStartDays: { prod: 400 } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues[0]!.path).toMatch(/^phases\[1\]/);
  });

  it('always gives a valid scenario or issues, never throws (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.integer({ min: -23, max: 23 }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 400 }),
        (scale, shift, price, launch) => {
          const out = applyWhatIf(startup, {
            ...emptyAdjustments(),
            workloads: { serving: { curveScale: scale, peakShiftHours: shift }, experiments: { arrivalsFactor: scale + 0.1, sizeFactor: scale + 0.1 } },
            prices: { onDemand: price, reserved: price },
            phaseStartDays: { prod: launch },
          });
          if (out.ok) expect(out.scenario.workloads).toHaveLength(3);
          else expect(out.issues.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('compareResults on common random numbers', () => {
  it('shows a price cut as a real saving and the recommendation unchanged when it holds', () => {
    const before = simulateScenario(fineTune, { runs: 6 });
    const after = simulateScenario(applied(fineTune, { prices: { onDemand: -0.2 } }), { runs: 6 });
    const cmp = compareResults(before, after);
    const shared = cmp.strategies.find((s) => s.strategyId === 'shared-on-demand')!;
    expect(shared.totalCost.change).toBeLessThan(0);
    expect(shared.totalCost.percent).toBeCloseTo(-0.2, 2);
    expect(shared.totalCostPaired.withinNoise).toBe(false);
    const monthly = cmp.strategies.find((s) => s.strategyId === 'bare-metal-monthly')!;
    expect(monthly.totalCost.change).toBe(0);
    expect(monthly.totalCostPaired.withinNoise).toBe(true);
    expect(cmp.pairs).toBe(6);
  });

  it('says when the recommendation changes', () => {
    const before = simulateScenario(fineTune, { runs: 3 });
    const cheaper = simulateScenario(applied(fineTune, { prices: { bareMetal: -0.95 } }), { runs: 3 });
    const cmp = compareResults(before, cheaper);
    expect(cmp.recommendationBefore).toBe(before.recommendation!.strategyId);
    expect(cmp.recommendationAfter).toBe(cheaper.recommendation!.strategyId);
    expect(cmp.recommendationChanged).toBe(cmp.recommendationBefore !== cmp.recommendationAfter);
    expect(cmp.recommendationChanged).toBe(true);
  });

  it('reads turnaround changes in hours', () => {
    const before = simulateScenario(fineTune, { runs: 3 });
    const bigger = simulateScenario(applied(fineTune, { workloads: { 'fine-tune': { sizeFactor: 2 } } }), { runs: 3 });
    const d = compareResults(before, bigger).strategies[0]!;
    expect(d.turnaroundP50H!.change).toBeGreaterThan(0);
    expect(d.turnaroundP50H!.after).toBeCloseTo(d.turnaroundP50H!.before + d.turnaroundP50H!.change);
  });
});
