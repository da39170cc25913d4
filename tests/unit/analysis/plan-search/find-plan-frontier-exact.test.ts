import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import type { Scenario } from '@shared/scenario';
import { brutePairs, bruteFrontier, frontierPairs, everyTrainingPlan, measure } from './brute-force';
import { enumerableScenario } from './plan-fixtures';

/**
 * On-demand instances take hours to come up while a reservation is there from the start, so a
 * larger reservation buys speed: its commitment alone costs more than the pay-as-you-go plan,
 * yet its jobs finish sooner. A bound that skips a commitment dearer than the dearest frontier
 * plan drops exactly these plans, and the frontier loses its fast end.
 */
function slowLaunchScenario(): Scenario {
  const s = enumerableScenario({ simulation: { runs: 4, baseSeed: 7 } });
  return { ...s, catalog: { ...s.catalog, offers: s.catalog.offers.map((o) => ({ ...o, provisioningDelaySeconds: 4 * 3600 })) } };
}

describe('findPlan keeps a dearer but faster plan on the frontier', () => {
  it('finds every frontier point of the full enumeration, the dear fast ones included', async () => {
    const scenario = slowLaunchScenario();
    const brute = bruteFrontier(everyTrainingPlan().map((pools) => measure(scenario, pools)));
    const payAsYouGo = Math.min(...brute.map((m) => m.cost));
    // The case this test exists for: a frontier plan whose cost is above the cheapest by more than a reservation's price.
    expect(brute.some((m) => m.cost > payAsYouGo * 1.5)).toBe(true);
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.stoppedBy).toBe('searchedAll');
    expect(frontierPairs(result)).toEqual(brutePairs(brute));
  });
});
