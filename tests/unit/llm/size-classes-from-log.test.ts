/**
 * Size classes from a request log: on the real Azure conversation trace (figures the import
 * reports: 19,366 requests, prompt mean 1,154.7, output mean 211.1) and on generated logs with
 * known clusters.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mixMeanTokens } from '@shared/llm/size-class';
import { asSizeClasses, sizeClassesFromLog, SizeClassInputError } from '@shared/llm/size-classes-from-log';
import { importTrafficText } from '@shared/traffic-import';
import { Rng } from '@shared/sim/prng';

const FILE = 'tests/fixtures/llm-requests/AzureLLMInferenceTrace_conv.csv';

const sum = (values: ArrayLike<number>) => Array.from(values).reduce((s, v) => s + v, 0);

describe('size classes of the Azure conversation log', () => {
  const { analysis } = importTrafficText(readFileSync(FILE, 'utf8'), { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' });
  const pairs = analysis.tokenPairs!;

  it('the import hands over every request’s tokens', () => {
    expect(pairs.every).toBe(1);
    expect(pairs.prompt.length).toBe(19_366);
    expect(sum(pairs.prompt) / 19_366).toBeCloseTo(1154.7, 1);
    expect(sum(pairs.output) / 19_366).toBeCloseTo(211.1, 1);
  });

  it('one class is the whole log, with the import’s percentiles', () => {
    const [only] = sizeClassesFromLog(pairs.prompt, pairs.output, 1);
    expect(only).toMatchObject({ key: 'size-1-of-1', requests: 19_366, share: 1 });
    expect(only!.prompt).toMatchObject({ p50: analysis.promptTokens!.p50, p95: analysis.promptTokens!.p95 });
    expect(only!.output.mean).toBeCloseTo(analysis.outputTokens!.mean, 9);
  });

  it('three classes keep the log’s totals and order by prompt size', () => {
    const classes = sizeClassesFromLog(pairs.prompt, pairs.output);
    expect(classes.map((c) => c.key)).toEqual(['size-1-of-3', 'size-2-of-3', 'size-3-of-3']);
    expect(sum(classes.map((c) => c.share))).toBeCloseTo(1, 12);
    expect(sum(classes.map((c) => c.requests))).toBe(19_366);
    const mean = mixMeanTokens(asSizeClasses(classes, (c) => c.key));
    expect(mean.promptTokens).toBeCloseTo(sum(pairs.prompt) / 19_366, 9);
    expect(mean.outputTokens).toBeCloseTo(sum(pairs.output) / 19_366, 9);
    for (let i = 1; i < classes.length; i++) expect(classes[i]!.prompt.mean).toBeGreaterThan(classes[i - 1]!.prompt.mean);
    for (const c of classes) {
      expect(c.prompt.p95).toBeGreaterThanOrEqual(c.prompt.p50);
      expect(c.share).toBeGreaterThan(0.05);
    }
    // Printed so a reader sees what the planner would: shares, means, P50 and P95.
    console.log(classes.map((c) => `${c.key}: ${(c.share * 100).toFixed(1)} %, prompt ${c.prompt.mean.toFixed(0)} (P50 ${c.prompt.p50}, P95 ${c.prompt.p95}), output ${c.output.mean.toFixed(0)} (P50 ${c.output.p50}, P95 ${c.output.p95})`).join('\n'));
  });

  it('is the same for the same requests in another order', () => {
    const order = Array.from(pairs.prompt, (_p, i) => i).reverse();
    const a = sizeClassesFromLog(pairs.prompt, pairs.output, 4);
    const b = sizeClassesFromLog(Uint32Array.from(order, (i) => pairs.prompt[i]!), Uint32Array.from(order, (i) => pairs.output[i]!), 4);
    expect(b.map((c) => [c.requests, c.prompt.p50, c.output.p95])).toEqual(a.map((c) => [c.requests, c.prompt.p50, c.output.p95]));
  });
});

/** A log drawn from clusters: each a centre (prompt, output) with ±20 % spread, and its request count. */
function clusteredLog(clusters: { prompt: number; output: number; requests: number }[], seed: number) {
  const rng = new Rng(seed);
  const random = () => rng.next();
  const prompt: number[] = [];
  const output: number[] = [];
  const truth: number[] = [];
  clusters.forEach((c, index) => {
    for (let i = 0; i < c.requests; i++) {
      prompt.push(Math.round(c.prompt * (0.8 + 0.4 * random())));
      output.push(Math.round(c.output * (0.8 + 0.4 * random())));
      truth.push(index);
    }
  });
  return { prompt: Uint32Array.from(prompt), output: Uint32Array.from(output), truth };
}

