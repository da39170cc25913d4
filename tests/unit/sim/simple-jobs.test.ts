import { describe, expect, it } from 'vitest';
import { compileStrategy } from '@shared/sim/compile';
import { runCompiled } from '@shared/sim/run-strategy';
import type { Scenario } from '@shared/scenario';
import { HOUR, trainingScenario } from './fixtures';

/** Runs a scenario with and without the fast path and checks the bytes agree. */
function bothWays(s: Scenario, maxJobRecords: number) {
  const fast = compileStrategy(s, 's');
  const general = compileStrategy(s, 's', { fastPaths: false });
  const a = runCompiled(fast, 1, { maxJobRecords });
  expect(JSON.stringify(a)).toBe(JSON.stringify(runCompiled(general, 1, { maxJobRecords })));
  return { simple: fast.workloads[0]!.kind === 'training' && fast.workloads[0]!.simple, result: a };
}

const reserved = [{ id: 'r', offerId: 'vm1', kind: 'reserved' as const, count: 2, termMonths: 12 }];

describe('the fast path for jobs on committed capacity', () => {
  it('is taken by reserved pools without jitter, and agrees on deadlines met to the second', () => {
    for (const [deadlineHours, missed] of [
      [10, 0],
      [10 - 1 / 3600, 1],
    ] as const) {
      for (const rows of [0, 100]) {
        const s = trainingScenario({ pools: reserved, workload: { deadlineHours, peopleWaiting: 2 }, waitingValuePerPersonHour: 50 });
        const { simple, result } = bothWays(s, rows);
        expect(simple).toBe(true);
        expect(result.workloads[0]!.deadlineMisses).toBe(missed);
        expect(result.workloads[0]!.turnaroundP50S).toBe(10 * HOUR);
      }
    }
  });

  it('agrees on a job cut off at the horizon, with and without a row for it', () => {
    for (const rows of [0, 100]) {
      const s = trainingScenario({ pools: reserved, horizonDays: 2, workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 100 } }, peopleWaiting: 1 }, waitingValuePerPersonHour: 50 });
      const { result } = bothWays(s, rows);
      expect(result.workloads[0]!.jobsFinished).toBe(0);
      expect(result.workloads[0]!.waitingPersonHours).toBe(0);
    }
  });

  it('is not taken when a pool can end inside the horizon or runs with jitter', () => {
    const shortTerm = trainingScenario({ pools: [{ id: 'r', offerId: 'bm8', kind: 'bareMetal', servers: 1, termMonths: 1 }], horizonDays: 60 });
    expect(bothWays(shortTerm, 100).simple).toBe(false);
    const s = trainingScenario({ pools: reserved });
    s.catalog.offers.find((o) => o.id === 'vm1')!.efficiency.jitterCv = 0.1;
    expect(bothWays(s, 100).simple).toBe(false);
  });
});
