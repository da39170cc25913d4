import { describe, expect, it } from 'vitest';
import { planStrategy, type Plan, type PoolSpec } from '@shared/analysis/plan-search/plan-shape';
import { burstGroups, sharingBurst } from '@shared/analysis/plan-search/shared-elastic-candidates';
import { commitmentChoices, commitmentSpec, workloadSpace } from '@shared/analysis/plan-search/workload-candidates';
import { enumerableScenario } from './plan-fixtures';

const scenario = enumerableScenario();
const option = commitmentChoices(scenario, workloadSpace(scenario, scenario.workloads[0]!, scenario.catalog.offers), undefined)[0]!;
const od = (offerId: string): PoolSpec => ({ kind: 'onDemand', offerId });
const spot = (deadlinePolicy?: 'greedy'): PoolSpec => ({ kind: 'spot', offerId: 'a', ...(deadlinePolicy ? { deadlinePolicy } : {}) });

describe('burst pools the plan search tries sharing', () => {
  it('groups workloads by the burst pool they list alike: offer, kind and deadline policy', () => {
    const plan: Plan = [
      { workloadId: 'w1', shape: {}, pools: [spot('greedy'), od('a')] },
      { workloadId: 'w2', shape: {}, pools: [spot(), od('a')] },
      { workloadId: 'w3', shape: {}, pools: [spot('greedy'), od('b')] },
      // A mix of GPUs or a workload carrying a savings plan keeps its pools to itself.
      { workloadId: 'w4', shape: {}, pools: [od('a')], savingsPlan: { provider: 'Alpha', scope: 'compute', commitmentMicro: 1, termMonths: 12, payment: 'noUpfront' } },
    ];
    expect(burstGroups(plan)).toEqual([
      [
        { index: 0, poolIndex: 0 },
        { index: 2, poolIndex: 0 },
      ],
      [
        { index: 0, poolIndex: 1 },
        { index: 1, poolIndex: 1 },
      ],
    ]);
  });

  it('lists the shared pool once, in each placement where the workload’s own was, with its deadline policy', () => {
    const plan: Plan = [
      { workloadId: 'api', shape: {}, pools: [commitmentSpec(option, 2), od('a')] },
      { workloadId: 'train', shape: {}, pools: [od('a'), spot('greedy')] },
    ];
    const shared = sharingBurst(plan, burstGroups(plan)[0]!);
    expect(shared[1]).toMatchObject({ pools: [spot('greedy')], elastic: { workloadId: 'api', poolIndex: 1, at: 0 } });
    const strategy = planStrategy(scenario, shared, { id: 's', name: 'S' });
    expect(strategy.pools.map((p) => p.id)).toEqual(['api-reserved', 'api-onDemand', 'train-spot']);
    expect(strategy.placements.map((p) => p.poolIds)).toEqual([
      ['api-reserved', 'api-onDemand'],
      ['api-onDemand', 'train-spot'],
    ]);
    expect(strategy.placements[1]!.spotFallback).toEqual({ deadlinePolicy: 'greedy' });
  });

  it('keeps a job on the same committed pool when the service it shares with drops its own burst pool', () => {
    const plan: Plan = [
      { workloadId: 'chat', shape: {}, pools: [od('a')] },
      { workloadId: 'api', shape: {}, pools: [od('a'), commitmentSpec(option, 2)] },
      { workloadId: 'train', shape: {}, pools: [od('b')], shares: { workloadId: 'api', poolIndex: 1, priority: 0, ownerPriority: 10 } },
    ];
    const shared = sharingBurst(plan, burstGroups(plan)[0]!);
    expect(shared[2]!.shares!.poolIndex).toBe(0);
    const strategy = planStrategy(scenario, shared, { id: 's', name: 'S' });
    expect(strategy.placements.map((p) => p.poolIds)).toEqual([['chat-onDemand'], ['chat-onDemand', 'api-reserved'], ['api-reserved', 'train-onDemand']]);
  });
});
