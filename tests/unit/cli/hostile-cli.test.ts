/**
 * The hostile-input suite for the command line: every case is a file a colleague might
 * e-mail, damaged or malicious. The real command runs in a child process with a memory cap
 * and a time limit; each case must end with exit 0 or 2 (never 1, never a signal or a V8
 * fatal error), within seconds, and say what is wrong in a few KB at most.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), 'headroom-hostile-cli-'));
const cli = path.join(temp, 'simulate.mjs');
const shipped = JSON.parse(readFileSync(path.join(root, 'scenarios/07-factory-weekly-retraining.headroom.json'), 'utf8'));
/** A heap far below what the hostile rates used to take (9-12 GB): running out of it fails the case. */
const MEMORY_MB = 256;
const TIME_LIMIT_MS = 30_000;
const MAX_MESSAGE_BYTES = 4096;

beforeAll(async () => {
  // One bundle, started with plain node: the cases time the command, not a TypeScript loader.
  await build({
    entryPoints: [path.join(root, 'electron/cli/simulate.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.base.json'),
    outfile: cli,
    logLevel: 'error',
  });
}, 60_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- hostile documents are built by hand
const copy = (): Doc => JSON.parse(JSON.stringify(shipped)) as Doc;
function withArrivals(arrivals: unknown): Doc {
  const doc = copy();
  doc.workloads[0].arrivals = arrivals;
  return doc;
}

let fileNo = 0;
function file(content: string | Buffer | Doc): string {
  const p = path.join(temp, `case-${++fileNo}.json`);
  writeFileSync(p, typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content));
  return p;
}

function simulate(scenarioPath: string, ...args: string[]) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [`--max-old-space-size=${MEMORY_MB}`, cli, scenarioPath, '--runs', '2', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: TIME_LIMIT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ...run, ms: Date.now() - started };
}

