import { describe, expect, it } from 'vitest';
import { buildMmcScenario } from '@shared/sim/bench-mmc';
import { erlangC, meanQueueWait } from '@shared/sim/erlang';
import { runStrategy } from '@shared/sim/run-strategy';

/**
 * (a) Queueing: Poisson arrivals (lambda), exponential sizes (mean 1 / mu), c single-GPU
 * reserved instances, FIFO: an M/M/c queue. Over a long horizon the mean wait in queue must
 * match Erlang C, Wq = C(c, lambda / mu) / (c mu - lambda), and the share of jobs that wait
 * must match C(c, lambda / mu).
 *
 * Whole-second clock: sizes are rounded up to the second and arrivals down, which moves the
 * mean service time by about half a second in 20 minutes (0.04 %): negligible here.
 */
describe('M/M/c against Erlang C', () => {
  const cases = [
    { lambdaPerHour: 9, muPerHour: 3, servers: 4 }, // rho 0.75
    { lambdaPerHour: 2.1, muPerHour: 3, servers: 1 }, // M/M/1, rho 0.7
    { lambdaPerHour: 21, muPerHour: 3, servers: 10 }, // rho 0.7, more servers
  ];
  for (const k of cases) {
    it(`matches Wq and P(wait) for lambda ${k.lambdaPerHour}/h, mu ${k.muPerHour}/h, c ${k.servers}`, () => {
      const s = buildMmcScenario({ ...k, jobs: 60_000 });
      // Independent replications (seeds 1..5): their spread gives the standard error.
      const means: number[] = [];
      let waitedShare = 0;
      for (let seed = 1; seed <= 5; seed++) {
        const r = runStrategy(s, 'mmc', seed, { maxJobRecords: seed === 1 ? 60_000 : 0 });
        means.push(r.workloads[0]!.queueWaitMeanS!);
        if (seed === 1) waitedShare = r.jobs.filter((j) => j.queueWaitS > 0).length / r.jobs.length;
      }
      const lambda = k.lambdaPerHour / 3600;
      const mu = k.muPerHour / 3600;
      const wq = meanQueueWait(k.servers, lambda, mu);
      const observed = means.reduce((a, b) => a + b, 0) / means.length;
      const se = Math.sqrt(means.reduce((a, m) => a + (m - observed) ** 2, 0) / (means.length - 1) / means.length);
      expect(se).toBeLessThan(0.025 * wq); // the test can tell a few per cent apart
      expect(Math.abs(observed - wq)).toBeLessThan(4 * se);
      expect(Math.abs(observed - wq) / wq).toBeLessThan(0.05);
      expect(Math.abs(waitedShare - erlangC(k.servers, lambda / mu))).toBeLessThan(0.02);
    });
  }
});
