/**
 * `npm run bench` (scripts/bench.mjs bundles and runs this file): figures, not pass/fail.
 * (a) Model events per second on an M/M/c job stream of 1,000,000 jobs (the engine's own
 *     benchmark scenario: Poisson arrivals, exponential sizes, c reserved servers, FIFO).
 * (b) Wall time of every shipped scenario at 200 seeded runs per strategy, and the total.
 * (c) Time to import a request log and a large bill (import-bench.ts).
 * (d) LLM serving: size classes from a request log and the cheapest mix of offers (llm-bench.ts).
 *
 * Both parts report wall time and process CPU time: on a shared, loaded machine the wall
 * clock mostly measures the neighbours, CPU time measures the simulator. (b) stays on one
 * thread: worker threads were tried and were slower (each pays the transpile and a cold JIT,
 * and the biggest scenario alone is almost half of the total).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import { buildMmcScenario } from '@shared/sim/bench-mmc';
import { RunScratch } from '@shared/sim/run-scratch';
import { runStrategy } from '@shared/sim/run-strategy';
import { imports } from './import-bench';
import { llmServing } from './llm-bench';

const EVENTS_TARGET = 8_000_000;
const SCENARIOS_TARGET_S = 5;
const RUNS = 200;

const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
const seconds = (ms: number) => ms / 1000;
/** Process CPU time (all threads, user + system) in milliseconds since `from`. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

/** Runs of the M/M/c stream that are timed, after MMC_WARM_RUNS untimed runs of the same size. */
const MMC_TIMED_RUNS = 5;
/** V8 reaches its steady code for the stream after two or three full runs (docs/contributing.md). */
const MMC_WARM_RUNS = 3;

/**
 * The simulator's steady-state speed: MMC_WARM_RUNS untimed runs of the full stream first (the JIT
 * compiles the hot paths, as it has in any app session that has run a scenario), then
 * MMC_TIMED_RUNS timed runs. The median decides the verdict; best and worst show the spread,
 * which on a shared machine is mostly the neighbours.
 */
function mmc(): void {
  const params = { lambdaPerHour: 100, muPerHour: 1, servers: 120, jobs: 1_000_000 };
  const scenario = buildMmcScenario(params);
  // The runs share scratch memory, as the runs of a Monte Carlo loop do.
  const options = { maxJobRecords: 0, scratch: new RunScratch() };
  const first = runStrategy(scenario, 'mmc', 1, options);
  for (let i = 1; i < MMC_WARM_RUNS; i++) runStrategy(scenario, 'mmc', 1, options);
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < MMC_TIMED_RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = runStrategy(scenario, 'mmc', 1, options);
    walls.push(performance.now() - t0);
    cpus.push(cpuMs(c0));
    // Every run is the same pure function of (scenario, seed): the same bytes each time.
    if (result.totalCostMicro !== first.totalCostMicro || result.events !== first.events) throw new Error('M/M/c runs differ');
  }
  const finished = first.workloads.reduce((s, w) => s + w.jobsFinished, 0);
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
  const rate = (ms: number) => first.events / seconds(ms);
  const verdict = (r: number) => (r >= EVENTS_TARGET ? 'met' : 'not met');
  const wall = sorted(walls);
  console.log(
    `(a) M/M/${params.servers} job stream, lambda ${params.lambdaPerHour}/h, mu ${params.muPerHour}/h, ${scenario.horizonDays} days, median of ${MMC_TIMED_RUNS} runs after ${MMC_WARM_RUNS} untimed runs`,
  );
  console.log(`    jobs finished  ${fmt(finished)}`);
  console.log(`    events         ${fmt(first.events)}`);
  console.log(
    `    seconds        ${fmt(seconds(median(walls)), 3)} wall (best ${fmt(seconds(wall[0]!), 3)}, worst ${fmt(seconds(wall[wall.length - 1]!), 3)}), ${fmt(seconds(median(cpus)), 3)} CPU`,
  );
  console.log(
    `    events/s wall  ${fmt(rate(median(walls)))}   (best ${fmt(rate(wall[0]!))}; target ${fmt(EVENTS_TARGET)}/s: ${verdict(rate(median(walls)))})`,
  );
  console.log(`    events/s CPU   ${fmt(rate(median(cpus)))}   (target ${fmt(EVENTS_TARGET)}/s: ${verdict(rate(median(cpus)))})`);
}

interface ScenarioTiming {
  file: string;
  strategies: number;
  ms: number;
}

/** Runs one shipped scenario (RUNS runs per strategy) and times it. */
function runScenarioFile(dir: string, file: string): ScenarioTiming {
  const parsed = parseScenarioText(readFileSync(dir + file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  const t0 = performance.now();
  const results = simulateScenario(parsed.scenario, { runs: RUNS });
  return { file, strategies: results.strategies.length, ms: performance.now() - t0 };
}

function scenarios(): void {
  // Run from the project root (npm run bench); this file runs bundled from elsewhere.
  const dir = join(process.cwd(), 'scenarios') + '/';
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.headroom.json'))
    .sort();
  console.log(`(b) shipped scenarios, ${RUNS} runs per strategy`);
  let wall = 0;
  let cpu = 0;
  for (const file of files) {
    const c0 = process.cpuUsage();
    const t = runScenarioFile(dir, file);
    const tc = cpuMs(c0);
    wall += t.ms;
    cpu += tc;
    console.log(
      `    ${file.padEnd(52)} ${t.strategies} strategies  ${fmt(seconds(t.ms), 3).padStart(7)} s wall ${fmt(seconds(tc), 3).padStart(7)} s CPU`,
    );
  }
  const verdict = (ms: number) => (seconds(ms) < SCENARIOS_TARGET_S ? 'met' : 'not met');
  console.log(
    `    ${'total'.padEnd(52)}               ${fmt(seconds(wall), 3).padStart(7)} s wall ${fmt(seconds(cpu), 3).padStart(7)} s CPU   (target < ${SCENARIOS_TARGET_S} s: wall ${verdict(wall)}, CPU ${verdict(cpu)})`,
  );
}

console.log(
  `Headroom benchmark — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
);
mmc();
scenarios();
imports();
llmServing();
