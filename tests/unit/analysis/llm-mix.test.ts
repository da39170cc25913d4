import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { llmMix, LlmMixError } from '@shared/analysis/llm-mix';
import { parseScenario, parseScenarioText, type Scenario } from '@shared/scenario';

function example(): Scenario {
  const file = new URL('../../../scenarios/10-llm-chat-api-two-gpus.headroom.json', import.meta.url);
  const parsed = parseScenarioText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

describe('the cheapest mix of offers for a service planned in tokens', () => {
  it('solves the example, compares it with the best single offer and offers a valid strategy', () => {
    const s = example();
    const mix = llmMix(s, 'chat');
    expect(mix.offers.map((o) => o.offerId).sort()).toEqual(['gcp-a2-highgpu-1g', 'l4-1gpu']);
    expect(mix.plan).not.toBeNull();
    const plan = mix.plan!;
    expect(plan.bestSingle).not.toBeNull();
    expect(plan.totalCost).toBeLessThanOrEqual(plan.bestSingle!.cost + 1e-6);
    // Every class's requests all go somewhere.
    for (const split of plan.classSplit) expect(split.offers.reduce((a, b) => a + b, split.base)).toBeCloseTo(1, 6);
    expect(plan.sentence.length).toBeGreaterThan(10);
    // Each class alone has a positive capacity at the targets on each offer.
    for (const o of mix.offers) for (const c of o.classCapacity) expect(c).toBeGreaterThan(0);
    const withStrategy = parseScenario({ ...s, strategies: [...s.strategies, mix.strategy] });
    expect(withStrategy.ok ? [] : withStrategy.issues).toEqual([]);
  });

  it('uses a committed base first', () => {
    const mix = llmMix(example(), 'chat', { base: { offerId: 'gcp-a2-highgpu-1g', replicas: 2 } });
    expect(mix.base).toMatchObject({ offerId: 'gcp-a2-highgpu-1g', replicas: 2, termMonths: 12 });
    expect(mix.strategy!.pools.some((p) => p.kind === 'reserved')).toBe(true);
  });

  it('refuses a workload that is not planned in tokens, naming it', () => {
    const s = example();
    const plain = { ...s, workloads: s.workloads.map((w) => (w.kind === 'inference' ? { ...w, llm: undefined } : w)) } as Scenario;
    expect(() => llmMix(plain, 'chat')).toThrow(LlmMixError);
    expect(() => llmMix(plain, 'chat')).toThrow(/not planned in tokens/);
    expect(() => llmMix(s, 'nope')).toThrow(/no workload "nope"/);
    expect(() => llmMix(s, 'chat', { base: { offerId: 'l4-1gpu', replicas: 1 } })).toThrow(/no reserved price/);
  });
});
