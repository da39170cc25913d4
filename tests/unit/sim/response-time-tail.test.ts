import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxArrivalRate, meanResponseTime, responseTimeExceeds } from '@shared/sim/erlang';
import { Rng } from '@shared/sim/prng';

/** Relative agreement to 4 significant digits. */
function expectSig4(actual: number, expected: number): void {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(5e-5);
}

describe('P(response time > t) for M/M/c', () => {
  it('is the M/M/1 sojourn tail e^-(mu - lambda) t', () => {
    // M/M/1: T ~ Exp(mu - lambda); lambda 0.5, mu 1, t 2 gives e^-1.
    expectSig4(responseTimeExceeds(1, 0.5, 1, 2), Math.exp(-1)); // 0.3679
  });

  it('takes its limit (1 + C mu t) e^-mu t where theta = c mu - lambda equals mu', () => {
    // c 2, mu 1, lambda 1: a = 1, B(2, 1) = 0.5 / 2.5 = 0.2, C = 2B / (2 - a (1 - B)) = 1/3; theta = 1 = mu.
    // t 3: e^-3 (1 + 3/3) = 2 e^-3.
    expectSig4(responseTimeExceeds(2, 1, 1, 3), 2 * Math.exp(-3)); // 0.09957
    // Just off the singular point the general form must join the limit smoothly.
    expect(Math.abs(responseTimeExceeds(2, 1 + 1e-9, 1, 3) - 2 * Math.exp(-3))).toBeLessThan(1e-8);
  });

  it('matches the closed form with waiting on two servers', () => {
    // c 2, mu 1, lambda 1.5: a 1.5, B = 1.125 / 3.625, C = 9/14, theta 0.5; t 1:
    // e^-1 + C mu (e^-0.5 - e^-1) / (mu - theta) = e^-1 + (9/7)(e^-0.5 - e^-1).
    expectSig4(responseTimeExceeds(2, 1.5, 1, 1), Math.exp(-1) + (9 / 7) * (Math.exp(-0.5) - Math.exp(-1))); // 0.6747
  });

  it('is the service tail alone with no traffic, and 1 when unstable', () => {
    expectSig4(responseTimeExceeds(8, 0, 2, 1.5), Math.exp(-3));
    expect(responseTimeExceeds(4, 4, 1, 10)).toBe(1);
    expect(responseTimeExceeds(0, 1, 1, 10)).toBe(1);
  });

  it('finds the largest rate meeting a percentile target (M/M/1: lambda = mu + ln(1 - p) / t)', () => {
    // mu 1, t 10 s, P95: e^-(1 - lambda) 10 <= 0.05, so lambda <= 1 + ln(0.05) / 10 = 0.7004.
    expectSig4(maxArrivalRate(1, 1, 10, 0.05), 1 + Math.log(0.05) / 10);
    // P99 of 3 s with a 1 s mean service: even a lone request misses (e^-3 = 0.0498 > 0.01).
    expect(maxArrivalRate(4, 1, 3, 0.01)).toBe(-1);
    // The mean target keeps its old answer.
    const mean = maxArrivalRate(4, 1, 2);
    expect(meanResponseTime(4, mean, 1)).toBeCloseTo(2, 6);
  });

  it('falls with the target and grows with the traffic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        fc.double({ min: 0.01, max: 30, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        (c, rho, mu, t, dt) => {
          const lambda = rho * c * mu;
          const p = responseTimeExceeds(c, lambda, mu, t);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
          expect(responseTimeExceeds(c, lambda, mu, t + dt)).toBeLessThanOrEqual(p + 1e-12);
          const busier = Math.min(0.999, rho + (1 - rho) / 2) * c * mu;
          expect(responseTimeExceeds(c, busier, mu, t)).toBeGreaterThanOrEqual(p - 1e-12);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with a seeded Monte Carlo of the M/M/c queue (FCFS)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 0.3, max: 0.85, noNaN: true }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (c, rho, tInServices, seed) => {
          const mu = 1;
          const lambda = rho * c * mu;
          const t = tInServices / mu;
          const rng = Rng.stream(seed, 'mmc-tail');
          // Servers' next free times; FCFS, so each arrival takes the server free first.
          const free = new Float64Array(c);
          const n = 60_000;
          const warmUp = 5_000;
          let now = 0;
          let over = 0;
          for (let i = 0; i < n; i++) {
            now += rng.exponential(1 / lambda);
            let k = 0;
            for (let j = 1; j < c; j++) if (free[j]! < free[k]!) k = j;
            const start = Math.max(now, free[k]!);
            const done = start + rng.exponential(1 / mu);
            free[k] = done;
            if (i >= warmUp && done - now > t) over++;
          }
          const observed = over / (n - warmUp);
          // Sojourn times of neighbours are correlated, so allow several times the iid error.
          expect(Math.abs(observed - responseTimeExceeds(c, lambda, mu, t))).toBeLessThan(0.025);
        },
      ),
      // A statistical check: fixed draws of the parameters, so a run of the suite cannot fail by
      // drawing a busy single server whose correlated sojourns stray past the tolerance by chance.
      { numRuns: 12, seed: 20_261_205 },
    );
  });
});
