/* eslint-disable @typescript-eslint/no-explicit-any -- these tests take documents apart field by field, on purpose */
import { describe, expect, it } from 'vitest';
import { parseScenario, scenarioWarnings, type ScenarioIssue } from '@shared/scenario';
import { issueText } from '@headroom/renderer/editor/validation/issue-text';
import { editorIssuesEn, editorIssuesZhCN } from '@headroom/renderer/i18n/locales/editor/issues';
import { warningsEn, warningsZhCN } from '@headroom/renderer/i18n/locales/warnings';
import { validScenario } from './fixture';

/** The fixture with a chat service planned in tokens, placed on the on-demand pool of strategy "od". */
function withLlm(change: (llm: any, doc: any) => void = () => {}): any {
  const doc: any = validScenario();
  const llm = {
    sizeClasses: [
      { name: 'short', share: 0.8, promptTokens: 300, outputTokens: 200 },
      { name: 'long', share: 0.2, promptTokens: 3000, outputTokens: 500 },
    ],
    profiles: [
      { offerId: 'vm', profile: { kind: 'throughput', prefillTokensPerSecond: 8000, singleSequenceTokensPerSecond: 40, fullBatchTokensPerSecond: 900, maxConcurrentSequences: 48, estimate: false } },
      { offerId: 'bm', profile: { kind: 'ratePerClass', rates: [{ className: 'short', requestsPerSecond: 6 }, { className: 'long', requestsPerSecond: 1 }], estimate: false } },
    ],
    targets: [{ metric: 'ttft', statistic: 'p95', ms: 800 }],
  };
  doc.workloads.push({ id: 'chat', name: 'Chat', kind: 'inference', traffic: { weekday: Array(24).fill(4) }, requestsPerSecondPerReplica: 1, maxReplicas: 20, llm });
  doc.strategies[0].placements.push({ workloadId: 'chat', poolIds: ['p'] });
  doc.strategies[1].placements.push({ workloadId: 'chat', poolIds: ['b'] });
  change(llm, doc);
  return doc;
}

function issuesOf(doc: unknown): ScenarioIssue[] {
  const r = parseScenario(doc);
  return r.ok ? [] : r.issues;
}

/** The issue has a key both languages word, with every value its text names. */
function expectWorded(issue: ScenarioIssue): void {
  const text = issueText(issue);
  if (!('key' in text)) throw new Error(`no key for ${JSON.stringify(issue)}`);
  const en = (editorIssuesEn.issues as Record<string, unknown>)[text.key];
  const zh = (editorIssuesZhCN.issues as Record<string, unknown>)[text.key];
  expect(typeof en).toBe('string');
  expect(typeof zh).toBe('string');
  for (const name of String(en).match(/{{(\w+)}}/g) ?? []) expect(text.values).toHaveProperty(name.slice(2, -2));
}

describe('a service planned in tokens: validation', () => {
  it('accepts the fixture', () => {
    expect(issuesOf(withLlm())).toEqual([]);
  });

  it('names a profile whose offer is not in the catalog', () => {
    const found = issuesOf(withLlm((llm) => (llm.profiles[0].offerId = 'nope')));
    const hit = found.find((i) => i.path === 'workloads[1].llm.profiles[0].offerId');
    expect(hit?.params?.key).toBe('unknownOffer');
    expectWorded(hit!);
  });

  it('names the workload and offer a strategy places it on without a profile', () => {
    const found = issuesOf(withLlm((llm) => llm.profiles.pop()));
    const hit = found.find((i) => i.params?.key === 'llmOfferWithoutProfile');
    expect(hit?.path).toBe('strategies[1].placements[1].poolIds[0]');
    expect(hit?.params).toMatchObject({ workload: 'chat', offer: 'bm' });
    expectWorded(hit!);
  });

  it('wants a rate for every size class of a per-class profile, and no unknown class', () => {
    const found = issuesOf(withLlm((llm) => (llm.profiles[1].profile.rates = [{ className: 'short', requestsPerSecond: 6 }, { className: 'huge', requestsPerSecond: 1 }])));
    const missing = found.find((i) => i.params?.key === 'llmRateMissing');
    const unknown = found.find((i) => i.params?.key === 'llmUnknownSizeClass');
    expect(missing?.params).toMatchObject({ offer: 'bm', name: 'long' });
    expect(unknown?.path).toBe('workloads[1].llm.profiles[1].profile.rates[1].className');
    expectWorded(missing!);
    expectWorded(unknown!);
  });

  it('refuses a full batch faster than every sequence at the speed of one alone', () => {
    const found = issuesOf(withLlm((llm) => (llm.profiles[0].profile.fullBatchTokensPerSecond = 40 * 48 + 1)));
    const hit = found.find((i) => i.params?.key === 'llmFullBatchTooFast');
    expect(hit?.path).toBe('workloads[1].llm.profiles[0].profile.fullBatchTokensPerSecond');
    expectWorded(hit!);
  });

  it('words the schema\'s own refusals in both languages', () => {
    const cases: [(llm: any) => void, string][] = [
      [(llm) => (llm.profiles[0].profile.fullBatchTokensPerSecond = 10), 'fullBatchBelowSingle'],
      [(llm) => (llm.sizeClasses[0].share = 0.5), 'sharesNotOne'],
      [(llm) => (llm.sizeClasses[1].name = 'short'), 'duplicateClassName'],
      [(llm) => (llm.profiles[1].offerId = 'vm'), 'duplicateProfile'],
    ];
    for (const [change, key] of cases) {
      const hit = issuesOf(withLlm(change)).find((i) => i.params?.key === key);
      expect(hit, key).toBeDefined();
      expectWorded(hit!);
    }
  });

  it('warns when a profile is an estimate, in both languages', () => {
    const r = parseScenario(withLlm((llm) => (llm.profiles[0].profile.estimate = true)));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const w = scenarioWarnings(r.scenario).find((x) => x.key === 'llmProfileEstimate');
    expect(w).toMatchObject({ path: 'workloads[1].llm.profiles', name: 'Chat', offers: 'vm' });
    expect(warningsEn.llmProfileEstimate).toContain('{{offers}}');
    expect(warningsZhCN.llmProfileEstimate).toContain('{{offers}}');
    const measured = parseScenario(withLlm());
    if (!measured.ok) throw new Error('expected valid');
    expect(scenarioWarnings(measured.scenario).some((x) => x.key === 'llmProfileEstimate')).toBe(false);
  });
});
