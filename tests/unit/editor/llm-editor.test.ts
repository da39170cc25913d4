import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { getIn, setIn } from '@headroom/renderer/editor/draft/json-path';
import { newLlmBlock, offersPlacing, withLlm, withoutLlm } from '@headroom/renderer/editor/llm/llm-block';
import { withImportedTraffic, withSizeMix } from '@headroom/renderer/editor/llm/imported-traffic';
import { initialKvForm, kvWorking } from '@headroom/renderer/editor/llm/kv-helper';
import { withProfileAdded, withProfileKind } from '@headroom/renderer/editor/llm/profile-edits';
import { profileFigures, readClasses, readProfile, readTargets, replicaPricePerHour } from '@headroom/renderer/editor/llm/profile-figures';
import {
  scaledShares,
  withClassAdded,
  withClassRemoved,
  withClassRenamed,
  withSharesScaled,
} from '@headroom/renderer/editor/llm/size-class-edits';
import { template } from './fixture';

const DAY_PEAKS = '03-inference-day-peaks.headroom.json';
const LLM = ['workloads', 0, 'llm'] as const;

function tokensOn(): DraftDocument {
  return withLlm(template(DAY_PEAKS), 0, 'Chat');
}

function issues(doc: DraftDocument): string[] {
  const parsed = parseScenario(doc);
  return parsed.ok ? [] : parsed.issues.map((i) => `${i.path}: ${i.message}`);
}

describe('switching an inference workload to tokens', () => {
  it('finds the offers the strategies place the workload on, once each', () => {
    expect(offersPlacing(template(DAY_PEAKS), 'chat')).toEqual(['gcp-a2-highgpu-1g']);
    expect(offersPlacing(template(DAY_PEAKS), 'nobody')).toEqual([]);
  });

  it('fills a block that runs as it is: a chat-like class, an estimated profile per offer, a P95 TTFT target', () => {
    const block = newLlmBlock(template(DAY_PEAKS), 0, 'Chat');
    expect(block.sizeClasses).toEqual([{ name: 'Chat', share: 1, promptTokens: 1000, outputTokens: 250 }]);
    expect(block.targets).toEqual([{ metric: 'ttft', statistic: 'p95', ms: 2000 }]);
    const profiles = block.profiles as { offerId: string; profile: Record<string, unknown> }[];
    expect(profiles.map((p) => p.offerId)).toEqual(['gcp-a2-highgpu-1g']);
    // The A100 40GB is 0.9 of the reference GPU for inference.
    expect(profiles[0]!.profile).toMatchObject({ kind: 'throughput', prefillTokensPerSecond: 7200, singleSequenceTokensPerSecond: 54, estimate: true });
    expect(issues(tokensOn())).toEqual([]);
  });

  it('removes the block when switched off, leaving the request model as it was', () => {
    const before = template(DAY_PEAKS);
    const off = withoutLlm(withLlm(before, 0, 'Chat'), 0);
    expect(getIn(off, LLM)).toBeUndefined();
    expect(off.workloads[0]).toEqual(before.workloads[0]);
  });
});

