import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  concatFigures,
  distribution3,
  FigureRecorder,
  recordRuns,
  representativeRun,
  runTargets,
  simulateScenario,
  summariseScenario,
  summariseScenarioFigures,
} from '@shared/analysis';
import { rowWidth, RUN_COLUMNS, WORKLOAD_COLUMNS } from '@shared/analysis/run-figures';
import { runSeed } from '@shared/analysis/seeded-runs';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';

function shipped(name: string): Scenario {
  const parsed = parseScenarioText(readFileSync(`scenarios/${name}.headroom.json`, 'utf8'));
  if (!parsed.ok) throw new Error(name);
  return parsed.scenario;
}

const summaryRun = (scenario: Scenario, id: string, seed: number) => runStrategy(scenario, id, seed, { detail: 'summary' });
const fullRun = (scenario: Scenario) => (id: string, seed: number) => runStrategy(scenario, id, seed);

describe('what a Monte Carlo keeps of each run', () => {
  it('is a fixed number of numbers: the same for a longer horizon, more pools and more jobs', () => {
    const base = shipped('06-startup-dev-to-prod');
    const id = base.strategies[0]!.id;
    const bytesPerRun = (scenario: Scenario) => {
      const figures = recordRuns(scenario, id, [0, 1].map((k) => summaryRun(scenario, id, k)));
      return figures.values.byteLength / figures.rows;
    };
    const expected = 8 * (RUN_COLUMNS.length + WORKLOAD_COLUMNS.length * base.workloads.length);
    expect(bytesPerRun(base)).toBe(expected);
    // Three years instead of one: three times the months a whole run carries, not a byte more kept.
    expect(bytesPerRun({ ...base, horizonDays: base.horizonDays * 3 })).toBe(expected);
    // Ten more pools in the strategy: no pool is kept run by run (only sums by pool kind).
    const first = base.strategies[0]!;
    const morePools = { ...first, pools: [...first.pools, ...Array.from({ length: 10 }, (_, i) => ({ ...first.pools[0]!, id: `extra-${i}` }))] };
    expect(bytesPerRun({ ...base, strategies: [morePools, ...base.strategies.slice(1)] })).toBe(expected);
    expect(rowWidth(base.workloads.length)).toBe(expected / 8);
  });

  it('is room made once for the runs announced, and no more runs than announced', () => {
    const scenario = shipped('01-fine-tuning-bare-metal');
    const id = scenario.strategies[0]!.id;
    const recorder = new FigureRecorder(scenario, id, 2);
    recorder.add(summaryRun(scenario, id, 1));
    expect(recorder.figures().rows).toBe(1);
    recorder.add(summaryRun(scenario, id, 2));
    expect(() => recorder.add(summaryRun(scenario, id, 3))).toThrow(RangeError);
  });

  it('gives the summaries whole runs give, to the byte, however the runs are sliced and wherever their seeds wrap', () => {
    const scenario = shipped('01-fine-tuning-bare-metal');
    const strategyIds = scenario.strategies.map((s) => s.id);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        // Seeds near 2^32 wrap to 0: the summaries read runs in seed order, not run order.
        fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 2 ** 32 - 12, max: 2 ** 32 - 1 })),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }),
        (runs, baseSeed, cuts) => {
          const plan = { runs, baseSeed, strategyIds };
          const whole = strategyIds.map((id) => Array.from({ length: runs }, (_, k) => summaryRun(scenario, id, runSeed(baseSeed, k))));
          // Slices of the run indices, recorded apart as the app's workers do, then joined.
          let at = 0;
          const ends = cuts.map((c) => Math.min(runs, (at += c)));
          const bounds = [...new Set([0, ...ends, runs])].sort((a, b) => a - b);
          const figures = whole.map((list, s) =>
            concatFigures(
              strategyIds[s]!,
              bounds.slice(1).map((to, i) => recordRuns(scenario, strategyIds[s]!, list.slice(bounds[i]!, to))),
            ),
          );
          const fromFigures = summariseScenarioFigures(scenario, plan, figures, fullRun(scenario));
          expect(JSON.stringify(fromFigures)).toBe(JSON.stringify(summariseScenario(scenario, plan, whole, fullRun(scenario))));
          // And against figures worked out straight from the whole runs, in seed order.
          fromFigures.strategies.forEach((summary, s) => {
            const bySeed = [...whole[s]!].sort((a, b) => a.seed - b.seed);
            expect(summary.totalCost).toEqual(distribution3(bySeed.map((r) => r.totalCostMicro / 1e6)));
            expect(summary.workloads[0]!.cost).toEqual(distribution3(bySeed.map((r) => (r.workloads[0]!.costMicro + r.workloads[0]!.idleShareMicro) / 1e6)));
            for (const kind of ['onDemand', 'reserved', 'spot', 'bareMetal'] as const) {
              const costs = bySeed.map((r) => r.pools.filter((p) => p.kind === kind).reduce((a, p) => a + p.costMicro, 0) / 1e6);
              expect(summary.costByPoolKind[kind]).toBe(costs.reduce((a, b) => a + b, 0) / runs);
            }
            expect(summary.representative.seed).toBe(representativeRun(bySeed).seed);
            expect(summary.runsMeetingTargets).toBe(bySeed.filter((r) => runTargets(r).met).length / runs);
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('lets simulateScenario give what summarising whole runs gives', () => {
    const scenario = shipped('06-startup-dev-to-prod');
    const plan = { runs: 6, baseSeed: 3, strategyIds: scenario.strategies.map((s) => s.id) };
    const whole = plan.strategyIds.map((id) => Array.from({ length: plan.runs }, (_, k) => summaryRun(scenario, id, 3 + k)));
    expect(JSON.stringify(simulateScenario(scenario, { runs: 6, baseSeed: 3 }))).toBe(JSON.stringify(summariseScenario(scenario, plan, whole, fullRun(scenario))));
  });
});
