import { describe, expect, it } from 'vitest';
import { ERLANG_EXACT_MAX_SERVERS, erlangC, maxArrivalRate } from '@shared/sim/erlang';

/** The exact Erlang C by the Erlang B recursion, as the textbook has it: the reference. */
function recursion(c: number, a: number): number {
  let b = 1;
  for (let k = 1; k <= c; k++) b = (a * b) / (k + a * b);
  return (c * b) / (c - a * (1 - b));
}

describe('Erlang C for many servers', () => {
  it('is the exact recursion up to the threshold, so ordinary sizes keep their results', () => {
    for (const c of [1, 2, 7, 16, 240, ERLANG_EXACT_MAX_SERVERS]) {
      for (const rho of [0.1, 0.5, 0.7, 0.9, 0.99]) expect(erlangC(c, rho * c)).toBe(recursion(c, rho * c));
    }
  });

  it.each([ERLANG_EXACT_MAX_SERVERS + 1, 5_000, 20_000, 100_000])(
    'stays within the error stated for the normal approximation at %s servers',
    (c) => {
      // Stated: relative error at most 2.1e-5 x 1,000 / c where C is not negligible, absolute below 3e-6.
      const relLimit = (2.2e-5 * 1000) / c;
      for (let rho = 0.3; rho < 1; rho += 0.0025) {
        const a = rho * c;
        const exact = recursion(c, a);
        const approx = erlangC(c, a);
        expect(Math.abs(approx - exact)).toBeLessThan(3e-6);
        if (exact > 1e-12) expect(Math.abs(approx - exact) / exact).toBeLessThan(relLimit);
      }
    },
  );

  it('costs the same whatever the servers: 4,096 concurrency on 100,000 replicas in milliseconds', () => {
    const servers = 4096 * 100_000;
    const started = performance.now();
    const rate = maxArrivalRate(servers, 2, 2);
    // A few milliseconds when quiet; the bound leaves room for a machine kept busy by other
    // work, and the textbook recursion would still miss it by far: one Erlang C at this size
    // took 4.3 s, and the rate search needs dozens.
    expect(performance.now() - started).toBeLessThan(2_000);
    // With a target of four service times almost every server can be busy.
    expect(rate / (servers * 2)).toBeGreaterThan(0.99);
    expect(rate).toBeLessThan(servers * 2);
  });
});
