import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo, type SimulateFn } from '@headroom/electron/cli/main';
import { skyPilotCsv } from '../catalog/price-lists/generate';

const scenarioText = readFileSync('scenarios/01-fine-tuning-bare-metal.headroom.json', 'utf8');
const never: SimulateFn = () => {
  throw new Error('an import must not simulate');
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
    async *readChunks(f: string) {
      const text = io.files.get(f);
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 1000) yield bytes.subarray(i, i + 1000);
    },
    today: () => '2026-01-15',
    inspect: async (f: string) => (io.files.has(f) ? ('file' as const) : ('missing' as const)),
    writeFile: async (f: string, t: string) => void io.files.set(f, t),
    makeDir: async () => undefined,
    stderrIsTTY: false,
    now: () => 0,
  };
  return io;
}

describe('simulate --import-prices', () => {
  it('prints the preview and writes nothing without --write', async () => {
    const io = fakeIo({ 's.json': scenarioText, 'aws-vms.csv': skyPilotCsv() });
    const code = await runCli(['s.json', '--import-prices', 'aws-vms.csv', '--rate', '7.2', '--region', 'us-west-2'], io, never);
    expect(code).toBe(0);
    expect(io.out).toContain('AWS p4d.24xlarge · us-west-2  8 x NVIDIA A100 40GB SXM  on-demand 235.96272');
    expect([...io.files.keys()]).toEqual(['s.json', 'aws-vms.csv']);
  });

  it('writes the scenario with the new catalog, dated today when the file has no date', async () => {
    const io = fakeIo({ 's.json': scenarioText, 'aws-vms.csv': skyPilotCsv() });
    const code = await runCli(['s.json', '--import-prices', 'aws-vms.csv', '--rate', '7.2', '--region', 'us-west-2', '--write', 'out.json'], io, never);
    expect(code).toBe(0);
    const written = JSON.parse(io.files.get('out.json')!) as { catalog: { offers: { instanceType: string; region?: string; prices: { onDemand?: { asOf: string; source: string } } }[] } };
    const p4d = written.catalog.offers.find((o) => o.instanceType === 'p4d.24xlarge' && o.region === 'us-west-2')!;
    expect(p4d.prices.onDemand).toMatchObject({ asOf: '2026-01-15' });
    expect(p4d.prices.onDemand?.source).toMatch(/^SkyPilot catalog vms.csv \(aws-vms.csv\), line \d+$/);
  });

  it('exits 2 with each rejected row’s line and reason, writing nothing', async () => {
    const lines = skyPilotCsv().split('\n');
    lines[40] = lines[40]!.replace(/,us-/, ',,us-').replace(/,,,/, ',,');
    const io = fakeIo({ 's.json': scenarioText, 'aws-vms.csv': lines.join('\n') });
    const code = await runCli(['s.json', '--import-prices', 'aws-vms.csv', '--rate', '7.2', '--write', 'out.json'], io, never);
    expect(code).toBe(2);
    expect(io.err).toMatch(/aws-vms.csv: line 41: the row has 11 fields, the header has 10/);
    expect(io.files.has('out.json')).toBe(false);
  });

  it('exits 2 when the currencies differ and no rate is given, and on a file that cannot be read', async () => {
    const io = fakeIo({ 's.json': scenarioText, 'aws-vms.csv': skyPilotCsv(), 'bad.json': '{"products": [' });
    expect(await runCli(['s.json', '--import-prices', 'aws-vms.csv'], io, never)).toBe(2);
    expect(io.err).toMatch(/prices are in USD, the scenario's in CNY: give the rate \(CNY per USD\) with --rate/);
    expect(await runCli(['s.json', '--import-prices', 'bad.json', '--rate', '7'], io, never)).toBe(2);
    expect(io.err).toMatch(/bad.json: the file ends before the JSON does|bad.json: not an AWS/);
    expect(await runCli(['s.json', '--import-prices', 'x.csv', '--price-format', 'xml'], io, never)).toBe(2);
    expect(io.err).toMatch(/--price-format must be auto, skypilot, aws, csv/);
  });
});
