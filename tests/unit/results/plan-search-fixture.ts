/**
 * A hand-made plan search result on the shipped batch-rendering template, for the screen and
 * report parts that show one: test data only (the app shows what the search finds).
 */
import { readFileSync } from 'node:fs';
import type { FoundPlan, PlanSearchResult } from '@shared/analysis/plan-search/plan-types';
import { parseScenarioText, type Scenario } from '@shared/scenario';

export function batchScenario(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/04-batch-rendering-many-mid-range.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

const noContract = { contractValue: 0, inHorizon: 0, afterHorizon: 0, npv: 0, lastEndDate: null, lastEndDay: null };
const band = (p50: number) => ({ p10: p50 * 0.9, p50, p90: p50 * 1.15, mean: p50 * 1.01, min: p50 * 0.8, max: p50 * 1.3 });

function plan(key: string, p50: number, turnaround: number, pools: FoundPlan['choices'][number]['pools'], reason: FoundPlan['reason'], vs: number, withinNoise = false): FoundPlan {
  return {
    key,
    strategy: {
      id: `plan-${key}`,
      name: `Plan ${key}`,
      pools: pools.map((p, i) => (p.kind === 'spot' ? { id: `p${i}`, kind: 'spot', offerId: p.offerId, interruption: { model: 'poisson', ratePerGpuHour: 0.01 }, noticeSeconds: 120, saveOnNotice: false } : { id: `p${i}`, kind: 'onDemand', offerId: p.offerId })),
      placements: [{ workloadId: 'videos', poolIds: pools.map((_, i) => `p${i}`), spotFallback: {}, whenSpotFull: 'nextPool', scaling: 'autoscale' }],
    } as FoundPlan['strategy'],
    choices: [{ workloadId: 'videos', pools }],
    cost: band(p50),
    turnaroundP95H: turnaround,
    latencyMissH: null,
    meetsTargets: true,
    metShare: 0.98,
    contract: noContract,
    reason,
    vsBestExisting: { mean: vs, standardError: 40, low: vs - 80, high: vs + 80, withinNoise, runs: 20 },
  };
}

export const SPOT_PLAN = plan(
  'spot-t4',
  1200,
  9.5,
  [
    { kind: 'spot', offerId: 'aws-g4dn.xlarge', servedShare: 0.7, deadlinePolicy: 'greedy' },
    { kind: 'onDemand', offerId: 'aws-g4dn.xlarge', servedShare: 0.3 },
  ],
  { kind: 'spotCovers', workloadId: 'videos', servedShare: 0.7, deadlineMissShare: 0.02 },
  -400,
);

export const L40S_PLAN = plan('od-l40s', 1500, 4, [{ kind: 'onDemand', offerId: 'nebius-l40s', servedShare: 1 }], { kind: 'cheaperOffer', workloadId: 'videos', offerId: 'nebius-l40s', savedShare: 0.38 }, 20, true);

export const FASTEST_PLAN = plan('od-b200', 2600, 1.5, [{ kind: 'onDemand', offerId: 'lambda-1x-b200', servedShare: 1 }], { kind: 'fastest', hoursSooner: 8 }, 1000);

export function searchResult(overrides: Partial<PlanSearchResult> = {}): PlanSearchResult {
  return {
    elapsedMs: 5_200,
    plansTried: 42,
    plansPruned: 17,
    frontier: [SPOT_PLAN, L40S_PLAN, FASTEST_PLAN],
    runs: 20,
    baseSeed: 1,
    budgetSeconds: 5,
    axis: 'turnaroundP95H',
    firstFrontierMs: 800,
    stoppedBy: 'budget',
    bestKey: 'spot-t4',
    existing: [
      { strategyId: 'many-l40s', name: 'Up to 16 mid-range L40S in parallel', cost: band(1600), turnaroundP95H: 4.2, latencyMissH: null, meetsTargets: true, onFrontier: false },
      { strategyId: 'one-top-end', name: 'One top-end machine (1x B200)', cost: band(3000), turnaroundP95H: 20, latencyMissH: null, meetsTargets: false, onFrontier: false },
    ],
    offersConsidered: ['lambda-1x-b200', 'nebius-l40s', 'aws-g4dn.xlarge'],
    note: null,
    ...overrides,
  };
}
