/**
 * `node scripts/bench-vs-simpy.mjs [rounds] [simpy-jobs]`: Headroom's event engine against
 * SimPy 3 on the same M/M/c model (lambda 100/h, mu 1/h, 120 servers, FIFO), back to back in
 * one pair of processes: each round times one Headroom run (tests/bench/mmc-once.ts, bundled as
 * `npm run bench` bundles) and then one SimPy run (tests/bench/mmc_simpy.py), and the ratio of
 * their model events per CPU second (an arrival and a finish per job) is taken per round. On a
 * loaded machine the neighbours slow both sides of a round alike, so the median ratio holds
 * better than either rate. SimPy is not a dependency: put its pure-Python source on
 * PYTHONPATH (see tests/bench/mmc_simpy.py).
 */
import { bundleForNode } from './bundle-for-node.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const rounds = Number(process.argv[2] ?? 5);
const simpyJobs = String(Number(process.argv[3] ?? 200_000));
const python = (args) => execFileSync('python3', args, { encoding: 'utf8', env: process.env });

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

mmcOnce(); // untimed: the JIT compiles the hot paths, as in any session that has run a scenario
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ours = [];
const theirs = [];
const ratios = [];
let version = '';
for (let i = 0; i < rounds; i++) {
  const h = mmcOnce();
  const s = JSON.parse(python([join(process.cwd(), 'tests', 'bench', 'mmc_simpy.py'), simpyJobs]));
  version = `SimPy ${s.simpy} on Python ${s.python}`;
  ours.push(h.eventsPerSecond);
  theirs.push(s.modelEventsPerSecond);
  ratios.push(h.eventsPerSecond / s.modelEventsPerSecond);
  console.log(`round ${i + 1}: Headroom ${fmt(h.eventsPerSecond)} events/s CPU, ${version} ${fmt(s.modelEventsPerSecond)} (its own events ${fmt(s.simpyEventsPerSecond)}/s), ratio ${(h.eventsPerSecond / s.modelEventsPerSecond).toFixed(1)}x`);
}
console.log(`median: Headroom ${fmt(median(ours))}, ${version} ${fmt(median(theirs))} model events per CPU second; ratio ${median(ratios).toFixed(1)}x (round by round, ${rounds} rounds)`);
