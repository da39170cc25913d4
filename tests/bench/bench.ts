/**
 * `npm run bench`: figures, not pass/fail.
 * (a) Model events per second on an M/M/c job stream of 1,000,000 jobs (the engine's own
 *     benchmark scenario: Poisson arrivals, exponential sizes, c reserved servers, FIFO).
 * (b) Wall time of every shipped scenario at 200 seeded runs per strategy, and the total.
 *
 * Both parts report wall time and process CPU time: on a shared, loaded machine the wall
 * clock mostly measures the neighbours, CPU time measures the simulator. (b) stays on one
 * thread: worker threads were tried and were slower (each pays the transpile and a cold JIT,
 * and the biggest scenario alone is almost half of the total).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import { buildMmcScenario } from '@shared/sim/bench-mmc';
import { runStrategy } from '@shared/sim/run-strategy';

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

function mmc(): void {
  const params = { lambdaPerHour: 100, muPerHour: 1, servers: 120, jobs: 1_000_000 };
  const scenario = buildMmcScenario(params);
  runStrategy(buildMmcScenario({ ...params, jobs: 20_000 }), 'mmc', 1); // warm the JIT
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const result = runStrategy(scenario, 'mmc', 1, { maxJobRecords: 0 });
  const ms = performance.now() - t0;
  const cpu = cpuMs(c0);
  const finished = result.workloads.reduce((s, w) => s + w.jobsFinished, 0);
  const wallRate = result.events / seconds(ms);
  const cpuRate = result.events / seconds(cpu);
  const verdict = (rate: number) => (rate >= EVENTS_TARGET ? 'met' : 'not met');
  console.log(
    `(a) M/M/${params.servers} job stream, lambda ${params.lambdaPerHour}/h, mu ${params.muPerHour}/h, ${scenario.horizonDays} days`,
  );
  console.log(`    jobs finished  ${fmt(finished)}`);
  console.log(`    events         ${fmt(result.events)}`);
  console.log(`    seconds        ${fmt(seconds(ms), 3)} wall, ${fmt(seconds(cpu), 3)} CPU`);
  console.log(`    events/s wall  ${fmt(wallRate)}   (target ${fmt(EVENTS_TARGET)}/s: ${verdict(wallRate)})`);
  console.log(`    events/s CPU   ${fmt(cpuRate)}   (target ${fmt(EVENTS_TARGET)}/s: ${verdict(cpuRate)})`);
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
  const dir = fileURLToPath(new URL('../../scenarios/', import.meta.url));
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
