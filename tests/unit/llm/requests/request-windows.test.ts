/**
 * What the windows cost in precision (shared/sim/README.md, "Simulated requests"): a rate is read
 * as its nearest grid rate (within ±2.5 %), and a window of 6,000 measured requests gives a miss
 * share within 0.01 (or 10 % of it) of a run ten times as long at the same state and rate.
 */
import { describe, expect, it } from 'vitest';
import type { LatencyTarget } from '@shared/llm/latency-target';
import { arrivalsOver, burstsForDispersion } from '@shared/llm/requests/arrivals';
import { countMisses } from '@shared/llm/requests/request-misses';
import { gridRate, RATE_GRID_RATIO, RequestWindows } from '@shared/llm/requests/request-windows';
import { serveRequests } from '@shared/llm/requests/serve-requests';
import type { ThroughputProfile } from '@shared/llm/serving-profile';
import { Rng } from '@shared/sim/prng';

const L4: ThroughputProfile = { kind: 'throughput', prefillTokensPerSecond: 4000, singleSequenceTokensPerSecond: 30, fullBatchTokensPerSecond: 600, maxConcurrentSequences: 32, estimate: true };
const CLASSES = [
  { name: 'short', share: 0.4, promptTokens: 330, outputTokens: 109 },
  { name: 'medium', share: 0.36, promptTokens: 1100, outputTokens: 409 },
  { name: 'long', share: 0.24, promptTokens: 2655, outputTokens: 82 },
];
const TARGETS: LatencyTarget[] = [
  { metric: 'ttft', statistic: 'p95', ms: 1500 },
  { metric: 'e2e', statistic: 'p95', ms: 30_000 },
];

/** The same state served for 60,000 requests (a long run the window stands for). */
function longRun(rate: number, replicas: number, dispersion: number): number[] {
  const rng = Rng.stream(99, 'long-run');
  const arrivals = arrivalsOver(burstsForDispersion(dispersion), [rate], 60_000 / rate, rng);
  const n = arrivals.length;
  const promptTokens = new Float64Array(n);
  const outputTokens = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const u = rng.next();
    const c = u < 0.4 ? CLASSES[0]! : u < 0.76 ? CLASSES[1]! : CLASSES[2]!;
    promptTokens[i] = c.promptTokens;
    outputTokens[i] = c.outputTokens;
  }
  const reqs = { arrivalS: arrivals, promptTokens, outputTokens, route: new Uint8Array(n) };
  const lives = Array.from({ length: replicas }, () => ({ profile: L4, route: 0, upS: 0, downS: Infinity, interrupted: false }));
  const served = serveRequests(reqs, lives, Infinity);
  const m = countMisses(reqs, served, TARGETS, 300, Infinity);
  return [...m.missed].map((x) => x / m.measured);
}

describe('request-level windows', () => {
  it('reads a rate as the nearest grid rate, within ±2.5 %', () => {
    for (const r of [0.013, 0.7, 1, 3.3, 47.9, 1234]) {
      expect(Math.abs(gridRate(r) / r - 1)).toBeLessThanOrEqual(Math.sqrt(RATE_GRID_RATIO) - 1 + 1e-12);
    }
  });

  it.each([
    [5.5, 4, 1],
    [6.5, 5, 10.6],
  ])('λ %f on %i L4 replicas (dispersion %f): the window is within 0.01 (or 10 %) of a run ten times as long, and is the same when read again', (rate, replicas, dispersion) => {
    const windows = new RequestWindows(CLASSES, TARGETS, [L4], burstsForDispersion(dispersion));
    const ready = Int32Array.from([replicas]);
    const shares = [...windows.sharesAt(ready, gridRate(rate))];
    const reference = longRun(gridRate(rate), replicas, dispersion);
    // Measured: 0.021 / 0.291 against 0.023 / 0.273, and 0.360 / 0.223 against 0.379 / 0.224.
    shares.forEach((s, t) => expect(Math.abs(s - reference[t]!)).toBeLessThan(Math.max(0.01, 0.1 * reference[t]!)));
    const simulated = windows.simulatedRequests;
    expect([...windows.sharesAt(ready, gridRate(rate) * 1.001)]).toEqual(shares);
    expect(windows.simulatedRequests).toBe(simulated); // read from the memo
  });
});
