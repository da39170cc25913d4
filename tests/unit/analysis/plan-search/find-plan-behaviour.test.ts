import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import { runSeed } from '@shared/analysis/simulate';
import { parseScenario } from '@shared/scenario';
import { SimulationCancelled } from '@shared/sim/kernel';
import { quantile } from '@shared/sim/quantile';
import { runStrategy } from '@shared/sim/run-strategy';
import { enumerableScenario } from './plan-fixtures';

const local = { evaluate: localEvaluator() };

describe('findPlan', () => {
  it('stops when its time budget is spent and returns the best so far', async () => {
    // A fake clock that moves 1 s each time it is read: the budget of 3 s is spent after a few batches.
    let t = 0;
    const result = await findPlan(enumerableScenario(), { budgetSeconds: 3 }, { ...local, now: () => (t += 1000) });
    expect(result.stoppedBy).toBe('budget');
    expect(result.budgetSeconds).toBe(3);
    expect(result.frontier.length).toBeGreaterThan(0);
    expect(result.firstFrontierMs).not.toBeNull();
    const full = await findPlan(enumerableScenario(), {}, { ...local, now: () => 0 });
    expect(result.plansTried).toBeLessThan(full.plansTried);
  });

  it('tells the caller each time the frontier changes', async () => {
    const seen: number[] = [];
    const result = await findPlan(enumerableScenario(), {}, { ...local, now: () => 0, onFrontier: (s) => seen.push(s.frontier.length) });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[seen.length - 1]).toBe(result.frontier.length);
  });

  it('is cancelled like the other analyses', async () => {
    let batches = 0;
    const control = { ...local, now: () => 0, shouldStop: () => ++batches > 3 };
    await expect(findPlan(enumerableScenario(), {}, control)).rejects.toBeInstanceOf(SimulationCancelled);
  });

  it('buys only from the offers the filter allows', async () => {
    const onlyB = await findPlan(enumerableScenario(), { offers: { providers: ['Beta'] } }, { ...local, now: () => 0 });
    expect(onlyB.offersConsidered).toEqual(['b']);
    for (const p of onlyB.frontier) for (const c of p.choices) for (const pool of c.pools) expect(pool.offerId).toBe('b');
    const byId = await findPlan(enumerableScenario(), { offers: { offerIds: ['a'] } }, { ...local, now: () => 0 });
    expect(byId.offersConsidered).toEqual(['a']);
    const none = await findPlan(enumerableScenario(), { offers: { regions: ['mars'] } }, { ...local, now: () => 0 });
    expect(none.note).toBe('no-offers-match');
    expect(none.frontier).toEqual([]);
    expect(none.existing).toHaveLength(1);
  });

  it('refuses a budget or run count that is not one', async () => {
    await expect(findPlan(enumerableScenario(), { budgetSeconds: -1 }, { ...local, now: () => 0 })).rejects.toThrow(/budgetSeconds/);
    await expect(findPlan(enumerableScenario(), { runs: 0 }, { ...local, now: () => 0 })).rejects.toThrow(/runs/);
  });

  it('compares plans on the bill total when the scenario has bill costs', async () => {
    // 95 % off on-demand at Beta makes its slower offer the cheapest bill, though not the cheapest GPU time.
    const scenario = enumerableScenario({ billCosts: { discounts: [{ provider: 'Beta', purchaseOption: 'onDemand', percent: 95 }], taxPercent: 10 } });
    const result = await findPlan(scenario, {}, { ...local, now: () => 0 });
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.choices[0]!.pools.every((p) => p.offerId === 'b' && p.kind === 'onDemand')).toBe(true);
    const sc = { ...scenario, strategies: [best.strategy] };
    const bills = Array.from({ length: scenario.simulation.runs }, (_, k) => runStrategy(sc, best.strategy.id, runSeed(scenario.simulation.baseSeed, k), { detail: 'summary' }).bill!.lines.total / 1e6);
    expect(best.cost.p50).toBeCloseTo(quantile(bills, 0.5), 6);
  });

  it('hands back every frontier plan as a strategy the scenario format accepts', async () => {
    const scenario = enumerableScenario();
    const result = await findPlan(scenario, {}, { ...local, now: () => 0 });
    const ids = new Set<string>();
    for (const plan of result.frontier) {
      expect(scenario.strategies.map((s) => s.id)).not.toContain(plan.strategy.id);
      ids.add(plan.strategy.id);
      const parsed = parseScenario({ ...scenario, strategies: [...scenario.strategies, plan.strategy] });
      expect(parsed.ok, JSON.stringify(parsed.ok ? null : parsed.issues)).toBe(true);
    }
    expect(ids.size).toBe(result.frontier.length);
    // All of them at once too, as "Add as strategy" on each would leave the scenario.
    expect(parseScenario({ ...scenario, strategies: [...scenario.strategies, ...result.frontier.map((p) => p.strategy)] }).ok).toBe(true);
  });

  it('sets the scenario strategies beside the frontier, on the same seeds', async () => {
    const result = await findPlan(enumerableScenario(), {}, { ...local, now: () => 0 });
    expect(result.existing.map((e) => e.strategyId)).toEqual(['od']);
    // Spot with on-demand fallback is cheaper and meets the deadline: on-demand alone is not cheaper and not faster than it.
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.vsBestExisting!.mean).toBeLessThan(0);
    expect(best.reason.kind).toBe('spotCovers');
  });
});