describe('size classes', () => {
  it('scales shares to exactly 100 %, the largest taking the rounding', () => {
    expect(scaledShares([{ share: 1 }, { share: 1 }, { share: 1 }])).toEqual([0.3334, 0.3333, 0.3333]);
    expect(scaledShares([{ share: 0.5 }, { share: 'x' }])).toEqual([1, 0]);
    expect(scaledShares([{ share: 0 }])).toBeNull();
  });

  it('adds a class at share 0 with a free name, scales, and keeps the block valid', () => {
    let doc = withClassAdded(tokensOn(), 0, 'Class');
    doc = setIn(doc, [...LLM, 'sizeClasses', 1, 'share'], 0.5);
    expect(getIn(doc, [...LLM, 'sizeClasses', 1, 'name'])).toBe('Class 2');
    expect(issues(doc).join()).toMatch(/sizeClasses/);
    doc = withSharesScaled(doc, 0);
    expect(getIn(doc, [...LLM, 'sizeClasses', 0, 'share'])).toBe(0.6667);
    expect(issues(doc)).toEqual([]);
  });

  it('carries per-class rates along when a class is renamed or removed', () => {
    let doc = withClassAdded(tokensOn(), 0, 'Class');
    doc = withSharesScaled(setIn(doc, [...LLM, 'sizeClasses', 1, 'share'], 1), 0);
    doc = withProfileKind(doc, 0, 0, 'ratePerClass');
    expect((getIn(doc, [...LLM, 'profiles', 0, 'profile', 'rates']) as unknown[]).length).toBe(2);
    doc = withClassRenamed(doc, 0, 0, 'Short');
    expect(getIn(doc, [...LLM, 'profiles', 0, 'profile', 'rates', 0, 'className'])).toBe('Short');
    expect(issues(doc)).toEqual([]);
    doc = withClassRemoved(doc, 0, 1);
    expect(getIn(doc, [...LLM, 'profiles', 0, 'profile', 'rates'])).toEqual([expect.objectContaining({ className: 'Short' })]);
    // The last class stays.
    expect(withClassRemoved(doc, 0, 0)).toBe(doc);
  });

  it('takes a request log’s classes with the curve in one edit, the figures as the import made them, and the source', () => {
    const doc = tokensOn();
    // As shared/llm/imported-size-mix makes them (the command line stores the same): tenths of a token.
    const classes = [
      { name: 'Short', share: 0.6123, promptTokens: 300.4, outputTokens: 90.6 },
      { name: 'Long', share: 0.3877, promptTokens: 2500.2, outputTokens: 400 },
    ];
    const next = withImportedTraffic(doc, 0, {
      weekday: Array.from({ length: 24 }, () => 5),
      growthPerMonth: 0,
      sizeMix: { classes, source: 'request log conv.csv, 19,366 requests', arrivalDispersion: 10.62 },
    });
    expect(getIn(next, [...LLM, 'sizeClasses'])).toEqual(classes);
    expect(getIn(next, [...LLM, 'source'])).toBe('request log conv.csv, 19,366 requests');
    // The log's burstiness is stored with its classes, for the simulated requests to arrive so.
    expect(getIn(next, [...LLM, 'arrivalDispersion'])).toBe(10.62);
    expect(getIn(next, ['workloads', 0, 'traffic', 'weekday', 3])).toBe(5);
    expect(issues(next)).toEqual([]);
    // A log too short to measure leaves Poisson arrivals: the stored dispersion goes.
    const short = withSizeMix(next, 0, { classes, source: 'request log short.csv, 20 requests' });
    expect(getIn(short, [...LLM, 'arrivalDispersion'])).toBeUndefined();
    expect(issues(short)).toEqual([]);
    // Without a token plan only the curve changes.
    const plain = template(DAY_PEAKS);
    expect(withSizeMix(plain, 0, { classes: [], source: '' })).toBe(plain);
  });
});

