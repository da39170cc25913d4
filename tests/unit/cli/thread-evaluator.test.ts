import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { localEvaluator } from '@shared/analysis/evaluate';
import { optimiseCommitment } from '@shared/analysis/optimise-commitment';
import { findPlan } from '@shared/analysis/plan-search';
import { planSearchJsonText } from '@shared/report/plan-search-report';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { threadEvaluator } from '@headroom/electron/cli/thread-evaluator';

function scenario11(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/11-shared-pool-priorities.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { ...parsed.scenario, simulation: { ...parsed.scenario.simulation, runs: 4 } };
}

// The same worker file the command line starts, bundled from its sources as `npm run simulate` does.
const one = await threadEvaluator(1);
const two = await threadEvaluator(2);
afterAll(async () => {
  await one.close();
  await two.close();
});

describe('the command line’s analyses on worker threads', () => {
  it('find the same plans, byte for byte, on one thread, one worker and two workers', async () => {
    const scenario = scenario11();
    // A clock that never moves: the search's own timings are the only thing that could differ.
    const json = async (evaluate: typeof one.evaluate) => planSearchJsonText(scenario, await findPlan(scenario, {}, { evaluate, now: () => 0 }));
    const here = await json(localEvaluator());
    expect(await json(one.evaluate)).toBe(here);
    expect(await json(two.evaluate)).toBe(here);
    expect(here).toContain('~on:serving#0');
  });

  it('give the optimiser the same answer on two workers as on one thread', async () => {
    const scenario = scenario11();
    const here = await optimiseCommitment(scenario, {}, { evaluate: localEvaluator() });
    const threads = await optimiseCommitment(scenario, {}, { evaluate: two.evaluate });
    expect(JSON.stringify(threads)).toBe(JSON.stringify(here));
  });

  it('report every run to the progress once, and a failing request as an error', async () => {
    const scenario = scenario11();
    let runs = 0;
    const digests = await two.evaluate([{ scenario, strategyId: scenario.strategies[0]!.id, baseSeed: 1, from: 0, to: 5 }], () => runs++);
    expect(runs).toBe(5);
    expect(digests[0]!.map((d) => d.seed)).toEqual((await localEvaluator()([{ scenario, strategyId: scenario.strategies[0]!.id, baseSeed: 1, from: 0, to: 5 }]))[0]!.map((d) => d.seed));
    await expect(two.evaluate([{ scenario, strategyId: 'no-such-strategy', baseSeed: 1, from: 0, to: 2 }])).rejects.toThrow();
  });
});
