/**
 * The request-level serving model the simulator runs (shared/llm/requests/) held to the
 * independent reference replay (shared/llm/reference/continuous-batching.ts), which is written
 * the simple way (one decode step at a time, every running request touched each step). Both
 * follow vLLM's default scheduler, so on the same requests they must agree closely: replica
 * counts for P95 TTFT targets equal, miss shares within 0.03 (the bar).
 */
import { describe, expect, it } from 'vitest';
import type { LatencyTarget } from '@shared/llm/latency-target';
import { simulateContinuousBatching, type LoggedRequest } from '@shared/llm/reference/continuous-batching';
import { countMisses } from '@shared/llm/requests/request-misses';
import { serveRequests, type ReplicaLife } from '@shared/llm/requests/serve-requests';
import type { ThroughputProfile } from '@shared/llm/serving-profile';
import { atRate, readAzureLog, referenceMissShares } from '../request-log-reference';
import { burstyLog, toRequestList } from './request-fixtures';

const PROFILE: ThroughputProfile = {
  kind: 'throughput',
  prefillTokensPerSecond: 4000,
  singleSequenceTokensPerSecond: 30,
  fullBatchTokensPerSecond: 600,
  maxConcurrentSequences: 32,
  estimate: true,
};
const TARGETS: LatencyTarget[] = [
  { metric: 'ttft', statistic: 'p95', ms: 2000 },
  { metric: 'tpot', statistic: 'p99', ms: 150 },
  { metric: 'e2e', statistic: 'p90', ms: 30_000 },
];
/** The reference's saturated rate for this profile on the conversation log (shared/sim/README.md). */
const SATURATED_PER_REPLICA = 1.55;

const log = readAzureLog();

function lives(count: number): ReplicaLife[] {
  return Array.from({ length: count }, () => ({ profile: PROFILE, route: 0, upS: 0, downS: Infinity, interrupted: false }));
}

function simulatedShares(requests: readonly LoggedRequest[], replicas: number, targets = TARGETS): number[] {
  const list = toRequestList(requests);
  const served = serveRequests(list, lives(replicas), Infinity);
  const m = countMisses(list, served, targets, -Infinity, Infinity);
  return [...m.missed].map((x) => x / m.measured);
}

function referenceShares(requests: readonly LoggedRequest[], replicas: number, targets = TARGETS): number[] {
  return referenceMissShares(simulateContinuousBatching(requests, PROFILE, replicas), targets);
}

/** Fewest replicas (1..12) whose share missing P95 TTFT ≤ `ms` is at most 5 %. */
function replicasFor(share: (replicas: number, targets: LatencyTarget[]) => number[], ms: number): number {
  const target: LatencyTarget[] = [{ metric: 'ttft', statistic: 'p95', ms }];
  for (let r = 1; r <= 12; r++) if (share(r, target)[0]! <= 0.05) return r;
  return Infinity;
}

describe('request-level serving against the reference replay', () => {
  it.each([0.2, 0.4, 0.6, 0.75, 0.9])('conversation log at %f of saturation on 4 replicas: miss shares within 0.03', (load) => {
    const requests = atRate(log, load * SATURATED_PER_REPLICA, 4);
    const sim = simulatedShares(requests, 4);
    const ref = referenceShares(requests, 4);
    sim.forEach((s, t) => expect(Math.abs(s - ref[t]!)).toBeLessThan(0.03));
  });

  it('a bursty generated log (compound arrivals, dispersion ≥ 10): miss shares within 0.03 and the same replica counts for P95 TTFT targets', () => {
    const { requests, dispersion } = burstyLog(log, 5, 12_000, 7);
    expect(dispersion).toBeGreaterThanOrEqual(10);
    for (const replicas of [3, 4, 6]) {
      const sim = simulatedShares(requests, replicas);
      const ref = referenceShares(requests, replicas);
      sim.forEach((s, t) => expect(Math.abs(s - ref[t]!)).toBeLessThan(0.03));
    }
    for (const ms of [1000, 2000, 5000]) {
      expect(replicasFor((r, t) => simulatedShares(requests, r, t), ms)).toBe(replicasFor((r, t) => referenceShares(requests, r, t), ms));
    }
  });
});
