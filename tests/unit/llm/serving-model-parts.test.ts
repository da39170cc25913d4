/** The latency model's parts: the decode step, profile checks, wait algebra, the slot chain, targets, token cost. */
import { describe, expect, it } from 'vitest';
import { addMixtures, mixtureMean, mixtureTail, waitsExponentially } from '@shared/llm/exp-mixture';
import { allowedMissShare, latencyTargetProblem } from '@shared/llm/latency-target';
import { lognormalFromMoments, lognormalTail } from '@shared/llm/lognormal';
import { decodeStepSeconds, profileProblems, type ThroughputProfile } from '@shared/llm/serving-profile';
import { slotWaitProbability } from '@shared/llm/slot-wait';
import { costPerMillionTokens, servedTokensPerSecond } from '@shared/llm/token-cost';
import { erlangC } from '@shared/sim/erlang';

const PROFILE: ThroughputProfile = { kind: 'throughput', prefillTokensPerSecond: 4000, singleSequenceTokensPerSecond: 30, fullBatchTokensPerSecond: 600, maxConcurrentSequences: 32, estimate: true };

describe('the decode step', () => {
  it('is 1 / single at one sequence, maxSeq / fullBatch at maxSeq, linear between and clamped outside', () => {
    expect(decodeStepSeconds(PROFILE, 1)).toBeCloseTo(1 / 30, 12);
    expect(decodeStepSeconds(PROFILE, 32)).toBeCloseTo(32 / 600, 12);
    expect(decodeStepSeconds(PROFILE, 16.5)).toBeCloseTo((1 / 30 + 32 / 600) / 2, 12);
    expect(decodeStepSeconds(PROFILE, 0)).toBe(decodeStepSeconds(PROFILE, 1));
    expect(decodeStepSeconds(PROFILE, 99)).toBe(decodeStepSeconds(PROFILE, 32));
    expect(decodeStepSeconds({ ...PROFILE, maxConcurrentSequences: 1 }, 5)).toBeCloseTo(1 / 30, 12);
  });

  it('profile problems name the field; hostile values never throw', () => {
    expect(profileProblems(PROFILE)).toEqual([]);
    const hostile = { ...PROFILE, prefillTokensPerSecond: Number.NaN, maxConcurrentSequences: 2.5 };
    expect(profileProblems(hostile).map((p) => p.field)).toEqual(['prefillTokensPerSecond', 'maxConcurrentSequences']);
    expect(profileProblems({ ...PROFILE, fullBatchTokensPerSecond: 10 }).map((p) => p.field)).toEqual(['fullBatchTokensPerSecond']);
    expect(profileProblems({ ...PROFILE, fullBatchTokensPerSecond: 32 * 30 + 1 }).map((p) => p.field)).toEqual(['fullBatchTokensPerSecond']);
    expect(profileProblems({ kind: 'ratePerClass', rates: [], estimate: false })[0]!.field).toBe('rates');
    expect(profileProblems({ kind: 'ratePerClass', rates: [{ className: 'a', requestsPerSecond: -1 }], estimate: false })[0]!.field).toBe('rates[0].requestsPerSecond');
  });
});

describe('waits', () => {
  it('two exponential waits add to the hypoexponential tail, with their atoms at zero', () => {
    const a = waitsExponentially(0.5, 2); // rate 0.5
    const b = waitsExponentially(0.25, 1); // rate 1
    const sum = addMixtures(a, b);
    expect(sum.atZero).toBeCloseTo(0.375, 12);
    const t = 1.7;
    const hypo = (1 * Math.exp(-0.5 * t) - 0.5 * Math.exp(-t)) / 0.5; // P(Exp(0.5) + Exp(1) > t)
    const expected = 0.5 * 0.75 * Math.exp(-0.5 * t) + 0.25 * 0.5 * Math.exp(-t) + 0.5 * 0.25 * hypo;
    expect(mixtureTail(sum, t)).toBeCloseTo(expected, 12);
    expect(mixtureTail(sum, 0)).toBeCloseTo(0.625, 12);
    expect(mixtureMean(sum)).toBeCloseTo(0.5 * 2 + 0.25 * 1, 12);
  });

  it('equal rates do not divide by zero', () => {
    const sum = addMixtures(waitsExponentially(1, 1), waitsExponentially(1, 1));
    expect(mixtureTail(sum, 2)).toBeCloseTo(3 * Math.exp(-2), 5); // (1 + t) e^(−t)
  });

  it('the slot chain is Erlang C when completions grow linearly with the running count', () => {
    for (const [c, lambda, mu] of [
      [1, 0.5, 1],
      [8, 6, 1],
      [32, 1.3, 1 / 20],
      [64, 60, 1],
    ] as const) {
      const chain = slotWaitProbability(lambda, c, (n) => n * mu, c * mu);
      expect(chain).toBeCloseTo(erlangC(c, lambda / mu), 10);
    }
    expect(slotWaitProbability(0, 8, (n) => n, 8)).toBe(0);
    expect(slotWaitProbability(9, 8, (n) => n, 8)).toBe(1);
  });

  it('a lognormal keeps its mean and variance', () => {
    const d = lognormalFromMoments(2, 0.5);
    expect(Math.exp(d.mu + d.sigma ** 2 / 2)).toBeCloseTo(2, 12);
    expect((Math.exp(d.sigma ** 2) - 1) * Math.exp(2 * d.mu + d.sigma ** 2)).toBeCloseTo(0.5, 10);
    expect(lognormalTail(d, Math.exp(d.mu))).toBeCloseTo(0.5, 6);
    expect(lognormalTail(lognormalFromMoments(3, 0), 2.9)).toBe(1);
  });
});

describe('targets and token cost', () => {
  it('a percentile lets its complement miss; a bad target names its field', () => {
    expect(allowedMissShare('p95')).toBe(0.05);
    expect(allowedMissShare('p99')).toBe(0.01);
    expect(latencyTargetProblem({ metric: 'ttft', statistic: 'p95', ms: 2000 })).toBeNull();
    expect(latencyTargetProblem({ metric: 'ttft', statistic: 'p95', ms: -1 })).toMatch(/^ms/);
    expect(latencyTargetProblem({ metric: 'x' as 'ttft', statistic: 'p95', ms: 1 })).toMatch(/^metric/);
    expect(latencyTargetProblem({ metric: 'e2e', statistic: 'p42' as 'p95', ms: 1 })).toMatch(/^statistic/);
  });

  it('cost per million tokens, all and output only', () => {
    const served = servedTokensPerSecond([{ name: 'chat', share: 1, promptTokens: 900, outputTokens: 100 }], 1);
    expect(served).toEqual({ all: 1000, output: 100 });
    // 1.00 an hour = 1,000,000 micro; 3.6 M tokens an hour → 0.2778 per million; 0.36 M output → 2.7778.
    expect(costPerMillionTokens(1_000_000, served)).toEqual({ allMicro: 277_778, outputMicro: 2_777_778 });
    expect(costPerMillionTokens(1_000_000, { all: 0, output: 0 })).toEqual({ allMicro: null, outputMicro: null });
  });
});
