import { describe, expect, it } from 'vitest';
import { runStrategy } from '@shared/sim/run-strategy';
import { heldReplicas, ONE_SERVER } from '../unit/sim/owned-fixture';

/**
 * GPU failures of owned servers against the alternating renewal process they are.
 *
 * Each GPU in service fails at rate r (a Poisson process) and is then out for d; up and out
 * alternate, so in the long run a GPU is out a share p = r d / (1 + r d) of the time and fails
 * r T / (1 + r d) times in T. Starting in service, the first stretch up is the only difference
 * from the long run: the expected time out over [0, T] falls short of p T by p (1 / r) (1 - p)
 * at most, about p d; over a year against d = 5 days that is under 1.5 % of p T.
 *
 * Case: one 8-GPU server for a year, r = 10 a GPU-year, d = 5 days (r d = 0.1369, p = 0.1204),
 * one replica busy all the time. Which GPU fails does not change how long GPUs are out: the
 * replica hit by a failure moves to a free GPU at once (it stays out only when the other seven
 * are all out at once, p^7, about 4e-7: negligible). Expected GPU-hours out:
 * 8 × 8,760 h × p = 8,440 (less the start-up shortfall); failures 8 × 10 / 1.1369 = 70.4.
 * The replica's GPU is always one in service, failing at r: it is hit r T = 9.99 times a year.
 *
 * Tolerance: the means over 60 seeds against the expectations, within 4 standard errors of the
 * sample mean plus the 1.5 % start-up shortfall (a test that fails by chance about once in
 * 16,000 runs, and at once if a failed GPU came back early or stayed out longer).
 */
describe('owned GPU failures against the alternating renewal process', () => {
  it('loses the expected GPU-hours and fails the expected number of times', { timeout: 120_000 }, () => {
    const r = 10;
    const d = 5 / 365.25; // years
    const p = (r * d) / (1 + r * d);
    const T = 365 / 365.25; // years
    const s = heldReplicas(1, [{ ...ONE_SERVER, failuresPerGpuYear: r, daysOutPerFailure: 5 }], 365);
    const lost: number[] = [];
    const failures: number[] = [];
    const hits: number[] = [];
    for (let seed = 1; seed <= 60; seed++) {
      const f = runStrategy(s, 's', seed).pools[0]!.ownedFailures!;
      lost.push(f.lostGpuHours);
      failures.push(f.failures);
      hits.push(f.interruptions);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const se = (xs: number[]) => {
      const m = mean(xs);
      return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) / xs.length);
    };
    const expectedLost = 8 * 365 * 24 * p;
    const expectedFailures = (8 * r * T) / (1 + r * d);
    expect(Math.abs(mean(lost) - expectedLost)).toBeLessThan(4 * se(lost) + 0.015 * expectedLost);
    expect(Math.abs(mean(failures) - expectedFailures)).toBeLessThan(4 * se(failures) + 0.015 * expectedFailures);
    expect(Math.abs(mean(hits) - r * T)).toBeLessThan(4 * se(hits));
    // And the spread is that of a process, not a constant: the runs differ.
    expect(se(lost)).toBeGreaterThan(0);
  });
});
