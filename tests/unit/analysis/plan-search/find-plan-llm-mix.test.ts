import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { llmMix } from '@shared/analysis/llm-mix';
import { findPlan } from '@shared/analysis/plan-search';
import { parseScenario, parseScenarioText, type Scenario } from '@shared/scenario';

/** Scenario 10 (a chat API planned in tokens on L4 and A100), on a few runs: its traffic has no randomness. */
function chatApi(): Scenario {
  const parsed = parseScenarioText(
    readFileSync(
      new URL('../../../../scenarios/10-llm-chat-api-two-gpus.headroom.json', import.meta.url),
      'utf8',
    ),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { ...parsed.scenario, simulation: { ...parsed.scenario.simulation, runs: 2 } };
}

describe('the plan search for a service planned in tokens', () => {
  it('tries the cheapest mix of GPUs, alone and above the reserved base it found, on the same seeds', async () => {
    const asked: (string | null)[] = [];
    const result = await findPlan(
      chatApi(),
      {},
      {
        evaluate: localEvaluator(),
        now: () => 0,
        solveMix: (scenario, workloadId, options) => {
          asked.push(options.base ? `${options.base.offerId}:${options.base.replicas}` : null);
          return llmMix(scenario, workloadId, options);
        },
      },
    );
    expect(asked).toContain(null);
    expect(asked.some((b) => b?.startsWith('gcp-a2-highgpu-1g:'))).toBe(true);
    // The frontier's plans are all measured on the scenario's runs, mix or not.
    for (const p of result.frontier) expect(p.cost.p50).toBeGreaterThan(0);
  }, 60_000);

  it('picks the mix when it is the cheapest plan meeting the targets, and adds it as a valid strategy', async () => {
    // Without commitments (the longest term accepted is one month) the mix beats either GPU alone.
    const scenario = chatApi();
    const result = await findPlan(
      scenario,
      { longestTerm: 1 },
      { evaluate: localEvaluator(), now: () => 0 },
    );
    const best = result.frontier.find((p) => p.key === result.bestKey)!;
    expect(best.choices[0]!.llmMix).toBe(true);
    expect(best.reason.kind).toBe('llmMix');
    expect(best.key).toMatch(
      /^chat=llmMix\(onDemand:gcp-a2-highgpu-1g<=\d+>onDemand:l4-1gpu\)#[0-9a-f]{8}$/,
    );
    const mix = llmMix(scenario, 'chat').strategy!;
    // The strategy adds the mix's own pools and placement, as "Add as strategy" in the mix would.
    expect(best.strategy.pools.map((p) => ({ ...p }))).toEqual(mix.pools);
    expect(best.strategy.placements).toEqual(mix.placements);
    const withPlan = parseScenario({
      ...scenario,
      strategies: [...scenario.strategies, best.strategy],
    });
    expect(withPlan.ok ? [] : withPlan.issues).toEqual([]);
    expect(best.meetsTargets).toBe(true);
    const single = result.frontier.concat([]).filter((p) => !p.choices[0]!.llmMix);
    for (const p of single)
      if (p.meetsTargets) expect(p.cost.p50).toBeGreaterThanOrEqual(best.cost.p50);
  }, 60_000);
});
