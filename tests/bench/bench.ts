/**
 * `npm run bench`: figures, not pass/fail.
 * (a) Model events per second on an M/M/c job stream of 1,000,000 jobs (the engine's own
 *     benchmark scenario: Poisson arrivals, exponential sizes, c reserved servers, FIFO).
 * (b) Wall time of every shipped scenario at 200 seeded runs per strategy, and the total.
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

function mmc(): void {
  const params = { lambdaPerHour: 100, muPerHour: 1, servers: 120, jobs: 1_000_000 };
  const scenario = buildMmcScenario(params);
  runStrategy(buildMmcScenario({ ...params, jobs: 20_000 }), 'mmc', 1); // warm the JIT
  const t0 = performance.now();
  const result = runStrategy(scenario, 'mmc', 1, { maxJobRecords: 0 });
  const ms = performance.now() - t0;
  const finished = result.workloads.reduce((s, w) => s + w.jobsFinished, 0);
  console.log(
    `(a) M/M/${params.servers} job stream, lambda ${params.lambdaPerHour}/h, mu ${params.muPerHour}/h, ${scenario.horizonDays} days`,
  );
  console.log(`    jobs finished  ${fmt(finished)}`);
  console.log(`    events         ${fmt(result.events)}`);
  console.log(`    seconds        ${fmt(seconds(ms), 3)}`);
  console.log(
    `    events/s       ${fmt(result.events / seconds(ms))}   (target ${fmt(EVENTS_TARGET)}/s: ${
      result.events / seconds(ms) >= EVENTS_TARGET ? 'met' : 'not met'
    })`,
  );
}

function scenarios(): void {
  const dir = fileURLToPath(new URL('../../scenarios/', import.meta.url));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.headroom.json'))
    .sort();
  console.log(`(b) shipped scenarios, ${RUNS} runs per strategy`);
  let total = 0;
  for (const file of files) {
    const parsed = parseScenarioText(readFileSync(dir + file, 'utf8'));
    if (!parsed.ok) throw new Error(`${file} does not parse`);
    const t0 = performance.now();
    const results = simulateScenario(parsed.scenario, { runs: RUNS });
    const ms = performance.now() - t0;
    total += ms;
    const n = results.strategies.length;
    console.log(`    ${file.padEnd(52)} ${n} strategies  ${fmt(seconds(ms), 3).padStart(7)} s`);
  }
  console.log(
    `    ${'total'.padEnd(52)}               ${fmt(seconds(total), 3).padStart(7)} s   (target < ${SCENARIOS_TARGET_S} s: ${
      seconds(total) < SCENARIOS_TARGET_S ? 'met' : 'not met'
    })`,
  );
}

console.log(
  `Headroom benchmark — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
);
mmc();
scenarios();
