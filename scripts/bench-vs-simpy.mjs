/**
 * `node scripts/bench-vs-simpy.mjs [rounds] [simpy-jobs]`: Headroom's event engine against
 * SimPy 3 on the same M/M/c model (lambda 100/h, mu 1/h, 120 servers, FIFO), back to back in
 * one pair of processes: each round times one Headroom run (tests/bench/mmc-once.ts, bundled as
 * `npm run bench` bundles) and then one SimPy run (tests/bench/mmc_simpy.py), and the ratio of
 * their model events per CPU second (an arrival and a finish per job) is taken per round. On a
 * loaded machine the neighbours slow both sides of a round alike, so the median ratio holds
 * better than either rate.
 *
 * Both sides run on the same core: where `taskset` exists (Linux), this script re-runs itself
 * pinned to the core it started on, and the Python it starts inherits the pin. The two cores of
 * a cloud machine can differ by a third in speed (this one's do), and a ratio of a fast core
 * against a slow one measures the cores. HEADROOM_BENCH_CORE=N picks the core.
 *
 * Headroom's side is timed after WARM_RUNS untimed runs of the full stream: V8 reaches its
 * steady code after two or three (the first runs are interpreted, then optimised, then
 * optimised again once the second run's objects are seen), as in any app session's Monte Carlo
 * loop of hundreds of runs.
 *
 * SimPy is not a dependency. Debian packages SimPy 3.0.11 (`apt-get install python3-simpy3`);
 * or put SimPy 3.x's pure-Python source on PYTHONPATH (see tests/bench/mmc_simpy.py). PYTHON
 * names the interpreter (default `python3` on the PATH): SimPy's speed is the interpreter's, and
 * two builds of one Python version can differ by a quarter (this machine's pyenv 3.11.7 and
 * Debian's 3.11.2 do), so the script prints which one it ran.
 */
import { bundleForNode } from './bundle-for-node.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const WARM_RUNS = 3;
const rounds = Number(process.argv[2] ?? 9);
const simpyJobs = String(Number(process.argv[3] ?? 200_000));
const pythonPath = process.env.PYTHON ?? 'python3';
const python = (args) => execFileSync(pythonPath, args, { encoding: 'utf8', env: process.env });

if (process.env.HEADROOM_BENCH_PINNED === undefined && process.platform === 'linux') {
  const pinned = pinToOneCore();
  if (pinned !== null) process.exit(pinned);
}

try {
  python(['-c', 'import simpy']);
} catch {
  console.error('SimPy is not importable: put SimPy 3.x\'s source on PYTHONPATH (see tests/bench/mmc_simpy.py)');
  process.exit(2);
}
const outdir = mkdtempSync(join(tmpdir(), 'headroom-vs-simpy-'));
const outfile = join(outdir, 'mmc-once.mjs');
await bundleForNode('tests/bench/mmc-once.ts', outfile);
const { mmcOnce } = await import(pathToFileURL(outfile).href);
rmSync(outdir, { recursive: true, force: true });

for (let i = 0; i < WARM_RUNS; i++) mmcOnce(); // untimed: the JIT reaches its steady code
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ours = [];
const theirs = [];
const ratios = [];
let version = '';
for (let i = 0; i < rounds; i++) {
  const h = mmcOnce();
  const s = JSON.parse(python([join(process.cwd(), 'tests', 'bench', 'mmc_simpy.py'), simpyJobs]));
  version = `SimPy ${s.simpy} on Python ${s.python} (${pythonPath})`;
  ours.push(h.eventsPerSecond);
  theirs.push(s.modelEventsPerSecond);
  ratios.push(h.eventsPerSecond / s.modelEventsPerSecond);
  console.log(`round ${i + 1}: Headroom ${fmt(h.eventsPerSecond)} events/s CPU, ${version} ${fmt(s.modelEventsPerSecond)} (its own events ${fmt(s.simpyEventsPerSecond)}/s), ratio ${(h.eventsPerSecond / s.modelEventsPerSecond).toFixed(1)}x`);
}
console.log(`${process.env.HEADROOM_BENCH_PINNED !== undefined ? `both on core ${process.env.HEADROOM_BENCH_PINNED}; ` : ''}median: Headroom ${fmt(median(ours))}, ${version} ${fmt(median(theirs))} model events per CPU second; ratio ${median(ratios).toFixed(1)}x (round by round, ${rounds} rounds)`);

/**
 * Runs this script again under `taskset` on one core (HEADROOM_BENCH_CORE, or the first this
 * process may use) and returns its exit code; null when taskset is missing.
 */
function pinToOneCore() {
  const core = process.env.HEADROOM_BENCH_CORE ?? firstAllowedCore();
  if (core === null) return null;
  const env = { ...process.env, HEADROOM_BENCH_PINNED: String(core) };
  const args = ['-c', String(core), process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const run = spawnSync('taskset', args, { stdio: 'inherit', env });
  if (run.error) return null;
  return run.status ?? 1;
}

/** The lowest core in this process's affinity list ("0-1", "2,5"), from taskset -p. */
function firstAllowedCore() {
  const run = spawnSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' });
  const list = run.status === 0 ? /:\s*([\d,-]+)/.exec(run.stdout)?.[1] : undefined;
  return list === undefined ? null : Number(list.split(/[,-]/)[0]);
}
