import { describe, expect, it } from 'vitest';
import { planSearchReport } from '@shared/report/plan-search-report';
import { batchScenario, searchResult, SPOT_PLAN } from '../results/plan-search-fixture';

describe('the command line report of a found plan', () => {
  it('lists both, the later one with the phase it starts at', () => {
    const scenario = { ...batchScenario(), phases: [{ id: 'prod', name: 'Production', kind: 'production' as const, startDay: 60, endDay: 365 }] };
    const pools = [
      { kind: 'reserved' as const, offerId: 'nebius-l40s', count: 1, termMonths: 12, servedShare: 0.5 },
      { kind: 'reserved' as const, offerId: 'nebius-l40s', count: 3, termMonths: 36, phaseId: 'prod', servedShare: 0.4 },
      { kind: 'onDemand' as const, offerId: 'nebius-l40s', servedShare: 0.1 },
    ];
    const plan = { ...SPOT_PLAN, choices: [{ workloadId: SPOT_PLAN.choices[0]!.workloadId, pools }] };
    const text = planSearchReport(scenario, searchResult({ frontier: [plan] }));
    expect(text).not.toContain('Spot replicas');
    expect(text).toContain('1 reserved × 12 months on nebius-l40s (50 % of its GPU time) → 3 reserved × 36 months on nebius-l40s from Production (40 % of its GPU time) → on-demand on nebius-l40s (10 % of its GPU time)');
  });

  it('says spot replicas serve a service, with no deadline risk to speak of', () => {
    const chat = { ...batchScenario(), workloads: batchScenario().workloads.map((w) => ({ ...w, kind: 'inference' as const })) } as ReturnType<typeof batchScenario>;
    expect(planSearchReport(chat, searchResult({ frontier: [SPOT_PLAN] }))).toContain('Why: Spot replicas serve 70 % of');
  });
});

describe('the command line report of owned servers and a savings plan', () => {
  it('lists the servers with the pools and the savings plan after them, and says why the plan wins', () => {
    const pools = [
      { kind: 'owned' as const, offerId: 'nebius-l40s', count: 2, servedShare: 0.8 },
      { kind: 'onDemand' as const, offerId: 'aws-g4dn.xlarge', servedShare: 0.2 },
    ];
    const savingsPlan = { provider: 'AWS', scope: 'instance' as const, offerIds: ['aws-g4dn.xlarge'], commitmentPerHour: 14.5, termMonths: 36 as const, payment: 'partialUpfront' as const };
    const plan = { ...SPOT_PLAN, reason: { kind: 'savingsPlan' as const, workloadId: 'videos', commitmentPerHour: 14.5, savedShare: 0.3 }, choices: [{ workloadId: 'videos', pools, savingsPlan }] };
    const text = planSearchReport(batchScenario(), searchResult({ frontier: [plan] }));
    expect(text).toContain(
      '2 owned servers on nebius-l40s (80 % of its GPU time) → on-demand on aws-g4dn.xlarge (20 % of its GPU time); a savings plan of $14.50 an hour, instance (aws-g4dn.xlarge), 3 years, partial upfront',
    );
    expect(text).toContain('Why: A savings plan of $14.50 an hour on the on-demand use of');
    expect(text).toContain('saves 30 %.');
    expect(planSearchReport(batchScenario(), searchResult({ frontier: [{ ...plan, ownedPurchase: 550_000 }] }))).toContain(
      'Owned servers bought for $550,000 (the cost above counts their depreciation and running costs, not the price at once).',
    );
    const ownedWhy = { ...plan, reason: { kind: 'owned' as const, workloadId: 'videos', servers: 2, busyShare: 0.64 } };
    expect(planSearchReport(batchScenario(), searchResult({ frontier: [ownedWhy] }))).toContain('Why: 2 owned servers, busy 64 % of the time, run');
  });
});

describe('the command line report of a burst pool shared between workloads', () => {
  it('names the others on the pool in each workload’s line, and says why the plan wins', () => {
    const base = batchScenario();
    const scenario = { ...base, workloads: [...base.workloads, { ...base.workloads[0]!, id: 'api', name: 'Model API' }] } as typeof base;
    const pools = [{ kind: 'onDemand' as const, offerId: 'nebius-l40s', servedShare: 0.4, sharedWith: ['api'] }];
    const reason = { kind: 'sharedBurst' as const, poolKind: 'onDemand' as const, offerId: 'nebius-l40s', sharedBy: ['api', 'videos'], busyShare: 0.9 };
    const plan = { ...SPOT_PLAN, reason, choices: [{ workloadId: 'videos', pools }] };
    const text = planSearchReport(scenario, searchResult({ frontier: [plan] }));
    expect(text).toContain(': on-demand on nebius-l40s, one pool shared with Model API (40 % of their GPU time together)');
    expect(text).toMatch(/Why: One on-demand pool on nebius-l40s, busy 90 % of its billed time, carries Model API, .+: their units share instances\./);
  });
});
