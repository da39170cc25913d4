import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commitmentOptions } from '@shared/analysis/commitment-options';
import { localEvaluator } from '@shared/analysis/evaluate';
import { findPlan } from '@shared/analysis/plan-search';
import { planKey, planStrategy, type Plan } from '@shared/analysis/plan-search/plan-shape';
import { planSearchReport } from '@shared/report/plan-search-report';
import { parseScenario, parseScenarioText, type Scenario } from '@shared/scenario';

function shipped(file: string, runs = 4): Scenario {
  const parsed = parseScenarioText(readFileSync(`scenarios/${file}`, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { ...parsed.scenario, simulation: { ...parsed.scenario.simulation, runs } };
}

const search = (scenario: Scenario) => findPlan(scenario, {}, { evaluate: localEvaluator(), now: () => 0 });

/** Scenario 11's server as the search writes a committed pool: one bare-metal server for 3 months. */
function serverPlan(scenario: Scenario, afterPreemptions?: number): Plan {
  const option = commitmentOptions(scenario, scenario.strategies[2]!).find((o) => o.kind === 'bareMetal' && o.termMonths === 3 && o.readyDay === 0)!;
  return [
    { workloadId: 'serving', shape: {}, pools: [{ kind: 'bareMetal', offerId: 'cn-baremetal-8x-a100', option, count: 1 }, { kind: 'onDemand', offerId: 'cn-1x-a100' }] },
    {
      workloadId: 'research',
      shape: {},
      pools: [{ kind: 'onDemand', offerId: 'cn-baremetal-8x-a100' }],
      shares: { workloadId: 'serving', poolIndex: 0, priority: 0, ownerPriority: 10, ...(afterPreemptions !== undefined ? { afterPreemptions } : {}) },
    },
  ];
}

describe('a plan that shares a service’s committed pool with jobs', () => {
  it('lists the pool once, first in the jobs’ placement, the service above them in priority, and the file takes it', () => {
    const scenario = shipped('11-shared-pool-priorities.headroom.json');
    const strategy = planStrategy(scenario, serverPlan(scenario, 3), { id: 'p', name: 'P' });
    expect(strategy.pools.map((p) => [p.id, p.kind])).toEqual([
      ['serving-bareMetal', 'bareMetal'],
      ['serving-onDemand', 'onDemand'],
      ['research-onDemand', 'onDemand'],
    ]);
    const [serving, research] = strategy.placements;
    expect(serving).toMatchObject({ workloadId: 'serving', poolIds: ['serving-bareMetal', 'serving-onDemand'], priority: 10 });
    expect(research).toMatchObject({ workloadId: 'research', poolIds: ['serving-bareMetal', 'research-onDemand'], priority: 0, priorityFallback: { afterPreemptions: 3 } });
    expect(parseScenario({ ...scenario, strategies: [strategy] }).ok).toBe(true);
  });

  it('keys the sharing and how long jobs stay, so each variant is a plan of its own', () => {
    const scenario = shipped('11-shared-pool-priorities.headroom.json');
    const keys = [serverPlan(scenario), serverPlan(scenario, 3)].map(planKey);
    expect(keys[0]).toContain('research=od:cn-baremetal-8x-a100~on:serving#0@0<10');
    expect(keys[1]).toContain('~on:serving#0@0<10/k3');
    const unshared = serverPlan(scenario).map(({ shares: _s, ...w }) => w);
    expect(new Set([...keys, planKey(unshared)]).size).toBe(3);
  });
});

describe('findPlan tries shared pools with priorities', () => {
  it('on scenario 11 finds the server shared with the API first, as cheap as the shipped strategy on the same seeds', async () => {
    const scenario = shipped('11-shared-pool-priorities.headroom.json');
    const result = await search(scenario);
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    const apiFirst = result.existing.find((e) => e.strategyId === 'server-priority')!;
    expect(best.cost.p50).toBeLessThanOrEqual(apiFirst.cost.p50 + 1e-6);
    const research = best.choices.find((c) => c.workloadId === 'research')!;
    expect(research.sharedPool).toMatchObject({ workloadId: 'serving', kind: 'bareMetal', priority: 0, servicePriority: 10 });
    expect(best.reason).toMatchObject({ kind: 'sharedPool', workloadId: 'serving', sharedBy: ['research'] });
    // "Add as strategy": the found plan is a strategy the scenario takes, with its priorities.
    const added = parseScenario({ ...scenario, strategies: [...scenario.strategies, best.strategy] });
    expect(added.ok).toBe(true);
    expect(best.strategy.placements.find((p) => p.workloadId === 'serving')!.priority).toBe(10);
    // The command line names the sharing and the priorities.
    const text = planSearchReport(scenario, result);
    expect(text).toContain('Research training (研究训练): shared with Model API (在线推理) (1 bare-metal server × 3 months on cn-baremetal-8x-a100, priority 0, the service 10; never leaves it)');
    expect(text).toMatch(/Why: The 8 committed GPUs of Model API \(在线推理\), busy \d+ % of the time, also run Research training \(研究训练\)\./);
  });

  it('on scenario 08 puts the dev machines and the fine-tune on the replicas’ server, as cheap as the shipped shared server', async () => {
    const scenario = shipped('08-shared-bare-metal-server.headroom.json');
    const result = await search(scenario);
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    const sharedServer = result.existing.find((e) => e.strategyId === 'server-shared')!;
    expect(best.cost.p50).toBeLessThanOrEqual(sharedServer.cost.p50 + 1e-6);
    expect(best.choices.filter((c) => c.sharedPool !== undefined).length).toBeGreaterThan(0);
  });

  it('never shares a pool with jobs too large for it', async () => {
    const scenario = shipped('11-shared-pool-priorities.headroom.json');
    const big = { ...scenario, workloads: scenario.workloads.map((w) => (w.kind === 'training' ? { ...w, gpusPerJob: 16 } : w)) };
    const result = await search(big);
    expect(result.frontier.every((p) => p.choices.every((c) => c.sharedPool === undefined))).toBe(true);
  });
});
