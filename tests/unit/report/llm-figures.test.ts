import { describe, expect, it } from 'vitest';
import { hasLlmWorkloads, llmWorkloadsOf, missedLlmTargets, targetMissed } from '@headroom/renderer/results/llm-figures';
import { llmDeltaFigures } from '@shared/analysis/what-if';
import type { StrategySummary } from '@shared/sim/results';
import { makeStrategy } from './fixtures';
import { chatService, llmStrategy, target } from './llm-fixtures';

describe('figures of services planned in tokens', () => {
  it('picks the services planned in tokens, and none from a summary without workloads', () => {
    expect(llmWorkloadsOf(llmStrategy('a', 'A', 100)).map((w) => w.workloadId)).toEqual(['chat']);
    expect(llmWorkloadsOf(makeStrategy('b', 'B', 100))).toEqual([]);
    const damaged = { ...makeStrategy('c', 'C', 100), workloads: undefined } as unknown as StrategySummary;
    expect(llmWorkloadsOf(damaged)).toEqual([]);
    expect(hasLlmWorkloads([makeStrategy('b', 'B', 100), llmStrategy('a', 'A', 100)])).toBe(true);
    expect(hasLlmWorkloads([makeStrategy('b', 'B', 100)])).toBe(false);
  });

  it('marks a target missed when its P90 share is above the allowance, not its P50', () => {
    // P50 4 %, P90 6 % against 5 % allowed: most runs meet it, the P90 run does not.
    expect(targetMissed(target('ttft', 'p95', 800, 0.04, 0.05, 0.5))).toBe(true);
    expect(targetMissed(target('ttft', 'p95', 800, 0.04, 0.05, 0.2))).toBe(false);
    // Exactly at the allowance is within it.
    expect(targetMissed({ ...target('e2e', 'p90', 9000, 0.1, 0.1, 0), allowedShare: 0.1 })).toBe(false);
    const missed = missedLlmTargets(llmStrategy('a', 'A', 100));
    expect(missed.map((m) => [m.workload, m.target.metric])).toEqual([['Chat API', 'tpot']]);
  });

  it('pairs each figure before and after by its P50, the target matched by place, metric and percentile', () => {
    const before = llmStrategy('a', 'A', 100);
    const after = llmStrategy('a', 'A', 120, chatService({
      llmTargets: [target('ttft', 'p95', 600, 0.03, 0.05, 0.5, 0.12), target('e2e', 'p99', 60, 0.5, 0.01)],
      costPerMillionTokens: { p10: 0.3, p50: 0.31, p90: 0.32, mean: 0.31, min: 0.3, max: 0.32 },
    }));
    const figures = llmDeltaFigures(before, after);
    // The second target measures another metric after: nothing to compare it with.
    expect(figures.map((f) => f.key)).toEqual(['chat:target0', 'chat:perMillion', 'chat:perMillionOutput']);
    const ttft = figures[0]!;
    expect(ttft.kind).toBe('share');
    expect(ttft.delta.before).toBeCloseTo(0.021, 12);
    expect(ttft.delta.after).toBeCloseTo(0.03, 12);
    expect(ttft.delta.change).toBeCloseTo(0.009, 12);
    // The label is the target after (its threshold moved from 800 to 600 ms).
    expect(ttft.figure).toMatchObject({ type: 'target', ms: 600 });
    // The analytical estimate travels beside the simulated share, before and after.
    expect(ttft.estimate?.before).toBeCloseTo(0.067, 12);
    expect(ttft.estimate?.after).toBeCloseTo(0.12, 12);
    expect(figures[1]!.estimate).toBeUndefined();
    // Summaries without their runs' figures (saved before they were kept): P50s only, not paired.
    expect(figures.every((f) => f.paired === null)).toBe(true);
    const money = figures[1]!;
    expect(money).toMatchObject({ kind: 'money', delta: { before: 0.287, after: 0.31 } });
    expect(money.delta.percent).toBeCloseTo(0.023 / 0.287, 12);
    expect(figures[2]!.delta.change).toBe(0);
  });

  it('has nothing to compare when a side lacks the strategy, the service or a figure', () => {
    expect(llmDeltaFigures(undefined, llmStrategy('a', 'A', 1))).toEqual([]);
    expect(llmDeltaFigures(makeStrategy('a', 'A', 1), llmStrategy('a', 'A', 1))).toEqual([]);
    const noTokens = llmStrategy('a', 'A', 1, chatService({ costPerMillionTokens: null, costPerMillionOutputTokens: undefined }));
    expect(llmDeltaFigures(noTokens, llmStrategy('a', 'A', 1)).map((f) => f.key)).toEqual(['chat:target0', 'chat:target1']);
    // A side saved before requests were simulated has no estimate apart: none is shown.
    const saved = llmStrategy('a', 'A', 1, chatService({ llmTargets: [target('ttft', 'p95', 800, 0.021, 0.05)] }));
    expect(llmDeltaFigures(saved, llmStrategy('a', 'A', 1))[0]!.estimate).toBeUndefined();
  });
});
