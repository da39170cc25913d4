import { describe, expect, it } from 'vitest';
import type { SimulateOptions } from '@shared/analysis';
import { runCli, type CliIo, type SimulateFn } from '@headroom/electron/cli/main';
import type { ScenarioInput } from '@shared/scenario';
import { makeResults } from '../report/fixtures';

const SCENARIO: ScenarioInput = {
  schemaVersion: 8,
  name: 'CLI test',
  currency: 'USD',
  startDate: '2026-01-01',
  horizonDays: 30,
  catalog: {
    asOf: '2026-12-01',
    referenceGpuId: 'a100',
    gpus: [
      {
        id: 'a100',
        name: 'A100',
        memoryGb: 80,
        relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 },
        interconnect: 'nvlink',
      },
    ],
    offers: [
      {
        id: 'vm',
        provider: 'X',
        instanceType: 'x1',
        gpuId: 'a100',
        gpusPerInstance: 8,
        vcpus: 96,
        ramGb: 1000,
        networkGbps: 100,
        virtualization: 'shared-vm',
        prices: { onDemand: { perHour: 20, asOf: '2026-01-01', source: 'test' } },
      },
    ],
  },
  workloads: [
    {
      id: 'ft',
      name: 'Fine-tune',
      kind: 'training',
      arrivals: { type: 'fixed', days: [1] },
      size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 64 } },
      gpusPerJob: 8,
    },
  ],
  strategies: [
    {
      id: 'shared',
      name: 'Shared VM',
      pools: [{ id: 'p', kind: 'onDemand', offerId: 'vm' }],
      placements: [{ workloadId: 'ft', poolIds: ['p'] }],
    },
    {
      id: 'bm',
      name: 'Bare metal',
      pools: [{ id: 'p', kind: 'onDemand', offerId: 'vm' }],
      placements: [{ workloadId: 'ft', poolIds: ['p'] }],
    },
  ],
};

interface FakeIo extends CliIo {
  out: string;
  err: string;
  files: Map<string, string>;
}

