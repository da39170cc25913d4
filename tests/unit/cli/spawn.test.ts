import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real command, as `npm run simulate` runs it, on a shipped scenario. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'tsx.cmd' : 'tsx',
);
const scenario = 'scenarios/01-fine-tuning-bare-metal.headroom.json';
const temp = mkdtempSync(path.join(tmpdir(), 'headroom-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function simulate(...args: string[]) {
  return spawnSync(tsx, ['electron/cli/simulate.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run simulate (spawned)', () => {
  it('exits 0 and prints the comparison on a shipped scenario', () => {
    const run = simulate(scenario, '--runs', '3', '--out', temp);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Total cost P50');
    expect(run.stdout).toMatch(/^Recommendation: /m);
    const json = JSON.parse(readFileSync(path.join(temp, 'results.json'), 'utf8'));
    expect(json.simulation).toEqual({ runs: 3, baseSeed: 1, discountRatePercent: 0, billCostsIncluded: false });
  });

  it('exits 2 and names the field of a scenario that fails validation', () => {
    const doc = JSON.parse(readFileSync(path.join(root, scenario), 'utf8'));
    doc.workloads[0].gpusPerJob = 0;
    const bad = path.join(temp, 'bad.headroom.json');
    writeFileSync(bad, JSON.stringify(doc));
    const run = simulate(bad);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/workloads\[0\]\.gpusPerJob: /);
    expect(run.stdout).toBe('');
  });

  it('finds the same plan on two worker threads as on the main thread', () => {
    const plan = (threads: string) => {
      const run = simulate('scenarios/11-shared-pool-priorities.headroom.json', '--runs', '4', '--find-plan', '--format', 'json', '--threads', threads);
      expect(run.status).toBe(0);
      // Everything but the search's own timings.
      const { elapsedMs: _e, firstFrontierMs: _f, ...rest } = JSON.parse(run.stdout);
      return JSON.stringify(rest);
    };
    const one = plan('1');
    expect(plan('2')).toBe(one);
    expect(one).toContain('~on:serving#0');
  });
});
