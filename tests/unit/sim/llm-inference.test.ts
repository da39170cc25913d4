import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '@shared/scenario';
import { compileStrategy } from '@shared/sim/compile';
import { runStrategy } from '@shared/sim/run-strategy';
import { maxRateMeetingTargets } from '@shared/llm/serving-capacity';
import { replicasMeeting } from '@shared/sim/llm-compile';
import { LlmStretch } from '@shared/sim/llm-inference';
import { expectInvariants } from './invariants';
import { scenario } from './fixtures';

const DAY_S = 86_400;
type Inference = Extract<ScenarioInput['workloads'][number], { kind: 'inference' }>;
type Placement = ScenarioInput['strategies'][number]['placements'][number];

const CLASSES = [
  { name: 'short', share: 0.75, promptTokens: 400, outputTokens: 200 },
  { name: 'long', share: 0.25, promptTokens: 2000, outputTokens: 600 },
];
const TARGETS = [
  { metric: 'ttft' as const, statistic: 'p95' as const, ms: 2000 },
  { metric: 'tpot' as const, statistic: 'p99' as const, ms: 150 },
];
// Per class 4 and 1 requests/s: the mix takes 1 / (0.75 / 4 + 0.25 / 1) = 16/7 requests/s a replica.
const RATE_PER_CLASS = { kind: 'ratePerClass' as const, rates: [{ className: 'short', requestsPerSecond: 4 }, { className: 'long', requestsPerSecond: 1 }], estimate: false };
const THROUGHPUT = { kind: 'throughput' as const, prefillTokensPerSecond: 4000, singleSequenceTokensPerSecond: 30, fullBatchTokensPerSecond: 600, maxConcurrentSequences: 32, estimate: true };

function llmScenario(rps: number, llm: Partial<NonNullable<Inference['llm']>> = {}, placement: Partial<Placement> = {}, w: Partial<Inference> = {}) {
  return scenario({
    horizonDays: 1,
    workloads: [
      {
        id: 'chat',
        name: 'Chat',
        kind: 'inference',
        traffic: { weekday: Array.from({ length: 24 }, () => rps) },
        requestsPerSecondPerReplica: 1000,
        targetUtilisation: 1,
        minReplicas: 1,
        maxReplicas: 50,
        scaleUpDelayMinutes: 0,
        scaleDownDelayMinutes: 0,
        llm: { sizeClasses: CLASSES, profiles: [{ offerId: 'vm1', profile: RATE_PER_CLASS }], targets: TARGETS, ...llm },
        ...w,
      },
    ],
    strategies: [{ id: 's', name: 'S', pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], placements: [{ workloadId: 'chat', poolIds: ['od'], ...placement }] }],
  });
}

