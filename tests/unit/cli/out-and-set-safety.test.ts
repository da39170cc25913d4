/**
 * The command line on hostile arguments: an --out folder with planted links or earlier
 * results, --set paths that reach for Object.prototype, and arguments of hundreds of KB.
 * The command runs in-process on the real file system (nodeIo) in a temporary folder.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { nodeIo } from '@headroom/electron/cli/node-io';

const FILE = 'scenarios/01-fine-tuning-bare-metal.headroom.json';
const temp = mkdtempSync(path.join(tmpdir(), 'headroom-cli-out-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let caseNo = 0;
const fresh = (): string => path.join(temp, `case-${++caseNo}`);

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { ...nodeIo(), stdout: (t) => void (out += t), stderr: (t) => void (err += t), stderrIsTTY: false };
  const code = await runCli([FILE, '--runs', '1', ...args], io, simulateScenario);
  return { code, out, err };
}

describe('--out refuses links and does not replace files unasked', () => {
  it('writes into a new folder, then refuses to overwrite without --force, naming the files, and replaces them with it', async () => {
    const dir = fresh();
    expect((await run('--out', dir)).code).toBe(0);
    writeFileSync(path.join(dir, 'summary.csv'), 'mine');
    const again = await run('--out', dir);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/would overwrite summary\.csv, summary-by-workload\.csv, .*results\.json; nothing was written \(add --force/);
    expect(again.out).toBe('');
    expect(readFileSync(path.join(dir, 'summary.csv'), 'utf8')).toBe('mine');
    const forced = await run('--out', dir, '--force');
    expect(forced.code).toBe(0);
    expect(readFileSync(path.join(dir, 'summary.csv'), 'utf8')).toMatch(/^\ufeffstrategy_id,/);
  });

  it('refuses an --out folder that is a symbolic link, even with --force', async () => {
    const target = fresh();
    mkdirSync(target);
    const link = fresh();
    symlinkSync(target, link);
    const r = await run('--out', link, '--force');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--out .*: it is a symbolic link/);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a planted link in place of a file, even with --force, and leaves its target alone', async () => {
    const dir = fresh();
    mkdirSync(dir);
    const victim = path.join(temp, `victim-${caseNo}.txt`);
    writeFileSync(victim, 'precious');
    symlinkSync(victim, path.join(dir, 'jobs.csv'));
    const r = await run('--out', dir, '--force');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/jobs\.csv is a symbolic link; nothing was written/);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
    expect(existsSync(path.join(dir, 'summary.csv'))).toBe(false);
    expect(lstatSync(path.join(dir, 'jobs.csv')).isSymbolicLink()).toBe(true);
  });

  it('refuses before a decision analysis runs, too', async () => {
    const dir = fresh();
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'sensitivity.csv'), 'mine');
    const r = await run('--sensitivity', '--out', dir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/would overwrite sensitivity\.csv/);
    expect(r.out).toBe('');
    expect(readFileSync(path.join(dir, 'sensitivity.csv'), 'utf8')).toBe('mine');
  });

  it('takes --force only with --out', async () => {
    const r = await run('--force');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--force goes with --out or --write/);
  });
});

describe('--set never reaches a prototype', () => {
  it.each([
    ['__proto__.x=1', '__proto__'],
    ['whatif.__proto__.y=2', '__proto__'],
    ['constructor.prototype.z=3', 'constructor'],
    ['workloads[0].constructor.name=x', 'constructor'],
    ['strategies[__proto__=1].name=x', '__proto__'],
    ['whatif.workloads.prototype.curveScale=2', 'prototype'],
  ])('refuses %s naming "%s", before anything is written', async (set, segment) => {
    const r = await run('--set', set);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`"${segment}" cannot be set`);
    expect(r.err).not.toMatch(/displayCurrency/);
    expect(r.out).toBe('');
    const probe: Record<string, unknown> = {};
    expect(probe.x).toBeUndefined();
    expect(probe.y).toBeUndefined();
    expect(probe.z).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('does not take an inherited name for a field of the scenario', async () => {
    const r = await run('--set', 'toString.x=1');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/\(the scenario\) has no field "toString"/);
  });
});

describe('echoed arguments are cut to 120 characters', () => {
  const huge = 'x'.repeat(200_000);
  it.each([
    ['--set with a huge value', ['--set', `simulation.runs=${huge}`]],
    ['--set with a huge path', ['--set', `simulation.${huge}=1`]],
    ['--set with a huge match', ['--set', `workloads[id=${huge}].name=x`]],
    ['--set without "="', ['--set', huge]],
    ['--set with a huge what-if id', ['--set', `whatif.workloads.${huge}.curveScale=2`]],
    ['--strategy', ['--strategy', huge]],
    ['--format', ['--format', huge]],
    ['--runs', ['--runs', huge]],
    ['an unknown option', [`--${huge}`]],
  ])('%s', async (_, args) => {
    const r = await run(...args);
    expect(r.code).toBe(2);
    expect(r.err.length).toBeLessThan(2_000);
    expect(r.err).toMatch(/x{50,}… \(\d{3},\d{3} more characters\)/);
  });
});