describe('serving profiles', () => {
  it('switches kinds with starting figures that validate, rates from the throughput figures', () => {
    const doc = withProfileKind(tokensOn(), 0, 0, 'ratePerClass');
    const rates = getIn(doc, [...LLM, 'profiles', 0, 'profile', 'rates']) as { className: string; requestsPerSecond: number }[];
    expect(rates).toHaveLength(1);
    expect(rates[0]!.className).toBe('Chat');
    expect(rates[0]!.requestsPerSecond).toBeGreaterThan(0.5);
    expect(issues(doc)).toEqual([]);
    expect(issues(withProfileKind(doc, 0, 0, 'throughput'))).toEqual([]);
  });

  it('adds a profile only for an offer without one', () => {
    const doc = tokensOn();
    // The day-peaks catalog has two offers; the second gets the next profile, then none is left.
    const added = withProfileAdded(doc, 0);
    const offers = (getIn(added, [...LLM, 'profiles']) as { offerId: string }[]).map((p) => p.offerId);
    expect(new Set(offers).size).toBe(offers.length);
    const catalog = doc.catalog.offers.length;
    let full = doc;
    for (let i = 0; i < catalog + 1; i++) full = withProfileAdded(full, 0);
    expect((getIn(full, [...LLM, 'profiles']) as unknown[]).length).toBe(catalog);
  });

  it('derives capacity at the targets and cost per million tokens at the on-demand price', () => {
    const llm = getIn(tokensOn(), LLM);
    const classes = readClasses(getIn(llm, ['sizeClasses']))!;
    const targets = readTargets(getIn(llm, ['targets']))!;
    const profile = readProfile(getIn(llm, ['profiles', 0, 'profile']))!;
    const price = { perInstanceHour: 3.67, gpusPerInstance: 1, gpusPerReplica: 1 };
    const figures = profileFigures(classes, profile, targets, price);
    expect(figures.requestsPerSecond).toBeGreaterThan(0);
    expect(figures.tokensPerSecond).toBeCloseTo(figures.requestsPerSecond * 1250, 6);
    // $3.67 an hour over the tokens of an hour, per million.
    expect(figures.costPerMillion).toBeCloseTo((3.67 * 1e6) / (figures.tokensPerSecond * 3600), 5);
    expect(profileFigures(classes, profile, targets, null).costPerMillion).toBeNull();
    expect(replicaPricePerHour({ perInstanceHour: 80, gpusPerInstance: 8, gpusPerReplica: 2 })).toBe(20);
  });

  it('reads nothing while a figure is being typed', () => {
    expect(readClasses([{ name: 'a', share: '0.', promptTokens: 1, outputTokens: 1 }])).toBeNull();
    expect(readTargets([{ metric: 'ttft', statistic: 'p95', ms: -1 }])).toBeNull();
    expect(readTargets([])).toBeNull();
    expect(readProfile({ kind: 'throughput', prefillTokensPerSecond: 'abc' })).toBeNull();
    expect(readProfile({ kind: 'nonsense' })).toBeNull();
  });
});

describe('the KV cache helper', () => {
  it('works out Llama 3.1 8B on an A100 40GB: weights, cache and sequences', () => {
    const working = kvWorking(initialKvForm(40, 1, 1250));
    expect(working.ok).toBe(true);
    if (!working.ok) return;
    expect(working.kvBytesPerToken).toBe(131_072);
    expect(working.weightsGiB).toBeCloseTo(14.9, 1);
    expect(working.usableGiB).toBeCloseTo(36, 6);
    // (36 GiB − 16 GB) / 128 KiB = 172,841 tokens; / 1,250 = 138 sequences.
    expect(working.tokensInCache).toBe(172_841);
    expect(working.maxConcurrentSequences).toBe(138);
  });

  it('names the field: weights that do not fit, a cache below one sequence, a field not a number', () => {
    const form = initialKvForm(24, 1, 1000);
    expect(kvWorking({ ...form, parametersBillions: '70' })).toMatchObject({ ok: false, field: 'parametersBillions', problem: 'weightsDoNotFit' });
    expect(kvWorking({ ...form, contextTokens: '10000000' })).toMatchObject({ ok: false, field: 'contextTokens', problem: 'noSequence' });
    expect(kvWorking({ ...form, layers: 'many' })).toMatchObject({ ok: false, field: 'layers', problem: 'notPositive' });
    expect(kvWorking({ ...form, kvFrom: 'perToken', kvBytesPerToken: '' })).toMatchObject({ ok: false, field: 'kvBytesPerToken' });
    expect(kvWorking({ ...form, memoryUtilisation: '1.5' })).toMatchObject({ ok: false, field: 'memoryUtilisation', problem: 'utilisation' });
  });
});
