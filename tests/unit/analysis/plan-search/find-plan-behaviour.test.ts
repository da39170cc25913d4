import { describe, expect, it } from 'vitest';
import { localEvaluator, type Evaluator } from '@shared/analysis/evaluate';
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
    // A fake clock that moves 200 ms for each run simulated: the budget of 3 s is spent after a few batches.
    let t = 0;
    const paced: Evaluator = (requests, onRun) => {
      t += requests.reduce((n, r) => n + r.to - r.from, 0) * 200;
      return local.evaluate(requests, onRun);
    };
    const result = await findPlan(enumerableScenario(), { budgetSeconds: 3 }, { evaluate: paced, now: () => t });
    expect(result.stoppedBy).toBe('budget');
    expect(result.budgetSeconds).toBe(3);
    expect(result.frontier.length).toBeGreaterThan(0);
    expect(result.firstFrontierMs).not.toBeNull();
    expect(t).toBeLessThanOrEqual(3000 * 1.1 + 1000);
    const full = await findPlan(enumerableScenario(), {}, { ...local, now: () => 0 });
    expect(result.plansTried).toBeLessThan(full.plansTried);
  });

  it('starts no batch the budget cannot hold, and its progress never goes back', async () => {
    // Before, one workload's candidates were screened in one batch whatever it cost: 2,000
    // offers and a budget of 10 s stopped after 19 s, the bar running 96 % → 68 % → 53 %.
    const base = enumerableScenario();
    const offers = Array.from({ length: 150 }, (_, i) => ({ ...base.catalog.offers[1]!, id: `b${i}`, instanceType: `b${i}-1g` }));
    const scenario = { ...base, catalog: { ...base.catalog, offers: [...base.catalog.offers, ...offers] } };
    let t = 0;
    const paced: Evaluator = (requests, onRun) => {
      t += requests.reduce((n, r) => n + r.to - r.from, 0) * 250;
      return local.evaluate(requests, onRun);
    };
    const shares: number[] = [];
    const result = await findPlan(scenario, { budgetSeconds: 2.5 }, { evaluate: paced, now: () => t, onProgress: (done, total) => shares.push(done / total) });
    expect(result.stoppedBy).toBe('budget');
    // A batch of seven plans (7 s at this pace) used to start at 2 s and end at 9 s.
    expect(t).toBeLessThanOrEqual(2_500 * 1.1 + 1000);
    expect(result.frontier.length).toBeGreaterThan(0);
    for (let i = 1; i < shares.length; i++) expect(shares[i]!).toBeGreaterThanOrEqual(shares[i - 1]!);
    expect(shares.at(-1)).toBe(1);
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
