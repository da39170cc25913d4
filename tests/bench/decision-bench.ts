/**
 * `npm run bench:decision` (scripts/bench-decision.mjs bundles this file and its worker):
 * the commitment optimiser and the sensitivity analysis (±20 %) of every shipped scenario,
 * their simulations spread over one worker thread per core as the app spreads them over Web
 * Workers. Figures, not pass/fail: wall time and process CPU time (all threads) against the
 * 3 s goal, runs made, and the answer each gives.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Evaluator } from '@shared/analysis/evaluate';
import { threadEvaluator } from '@headroom/electron/cli/thread-evaluator';
import { optimiseCommitment } from '@shared/analysis/optimise-commitment';
import { findPlan } from '@shared/analysis/plan-search';
import { analyseSensitivity } from '@shared/analysis/sensitivity';
import { parseScenarioText } from '@shared/scenario';
import { wideScenario } from './wide-scenario';

const GOAL_S = 3;
const workerFile = process.env.HEADROOM_DECISION_WORKER;
if (!workerFile) throw new Error('run through scripts/bench-decision.mjs');

const fmt = (n: number, d = 2) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

async function main(): Promise<void> {
  const size = os.cpus().length;
  console.log(`Headroom decision benchmark — Node ${process.version}, ${size} CPUs, ${size} worker threads; goal < ${GOAL_S} s each`);
  const { evaluate, close } = await threadEvaluator(size, pathToFileURL(workerFile!));
  const dir = join(process.cwd(), 'scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.headroom.json')).sort();
  // One untimed pass warms the threads' JIT, as a session that has run a scenario has.
  const first = parseScenarioText(readFileSync(join(dir, files[0]!), 'utf8'));
  if (first.ok) await optimiseCommitment(first.scenario, {}, { evaluate });
  // HEADROOM_BENCH_ONLY=plan runs the plan searches alone.
  for (const file of process.env.HEADROOM_BENCH_ONLY === 'plan' ? [] : files) {
    const parsed = parseScenarioText(readFileSync(join(dir, file), 'utf8'));
    if (!parsed.ok) throw new Error(`${file} does not parse`);
    const scenario = parsed.scenario;
    for (const kind of ['optimise', 'sensitivity'] as const) {
      let runs = 0;
      const counted: Evaluator = (requests, onRun) => {
        runs += requests.reduce((n, r) => n + r.to - r.from, 0);
        return evaluate(requests, onRun);
      };
      const control = { evaluate: counted };
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      let answer: string;
      if (kind === 'optimise') {
        const r = await optimiseCommitment(scenario, {}, control);
        answer = r.optimum.source === 'commitment' ? r.optimum.plan!.tranches.map((t) => `${t.count}x ${t.option.key}`).join(' + ') : `keep ${r.optimum.existingStrategyId}`;
      } else {
        const r = await analyseSensitivity(scenario, {}, control);
        answer = `${r.winnerId}; ${r.tippingPoints.length} tipping point(s) within ±20 %`;
      }
      const wall = (performance.now() - t0) / 1000;
      const cu = process.cpuUsage(c0);
      const cpu = (cu.user + cu.system) / 1e6;
      // Process CPU time counts every thread: spread over the threads it is the wall time the
      // analysis would take on an otherwise idle machine of this size.
      const idle = cpu / size;
      console.log(
        `  ${file.slice(0, 40).padEnd(40)} ${kind.padEnd(11)} ${fmt(wall).padStart(6)} s wall ${fmt(cpu).padStart(6)} s CPU (all threads) ${fmt(idle).padStart(5)} s idle-machine ${String(runs).padStart(5)} runs  goal ${wall < GOAL_S ? 'met' : 'missed'} (wall), ${idle < GOAL_S ? 'met' : 'missed'} (CPU / threads)  ${answer}`,
      );
    }
  }
  await planSearches(files.map((f) => join(dir, f)), evaluate);
  console.log(`  load average ${os.loadavg().map((l) => fmt(l, 1)).join(' ')} (the machine is shared: wall times include the neighbours)`);
  await close();
}

/**
 * The plan search ("Find the best plan") on every shipped scenario, each within a budget
 * (HEADROOM_PLAN_BUDGET seconds, default 30), and the 20 offers × 5 workloads scale case:
 * time to its first frontier and to its final one, plans run and skipped by a bound, and why
 * it stopped.
 */
async function planSearches(paths: readonly string[], evaluate: Evaluator): Promise<void> {
  const budgetSeconds = Number(process.env.HEADROOM_PLAN_BUDGET ?? 30);
  console.log(`  plan search, budget ${budgetSeconds} s per scenario:`);
  const cases = paths.map((path) => {
    const parsed = parseScenarioText(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(`${path} does not parse`);
    return { name: path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('/') + 41), scenario: parsed.scenario };
  });
  // The scale case: scenario 07 widened to 20 offers and 5 workloads.
  const wideFrom = paths.find((p) => p.includes('07-factory-weekly-retraining'));
  if (wideFrom) cases.push({ name: '20 offers × 5 workloads (from 07)', scenario: wideScenario(readFileSync(wideFrom, 'utf8'), 20, 5) });
  for (const { name, scenario } of cases) {
    const r = await findPlan(scenario, { budgetSeconds }, { evaluate, now: () => performance.now() });
    const best = r.frontier.find((p) => p.key === r.bestKey);
    console.log(
      `  ${name.padEnd(40)} first frontier ${r.firstFrontierMs === null ? '—' : `${fmt(r.firstFrontierMs / 1000)} s`}  final ${fmt(r.elapsedMs / 1000).padStart(6)} s  ${String(r.plansTried).padStart(4)} tried ${String(r.plansPruned).padStart(4)} pruned  ${r.stoppedBy.padEnd(11)} ${r.frontier.length} on the frontier, best P50 ${best ? fmt(best.cost.p50, 0) : '—'}`,
    );
  }
}

await main();
