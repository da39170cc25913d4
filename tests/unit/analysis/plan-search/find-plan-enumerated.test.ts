import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan, type PlanSearchResult } from '@shared/analysis/plan-search';
import { runSeed } from '@shared/analysis/simulate';
import { runTargets } from '@shared/analysis/targets';
import type { Pool, Scenario, Strategy } from '@shared/scenario';
import { quantile } from '@shared/sim/quantile';
import { runStrategy } from '@shared/sim/run-strategy';
import { enumerableScenario } from './plan-fixtures';

/** One pool of a hand-built plan: what the brute force and the search's answer are compared by. */
interface Desc {
  kind: Pool['kind'];
  offerId: string;
  count?: number;
  policy?: 'greedy' | 'uniformProgress';
}
const descKey = (pools: readonly Desc[]) => pools.map((d) => [d.kind, d.offerId, d.count ?? '', d.policy ?? ''].join(':')).join('>');

function handStrategy(pools: readonly Desc[]): Strategy {
  // Pool ids name the random streams a run draws (a spot pool's interruptions), so the same plan
  // has the same ids: the workload's id and the pool's kind, as a found plan names its pools.
  const built: Pool[] = pools.map((d): Pool => {
    const id = `train-${d.kind}`;
    if (d.kind === 'reserved') return { id, offerId: d.offerId, kind: 'reserved', count: d.count!, termMonths: 12, startDay: 0 };
    if (d.kind === 'spot') return { id, offerId: d.offerId, kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.08 }, noticeSeconds: 120, saveOnNotice: false };
    return { id, offerId: d.offerId, kind: 'onDemand' };
  });
  const policy = pools.find((d) => d.policy)?.policy;
  return {
    id: 'hand',
    name: 'Hand-built',
    pools: built,
    placements: [{ workloadId: 'train', poolIds: built.map((p) => p.id), spotFallback: policy ? { deadlinePolicy: policy } : {}, whenSpotFull: 'nextPool', scaling: 'autoscale' }],
  };
}

/** Every plan of the search space, and more: every count up to 8 and every burst offer. */
function everyPlan(): Desc[][] {
  const out: Desc[][] = [];
  const bursts: Desc[] = [{ kind: 'onDemand', offerId: 'a' }, { kind: 'onDemand', offerId: 'b' }];
  const policies = [undefined, 'greedy', 'uniformProgress'] as const;
  const spots = policies.map((policy): Desc => ({ kind: 'spot', offerId: 'a', ...(policy ? { policy } : {}) }));
  for (const burst of bursts) {
    out.push([burst]);
    for (const spot of spots) out.push([spot, burst]);
    for (let count = 1; count <= 8; count++) {
      const ri: Desc = { kind: 'reserved', offerId: 'a', count };
      out.push([ri, burst]);
      for (const spot of spots) out.push([ri, spot, burst]);
    }
  }
  return out;
}

interface Measured {
  key: string;
  cost: number;
  speed: number;
  meets: boolean;
}

function measure(scenario: Scenario, pools: readonly Desc[]): Measured {
  const sc = { ...scenario, strategies: [handStrategy(pools)] };
  const costs: number[] = [];
  const speeds: number[] = [];
  let met = 0;
  for (let k = 0; k < scenario.simulation.runs; k++) {
    const run = runStrategy(sc, 'hand', runSeed(scenario.simulation.baseSeed, k), { detail: 'summary' });
    costs.push(run.totalCostMicro / 1e6);
    speeds.push((run.turnaroundP95S ?? scenario.horizonDays * 86_400) / 3600);
    if (runTargets(run).met) met++;
  }
  return { key: descKey(pools), cost: quantile(costs, 0.5), speed: quantile(speeds, 0.5), meets: met / costs.length >= 0.9 };
}

function bruteFrontier(all: readonly Measured[]): Measured[] {
  const pool = all.some((m) => m.meets) ? all.filter((m) => m.meets) : [...all];
  const front = pool.filter((m) => !pool.some((o) => o.cost <= m.cost && o.speed <= m.speed && (o.cost < m.cost || o.speed < m.speed)));
  // Plans equal on both axes are one point.
  const seen = new Set<string>();
  return front.filter((m) => {
    const k = `${m.cost.toFixed(6)}|${m.speed.toFixed(6)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function foundKey(result: PlanSearchResult, key: string): string {
  const plan = result.frontier.find((p) => p.key === key)!;
  return descKey(plan.choices[0]!.pools.map((p) => ({ kind: p.kind, offerId: p.offerId, ...(p.count !== undefined ? { count: p.count } : {}), ...(p.deadlinePolicy ? { policy: p.deadlinePolicy } : {}) })));
}

describe('findPlan on a scenario whose every plan can be enumerated', () => {
  const scenario = enumerableScenario();
  const all = everyPlan().map((pools) => measure(scenario, pools));
  const cheapestMeeting = all.filter((m) => m.meets).sort((a, b) => a.cost - b.cost)[0]!;

  it('returns the known best plan and the same frontier, all on the same seeds', async () => {
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.stoppedBy).toBe('searchedAll');
    expect(result.bestKey).not.toBeNull();
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.cost.p50).toBeCloseTo(cheapestMeeting.cost, 6);
    expect(all.filter((m) => m.meets && Math.abs(m.cost - cheapestMeeting.cost) < 1e-6).map((m) => m.key)).toContain(foundKey(result, best.key));
    const brute = bruteFrontier(all).sort((a, b) => a.cost - b.cost);
    const found = result.frontier.map((p) => ({ cost: p.cost.p50, speed: p.turnaroundP95H! }));
    expect(found.map((p) => [p.cost.toFixed(4), p.speed.toFixed(4)])).toEqual(brute.map((m) => [m.cost.toFixed(4), m.speed.toFixed(4)]));
  });

  it('prunes with its bounds yet never the best plan, and tries far fewer plans than there are', async () => {
    const result = await findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });
    expect(result.plansPruned).toBeGreaterThan(0);
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
