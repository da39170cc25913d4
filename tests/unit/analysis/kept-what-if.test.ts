import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import {
  applyWhatIf,
  compareResults,
  describeAdjustments,
  emptyAdjustments,
  keepWhatIf,
  KeptWhatIfSchema,
  PartialWhatIfError,
  type WhatIfAdjustments,
} from '@shared/analysis/what-if';
import type { Scenario } from '@shared/scenario';
import { analysedScenario, cheaperOnDemand, keptWhatIfEntry } from '../storage/analyses-fixtures';
import { flat, inferenceScenario } from './decision-fixtures';

function applied(s: Scenario, adj: WhatIfAdjustments): Scenario {
  const out = applyWhatIf(s, adj);
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return out.scenario;
}

describe('a what-if kept for the report', () => {
  it('keeps the comparison of the full-run answers on the same seeds, as the what-if mode computes it', () => {
    const before = simulateScenario(analysedScenario);
    const after = simulateScenario(applied(analysedScenario, cheaperOnDemand));
    const kept = keepWhatIf(before, after, analysedScenario.simulation.runs);
    expect(kept.comparison).toEqual(compareResults(before, after));
    expect(kept.runs).toBe(3);
    expect(kept.baseSeed).toBe(1);
    expect(kept.recommendationBefore).toEqual(before.recommendation);
    expect(kept.recommendationAfter).toEqual(after.recommendation);
    const od = kept.comparison.strategies.find((s) => s.strategyId === 'od')!;
    expect(od.totalCost.percent).toBeCloseTo(-0.3, 6);
  });

  it('refuses a first answer from fewer runs, and two sides on different seeds', () => {
    const full = simulateScenario(analysedScenario);
    const first = simulateScenario(analysedScenario, { runs: 1 });
    expect(() => keepWhatIf(full, first, 3)).toThrow(PartialWhatIfError);
    expect(() => keepWhatIf(first, full, 3)).toThrow(/1 of 3 runs/);
    const otherSeeds = simulateScenario(analysedScenario, { baseSeed: 99 });
    expect(() => keepWhatIf(full, otherSeeds, 3)).toThrow(/seeds/);
  });

  it('reads back after a trip through JSON, and a damaged record is refused naming the field', () => {
    const entry = JSON.parse(JSON.stringify(keptWhatIfEntry())) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(KeptWhatIfSchema.safeParse(entry).success).toBe(true);
    const cases: [(e: Record<string, any>) => void, string][] = [ // eslint-disable-line @typescript-eslint/no-explicit-any
      [(e) => (e.result.comparison.strategies[0].totalCost.after = 'lots'), 'result.comparison.strategies.0.totalCost.after'],
      [(e) => (e.result.runs = 0), 'result.runs'],
      [(e) => (e.options.prices.spot = -5), 'options.prices.spot'],
      [(e) => (e.options.evil = true), 'options'],
      [(e) => delete e.result.comparison, 'result.comparison'],
      [(e) => (e.result.recommendationAfter = { strategyId: 'x' }), 'result.recommendationAfter.reason'],
      [(e) => (e.computedAt = -1), 'computedAt'],
    ];
    for (const [damage, path] of cases) {
      const copy = structuredClone(entry);
      damage(copy);
      const parsed = KeptWhatIfSchema.safeParse(copy);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(path);
    }
  });
});

describe('a what-if in words', () => {
  it('lists each change with the scenario’s value beside it, and leaves neutral ones out', () => {
    const scenario = inferenceScenario({ weekday: flat(3) });
    expect(describeAdjustments(scenario, emptyAdjustments())).toEqual([]);
    const neutral = { ...emptyAdjustments(), prices: { spot: 0 }, spotInterruptionFactor: 1, workloads: { svc: { curveScale: 1 } } };
    expect(describeAdjustments(scenario, neutral)).toEqual([]);

    const svc = scenario.workloads[0];
    if (svc?.kind !== 'inference') throw new Error('fixture expects an inference service');
    const evening = [...svc.traffic.weekday];
    evening[18] = evening[18]! * 1.5;
    evening[19] = evening[19]! * 1.5;
    const changes = describeAdjustments(scenario, {
      ...emptyAdjustments(),
      prices: { spot: -0.3, onDemand: 0.1 },
      workloads: { svc: { curve: evening, peakShiftHours: 2 } },
    });
    expect(changes).toEqual([
      { kind: 'price', poolKind: 'onDemand', change: 0.1 },
      { kind: 'price', poolKind: 'spot', change: -0.3 },
      {
        kind: 'curveDrawn',
        workloadName: 'Service',
        fromHour: 18,
        toHour: 20,
        peakBefore: 15,
        peakAfter: 22.5,
        dailyChange: expect.closeTo((2 * 7.5) / (24 * 15), 9),
      },
      { kind: 'peakShift', workloadName: 'Service', hours: 2 },
    ]);
  });
});