function fakeIo(files: Record<string, string> = {}, tty = false): FakeIo {
  const io: FakeIo = {
    out: '',
    err: '',
    files: new Map(Object.entries(files)),
    stdout: (t) => void (io.out += t),
    stderr: (t) => void (io.err += t),
    readFile: async (f) => {
      const text = io.files.get(f);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${f}`), { code: 'ENOENT' });
      return text;
    },
    inspect: async (f) => (io.files.has(f) ? 'file' : 'missing'),
    writeFile: async (f, t) => void io.files.set(f, t),
    makeDir: async (d) => {
      if (d.startsWith('/readonly')) throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
    },
    stderrIsTTY: tty,
    now: () => 0,
  };
  return io;
}

function recordingSimulate(): SimulateFn & { calls: SimulateOptions[] } {
  const calls: SimulateOptions[] = [];
  const fn = ((_scenario, options) => {
    calls.push(options);
    options.onProgress?.(1, 2);
    return makeResults();
  }) as SimulateFn & { calls: SimulateOptions[] };
  fn.calls = calls;
  return fn;
}

const file = { 's.json': JSON.stringify(SCENARIO) };

describe('runCli', () => {
  it('prints the comparison table by default and nothing on stderr for a quick run', async () => {
    const io = fakeIo(file);
    const sim = recordingSimulate();
    expect(await runCli(['s.json'], io, sim)).toBe(0);
    expect(io.out).toContain('Total cost P50');
    expect(io.out).toContain('Recommendation: Bare-metal, hourly');
    expect(io.err).toBe('');
    expect(sim.calls[0]).not.toHaveProperty('runs');
    expect(sim.calls[0]).not.toHaveProperty('strategyIds');
  });

  it('passes --runs, --seed and --strategy (by id or name) to the simulator', async () => {
    const io = fakeIo(file);
    const sim = recordingSimulate();
    expect(
      await runCli(
        [
          's.json',
          '--runs',
          '7',
          '--seed',
          '3',
          '--strategy',
          'bare METAL',
          '--strategy',
          'shared',
          '--strategy',
          'bm',
        ],
        io,
        sim,
      ),
    ).toBe(0);
    expect(sim.calls[0]).toMatchObject({ runs: 7, baseSeed: 3, strategyIds: ['bm', 'shared'] });
  });

  it('prints the results JSON or summary.csv on request', async () => {
    const json = fakeIo(file);
    expect(await runCli(['s.json', '--format', 'json'], json, recordingSimulate())).toBe(0);
    expect(JSON.parse(json.out).format).toBe('headroom-results');
    const csv = fakeIo(file);
    expect(await runCli(['s.json', '--format', 'csv'], csv, recordingSimulate())).toBe(0);
    expect(csv.out.startsWith('\ufeffstrategy_id,strategy_name,runs,')).toBe(true);
    const plain = fakeIo(file);
    expect(
      await runCli(['s.json', '--format', 'csv', '--no-bom'], plain, recordingSimulate()),
    ).toBe(0);
    expect(plain.out.startsWith('strategy_id,strategy_name,runs,')).toBe(true);
  });

  it('writes every report into --out', async () => {
    const io = fakeIo(file);
    expect(await runCli(['s.json', '--out', 'out'], io, recordingSimulate())).toBe(0);
    expect([...io.files.keys()].filter((f) => f.startsWith('out')).sort()).toEqual([
      'out/cost-by-month.csv',
      'out/cost-by-pool-month.csv',
      'out/cost-by-pool.csv',
      'out/cost-by-workload.csv',
      'out/daily.csv',
      'out/jobs.csv',
      'out/llm-targets.csv',
      'out/owned-costs.csv',
      'out/pool-by-workload.csv',
      'out/results.json',
      'out/summary-by-workload.csv',
      'out/summary.csv',
    ]);
    expect(io.err).toMatch(/^Wrote summary\.csv, .* to out\n$/);
    expect(io.out).toContain('Total cost P50');
    // CSV files open as UTF-8 in Excel and WPS by double-click; the JSON needs no mark.
    expect(io.files.get('out/summary.csv')!.startsWith('\ufeffstrategy_id,')).toBe(true);
    expect(io.files.get('out/results.json')!.startsWith('{')).toBe(true);
    const plain = fakeIo(file);
    expect(await runCli(['s.json', '--out', 'out', '--no-bom'], plain, recordingSimulate())).toBe(
      0,
    );
    expect(plain.files.get('out/jobs.csv')!.startsWith('strategy_id,')).toBe(true);
  });

  it('shows progress on a terminal, on stderr only', async () => {
    const io = fakeIo(file, true);
    expect(await runCli(['s.json', '--format', 'json'], io, recordingSimulate())).toBe(0);
    expect(io.err).toContain('Simulating: 50 %');
    expect(() => JSON.parse(io.out)).not.toThrow();
  });

  it.each([
    ['a missing file', ['nope.json'], {}, /cannot read nope\.json: no such file or folder/],
    ['bad JSON', ['s.json'], { 's.json': '{"schemaVersion": 1,' }, /not valid JSON/],
    ['an array', ['s.json'], { 's.json': '[]' }, /must be a JSON object/],
    [
      'a schema error',
      ['s.json'],
      {
        's.json': JSON.stringify({
          ...SCENARIO,
          workloads: [{ ...SCENARIO.workloads[0], gpusPerJob: 0 }],
        }),
      },
      /workloads\[0\]\.gpusPerJob: /,
    ],
    [
      'an unknown strategy',
      ['s.json', '--strategy', 'cheapest'],
      file,
      /--strategy "cheapest": no strategy has that id or name[\s\S]*shared {2}\(Shared VM\)/,
    ],
    [
      'a misspelt field',
      ['s.json'],
      {
        's.json': JSON.stringify({
          ...SCENARIO,
          workloads: [{ ...SCENARIO.workloads[0], checkpointIntervalMinute: 5 }],
        }),
      },
      /workloads\[0\]\.checkpointIntervalMinute: unknown field "checkpointIntervalMinute": did you mean checkpointIntervalMinutes\?/,
    ],
    ['a bad flag', ['s.json', '--nope'], file, /Unknown option '--nope'[\s\S]*Try --help/],
    [
      'an unwritable --out',
      ['s.json', '--out', '/readonly/x'],
      file,
      /cannot write to \/readonly\/x: permission denied/,
    ],
  ])('exits 2 on %s, naming the problem on stderr', async (_what, argv, files, message) => {
    const io = fakeIo(files);
    const sim = recordingSimulate();
    expect(await runCli(argv, io, sim)).toBe(2);
    expect(io.err).toMatch(message);
    if (!argv.includes('--out')) expect(io.out).toBe('');
  });

  it('exits 1 when the simulator fails', async () => {
    const io = fakeIo(file);
    const code = await runCli(['s.json'], io, () => {
      throw new Error('boom');
    });
    expect(code).toBe(1);
    expect(io.err).toMatch(/internal error[\s\S]*boom/);
    expect(io.out).toBe('');
  });

  it('prints help on stdout', async () => {
    const io = fakeIo();
    expect(await runCli(['--help'], io, recordingSimulate())).toBe(0);
    expect(io.out).toMatch(/^Usage: npm run simulate/);
  });
});
