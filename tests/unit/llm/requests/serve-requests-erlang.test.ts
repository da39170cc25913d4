/**
 * The request-level model on the one case with a closed form: Poisson arrivals, one slot per
 * replica and exponential service (one output token, so a request's service is its prefill,
 * exponential prompt tokens at a fixed prefill speed) is M/M/c, and the time to first token
 * minus the request's own prefill is the queueing wait, whose mean and tail Erlang C gives.
 * The confidence interval comes from batch means (successive waits are correlated).
 */
import { describe, expect, it } from 'vitest';
import { countMisses } from '@shared/llm/requests/request-misses';
import { serveRequests, type ReplicaLife } from '@shared/llm/requests/serve-requests';
import type { RequestList } from '@shared/llm/requests/request-list';
import type { ThroughputProfile } from '@shared/llm/serving-profile';
import { erlangC, meanQueueWait } from '@shared/sim/erlang';
import { Rng } from '@shared/sim/prng';

const ONE_SLOT: ThroughputProfile = { kind: 'throughput', prefillTokensPerSecond: 1000, singleSequenceTokensPerSecond: 50, fullBatchTokensPerSecond: 50, maxConcurrentSequences: 1, estimate: true };

function poissonStream(lambda: number, count: number, seed: number): RequestList {
  const rng = Rng.stream(seed, 'erlang-check');
  const arrivalS = new Float64Array(count);
  const promptTokens = new Float64Array(count);
  let t = 0;
  for (let i = 0; i < count; i++) {
    t += -Math.log(rng.nextOpen()) / lambda;
    arrivalS[i] = t;
    promptTokens[i] = -Math.log(rng.nextOpen()) * 1000; // mean service 1 s: μ = 1
  }
  return { arrivalS, promptTokens, outputTokens: new Float64Array(count).fill(1), route: new Uint8Array(count) };
}

describe('request-level serving on M/M/c matches Erlang C', () => {
  it.each([
    [1, 0.8],
    [4, 3.4],
  ])('%i replicas at λ = %f', (c, lambda) => {
    const count = 200_000;
    const reqs = poissonStream(lambda, count, 11 + c);
    const lives: ReplicaLife[] = Array.from({ length: c }, () => ({ profile: ONE_SLOT, route: 0, upS: 0, downS: Infinity, interrupted: false }));
    const served = serveRequests(reqs, lives, Infinity, true);
    const warm = 2000;
    const batches = 40;
    const perBatch = Math.floor((count - warm) / batches);
    const means: number[] = [];
    let waited = 0;
    for (let b = 0; b < batches; b++) {
      let sum = 0;
      for (let i = warm + b * perBatch; i < warm + (b + 1) * perBatch; i++) {
        const wait = served.ttftS[i]! - reqs.promptTokens[i]! / 1000;
        sum += wait;
        if (wait > 1e-9) waited++;
      }
      means.push(sum / perBatch);
    }
    const mean = means.reduce((s, x) => s + x, 0) / batches;
    const sd = Math.sqrt(means.reduce((s, x) => s + (x - mean) ** 2, 0) / (batches - 1));
    const halfWidth = (2.02 * sd) / Math.sqrt(batches); // t(0.975, 39)
    const expected = meanQueueWait(c, lambda, 1);
    expect(Math.abs(mean - expected)).toBeLessThan(halfWidth);
    expect(halfWidth / expected).toBeLessThan(0.15); // the interval is tight enough to mean something
    // The share that waits at all is Erlang C's probability of waiting (binomial bound, 4 sd with correlation allowed for).
    const p = erlangC(c, lambda);
    expect(Math.abs(waited / (batches * perBatch) - p)).toBeLessThan(0.02);
    // The miss share of a TTFT target counts what it should: every request is measured once.
    const m = countMisses(reqs, served, [{ metric: 'ttft', statistic: 'p95', ms: 60_000 }], 0, Infinity);
    expect(m.measured).toBe(count);
  });
});
