import type { PlanSearchResult } from '@shared/analysis/plan-search';
import { runSeed } from '@shared/analysis/simulate';
import { runTargets } from '@shared/analysis/targets';
import type { Pool, Scenario, Strategy } from '@shared/scenario';
import { quantile } from '@shared/sim/quantile';
import { runStrategy } from '@shared/sim/run-strategy';

/**
 * The brute force the plan search is held against: plans of one training workload built by
 * hand, each simulated on the scenario's runs and seeds, and the frontier and cheapest plan
 * read from all of them.
 */

/** One pool of a hand-built plan: what the brute force and the search's answer are compared by. */
export interface Desc {
  kind: Pool['kind'];
  offerId: string;
  count?: number;
  policy?: 'greedy' | 'uniformProgress';
}

export const descKey = (pools: readonly Desc[]) => pools.map((d) => [d.kind, d.offerId, d.count ?? '', d.policy ?? ''].join(':')).join('>');

export function handStrategy(pools: readonly Desc[], workloadId = 'train'): Strategy {
  // Pool ids name the random streams a run draws (a spot pool's interruptions), so the same plan
  // has the same ids: the workload's id and the pool's kind, as a found plan names its pools.
  const taken = new Set<string>();
  const built: Pool[] = pools.map((d): Pool => {
    let id = `${workloadId}-${d.kind}`;
    for (let k = 2; taken.has(id); k++) id = `${workloadId}-${d.kind}-${k}`;
    taken.add(id);
    if (d.kind === 'reserved') return { id, offerId: d.offerId, kind: 'reserved', count: d.count!, termMonths: 12, startDay: 0 };
    if (d.kind === 'spot') return { id, offerId: d.offerId, kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.08 }, noticeSeconds: 120, saveOnNotice: false };
    return { id, offerId: d.offerId, kind: 'onDemand' };
  });
  const policy = pools.find((d) => d.policy)?.policy;
  return {
    id: 'hand',
    name: 'Hand-built',
    pools: built,
    placements: [{ workloadId, poolIds: built.map((p) => p.id), spotFallback: policy ? { deadlinePolicy: policy } : {}, whenSpotFull: 'nextPool', scaling: 'autoscale' }],
  };
}

/** Every plan of the search space, and more: every count up to 8 and every burst offer. */
export function everyTrainingPlan(): Desc[][] {
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

export interface Measured {
  key: string;
  cost: number;
  speed: number;
  meets: boolean;
}

export function measure(scenario: Scenario, pools: readonly Desc[]): Measured {
  return measureStrategy(scenario, handStrategy(pools), descKey(pools));
}

/** A strategy on the scenario's runs and seeds: P50 cost, and P95 turnaround with jobs, else hours over the latency target. */
export function measureStrategy(scenario: Scenario, strategy: Strategy, key: string): Measured {
  const sc = { ...scenario, strategies: [strategy] };
  const hasJobs = scenario.workloads.some((w) => w.kind === 'training' || w.kind === 'batch');
  const costs: number[] = [];
  const speeds: number[] = [];
  let met = 0;
  for (let k = 0; k < scenario.simulation.runs; k++) {
    const run = runStrategy(sc, strategy.id, runSeed(scenario.simulation.baseSeed, k), { detail: 'summary' });
    costs.push(run.totalCostMicro / 1e6);
    speeds.push(hasJobs ? (run.turnaroundP95S ?? scenario.horizonDays * 86_400) / 3600 : run.workloads.reduce((t, w) => t + w.latencyMissS, 0) / 3600);
    if (runTargets(run).met) met++;
  }
  return { key, cost: quantile(costs, 0.5), speed: quantile(speeds, 0.5), meets: met / costs.length >= 0.9 };
}

/** The plans no other beats on both cost and speed, among those meeting targets when any does; equal points once. */
export function bruteFrontier(all: readonly Measured[]): Measured[] {
  const pool = all.some((m) => m.meets) ? all.filter((m) => m.meets) : [...all];
  const front = pool.filter((m) => !pool.some((o) => o.cost <= m.cost && o.speed <= m.speed && (o.cost < m.cost || o.speed < m.speed)));
  const seen = new Set<string>();
  return front
    .filter((m) => {
      const k = `${m.cost.toFixed(6)}|${m.speed.toFixed(6)}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((a, b) => a.cost - b.cost);
}

export const cheapestMeeting = (all: readonly Measured[]): Measured | undefined => all.filter((m) => m.meets).sort((a, b) => a.cost - b.cost)[0];

/** The search's frontier as [cost, speed] pairs to 4 decimals, to set beside the brute force's. */
export const frontierPairs = (result: PlanSearchResult) => result.frontier.map((p) => [p.cost.p50.toFixed(4), p.turnaroundP95H!.toFixed(4)]);
export const brutePairs = (front: readonly Measured[]) => front.map((m) => [m.cost.toFixed(4), m.speed.toFixed(4)]);

/** A found plan's first workload, described as the brute force describes its plans. */
export function foundKey(result: PlanSearchResult, key: string): string {
  const plan = result.frontier.find((p) => p.key === key)!;
  return descKey(plan.choices[0]!.pools.map((p) => ({ kind: p.kind, offerId: p.offerId, ...(p.count !== undefined ? { count: p.count } : {}), ...(p.deadlinePolicy ? { policy: p.deadlinePolicy } : {}) })));
}
