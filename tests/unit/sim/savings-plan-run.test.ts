import { describe, expect, it } from 'vitest';
import { afterHorizonCashMicro, wholeContractCashMicro } from '@shared/analysis/contract-cash';
import { runStrategy } from '@shared/sim';
import { twoJobs } from './savings-plan-fixture';

const M = 1_000_000;

describe('a run with a savings plan', () => {
  const plain = runStrategy(twoJobs(undefined), 's', 1);

  it('without plans bills exactly as before: 10 h x 2 + 2 h x 16 = 52 on demand', () => {
    expect(plain.totalCostMicro).toBe(52 * M);
    expect(plain.savingsPlans).toBeUndefined();
  });

  it('a plan of 10 an hour for a year covers the 8-GPU hours first, then the 1-GPU hours; the rest of the commitment is lost', () => {
    const run = runStrategy(twoJobs([{ id: 'sp', provider: 'test', scope: 'compute', commitmentPerHour: 10, termMonths: 12 }]), 's', 1);
    const plan = run.savingsPlans![0]!;
    // Hours 0-1: vm8 list 16 x 0.6 = 9.6, covered whole; 0.4 left buys 0.4 / 0.72 = 0.555555 of vm1's 2 (floor to the micro-unit).
    // Hours 2-9: vm1 list 2 x 0.72 = 1.44, covered whole; 8.56 unused each hour.
    // Hours 10-239 (the rest of the 10-day horizon): nothing runs; 10 unused each hour.
    const coveredVm1Early = Math.floor(0.4 * M / 0.72); // 555,555 micro
    expect(plan.commitmentMicro).toBe(240 * 10 * M);
    expect(plan.usedMicro).toBe(2 * 10 * M + 8 * 1.44 * M);
    expect(plan.coveredOnDemandMicro).toBe(2 * 16 * M + 2 * coveredVm1Early + 8 * 2 * M);
    expect(plan.eligibleOnDemandMicro).toBe(52 * M);
    expect(plan.unusedMicro).toBe(plan.commitmentMicro - plan.usedMicro);
    // The total moves by exactly what the plan paid less the on-demand usage it took over.
    expect(run.totalCostMicro).toBe(plain.totalCostMicro - plan.coveredOnDemandMicro + plan.commitmentMicro);
    expect(plan.savingMicro).toBe(plan.coveredOnDemandMicro - plan.commitmentMicro);
    // Beyond the horizon: the year's remaining hours (2026-01-11 to 2027-01-01: 355 days).
    expect(plan.commitmentBeyondHorizonMicro).toBe(355 * 24 * 10 * M);
    expect(run.commitmentBeyondHorizonMicro).toBe(plan.commitmentBeyondHorizonMicro);
  });

  it('keeps every breakdown adding up to the total, to the micro-unit', () => {
    const run = runStrategy(twoJobs([{ id: 'sp', provider: 'test', scope: 'compute', commitmentPerHour: 1.5, termMonths: 12 }]), 's', 1);
    const plan = run.savingsPlans![0]!;
    const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
    expect(sum(run.pools.map((p) => p.costMicro)) + plan.unusedMicro).toBe(run.totalCostMicro);
    expect(sum(Object.values(run.costByWorkloadMicro))).toBe(run.totalCostMicro);
    expect(sum(Object.values(run.costByMonthMicro))).toBe(run.totalCostMicro);
    expect(sum(Object.values(run.cashByMonthMicro))).toBe(run.totalCostMicro);
    for (const p of run.pools) expect(sum(p.byWorkload!.map((w) => w.costMicro)) + p.idleCostMicro).toBe(p.costMicro);
    expect(run.idleCommitmentCostMicro).toBe(plan.unusedMicro);
    expect(sum(Object.values(plan.byMonth).map((m) => m.commitmentMicro))).toBe(plan.commitmentMicro);
    expect(sum(Object.values(plan.byMonth).map((m) => m.coveredOnDemandMicro))).toBe(plan.coveredOnDemandMicro);
    expect(Number.isInteger(run.totalCostMicro)).toBe(true);
  });

  it('an instance plan covers only its family; an offer without a rate is not covered', () => {
    const run = runStrategy(twoJobs([{ id: 'sp', provider: 'test', scope: 'instance', offerIds: ['vm1'], commitmentPerHour: 10, termMonths: 12 }]), 's', 1);
    // vm1 has no instance-plan rate in this catalog: nothing is eligible, the whole commitment is lost.
    expect(run.savingsPlans![0]!.eligibleOnDemandMicro).toBe(0);
    expect(run.totalCostMicro).toBe(52 * M + 240 * 10 * M);
  });

  it('all upfront: the whole term is paid in the first month; the cost still accrues hour by hour', () => {
    const run = runStrategy(twoJobs([{ id: 'sp', provider: 'test', scope: 'compute', commitmentPerHour: 1, termMonths: 12, payment: 'allUpfront' }]), 's', 1);
    // No allUpfront rate in the catalog: nothing covered; cash in January = 52 on demand + 8760 h x 1 committed.
    expect(run.savingsPlans![0]!.coveredOnDemandMicro).toBe(0);
    expect(run.cashByMonthMicro['2026-01']).toBe(52 * M + 8760 * M);
    expect(run.costByMonthMicro['2026-01']).toBe(52 * M + 240 * M);
  });
});

describe('a savings plan over the whole contract', () => {
  it('pays its commitment after the horizon month by month, and the whole-contract cash adds up to the term', () => {
    const s = twoJobs([{ id: 'sp', provider: 'test', scope: 'compute', commitmentPerHour: 2, termMonths: 12 }]);
    const run = runStrategy(s, 's', 1);
    const after = afterHorizonCashMicro(s, 's');
    // 2026-01-11 to 2027-01-01: the rest of January (21 days) then February to December.
    expect(after['2026-01']).toBe(21 * 24 * 2 * M);
    expect(after['2026-02']).toBe(28 * 24 * 2 * M);
    const whole = Object.values(wholeContractCashMicro(run, after)).reduce((a, b) => a + b, 0);
    // The run's cost plus the commitment after the horizon: the whole 365-day term's commitment is in.
    expect(whole).toBe(run.totalCostMicro + run.savingsPlans![0]!.commitmentBeyondHorizonMicro);
  });
});

describe('a partial-upfront savings plan', () => {
  it('pays half the whole term on its first day and half of each hour as it comes', () => {
    const run = runStrategy(twoJobs([{ id: 'sp', provider: 'test', scope: 'compute', commitmentPerHour: 1, termMonths: 12, payment: 'partialUpfront' }]), 's', 1);
    // No partial-upfront rate in the catalog: nothing is covered, the 240 h of the horizon cost 240.
    expect(run.costByMonthMicro['2026-01']).toBe(52 * M + 240 * M);
    // Cash in January: 52 on demand + 0.5 x 240 h paid as they come + 0.5 x 8,760 h upfront = 4,552.
    expect(run.cashByMonthMicro['2026-01']).toBe(52 * M + 120 * M + 4380 * M);
  });
});
