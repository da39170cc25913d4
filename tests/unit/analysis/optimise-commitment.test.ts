import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { optimiseCommitment } from '@shared/analysis/optimise-commitment';
import { breakEvenSentence } from '@shared/report/decision-sentences';
import { parseScenario } from '@shared/scenario';
import { simulateScenario } from '@shared/analysis';
import { committedStrategy, flat, inferenceScenario, spiky } from './decision-fixtures';

const control = () => ({ evaluate: localEvaluator() });

describe('commitment optimiser: known answers', () => {
  it('reserves N for a flat load of N GPUs around the clock when reserved pays off above 60 % busy', async () => {
    for (const n of [3, 5]) {
      const scenario = inferenceScenario({ weekday: flat(n) });
      const result = await optimiseCommitment(scenario, {}, control());
      expect(result.optimum.source).toBe('commitment');
      const tranches = result.optimum.plan!.tranches;
      expect(tranches).toHaveLength(1);
      expect(tranches[0]!.count).toBe(n);
      expect(tranches[0]!.option.breakEvenUtilisation).toBeCloseTo(0.6, 6);
      expect(tranches[0]!.busyShare).toBeCloseTo(1, 2);
      // The curve's minimum is marked at N, and every other count costs more.
      const curve = result.curves[0]!;
      expect(curve.bestCount).toBe(n);
      const best = curve.points.find((p) => p.count === n)!;
      for (const p of curve.points) if (p.count !== n) expect(p.objective).toBeGreaterThan(best.objective);
      // The optimum is a strategy that runs: its cost equals what the simulator says of it.
      const strategy = result.optimum.strategy!;
      const withIt = parseScenario({ ...scenario, strategies: [...scenario.strategies, strategy] });
      expect(withIt.ok).toBe(true);
      if (!withIt.ok) return;
      const check = simulateScenario(withIt.scenario, { strategyIds: [strategy.id] });
      expect(check.strategies[0]!.totalCost.mean).toBeCloseTo(result.optimum.cost.mean, 6);
    }
  });

  it('reserves the base and bursts the peak for a spiky load', async () => {
    const scenario = inferenceScenario({ weekday: spiky(2, 6, 4) });
    const result = await optimiseCommitment(scenario, {}, control());
    const t = result.optimum.plan!.tranches;
    expect(t).toHaveLength(1);
    expect(t[0]!.count).toBe(2);
    const sentence = breakEvenSentence(scenario, t[0]!.option, t[0]!.busyShare);
    expect(sentence).toMatch(/^A 12-month reservation of Test GPU \(vm-1g\), from the start pays off when it is busy more than 60 % of the time; in this plan it is busy 100 %\.$/);
  });

  it('commits nothing when the reservation costs more than on-demand however busy', async () => {
    const scenario = inferenceScenario({ weekday: flat(3), reservedPerHour: 11 });
    const result = await optimiseCommitment(scenario, {}, control());
    expect(result.optimum.source).toBe('existing');
    expect(result.optimum.existingStrategyId).toBe('od');
    expect(result.curves[0]!.bestCount).toBe(0);
  });

  it('minimises P90 when asked, and counts whole terms on the whole-commitment basis', async () => {
    const scenario = inferenceScenario({ weekday: flat(3), horizonDays: 14 });
    const p90 = await optimiseCommitment(scenario, { objective: 'p90' }, control());
    expect(p90.objective).toBe('p90');
    expect(p90.optimum.plan!.tranches[0]!.count).toBe(3);
    // A year's reservation for two weeks of work never pays when the whole term is counted.
    const whole = await optimiseCommitment(scenario, { basis: 'wholeCommitments' }, control());
    expect(whole.optimum.source).toBe('existing');
  });

  it('reports cancel and progress through the control', async () => {
    const scenario = inferenceScenario({ weekday: flat(2) });
    const seen: number[] = [];
    await optimiseCommitment(scenario, {}, { evaluate: localEvaluator(), onProgress: (done, total) => seen.push(done / total) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(1);
    await expect(optimiseCommitment(scenario, {}, { evaluate: localEvaluator(), shouldStop: () => true })).rejects.toThrow(/cancel/i);
  });
});

describe('commitment optimiser: properties', () => {
  it('the optimum is never worse than any strategy the scenario already has', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 8 }),
        fc.double({ min: 3, max: 12, noNaN: true }),
        fc.integer({ min: 1, max: 5 }),
        async (base, extra, hours, reservedPerHour, existingCount) => {
          const scenario = inferenceScenario({
            weekday: spiky(base, base + extra, hours),
            reservedPerHour,
            strategies: [
              { id: 'od', name: 'On-demand', pools: [{ id: 'od', kind: 'onDemand', offerId: 'vm' }], placements: [{ workloadId: 'svc', poolIds: ['od'] }] },
              committedStrategy(existingCount),
            ],
          });
          const result = await optimiseCommitment(scenario, {}, control());
          for (const c of result.comparisons) {
            if (c.meetsTargets) expect(result.optimum.cost.mean).toBeLessThanOrEqual(c.cost.mean + 1e-6);
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