describe('size classes of generated logs', () => {
  it('finds known clusters, even of very different sizes', () => {
    const log = clusteredLog(
      [
        { prompt: 200, output: 100, requests: 7000 },
        { prompt: 3000, output: 80, requests: 2000 },
        { prompt: 1500, output: 1200, requests: 1000 },
      ],
      7,
    );
    const classes = sizeClassesFromLog(log.prompt, log.output, 3);
    expect(classes.map((c) => c.requests)).toEqual([7000, 1000, 2000]);
    expect(classes.map((c) => c.outputRank)).toEqual([1, 2, 0]);
    expect(classes[0]!.prompt.mean).toBeCloseTo(200, -1);
    expect(classes[2]!.output.mean).toBeCloseTo(80, -1);
  });

  it('gives fewer classes when the log has fewer sizes', () => {
    const classes = sizeClassesFromLog([100, 100, 100, 5000], [50, 50, 50, 10], 5);
    expect(classes.map((c) => [c.requests, c.prompt.mean, c.output.mean])).toEqual([
      [3, 100, 50],
      [1, 5000, 10],
    ]);
  });

  it('shares sum to 1 and token totals are kept, for any log and k', () => {
    const pair = fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 8_000 }));
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 300 }), fc.integer({ min: 1, max: 6 }), (rows, k) => {
        const prompt = rows.map((r) => r[0]);
        const output = rows.map((r) => r[1]);
        const classes = sizeClassesFromLog(prompt, output, k);
        expect(classes.length).toBeLessThanOrEqual(k);
        expect(sum(classes.map((c) => c.share))).toBeCloseTo(1, 12);
        expect(sum(classes.map((c) => c.requests * c.prompt.mean))).toBeCloseTo(sum(prompt), 6);
        expect(sum(classes.map((c) => c.requests * c.output.mean))).toBeCloseTo(sum(output), 6);
        expect(new Set(classes.map((c) => c.outputRank)).size).toBe(classes.length);
      }),
      { numRuns: 200 },
    );
  });

  // Its time is printed by `npm run bench` (tests/bench/llm-bench.ts), not held here.
  it('a million requests split into six classes that keep every request', () => {
    const log = clusteredLog(
      [
        { prompt: 300, output: 150, requests: 600_000 },
        { prompt: 2500, output: 300, requests: 300_000 },
        { prompt: 8000, output: 900, requests: 100_000 },
      ],
      11,
    );
    const classes = sizeClassesFromLog(log.prompt, log.output, 6);
    expect(classes).toHaveLength(6);
    expect(classes.reduce((n, c) => n + c.requests, 0)).toBe(1_000_000);
  });
});

describe('hostile input', () => {
  it('names the field and the request', () => {
    expect(() => sizeClassesFromLog([1, 2], [1], 3)).toThrow(/output tokens: 1 values for 2 prompts/);
    expect(() => sizeClassesFromLog([1, -2], [1, 1], 3)).toThrow(/prompt tokens of request 2: -2/);
    expect(() => sizeClassesFromLog([1, 2], [1, Number.NaN], 3)).toThrow(/output tokens of request 2: NaN/);
    expect(() => sizeClassesFromLog([], [], 3)).toThrow(/no requests/);
    expect(() => sizeClassesFromLog([1], [1], 7)).toThrow(SizeClassInputError);
    expect(() => sizeClassesFromLog([1], [1], 2.5)).toThrow(/size classes: 2.5/);
  });
});
