import { describe, expect, it } from 'vitest';
import { Scenario } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';
import { baseCatalog } from '../unit/sim/fixtures';

/**
 * (b) Spot interruptions and checkpoints against closed forms.
 *
 * A job needs W = n C seconds of productive time on one spot GPU; interruptions are Poisson
 * at rate r per GPU-second while the instance runs (restart overhead included); a checkpoint
 * is taken every C seconds of productive time; after an interruption the job relaunches at
 * once (Poisson spot is always available) and pays the restart overhead R before producing.
 *
 * Derivation. Progress is saved only at multiples of C, so the job completes n chunks in turn.
 * A chunk's first attempt continues the running segment: it needs C uninterrupted seconds,
 * which happens with probability p = exp(-r C). Every attempt after an interruption needs
 * R + C uninterrupted seconds: q = exp(-r (R + C)). If the first attempt fails (probability
 * 1 - p), one interruption has happened and further failures are geometric with success q,
 * mean (1 - q) / q, so
 *   E[interruptions per chunk] = (1 - p) (1 + (1 - q) / q) = (1 - p) / q,
 *   E[interruptions] = n (1 - exp(-r C)) exp(r (R + C)).
 * Work lost in a failed first attempt is the productive time T < C before the hit:
 *   L1 = E[T; T < C] = integral_0^C t r e^(-r t) dt = 1/r - (C + 1/r) e^(-r C).
 * In a failed later attempt it is max(0, T - R) for T < R + C, whose expectation on failure is
 *   integral_R^(R+C) (t - R) r e^(-r t) dt / (1 - q) = e^(-r R) L1 / (1 - q).
 * Per chunk: L1 + (1 - p) ((1 - q) / q) e^(-r R) L1 / (1 - q) = L1 (1 + (1 - p) e^(r C)) = L1 e^(r C),
 * so E[lost productive seconds] = n L1 exp(r C).
 * And the time paying restart overhead is R times the interruptions not during a restart plus
 * the partial restarts; the checks below use interruptions and lost work.
 *
 * Whole seconds: the time to an interruption is rounded up to the second (mean +0.5 s in
 * thousands): negligible.
 */
function spotScenario(r: number, C: number, R: number, n: number, jobs: number): Scenario {
  const catalog = baseCatalog();
  return Scenario.parse({
    schemaVersion: 8,
    name: 'spot checkpoints',
    currency: 'USD',
    startDate: '2026-01-01',
    horizonDays: Math.ceil(jobs / 24) + 30,
    catalog,
    workloads: [
      {
        id: 'job',
        name: 'Job',
        kind: 'training',
        arrivals: { type: 'recurring', everyDays: 1 / 24, count: jobs },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: (n * C) / 3600 } },
        gpusPerJob: 1,
        checkpointIntervalMinutes: C / 60,
        restartOverheadMinutes: R / 60,
      },
    ],
    strategies: [
      {
        id: 's',
        name: 'Spot',
        pools: [{ id: 'spot', offerId: 'vm1', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: r * 3600 }, noticeSeconds: 0 }],
        placements: [{ workloadId: 'job', poolIds: ['spot'] }],
      },
    ],
  });
}

describe('spot preemptions and lost work against the closed form', () => {
  const cases = [
    { rPerHour: 0.5, C: 3600, R: 900, n: 10 },
    { rPerHour: 0.1, C: 1800, R: 600, n: 40 },
    { rPerHour: 1, C: 600, R: 120, n: 12 },
  ];
  for (const k of cases) {
    it(`r ${k.rPerHour}/h, checkpoint ${k.C / 60} min, restart ${k.R / 60} min, ${(k.n * k.C) / 3600} h of work`, () => {
      const r = k.rPerHour / 3600;
      const jobs = 4000;
      const result = runStrategy(spotScenario(r, k.C, k.R, k.n, jobs), 's', 7, { maxJobRecords: jobs });
      const finished = result.jobs.filter((j) => j.finishS !== null);
      expect(finished.length).toBe(jobs);
      const p = Math.exp(-r * k.C);
      const expectedPreemptions = k.n * (1 - p) * Math.exp(r * (k.R + k.C));
      const L1 = 1 / r - (k.C + 1 / r) * p;
      const expectedLost = k.n * L1 * Math.exp(r * k.C);
      const pre = finished.map((j) => j.preemptions);
      const lost = finished.map((j) => j.lostGpuS);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const se = (xs: number[]) => {
        const m = mean(xs);
        return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
      };
      // Within 4 standard errors (each job is an independent replication).
      expect(Math.abs(mean(pre) - expectedPreemptions)).toBeLessThan(4 * se(pre));
      expect(Math.abs(mean(lost) - expectedLost)).toBeLessThan(4 * se(lost));
      // And the run time is the work plus what was lost.
      for (const j of finished.slice(0, 100)) expect(j.runS).toBe(k.n * k.C + j.lostGpuS);
      expect(result.workloads[0]!.preemptions).toBe(pre.reduce((a, b) => a + b, 0));
    });
  }
});
