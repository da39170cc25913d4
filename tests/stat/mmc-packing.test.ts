import { describe, expect, it } from 'vitest';
import { buildMmcScenario } from '@shared/sim/bench-mmc';
import { erlangC, meanQueueWait } from '@shared/sim/erlang';
import { runStrategy } from '@shared/sim/run-strategy';

/**
 * Placement by GPU: N one-GPU jobs (Poisson arrivals, exponential sizes) on k reserved 8-GPU
 * servers shared by GPU form an M/M/8k queue, so the mean wait and the share of jobs that
 * wait must match Erlang C with 8k servers. With one job per server (oneUnitPerInstance) the
 * same servers are an M/M/k queue. Independent replications (seeds 1..5) give the standard
 * error, as in mmc-erlang.test.ts.
 */
function observe(k: number, lambdaPerHour: number, muPerHour: number, oneUnitPerInstance: boolean) {
  const s = buildMmcScenario({
    lambdaPerHour,
    muPerHour,
    servers: k,
    gpusPerServer: 8,
    oneUnitPerInstance,
    jobs: 60_000,
  });
  const means: number[] = [];
  let waitedShare = 0;
  for (let seed = 1; seed <= 5; seed++) {
    const r = runStrategy(s, 'mmc', seed, { maxJobRecords: seed === 1 ? 60_000 : 0 });
    means.push(r.workloads[0]!.queueWaitMeanS!);
    if (seed === 1) waitedShare = r.jobs.filter((j) => j.queueWaitS > 0).length / r.jobs.length;
  }
  const mean = means.reduce((a, b) => a + b, 0) / means.length;
  const se = Math.sqrt(
    means.reduce((a, m) => a + (m - mean) ** 2, 0) / (means.length - 1) / means.length,
  );
  return { mean, se, waitedShare };
}

describe('one-GPU jobs on shared 8-GPU servers against Erlang C', () => {
  const mu = 3;
  it('2 servers shared by GPU behave as M/M/16 (lambda 36/h, rho 0.75)', () => {
    const { mean, se, waitedShare } = observe(2, 36, mu, false);
    const wq = meanQueueWait(16, 36 / 3600, mu / 3600);
    expect(se).toBeLessThan(0.03 * wq);
    expect(Math.abs(mean - wq)).toBeLessThan(4 * se);
    expect(Math.abs(mean - wq) / wq).toBeLessThan(0.05);
    expect(Math.abs(waitedShare - erlangC(16, 36 / mu))).toBeLessThan(0.02);
  });

  it('the same 2 servers with one job each behave as M/M/2 (lambda 4.5/h, rho 0.75), and sharing removes nearly all the wait', () => {
    const whole = observe(2, 4.5, mu, true);
    const wq2 = meanQueueWait(2, 4.5 / 3600, mu / 3600);
    expect(Math.abs(whole.mean - wq2)).toBeLessThan(4 * whole.se);
    expect(Math.abs(whole.mean - wq2) / wq2).toBeLessThan(0.05);
    expect(Math.abs(whole.waitedShare - erlangC(2, 4.5 / mu))).toBeLessThan(0.02);
    const shared = observe(2, 4.5, mu, false);
    const wq16 = meanQueueWait(16, 4.5 / 3600, mu / 3600);
    // M/M/16 at rho 0.09: a wait is all but impossible.
    expect(wq16).toBeLessThan(1);
    expect(shared.mean).toBeLessThan(1);
    expect(shared.waitedShare).toBeLessThan(0.001);
  });
});
