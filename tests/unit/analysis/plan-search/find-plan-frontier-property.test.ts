import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import type { Scenario } from '@shared/scenario';
import { brutePairs, bruteFrontier, everyTrainingPlan, frontierPairs, measure, type Measured } from './brute-force';
import { enumerableScenario } from './plan-fixtures';

interface Knobs {
  perDay: number;
  gpuHours: number;
  onDemand: number;
  reserved: number;
  spot: number;
  launchHours: number;
  seed: number;
}

/** The enumerable scenario with its demand, prices and launch delay drawn at random. */
function randomScenario(k: Knobs): Scenario {
  const s = enumerableScenario({ simulation: { runs: 3, baseSeed: k.seed } });
  return {
    ...s,
    workloads: s.workloads.map((w) =>
      w.kind === 'training' ? { ...w, arrivals: { type: 'poisson' as const, perDay: k.perDay }, size: { type: 'gpuHours' as const, gpuHours: { type: 'fixed' as const, value: k.gpuHours } } } : w,
    ),
    catalog: {
      ...s.catalog,
      offers: s.catalog.offers.map((o) => ({
        ...o,
        provisioningDelaySeconds: k.launchHours * 3600,
        prices:
          o.id === 'a'
            ? { ...o.prices, onDemand: { ...o.prices.onDemand!, perHour: k.onDemand }, reserved: [{ ...o.prices.reserved[0]!, perHour: k.reserved }], spot: { ...o.prices.spot!, perHour: k.spot } }
            : o.prices,
      })),
    },
  };
}

const knobs = fc.record({
  perDay: fc.constantFrom(0.5, 1, 2),
  gpuHours: fc.constantFrom(4, 12),
  onDemand: fc.constantFrom(8, 10, 12),
  reserved: fc.constantFrom(4, 6, 9),
  spot: fc.constantFrom(2, 5),
  launchHours: fc.constantFrom(0, 3),
  seed: fc.integer({ min: 1, max: 1000 }),
});

const dominates = (a: Measured, b: { cost: number; speed: number }) => a.cost <= b.cost && a.speed <= b.speed && (a.cost < b.cost || a.speed < b.speed);

describe('the plan search frontier against every plan, on small random scenarios', () => {
  it('no enumerated plan beats a frontier plan on both axes, and no plan that none beats is missing', async () => {
    await fc.assert(
      fc.asyncProperty(knobs, async (k) => {
        const scenario = randomScenario(k);
        const all = everyTrainingPlan().map((pools) => measure(scenario, pools));
        const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
        const pool = all.some((m) => m.meets) ? all.filter((m) => m.meets) : all;
        for (const p of result.frontier) expect(pool.some((m) => dominates(m, { cost: p.cost.p50, speed: p.turnaroundP95H! }))).toBe(false);
        expect(frontierPairs(result)).toEqual(brutePairs(bruteFrontier(all)));
      }),
      { numRuns: 4, seed: 40 },
    );
  }, 120_000);
});
