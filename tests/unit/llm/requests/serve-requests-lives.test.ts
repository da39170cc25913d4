/** Replicas that come and go in a request-level window: a shed replica drains, an interrupted one loses its requests, which are sent again. */
import { describe, expect, it } from 'vitest';
import { serveRequests, type ReplicaLife } from '@shared/llm/requests/serve-requests';
import type { RequestList } from '@shared/llm/requests/request-list';
import type { ThroughputProfile } from '@shared/llm/serving-profile';

// Prefill 100 tokens in 0.1 s; a decode step of 0.1 s alone or in a batch of up to 4.
const P: ThroughputProfile = { kind: 'throughput', prefillTokensPerSecond: 1000, singleSequenceTokensPerSecond: 10, fullBatchTokensPerSecond: 40, maxConcurrentSequences: 4, estimate: true };

function list(arrivals: number[], output = 11): RequestList {
  const n = arrivals.length;
  return { arrivalS: Float64Array.from(arrivals), promptTokens: new Float64Array(n).fill(100), outputTokens: new Float64Array(n).fill(output), route: new Uint8Array(n) };
}

const life = (upS: number, downS = Infinity, interrupted = false): ReplicaLife => ({ profile: P, route: 0, upS, downS, interrupted });

describe('replica lives', () => {
  it('one request alone: TTFT is its prefill, TPOT one step, E2E both', () => {
    const s = serveRequests(list([0]), [life(0)], Infinity);
    expect(s.ttftS[0]).toBeCloseTo(0.1, 12);
    expect(s.tpotS[0]).toBeCloseTo(0.1, 12);
    expect(s.e2eS[0]).toBeCloseTo(1.1, 12);
  });

  it('a shed replica finishes what it holds and takes nothing new', () => {
    const s = serveRequests(list([0, 0.5]), [life(0, 0.2), life(0)], Infinity);
    // The first request went to replica 0 (ties to the first), which then drains: it still finishes in 1.1 s.
    expect(s.e2eS[0]).toBeCloseTo(1.1, 12);
    expect(s.retries[0]).toBe(0);
    // The second goes to replica 1 alone: no batch partner, the same 1.1 s.
    expect(s.e2eS[1]).toBeCloseTo(1.1, 12);
  });

  it('an interrupted replica loses its request; it is sent again to the replacement and counted', () => {
    const s = serveRequests(list([0]), [life(0, 0.5, true), life(0.5)], Infinity);
    expect(s.retries[0]).toBe(1);
    // Started over at 0.5 s on the replacement: first token at 0.6 s, done at 1.6 s.
    expect(s.ttftS[0]).toBeCloseTo(0.6, 12);
    expect(s.e2eS[0]).toBeCloseTo(1.6, 12);
  });

  it('with no replica ready, requests wait at the balancer for the first that comes', () => {
    const s = serveRequests(list([0, 0]), [life(2)], Infinity);
    // Sent on in arrival order at 2 s: the first is prefilled at once, the second right after it.
    expect(s.ttftS[0]).toBeCloseTo(2.1, 12);
    expect(s.ttftS[1]).toBeCloseTo(2.2, 12);
  });

  it('a request arriving during a run of decode steps waits for the step under way, then is prefilled', () => {
    const s = serveRequests(list([0, 0.35]), [life(0)], Infinity);
    // Request 0: first token 0.1, steps end 0.2, 0.3, 0.4: the arrival at 0.35 is prefilled 0.4–0.5.
    expect(s.ttftS[1]).toBeCloseTo(0.15, 12);
    // Request 0 lost 0.1 s to that prefill, and its steps after it are in a batch of 2 (same step time here).
    expect(s.e2eS[0]).toBeCloseTo(1.2, 12);
  });

  it('requests unfinished at the end of the window stay unfinished', () => {
    const s = serveRequests(list([0]), [life(0)], 0.5);
    expect(s.finished[0]).toBe(0);
  });
});
