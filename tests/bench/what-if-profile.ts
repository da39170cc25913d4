/**
 * `npx tsx tests/bench/what-if-profile.ts`: where a what-if's first figures spend their time,
 * outside the page — figures, not pass/fail. For every shipped scenario and one on-demand price step:
 * applying the adjustments, the size of the scenario message to a worker, compiling each
 * strategy, one run of each, the summaries and comparison of the first answer, and the size of
 * the runs sent back. The page adds worker messaging and React rendering on top
 * (`npm run bench:what-if` measures the whole).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { summariseScenario } from '@shared/analysis';
import { applyWhatIf, compareResults, emptyAdjustments } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import { createSharedEngine } from '@headroom/renderer/simulation/shared-engine';

const FIRST_RUNS = Number(process.env.FIRST_RUNS ?? 2);

function time<T>(f: () => T): [T, number] {
  const start = performance.now();
  const out = f();
  return [out, performance.now() - start];
}

// One engine, as one long-lived what-if worker keeps.
const sharedEngine = createSharedEngine();
const pad = (v: number | string, n: number) => (typeof v === 'number' ? v.toFixed(1) : v).padStart(n);
console.log(`What-if first answer, by part (ms; ${FIRST_RUNS} runs of each strategy; sizes in kB)`);
console.log('scenario                              strats   apply  msg kB  compile   run×1  summarise  compare  runs kB');
for (const file of readdirSync('scenarios').filter((f) => f.endsWith('.headroom.json')).sort()) {
  const parsed = parseScenarioText(readFileSync(join('scenarios', file), 'utf8'));
  if (!parsed.ok) continue;
  const base: Scenario = parsed.scenario;
  // Warm the code paths once, as a long-lived worker would be.
  for (const s of base.strategies) sharedEngine.prepare(base, s.id, base.simulation.baseSeed)(0);
  const adj = { ...emptyAdjustments(), prices: { onDemand: -0.01 } };
  const [outcome, apply] = time(() => applyWhatIf(base, adj));
  if (!outcome.ok) continue;
  const scenario = outcome.scenario;
  const msg = JSON.stringify(scenario).length / 1024;
  let compile = 0;
  let run = 0;
  const runs: RunResult[][] = [];
  const baseRuns: RunResult[][] = [];
  for (const s of scenario.strategies) {
    const [runner, c] = time(() => sharedEngine.prepare(scenario, s.id, base.simulation.baseSeed));
    compile += c;
    const list: RunResult[] = [];
    for (let k = 0; k < FIRST_RUNS; k++) {
      const [r, ms] = time(() => runner(k));
      if (k === 0) run += ms;
      list.push(r);
    }
    runs.push(list);
    const b = sharedEngine.prepare(base, s.id, base.simulation.baseSeed);
    baseRuns.push(Array.from({ length: FIRST_RUNS }, (_, k) => b(k)));
  }
  const plan = { runs: FIRST_RUNS, baseSeed: base.simulation.baseSeed, strategyIds: base.strategies.map((s) => s.id) };
  const [results, summarise] = time(() => {
    const before = summariseScenario(base, plan, baseRuns);
    const after = summariseScenario(scenario, plan, runs);
    return [before, after] as const;
  });
  const [, compare] = time(() => compareResults(results[0], results[1]));
  const sent = JSON.stringify(runs).length / 1024;
  console.log(
    `${file.replace('.headroom.json', '').padEnd(38)}${pad(String(base.strategies.length), 6)}${pad(apply, 8)}${pad(msg, 8)}${pad(compile, 9)}${pad(run, 8)}${pad(summarise, 11)}${pad(compare, 9)}${pad(sent, 9)}`,
  );
}
