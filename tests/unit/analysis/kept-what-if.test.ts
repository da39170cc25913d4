import { readFileSync } from 'node:fs';
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
import { parseScenarioText, type Scenario } from '@shared/scenario';
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

  it('keeps each strategy’s cost by month of both median runs, which add up to their total cost', () => {
    const before = simulateScenario(analysedScenario);
    const after = simulateScenario(applied(analysedScenario, cheaperOnDemand));
    const { costByMonth } = keepWhatIf(before, after, analysedScenario.simulation.runs);
    expect(costByMonth!.months.length).toBeGreaterThan(0);
    expect([...costByMonth!.months].sort()).toEqual(costByMonth!.months);
    expect(costByMonth!.strategies.map((s) => s.strategyId)).toEqual(after.strategies.map((s) => s.strategyId));
    for (const s of costByMonth!.strategies) {
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const median = (r: typeof before) => r.strategies.find((x) => x.strategyId === s.strategyId)!.representative.totalCostMicro / 1e6;
      expect(sum(s.before)).toBeCloseTo(median(before), 4);
      expect(sum(s.after)).toBeCloseTo(median(after), 4);
    }
    // On-demand 30 % cheaper: its median run's months cost 30 % less.
    const od = costByMonth!.strategies.find((s) => s.strategyId === 'od')!;
    od.after.forEach((v, i) => expect(v).toBeCloseTo(od.before[i]! * 0.7, 2));
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
    // A what-if kept before the chart was (no costs by month) still reads.
    const older = structuredClone(entry);
    delete older.result.costByMonth;
    expect(KeptWhatIfSchema.safeParse(older).success).toBe(true);
    const cases: [(e: Record<string, any>) => void, string][] = [ // eslint-disable-line @typescript-eslint/no-explicit-any
      [(e) => (e.result.comparison.strategies[0].totalCost.after = 'lots'), 'result.comparison.strategies.0.totalCost.after'],
      [(e) => (e.result.runs = 0), 'result.runs'],
      [(e) => (e.options.prices.spot = -5), 'options.prices.spot'],
      [(e) => (e.options.evil = true), 'options'],
      [(e) => delete e.result.comparison, 'result.comparison'],
      [(e) => (e.result.recommendationAfter = { strategyId: 'x' }), 'result.recommendationAfter.reason'],
      [(e) => (e.computedAt = -1), 'computedAt'],
      [(e) => (e.result.costByMonth.months[0] = '2027-13'), 'result.costByMonth.months.0'],
      [(e) => e.result.costByMonth.strategies[0].after.pop(), 'result.costByMonth.strategies'],
      [(e) => (e.result.costByMonth.strategies[0].before[0] = 'x'), 'result.costByMonth.strategies.0.before.0'],
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

  it('names phases, work, growth, interruptions and committed pools by the scenario’s own values', () => {
    const parsed = parseScenarioText(readFileSync('scenarios/06-startup-dev-to-prod.headroom.json', 'utf8'));
    if (!parsed.ok) throw new Error('shipped scenario invalid');
    const startup = parsed.scenario;
    const serving = startup.workloads.find((w) => w.id === 'serving');
    if (serving?.kind !== 'inference') throw new Error('the startup scenario serves inference');
    const pool = startup.strategies.find((s) => s.id === 'all-committed')!.pools[0]!;
    if (pool.kind !== 'reserved') throw new Error('all-committed reserves');
    const changes = describeAdjustments(startup, {
      ...emptyAdjustments(),
      spotInterruptionFactor: 2,
      workloads: {
        serving: { growthPerMonth: serving.traffic.growthPerMonth + 0.05, curveScale: 1.5 },
        experiments: { arrivalsFactor: 1.2, sizeFactor: 0.5 },
      },
      poolSizes: { 'all-committed': { committed: pool.count + 2 } },
      phaseStartDays: { prod: 150 },
    });
    // In the scenario's order: prices and spot first, then workloads, strategies and phases as listed.
    expect(changes.map((c) => c.kind)).toEqual(['spotInterruptions', 'arrivals', 'jobSize', 'curveScale', 'growth', 'poolSize', 'phaseStart']);
    expect(changes).toContainEqual({ kind: 'phaseStart', phaseName: 'Production (生产期)', dayBefore: 120, dayAfter: 150 });
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'poolSize', poolKind: 'reserved', before: pool.count, after: pool.count + 2 }));
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'growth', before: serving.traffic.growthPerMonth }));
    // A phase moved to where it already starts, or a pool to its own size, is no change.
    expect(describeAdjustments(startup, { ...emptyAdjustments(), phaseStartDays: { prod: 120 }, poolSizes: { 'all-committed': { committed: pool.count } } })).toEqual([]);
  });
});
