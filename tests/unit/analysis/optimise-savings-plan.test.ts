import { describe, expect, it } from 'vitest';
import { adviseSavingsPlan } from '@shared/analysis/optimise-savings-plan';
import { runStrategy } from '@shared/sim';
import { twoJobs } from '../sim/savings-plan-fixture';

describe('the savings-plan advice on a run', () => {
  const plan = { id: 'sp', provider: 'test', scope: 'compute' as const, commitmentPerHour: 1, termMonths: 12 as const, startDay: 0, payment: 'noUpfront' as const };
  const plain = twoJobs(undefined);

  it('prices every point of its curve as the simulator bills that commitment', () => {
    const advice = adviseSavingsPlan(plain, 's', plan);
    // The 10-day horizon: 240 hours; the usage is 2 h of the 8-GPU type and 10 h of the 1-GPU type.
    expect(advice.hoursPerRun).toBe(240);
    expect(advice.onDemandMicro).toBe(52_000_000);
    const base = runStrategy(plain, 's', 1);
    const points = advice.curve.filter((p) => p.commitmentMicro > 0);
    expect(points.length).toBeGreaterThan(3);
    for (const point of points.slice(0, 3)) {
      const run = runStrategy(twoJobs([{ ...plan, commitmentPerHour: point.commitmentMicro / 1e6 }]), 's', 1);
      expect(run.totalCostMicro).toBe(base.totalCostMicro - advice.onDemandMicro + point.totalMicro);
    }
  });

  it('with 12 busy hours in 240 no commitment pays: the best is none, and the break-even is small', () => {
    // Any X is paid 240 times and covers usage in at most 12 hours at 28-40 % off, so X = 0 is best.
    const advice = adviseSavingsPlan(plain, 's', plan);
    expect(advice.best.commitmentMicro).toBe(0);
    expect(advice.best.savingMicro).toBe(0);
    expect(advice.breakEvenMicro).toBe(0);
  });
});
