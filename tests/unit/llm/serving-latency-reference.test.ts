/**
 * The planner's token latency model held to the request-level reference (continuous batching,
 * shared/llm/reference/) on the real Azure conversation log: 19,366 requests of one hour.
 *
 * Profile (illustrative, not measured): an A10G/L4-class 24 GB GPU serving an 8B model in fp16:
 * prefill 4,000 tokens/s, decode 30 tokens/s alone and 600 tokens/s over 32 sequences (a step of
 * 33 ms at 1, 53 ms at 32). Four replicas behind a least-outstanding-requests balancer. The
 * planner sees only the mix (35 size classes from prompt × output quantile bins) and the mean
 * rate per replica; its saturated rate for this mix is 1.55 requests/s per replica.
 *
 * Load levels scale the log's arrival times, keeping its order and bursts. The same sizes as a
 * Poisson stream in random order (seeded) show the model's own error apart from the log's. The
 * tolerances are what was measured, rounded up (shared/sim/README.md, "LLM serving"), so a
 * change to either model that moves a figure past them fails here.
 */
import { describe, expect, it } from 'vitest';
import type { LatencyTarget } from '@shared/llm/latency-target';
import { simulateContinuousBatching } from '@shared/llm/reference/continuous-batching';
import { maxRateMeetingTargets } from '@shared/llm/serving-capacity';
import type { ThroughputProfile } from '@shared/llm/serving-profile';
import { atRate, compareAt, poissonAtRate, readAzureLog, referenceMissShares, sizeClassesOf } from './request-log-reference';

const PROFILE: ThroughputProfile = {
  kind: 'throughput',
  prefillTokensPerSecond: 4000,
  singleSequenceTokensPerSecond: 30,
  fullBatchTokensPerSecond: 600,
  maxConcurrentSequences: 32,
  estimate: true,
};
const REPLICAS = 4;
const TARGETS: LatencyTarget[] = [
  { metric: 'ttft', statistic: 'p95', ms: 2000 },
  { metric: 'tpot', statistic: 'p99', ms: 150 },
  { metric: 'e2e', statistic: 'p90', ms: 30_000 },
];

const log = readAzureLog();
const classes = sizeClassesOf(log);

/** Largest |planner / reference − 1| over every metric and percentile. */
function worstRelative(planner: number[][], reference: number[][]): number {
  let worst = 0;
  planner.forEach((row, m) => row.forEach((p, q) => (worst = Math.max(worst, Math.abs(p / reference[m]![q]! - 1)))));
  return worst;
}

function worstMissGap(a: number[], b: number[]): number {
  return Math.max(...a.map((x, i) => Math.abs(x - b[i]!)));
}

describe('the token latency model against the request-level reference (Azure conversation log)', () => {
  it('reads the whole log and derives a mix of 35 classes', () => {
    expect(log).toHaveLength(19_366);
    expect(classes).toHaveLength(35);
    expect(classes.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 12);
  });

  it.each([
    [0.3, 0.35],
    [0.6, 0.35],
    [0.9, 0.35],
    [1.1, 0.5],
  ])('the log as recorded at %f requests/s per replica: every P50/P95/P99 within %f, miss shares within 0.02', (rate, tolerance) => {
    const c = compareAt(atRate(log, rate, REPLICAS), classes, PROFILE, rate, REPLICAS, TARGETS);
    expect(worstRelative(c.planner, c.reference)).toBeLessThan(tolerance);
    expect(worstMissGap(c.plannerMiss, c.referenceMiss)).toBeLessThan(0.02);
  });

  it('near saturation the log is slower in the tail than the planner says (its long prompts come in runs)', () => {
    for (const rate of [1.3, 1.4]) {
      const c = compareAt(atRate(log, rate, REPLICAS), classes, PROFILE, rate, REPLICAS, TARGETS);
      expect(c.planner[0]![1]!).toBeLessThan(c.reference[0]![1]!); // TTFT P95
      expect(c.plannerMiss[0]!).toBeLessThan(c.referenceMiss[0]!);
      // The medians still hold to within half.
      c.planner.forEach((row, m) => expect(Math.abs(row[0]! / c.reference[m]![0]! - 1)).toBeLessThan(0.5));
    }
  });

  it.each([
    [0.3, 0.25],
    [0.6, 0.25],
    [0.9, 0.25],
    [1.1, 0.25],
  ])('Poisson arrivals of the same sizes at %f per replica: every percentile within %f, miss shares within 0.03', (rate, tolerance) => {
    const c = compareAt(poissonAtRate(log, rate, REPLICAS, 1), classes, PROFILE, rate, REPLICAS, TARGETS);
    expect(worstRelative(c.planner, c.reference)).toBeLessThan(tolerance);
    expect(worstMissGap(c.plannerMiss, c.referenceMiss)).toBeLessThan(0.03);
  });

  it('with Poisson arrivals near saturation the planner is on the safe side: TTFT tails above the reference, TPOT and E2E within 35 %', () => {
    for (const rate of [1.3, 1.4]) {
      const c = compareAt(poissonAtRate(log, rate, REPLICAS, 1), classes, PROFILE, rate, REPLICAS, TARGETS);
      expect(c.planner[0]![1]!).toBeGreaterThan(c.reference[0]![1]!);
      expect(c.planner[0]![2]!).toBeGreaterThan(c.reference[0]![2]!);
      expect(worstRelative(c.planner.slice(1), c.reference.slice(1))).toBeLessThan(0.35);
    }
  });

  it('the largest rate meeting the targets is within 15 % of the reference’s on the log', () => {
    const planner = maxRateMeetingTargets(classes, PROFILE, TARGETS);
    const meets = (rate: number): boolean => {
      const shares = referenceMissShares(simulateContinuousBatching(atRate(log, rate, REPLICAS), PROFILE, REPLICAS), TARGETS);
      return shares[0]! <= 0.05 && shares[1]! <= 0.01 && shares[2]! <= 0.1;
    };
    let lo = 0.3;
    let hi = 1.55;
    expect(meets(lo)).toBe(true);
    while (hi - lo > 0.01) {
      const mid = (lo + hi) / 2;
      if (meets(mid)) lo = mid;
      else hi = mid;
    }
    expect(Math.abs(planner / lo - 1)).toBeLessThan(0.15);
  });
});
