import { describe, expect, it } from 'vitest';
import { backtest, defaultPoolMapping, readBillText, scenarioOverBillPeriod } from '@shared/bill-import';
import { runStrategy } from '@shared/sim';
import { twoJobs } from '../sim/savings-plan-fixture';

/**
 * A small AWS Cost and Usage Report of a month under a compute savings plan of 10 an hour:
 * usage of the 8-GPU type covered by the plan (its effective cost), the negation that restates
 * it, 1-GPU usage partly on demand, and the plan's recurring fee with its commitment and the
 * commitment used (744 h x 10 = 7,440 committed, 13.2 used: 7,426.8 unused).
 */
const HEADER =
  'lineItem/LineItemType,lineItem/UsageStartDate,lineItem/ProductCode,lineItem/UsageType,lineItem/UsageAmount,lineItem/UnblendedCost,lineItem/CurrencyCode,product/instanceType,savingsPlan/SavingsPlanEffectiveCost,savingsPlan/TotalCommitmentToDate,savingsPlan/UsedCommitment';
const ROWS = [
  'SavingsPlanCoveredUsage,2026-01-01T00:00:00Z,AmazonEC2,BoxUsage:vm.8,2,32,USD,vm.8,19.2,,',
  'SavingsPlanNegation,2026-01-01T00:00:00Z,AmazonEC2,BoxUsage:vm.8,2,-32,USD,vm.8,,,',
  'SavingsPlanCoveredUsage,2026-01-01T02:00:00Z,AmazonEC2,BoxUsage:vm.1,8,16,USD,vm.1,11.52,,',
  'Usage,2026-01-01T00:00:00Z,AmazonEC2,BoxUsage:vm.1,2,4,USD,vm.1,,,',
  'SavingsPlanRecurringFee,2026-01-01T00:00:00Z,ComputeSavingsPlans,ComputeSP:1yrNoUpfront,744,7440,USD,,,7440,30.72',
];

describe('a savings plan on an AWS bill', () => {
  const bill = readBillText([HEADER, ...ROWS].join('\n'));

  it('reads covered usage at its effective cost and the recurring fee as the unused commitment only', () => {
    const plan = bill.groups.filter((g) => g.purchase === 'savingsPlan');
    expect(plan.find((g) => g.instanceType === 'vm.8')).toMatchObject({ usageHours: 2, cost: 19.2 });
    expect(plan.find((g) => g.instanceType === 'vm.1')).toMatchObject({ usageHours: 8, cost: 11.52 });
    // 7,440 committed less 30.72 used (19.2 + 11.52): 7,409.28 unused, on a line of no instance type.
    expect(plan.find((g) => g.instanceType === '')).toMatchObject({ usageHours: 0, cost: 7409.28 });
    // Billed in all: 19.2 + 11.52 + 4 on demand + 7,409.28 = 7,444 = 7,440 committed + 4 on demand.
    expect(bill.groups.reduce((s, g) => s + g.cost, 0)).toBeCloseTo(7444, 6);
  });

  it('maps covered usage to the on-demand pool of its type and the unused commitment to the on-demand pools, with no kind to check', () => {
    const scenario = twoJobs([{ id: 'sp', provider: 'test', scope: 'compute', commitmentPerHour: 10, termMonths: 12 }]);
    const strategy = scenario.strategies[0]!;
    const mapping = defaultPoolMapping(scenario, strategy, bill);
    expect(mapping).toEqual({ 'savingsPlan|vm.8': 'od8', 'savingsPlan|vm.1': 'od1', 'onDemand|vm.1': 'od1', 'savingsPlan|': 'od1' });
    const overBill = scenarioOverBillPeriod(scenario, bill);
    const run = runStrategy(overBill, 's', 1);
    const result = backtest(overBill, strategy, run, bill, mapping);
    expect(result.otherKind).toEqual([]);
    expect(result.unmapped).toEqual([]);
    // The simulated month: the pools after the plan's discount plus its unused commitment, the run's total.
    expect(result.total.simulated).toBeCloseTo(run.totalCostMicro / 1e6, 2);
    expect(result.total.billed).toBeCloseTo(7444, 2);
  });
});
