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

  it('routes each size class to the offer that serves it cheapest when their homes differ, and offers the cheaper simulated strategy', () => {
    const s = example();
    const [short, medium, long] = s.workloads[0]!.kind === 'inference' ? s.workloads[0]!.llm!.sizeClasses.map((c) => c.name) : [];
    const rates = (r: [number, number, number]) => ({
      kind: 'ratePerClass' as const,
      rates: [short!, medium!, long!].map((className, k) => ({ className, requestsPerSecond: r[k]! })),
      estimate: false,
    });
    // Short prompts are cheapest per request on the L4, the others on the A100 (Mélange's case),
    // at twenty times the example's traffic, where whole replicas no longer blur the split.
    const times20 = (xs: number[] | undefined) => xs?.map((x) => x * 20);
    const routedCase = {
      ...s,
      workloads: s.workloads.map((w) =>
        w.kind === 'inference'
          ? { ...w, maxReplicas: 1000, targetUtilisation: 0.7, traffic: { ...w.traffic, weekday: times20(w.traffic.weekday)!, weekend: times20(w.traffic.weekend) }, llm: { ...w.llm!, profiles: [{ offerId: 'l4-1gpu', profile: rates([8, 0.5, 0.3]) }, { offerId: 'gcp-a2-highgpu-1g', profile: rates([10, 3, 3]) }] } }
          : w,
      ),
    } as Scenario;
    const mix = llmMix(routedCase, 'chat', { runs: 2 });
    expect(mix.candidates.map((c) => c.kind)).toEqual(['routed', 'inOrder']);
    const [routed, inOrder] = mix.candidates as [(typeof mix.candidates)[number], (typeof mix.candidates)[number]];
    expect(routed.meetsTargets).toBe(true);
    expect(routed.totalCostP50).toBeLessThan(inOrder.totalCostP50);
    expect(mix.chosen).toBe('routed');
    const placement = mix.strategy!.placements.find((p) => p.workloadId === 'chat')!;
    expect(placement.routes!.map((r) => r.classNames)).toEqual([[medium, long], [short]]);
    const l4Route = placement.routes!.find((r) => r.classNames.includes(short!))!;
    expect(l4Route.classNames).toEqual([short]);
    expect(mix.strategy!.pools.find((p) => p.id === l4Route.poolIds[0])!.offerId).toBe('l4-1gpu');
    const withStrategy = parseScenario({ ...routedCase, strategies: [...routedCase.strategies, mix.strategy] });
    expect(withStrategy.ok ? [] : withStrategy.issues).toEqual([]);
  });

  it('offers no routed strategy when every class is best on one offer', () => {
    const mix = llmMix(example(), 'chat', { runs: 1 });
    expect(mix.candidates.map((c) => c.kind)).toEqual(['inOrder']);
    expect(mix.chosen).toBe('inOrder');
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
