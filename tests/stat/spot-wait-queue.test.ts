import { describe, expect, it } from 'vitest';
import { Scenario } from '@shared/scenario';
import { buildMmcScenario } from '@shared/sim/bench-mmc';
import { meanQueueWait } from '@shared/sim/erlang';
import { runStrategy } from '@shared/sim/run-strategy';

/**
 * A contended spot pool with `whenSpotFull: "wait"`: Poisson arrivals (lambda) of one-GPU jobs
 * with exponential sizes (mean 1 / mu), a spot pool capped at c instances, each running instance
 * interrupted at rate theta (Poisson), progress saved at the notice, no restart overhead or
 * provisioning, and on-demand listed after spot. No deadline and no preemption limit, so no job
 * ever leaves spot: it waits for it, and a preempted job queues again behind those waiting.
 *
 * Closed form: each stay on spot ends after Exp(mu + theta) (a finish with probability
 * mu / (mu + theta), else a preemption, and by memorylessness the work left is again Exp(mu)),
 * so the pool is a single FIFO station with c servers and Bernoulli feedback to the back of the
 * queue: a Jackson network whose number in system is that of an M/M/c queue with arrivals
 * Lambda = lambda (mu + theta) / mu and service rate mu + theta — the same offered load
 * lambda / mu as without preemptions. By Little's law the total time a job waits, all its
 * waits summed, is Lq / lambda: Erlang C's Wq for M/M/c(lambda, mu), whatever theta. And a job
 * is preempted theta / mu times on average. On-demand is never used.
 */
function contendedSpot(k: { lambdaPerHour: number; muPerHour: number; servers: number; thetaPerHour: number }): Scenario {
  const base = buildMmcScenario({ ...k, jobs: 40_000 });
  const src = { asOf: '2026-01-01', source: 'queueing test', status: 'user' as const };
  const offer = {
    ...base.catalog.offers[0]!,
    virtualization: 'passthrough' as const,
    provisioningDelaySeconds: 0,
    prices: { onDemand: { ...src, perHour: 3 }, spot: { ...src, perHour: 1 } },
  };
  return Scenario.parse({
    ...base,
    catalog: { ...base.catalog, offers: [offer] },
    workloads: base.workloads.map((w) => ({ ...w, startupMinutes: 0 })),
    strategies: [
      {
        id: 'spot',
        name: 'Spot, waiting for it',
        pools: [
          { id: 'sp', offerId: offer.id, kind: 'spot', maxInstances: k.servers, interruption: { model: 'poisson', ratePerGpuHour: k.thetaPerHour }, saveOnNotice: true },
          { id: 'od', offerId: offer.id, kind: 'onDemand' },
        ],
        placements: [{ workloadId: 'jobs', poolIds: ['sp', 'od'], whenSpotFull: 'wait' }],
      },
    ],
  });
}

describe('a contended spot pool, waiting for spot, against M/M/c with feedback', () => {
  const cases = [
    { lambdaPerHour: 9, muPerHour: 3, servers: 4, thetaPerHour: 1.5 }, // rho 0.75, half a preemption per job
    { lambdaPerHour: 2.1, muPerHour: 3, servers: 1, thetaPerHour: 3 }, // rho 0.7, one preemption per job
  ];
  for (const k of cases) {
    it(`lambda ${k.lambdaPerHour}/h, mu ${k.muPerHour}/h, c ${k.servers}, theta ${k.thetaPerHour}/h`, () => {
      const s = contendedSpot(k);
      const means: number[] = [];
      const preemptionsPerJob: number[] = [];
      for (let seed = 1; seed <= 5; seed++) {
        const r = runStrategy(s, 'spot', seed, { maxJobRecords: 0 });
        const w = r.workloads[0]!;
        means.push(w.queueWaitMeanS!);
        preemptionsPerJob.push(w.preemptions / w.jobsArrived);
        expect(r.pools.find((p) => p.poolId === 'od')!.gpuSecondsBilled, 'never on-demand').toBe(0);
        expect(r.pools.find((p) => p.poolId === 'sp')!.peakInstances).toBeLessThanOrEqual(k.servers);
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const wq = meanQueueWait(k.servers, k.lambdaPerHour / 3600, k.muPerHour / 3600);
      const observed = mean(means);
      const se = Math.sqrt(means.reduce((a, m) => a + (m - observed) ** 2, 0) / (means.length - 1) / means.length);
      expect(se).toBeLessThan(0.04 * wq);
      expect(Math.abs(observed - wq)).toBeLessThan(4 * se);
      expect(Math.abs(observed - wq) / wq).toBeLessThan(0.06);
      expect(Math.abs(mean(preemptionsPerJob) - k.thetaPerHour / k.muPerHour)).toBeLessThan(0.03 * (k.thetaPerHour / k.muPerHour));
    });
  }
});
