import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario, summariseScenario } from '@shared/analysis';
import { compactRun } from '@shared/analysis/compact-run';
import { parseScenarioText } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';

function shipped(name: string) {
  const parsed = parseScenarioText(readFileSync(`scenarios/${name}.headroom.json`, 'utf8'));
  if (!parsed.ok) throw new Error(name);
  return parsed.scenario;
}

describe('runs kept for the percentiles', () => {
  it('keep a small part of each run, and give the same summaries as whole runs', () => {
    const scenario = shipped('06-startup-dev-to-prod');
    const plan = { runs: 6, baseSeed: 3, strategyIds: scenario.strategies.map((s) => s.id) };
    const whole = plan.strategyIds.map((id) => Array.from({ length: plan.runs }, (_, k) => runStrategy(scenario, id, 3 + k, { detail: 'summary' })));
    const rerun = (id: string, seed: number) => runStrategy(scenario, id, seed);
    const compact = whole.map((runs) => runs.map(compactRun));
    expect(summariseScenario(scenario, plan, compact, rerun)).toEqual(summariseScenario(scenario, plan, whole, rerun));
    expect(simulateScenario(scenario, { runs: 6, baseSeed: 3 })).toEqual(summariseScenario(scenario, plan, whole, rerun));
    // A year of months per pool and per run is what no longer piles up.
    const size = (x: unknown) => JSON.stringify(x).length;
    for (const [i, runs] of compact.entries()) expect(size(runs[0])).toBeLessThan(size(whole[i]![0]) * 0.8);
  });
});
