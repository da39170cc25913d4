import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { missedTargets } from '@shared/analysis/recommend';
import { comparisonTable, llmTargetsCsv, resultsToJson } from '@shared/report';
import { parseScenarioText } from '@shared/scenario';

function exampleResults() {
  const file = new URL('../../../scenarios/10-llm-chat-api-two-gpus.headroom.json', import.meta.url);
  const parsed = parseScenarioText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error('the example does not parse');
  return simulateScenario(parsed.scenario, { runs: 2 });
}

describe('a service planned in tokens across runs, and in the reports', () => {
  const r = exampleResults();
  const capped = r.strategies.find((s) => s.strategyId === 'l4-capped')!;
  const mix = r.strategies.find((s) => s.strategyId === 'base-a100-burst-l4')!;

  it('summarises each target with its allowance and the cost per million tokens', () => {
    const w = mix.workloads[0]!;
    expect(w.llmTargets!.map((t) => [t.metric, t.statistic, t.allowedShare])).toEqual([
      ['ttft', 'p95', 0.05],
      ['tpot', 'p99', 0.01],
      ['e2e', 'p95', 0.05],
    ]);
    expect(w.costPerMillionTokens!.p50).toBeGreaterThan(0);
    expect(w.costPerMillionOutputTokens!.p50).toBeGreaterThan(w.costPerMillionTokens!.p50);
    // Per run: the same cost over more tokens is lower per million; the run's figure is read back exactly.
    const run = mix.representative.workloads[0]!;
    const tokens = run.tokensServed!.prompt + run.tokensServed!.output;
    expect(run.costPerMillionTokensMicro).toBe(Math.round(((run.costMicro + run.idleShareMicro) * 1e6) / tokens));
  });

  it('says a strategy misses latency when a target is above its allowance at the P90 run', () => {
    expect(missedTargets(capped)).toContain('latency');
    expect(missedTargets(mix)).toEqual([]);
  });

  it('prints each target in the table, the JSON and llm-targets.csv', () => {
    const table = comparisonTable(r);
    expect(table).toMatch(/Planned in tokens \(P50 run\)/);
    expect(table).toMatch(/P95 TTFT ≤ 1,500 ms +[\d.]+ % missed \(allowed 5 %; estimate [\d.]+ %\)/);
    expect(table).toMatch(/per 1M output tokens P50/);
    const json = resultsToJson(r);
    const w = json.strategies[0]!.workloads[0]!;
    expect(w.llm!.targets[0]!.label).toBe('P95 TTFT ≤ 1,500 ms');
    expect(json.strategies[0]!.representativeRun.workloads[0]!.llm!.requestsMissedByTarget).toHaveLength(3);
    const csv = llmTargetsCsv(r).trim().split('\r\n');
    expect(csv).toHaveLength(1 + 4 * 3);
    expect(csv[0]).toMatch(/^strategy_id,workload_id,target,metric,statistic,target_ms,allowed_share,miss_share_p10/);
  });
});