const textJson = JSON.stringify(shipped);
const cases: [string, () => string, 0 | 2, RegExp][] = [
  ['Poisson arrivals of 1e300 a day', () => file(withArrivals({ type: 'poisson', perDay: 1e300 })), 2, /arrivals\.perDay.*at most 2,000,000/],
  ['recurring arrivals every 1e-12 days', () => file(withArrivals({ type: 'recurring', everyDays: 1e-12 })), 2, /arrivals\.everyDays/],
  ['recurring arrivals every 5e-324 days', () => file(withArrivals({ type: 'recurring', everyDays: 5e-324 })), 2, /arrivals\.everyDays/],
  ['10,000 arrivals a day for years', () => file({ ...withArrivals({ type: 'poisson', perDay: 10_000 }), horizonDays: 3650 }), 2, /at most 2,000,000/],
  ['a UTF-8 file with a byte-order mark', () => file(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(textJson)])), 0, /^$/],
  ['a UTF-16 file with a mark', () => file(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(textJson, 'utf16le')])), 2, /UTF-16/],
  ['a UTF-16 file without a mark', () => file(Buffer.from(textJson, 'utf16le')), 2, /UTF-16/],
  ['a GBK file', () => file(Buffer.from([0x7b, 0x22, 0xc4, 0xe3, 0x22, 0x7d])), 2, /not UTF-8/],
  ['an id of 4.9 MB', () => { const d = copy(); d.workloads[0].id = 'x'.repeat(4_900_000); return file(d); }, 2, /more characters/],
  ['a Chinese file of 5.3 MB in under 5 M characters', () => file(`{"name":"${'中'.repeat(1_850_000)}"}`), 2, /larger than 5 MB/],
  ['an empty file', () => file(''), 2, /not valid JSON/],
  ['binary noise', () => file(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))), 2, /UTF|JSON/],
  ['a name nested 100,000 lists deep', () => file(textJson.replace(/"name":"[^"]*"/, `"name":${'['.repeat(100_000)}${']'.repeat(100_000)}`)), 2, /nests deeper than 64 levels/],
  ['spot interruptions at 1e300 a GPU-hour', () => {
    const d = copy();
    d.catalog.offers[0].prices.spot ??= { perHour: 1, asOf: '2026-01-01', source: 'test' };
    d.strategies[0].pools[0] = { id: d.strategies[0].pools[0].id, kind: 'spot', offerId: d.catalog.offers[0].id, interruption: { model: 'poisson', ratePerGpuHour: 1e300 } };
    return file(d);
  }, 2, /ratePerGpuHour.*at most 60/],
  ['a million tasks in every daily batch', () => {
    const d = copy();
    const w = d.workloads[0];
    d.workloads[0] = { id: w.id, name: w.name, kind: 'batch', arrivals: { type: 'recurring', everyDays: 1 }, tasksPerBatch: 1_000_000, taskGpuHours: { type: 'fixed', value: 1 } };
    return file(d);
  }, 2, /batch tasks/],
  ['a schemaVersion from the future', () => file({ ...copy(), schemaVersion: 99 }), 2, /newer than this Headroom/],
  ['a JSON array instead of an object', () => file('[1,2,3]'), 2, /JSON object/],
];
const shippedFile = (name: string): Doc => JSON.parse(readFileSync(path.join(root, `scenarios/${name}.headroom.json`), 'utf8')) as Doc;
cases.push(
  ['a series every 5e-324 days waiting for a later phase', () => {
    const d = shippedFile('06-startup-dev-to-prod');
    d.workloads[1].arrivals = { type: 'recurring', everyDays: 5e-324, firstDay: 0, count: 1 };
    return file(d);
  }, 2, /arrivals\.everyDays/],
  ['4,096 concurrency on 100,000 fixed replicas', () => {
    const d = shippedFile('03-inference-day-peaks');
    Object.assign(d.workloads[0], { concurrencyPerReplica: 4096, minReplicas: 100_000, maxReplicas: 100_000 });
    d.strategies = [d.strategies[0]];
    d.strategies[0].pools[0].count = 100_000;
    d.strategies[0].placements[0] = { ...d.strategies[0].placements[0], scaling: 'fixed', fixedReplicas: 100_000 };
    return file(d);
  }, 0, /^$/],
  ['every limit at its maximum at once', () => {
    const d = copy();
    const w = d.workloads[0];
    d.workloads = Array.from({ length: 200 }, (_, i) => ({ ...w, id: `w${i}`, name: `W${i}` }));
    const s = d.strategies[0];
    d.strategies = Array.from({ length: 50 }, (_, j) => ({ ...s, id: `s${j}`, name: `S${j}`, placements: d.workloads.map((x: Doc) => ({ ...s.placements[0], workloadId: x.id })) }));
    d.horizonDays = 3660;
    d.phases = d.phases.map((p: Doc) => ({ ...p, endDay: Math.min(p.endDay, 3660) }));
    d.simulation.runs = 100_000;
    return file(d);
  }, 2, /simulation\.runs: .*strategy-days.*horizonDays/],
);
if (existsSync('/dev/zero')) cases.push(['/dev/zero', () => '/dev/zero', 2, /larger than 5 MB/]);

describe('npm run simulate on hostile files (spawned, memory-capped)', () => {
  it('holds --runs to the same limits as the file\'s own runs', () => {
    const d = copy();
    d.horizonDays = 3650;
    const run = simulate(file(d), '--runs', '100000');
    expect(run.status, run.stderr.slice(0, 2000)).toBe(2);
    expect(run.stderr).toMatch(/with --runs 100000.*\n.*simulation\.runs: 100,000 runs/);
  });

  it.each([
    ['a one-second trace', (d: Doc) => d.strategies.flatMap((s: Doc) => s.pools).filter((p: Doc) => p.kind === 'spot').forEach((p: Doc) => (p.interruption.gapSeconds = 1))],
    ['a job of 2 million GPU-hours', (d: Doc) => Object.assign(d.workloads[0], { deadlineHours: 3e6, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 2e6 } } })],
    ['a restart overhead of 2e9 minutes', (d: Doc) => (d.workloads[0].restartOverheadMinutes = 2e9)],
  ])('leaves out the best possible cost per job, with a note, for scenario 09 with %s', (_, change) => {
    const d = shippedFile('09-spot-deadline-policy');
    change(d);
    const run = simulate(file(d));
    expect(run.status, run.stderr.slice(0, 2000)).toBe(0);
    expect(run.stderr).toMatch(/Note: .*best possible cost per job \(omniscient bound\) was not worked out/);
    expect(run.stdout).toContain('best possible not worked out (too large)');
  });

  it.each(cases)('%s: exits %s with a short message', (_, make, status, message) => {
    const run = simulate(make());
    expect(run.error, String(run.error)).toBeUndefined();
    expect(run.signal).toBeNull();
    expect(run.status, run.stderr.slice(0, 2000)).toBe(status);
    expect(Buffer.byteLength(run.stderr)).toBeLessThan(MAX_MESSAGE_BYTES);
    if (status === 2) expect(run.stderr).toMatch(message);
    else expect(run.stdout).toContain('Total cost P50');
  });
});
