import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { enumerableScenario } from '../analysis/plan-search/plan-fixtures';

function fakeIo(): CliIo & { out: string; err: string } {
  const files = new Map([['s.json', JSON.stringify(enumerableScenario())]]);
  const io = {
    out: '',
    err: '',
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t),
    readFile: async (f: string) => {
      const text = files.get(f);
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return text;
    },
    inspect: async (f: string) => (files.has(f) ? ('file' as const) : ('missing' as const)),
    writeFile: async (f: string, t: string) => void files.set(f, t),
    makeDir: async () => undefined,
    stderrIsTTY: false,
    now: () => 0,
  };
  return io;
}

const cli = (argv: string[]) => {
  const io = fakeIo();
  return runCli(argv, io, simulateScenario).then((code) => ({ code, io }));
};

describe('CLI --find-plan', () => {
  it('prints the frontier with cost bands, speed, targets and a reason, nothing but the report on stdout', async () => {
    const { code, io } = await cli(['s.json', '--find-plan', '--budget', '20']);
    expect(code).toBe(0);
    expect(io.out).toMatch(/^Find the best plan: Enumerable plans/);
    expect(io.out).toMatch(/Frontier \(no other plan is both cheaper and faster\)/);
    expect(io.out).toMatch(/1\. \$[\d,]+ +P10–P90 \$[\d,]+–\$[\d,]+ +P95 turnaround [\d.]+ h +targets met +← best/);
    expect(io.out).toMatch(/Why: Spot covers \d+ % of Fine-tuning with \d+ % deadline risk\./);
    expect(io.out).toMatch(/Strategies of the scenario, on the same seeds:\n {2}On demand/);
  });

  it('prints JSON under its own format name', async () => {
    const { code, io } = await cli(['s.json', '--find-plan', '--format', 'json', '--runs', '3', '--offers', 'a']);
    expect(code).toBe(0);
    const doc = JSON.parse(io.out);
    expect(doc).toMatchObject({ format: 'headroom-plan-search', formatVersion: 1, scenario: { name: 'Enumerable plans', currency: 'USD' }, runs: 3, offersConsidered: ['a'] });
    expect(doc.frontier[0].strategy.pools.length).toBeGreaterThan(0);
  });

  it.each([
    [['--budget', 'soon'], /--budget must be a number of seconds/],
    [['--budget', '0'], /--budget must be a number of seconds/],
    [['--budget', '1e9'], /--budget/],
    [['--providers', 'a,,b'], /--providers takes a comma-separated list/],
    [['--gpus', ''], /--gpus takes a comma-separated list/],
    [['--longest-term', 'forever'], /--longest-term/],
    [['--format', 'csv'], /--find-plan prints a table or JSON/],
    [['--runs', '-1'], /--runs/],
  ])('refuses %j with exit 2, naming the flag', async (extra, message) => {
    const { code, io } = await cli(['s.json', '--find-plan', ...extra]);
    expect(code).toBe(2);
    expect(io.err).toMatch(message);
  });

  it('refuses a search flag without --find-plan', async () => {
    const { code, io } = await cli(['s.json', '--budget', '5']);
    expect(code).toBe(2);
    expect(io.err).toMatch(/--budget goes with --find-plan/);
  });
});
