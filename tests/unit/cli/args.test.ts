import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '@headroom/electron/cli/args';

describe('parseCliArgs', () => {
  it('reads a scenario and the defaults', () => {
    expect(parseCliArgs(['s.json'])).toEqual({
      kind: 'run',
      options: {
        scenarioPath: 's.json',
        runs: undefined,
        seed: undefined,
        strategies: [],
        format: 'table',
        outDir: undefined,
        force: false,
        overrides: [],
        bom: true,
      },
    });
  });

  it('reads every option, --strategy repeatable', () => {
    const parsed = parseCliArgs([
      's.json',
      '--runs',
      '20',
      '--seed=0',
      '--strategy',
      'a',
      '--strategy',
      'Bare metal',
      '--format',
      'csv',
      '--out',
      'out',
      '--no-bom',
      '--force',
    ]);
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        scenarioPath: 's.json',
        runs: 20,
        seed: 0,
        strategies: ['a', 'Bare metal'],
        format: 'csv',
        outDir: 'out',
        force: true,
        overrides: [],
        bom: false,
      },
    });
  });

  it('reads --set overrides in order, the value as JSON when it is JSON', () => {
    const parsed = parseCliArgs([
      's.json',
      '--set',
      'simulation.runs=20',
      '--set',
      'workloads[id=a=b].name=Night jobs',
      '--set=whatif.prices.spot=-0.3',
    ]);
    expect(parsed.kind).toBe('run');
    if (parsed.kind !== 'run') return;
    expect(parsed.options.overrides.map((o) => [o.path, o.value])).toEqual([
      ['simulation.runs', 20],
      ['workloads[id=a=b].name', 'Night jobs'],
      ['whatif.prices.spot', -0.3],
    ]);
  });

  it('reads --basis slice | whole as the comparison basis', () => {
    const whole = parseCliArgs(['a.json', '--basis', 'whole']);
    expect(whole.kind === 'run' && whole.options.basis).toBe('wholeCommitments');
    const slice = parseCliArgs(['a.json', '--basis', 'slice']);
    expect(slice.kind === 'run' && slice.options.basis).toBe('horizonSlice');
    const none = parseCliArgs(['a.json']);
    expect(none.kind === 'run' && none.options.basis).toBeUndefined();
  });

  it('reads --threads with the decision analyses only, a whole number of threads', () => {
    const run = (...args: string[]) => parseCliArgs(['s.json', ...args]);
    expect(run('--find-plan', '--threads', '3')).toMatchObject({ kind: 'run', options: { decision: { threads: 3 } } });
    expect(run('--optimise', '--threads=1')).toMatchObject({ kind: 'run', options: { decision: { threads: 1 } } });
    expect(run('--sensitivity')).toMatchObject({ kind: 'run', options: { decision: { sensitivity: true } } });
    expect(run('--sensitivity').kind === 'run' && (run('--sensitivity') as { options: { decision: object } }).options.decision).not.toHaveProperty('threads');
    expect(run('--threads', '2')).toEqual({ kind: 'error', message: '--threads goes with --optimise, --sensitivity or --find-plan' });
    expect(run('--find-plan', '--threads', '0')).toEqual({ kind: 'error', message: '--threads must be from 1 to 256, not 0' });
    expect(run('--find-plan', '--threads', 'all')).toEqual({ kind: 'error', message: '--threads must be a whole number from 1 to 256, not "all"' });
  });

  it('answers --help and -h', () => {
    expect(parseCliArgs(['--help']).kind).toBe('help');
    expect(parseCliArgs(['x.json', '-h']).kind).toBe('help');
  });

  it.each([
    [[], /name a scenario file/],
    [['a.json', 'b.json'], /one scenario file at a time/],
    [['a.json', '--runs', '0'], /--runs must be from 1/],
    [['a.json', '--runs', '2.5'], /--runs must be a whole number/],
    [['a.json', '--runs', 'many'], /--runs must be a whole number/],
    [['a.json', '--seed', '-1'], /seed/],
    [['a.json', '--seed', '99999999999'], /--seed must be from 0 to 2147483647/],
    [['a.json', '--format', 'pdf'], /--format must be one of table, json, csv/],
    [['a.json', '--colour'], /Unknown option '--colour'/],
    [['a.json', '--runs'], /argument missing/],
    [['a.json', '--out', ''], /--out needs a folder/],
    [['a.json', '--set', 'simulation.runs'], /expected PATH=VALUE/],
    [['a.json', '--set', '=3'], /the path before "=" is empty/],
    [['a.json', '--basis', 'constructor'], /--basis must be slice or whole/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseCliArgs(argv);
    expect(parsed.kind).toBe('error');
    if (parsed.kind === 'error') expect(parsed.message).toMatch(message);
  });
});