describe('inference planned in tokens', () => {
  it('sizes replicas by the rate meeting the targets, not requestsPerSecondPerReplica', () => {
    const s = llmScenario(5);
    const c = compileStrategy(s, 's');
    const cw = c.workloads[0]!;
    if (cw.kind !== 'inference' || cw.llm === null) throw new Error('expected a service planned in tokens');
    expect(cw.llm.capacity[0]).toBeCloseTo(16 / 7, 12);
    expect(cw.llm.saturation[0]).toBeCloseTo(16 / 7, 12);
    // 5 / (16/7) = 2.19 → 3 replicas all day, at 2 per hour (the test catalog's vm1).
    const r = runStrategy(s, 's', 1);
    expectInvariants(r);
    expect(r.totalCostMicro).toBe(3 * 24 * 2 * 1_000_000);
    const w = r.workloads[0]!;
    expect(w.requestsUnserved).toBe(0);
    expect(w.llmTargetsMissed).toEqual([0, 0]);
    expect(w.latencyMissS).toBe(0);
  });

  it('counts unserved requests as missing every target and fills the token figures (a hand-computed case)', () => {
    // One fixed replica at 16/7 requests/s for 3 arriving: 5/7 of a request a second unserved.
    const r = runStrategy(llmScenario(3, {}, { scaling: 'fixed', fixedReplicas: 1 }), 's', 1);
    const w = r.workloads[0]!;
    const served = (16 / 7) * DAY_S;
    const unserved = Math.round(3 * DAY_S - served);
    expect(w.requestsTotal).toBe(3 * DAY_S);
    expect(w.requestsUnserved).toBe(unserved);
    expect(w.llmTargetsMissed).toEqual([unserved, unserved]);
    // The share missed (5/21) is above both allowances all day.
    expect(w.latencyMissS).toBe(DAY_S);
    // TPOT's P99 allows 1 %, TTFT's P95 5 %: TPOT is furthest past its allowance.
    expect(w.latencyTargetPercentile).toBe('p99');
    expect(w.requestsMissedTarget).toBe(unserved);
    // Mean tokens: prompt 0.75·400 + 0.25·2000 = 800, output 0.75·200 + 0.25·600 = 300.
    expect(w.tokensServed).toEqual({ prompt: Math.round(served * 800), output: Math.round(served * 300) });
    const cost = 24 * 2 * 1_000_000;
    expect(w.costPerMillionTokensMicro).toBe(Math.round((cost * 1e6) / (Math.round(served * 800) + Math.round(served * 300))));
    expect(w.costPerMillionOutputTokensMicro).toBe(Math.round((cost * 1e6) / Math.round(served * 300)));
  });

  it('throughput profile: misses grow with load, the autoscaler keeps them within the allowances, and pooled simulated requests miss less than the per-replica estimate', () => {
    const llm = { profiles: [{ offerId: 'vm1', profile: THROUGHPUT }] };
    const cap = maxRateMeetingTargets(CLASSES, THROUGHPUT, TARGETS);
    expect(cap).toBeGreaterThan(0);
    const auto = runStrategy(llmScenario(6, llm), 's', 1).workloads[0]!;
    expect(auto.requestsUnserved).toBe(0);
    auto.llmTargetsMissed!.forEach((n, t) => expect(n / auto.requestsTotal).toBeLessThanOrEqual([0.05, 0.01][t]!));
    const tight = runStrategy(llmScenario(6, llm, { scaling: 'fixed', fixedReplicas: Math.ceil(6 / cap) - 1 }), 's', 1).workloads[0]!;
    // One replica short of the estimate's count: the estimate (each replica its own queue) says P99 TPOT or P95 TTFT is missed ...
    const estimated = Math.max(...tight.llmTargetsMissedEstimate!.map((n, t) => n / tight.requestsTotal / [0.05, 0.01][t]!));
    expect(estimated).toBeGreaterThan(1);
    // ... the simulated requests, pooled behind one balancer, miss less.
    const simulated = Math.max(...tight.llmTargetsMissed!.map((n, t) => n / tight.requestsTotal / [0.05, 0.01][t]!));
    expect(simulated).toBeLessThan(estimated);
  });

  it('leaves a workload planned in requests as it was (no token figures)', () => {
    const s = llmScenario(5, undefined, {}, { llm: undefined });
    const w = runStrategy(s, 's', 1).workloads[0]!;
    expect(w.llmTargetsMissed).toBeUndefined();
    expect(w.tokensServed).toBeUndefined();
    expect(w.latencyTargetPercentile).toBe('mean');
  });
});

describe('replicas for a service planned in tokens, filling the slots in order', () => {
  it('fills a limited base first, then the burst offer at its own capacity', () => {
    // Base of 2 replicas at 3 req/s, then unlimited at 1 req/s: 10 req/s needs 2 + 4.
    expect(replicasMeeting(Float64Array.from([3, 1]), [2, Infinity], 10)).toBe(6);
    expect(replicasMeeting(Float64Array.from([3, 1]), [2, Infinity], 6)).toBe(2);
    expect(replicasMeeting(Float64Array.from([3, 1]), [2, 3], 10)).toBe(Infinity);
    expect(replicasMeeting(Float64Array.from([0, 1]), [Infinity, Infinity], 1)).toBe(Infinity);
    expect(replicasMeeting(Float64Array.from([2]), [Infinity], 0)).toBe(0);
  });

  it('splits the traffic by capacity and up to saturation across two offers', () => {
    const ready = Int32Array.from([1, 2]);
    const m = {
      classes: CLASSES,
      targets: TARGETS,
      allowed: Float64Array.from([0.05, 0.01]),
      profiles: [RATE_PER_CLASS, RATE_PER_CLASS],
      capacity: Float64Array.from([2, 1]),
      saturation: Float64Array.from([2, 3]),
      fillOrder: Int32Array.from([0, 1]),
      meanPromptTokens: 800,
      meanOutputTokens: 300,
      missMemo: [new Map(), new Map()],
      windows: null,
      routes: null,
    };
    // 3 req/s: in proportion to capacity (2 : 1 per replica), 1.5 on the first, 0.75 on each other.
    expect(new LlmStretch(m, ready).serve(3, 1)).toBe(3);
    // 6 req/s: the first saturates at 2, the others take 2 each (below their 3).
    expect(new LlmStretch(m, ready).serve(6, 1)).toBe(6);
    // 9 req/s: all saturated (2 + 2 × 3 = 8), 1 unserved, which misses every target.
    const full = new LlmStretch(m, ready);
    expect(full.serve(9, 10)).toBe(8);
    expect(full.missed[0]).toBeGreaterThanOrEqual(10);
    expect(full.missS).toBe(10);
  });
});
