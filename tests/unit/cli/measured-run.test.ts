import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo, type SimulateFn } from '@headroom/electron/cli/main';
import { parseScenarioText } from '@shared/scenario';

const scenarioText = readFileSync('scenarios/01-fine-tuning-bare-metal.headroom.json', 'utf8');
const never: SimulateFn = () => {
  throw new Error('a measured run must not simulate');
};

interface FakeIo extends CliIo {
  out: string;
  err: string;
  files: Map<string, string>;
}

function fakeIo(files: Record<string, string>): FakeIo {
  const io: FakeIo = {
    out: '',
    err: '',
    files: new Map(Object.entries(files)),
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t),
    readFile: async (f: string): Promise<string> => io.files.get(f) ?? Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' })),
    today: () => '2026-01-15',
    inspect: async (f: string) => (io.files.has(f) ? ('file' as const) : ('missing' as const)),
    writeFile: async (f: string, t: string) => void io.files.set(f, t),
    makeDir: async () => undefined,
    stderrIsTTY: false,
    now: () => 0,
  };
  return io;
}

const RUN = ['s.json', '--measured-run', '--offer', 'cn-shared-8x-a100', '--workload', 'fine-tune', '--gpus', '8', '--work', '70', '--hours', '14'];

describe('simulate --measured-run', () => {
  it('prints the prediction (17.91 h), the measurement and the derived factor, writing nothing', async () => {
    const io = fakeIo({ 's.json': scenarioText });
    expect(await runCli([...RUN, '--utilisation', '85%'], io, never)).toBe(0);
    expect(io.out).toContain('Model (current factors)  17.91 h');
    expect(io.out).toContain('Measured                 14 h');
    expect(io.out).toContain("the offer's pipeline factor 0.67 -> 0.8573388 ");
    expect(io.out).toContain('Utilisation 85 %: the GPUs were busy about as long as the host fed them');
    expect([...io.files.keys()]).toEqual(['s.json']);
  });

  it('writes the scenario with the factor and the run, dated today unless --date', async () => {
    const io = fakeIo({ 's.json': scenarioText });
    expect(await runCli([...RUN, '--write', 'out.json'], io, never)).toBe(0);
    const parsed = parseScenarioText(io.files.get('out.json')!);
    if (!parsed.ok) throw new Error('not valid');
    const offer = parsed.scenario.catalog.offers.find((o) => o.id === 'cn-shared-8x-a100')!;
    expect(offer.efficiency.pipeline).toBe(0.8573388);
    expect(offer.measuredRun).toMatchObject({ date: '2026-01-15', gpus: 8, workSize: 70, wallHours: 14, workUnit: 'referenceGpuHours', kind: 'training' });
    expect(io.err).toContain('measured (2026-01-15)');

    expect(await runCli([...RUN, '--date', '2026-02-01', '--write', 'out.json'], io, never)).toBe(2);
    expect(io.err).toContain('out.json exists: add --force');
    expect(await runCli([...RUN, '--date', '2026-02-01', '--write', 'out.json', '--force'], io, never)).toBe(0);
    expect(io.files.get('out.json')).toContain('"date": "2026-02-01"');
  });

  it.each([
    [['--hours', '10'], /--hours: 10 h is faster than this offer's GPUs can do it/],
    [['--gpus', '0'], /--gpus: GPUs must be a whole number/],
    [['--utilisation', '150%'], /--utilisation: utilisation must be above 0 and at most 1/],
    [['--date', 'May 1'], /--date: the date must be YYYY-MM-DD/],
    [['--offer', 'nope'], /--offer: no offer has the id "nope"/],
    [['--work', 'lots'], /--work must be a number, not "lots"/],
    [['--force'], /--force goes with --write/],
  ])('refuses %j naming the flag, exit 2', async (extra, message) => {
    const io = fakeIo({ 's.json': scenarioText });
    const args = [...RUN];
    for (let i = 0; i < extra.length; i += 2) {
      const at = args.indexOf(extra[i]!);
      if (at >= 0) args.splice(at, 2, extra[i]!, extra[i + 1]!);
      else args.push(...extra.slice(i, i + 2));
    }
    expect(await runCli(args, io, never)).toBe(2);
    expect(io.err).toMatch(message);
  });

  it('prints its own help', async () => {
    const io = fakeIo({});
    expect(await runCli(['--measured-run', '--help'], io, never)).toBe(0);
    expect(io.out).toContain('--measured-run --offer ID --workload ID');
  });
});
