import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import { brutePairs, bruteFrontier, cheapestMeeting as cheapestOf, foundKey, frontierPairs, everyTrainingPlan, measure } from './brute-force';
import { enumerableScenario } from './plan-fixtures';

describe('findPlan on a scenario whose every plan can be enumerated', () => {
  const scenario = enumerableScenario();
  const all = everyTrainingPlan().map((pools) => measure(scenario, pools));
  const cheapestMeeting = cheapestOf(all)!;

  it('returns the known best plan and the same frontier, all on the same seeds', async () => {
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.stoppedBy).toBe('searchedAll');
    expect(result.bestKey).not.toBeNull();
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.cost.p50).toBeCloseTo(cheapestMeeting.cost, 6);
    expect(all.filter((m) => m.meets && Math.abs(m.cost - cheapestMeeting.cost) < 1e-6).map((m) => m.key)).toContain(foundKey(result, best.key));
    expect(frontierPairs(result)).toEqual(brutePairs(bruteFrontier(all)));
  });

  it('tries fewer plans than there are, yet never misses the best plan', async () => {
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.plansTried).toBeLessThan(all.length);
    expect(result.frontier.find((p) => p.key === result.bestKey)!.cost.p50).toBeCloseTo(cheapestMeeting.cost, 6);
  });

  it('screens on fewer runs and still measures the frontier on every run', async () => {
    const more = enumerableScenario({ simulation: { runs: 12, baseSeed: 7 } });
    const result = await findPlan(more, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.runs).toBe(12);
    for (const plan of result.frontier) expect(plan.vsBestExisting?.runs).toBe(12);
  });
});
