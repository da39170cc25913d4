import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { simulateScenario } from '@shared/analysis/simulate';
import { readBillText, scenarioOverBillPeriod, type BillPurchase } from '@shared/bill-import';
import { parseScenarioText } from '@shared/scenario';
import { generateBill, type BillTruth } from '../bill-import/generate-bill';

const scenarioText = readFileSync('scenarios/03-inference-day-peaks.headroom.json', 'utf8');
const months = ['2027-01', '2027-02'];

/** A CUR billing the scenario's own simulated cost times `scale`, for months Jan-Feb 2027. */
function curFor(strategyId: string, scale: number, runs: number): string {
  const parsed = parseScenarioText(scenarioText);
  if (!parsed.ok) throw new Error('scenario 03 does not load');
  const probe = readBillText(generateBill('csv', { currency: 'USD', lines: months.map((m) => ({ month: m, purchase: 'onDemand', instanceType: 'x', region: '', hours: 1, cost: 1 })), otherProductsByMonth: {}, taxRate: 0 }));
  const moved = scenarioOverBillPeriod(parsed.scenario, probe);
  const strategy = moved.strategies.find((s) => s.id === strategyId)!;
  const scenario = { ...moved, simulation: { ...moved.simulation, runs }, strategies: [strategy] };
  const run = simulateScenario(scenario).strategies[0]!.representative;
  const truth: BillTruth = { currency: 'USD', lines: [], otherProductsByMonth: { '2027-01': 50 }, taxRate: 0.1 };
  for (const pool of run.pools)
    for (const month of months)
      truth.lines.push({ month, purchase: pool.kind as BillPurchase, instanceType: 'a2-highgpu-1g', region: 'us-central1', hours: 100, cost: ((pool.costByMonthMicro?.[month] ?? 0) / 1e6) * scale });
  return generateBill('awsCur', truth);
}

function fakeIo(files: Record<string, string>): CliIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t),
    readFile: async (f: string): Promise<string> => files[f] ?? Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' })),
    async *readChunks(f: string) {
      const text = files[f];
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 4096) yield bytes.subarray(i, i + 4096);
    },
    inspect: async () => 'missing' as const,
    writeFile: async () => undefined,
    makeDir: async () => undefined,
    stderrIsTTY: false,
    now: () => 0,
  };
  return io;
}

const run = (argv: string[], files: Record<string, string>) => {
  const io = fakeIo({ 's.json': scenarioText, ...files });
  return runCli(argv, io, simulateScenario).then((code) => ({ code, out: io.out, err: io.err }));
};

describe('simulate --backtest', () => {
  it('prints simulated beside billed; a bill 5 % above the model shows -4.8 % error', async () => {
    const files = { 'cur.csv': curFor('base-plus-burst', 1.05, 2) };
    const json = await run(['s.json', '--backtest', 'cur.csv', '--strategy', 'base-plus-burst', '--runs', '2', '--format', 'json'], files);
    expect(json.code, json.err).toBe(0);
    const doc = JSON.parse(json.out) as { format: string; total: { errorShare: number }; months: string[]; other: { tax: number; otherProducts: number }; bill: { format: string } };
    expect(doc.format).toBe('headroom-backtest');
    expect(doc.bill.format).toBe('awsCur');
    expect(doc.months).toEqual(months);
    expect(doc.total.errorShare).toBeCloseTo(1 / 1.05 - 1, 5);
    expect(doc.other.otherProducts).toBe(50);
    expect(doc.other.tax).toBeGreaterThan(0);
    const table = await run(['s.json', '--backtest', 'cur.csv', '--strategy', 'base-plus-burst', '--runs', '2'], files);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/Period\s+All\s+\$[\d,.]+\s+\$[\d,.]+\s+-\$[\d,.]+\s+-4\.8 %/);
  });

  it('refuses what it cannot compare, naming the problem', async () => {
    const files = { 'cur.csv': curFor('autoscale', 1, 1), 'bad.csv': 'date,cost\n2027-01-01,5\n', 'cny.csv': 'date,purchase option,instance type,usage hours,cost,currency\n2027-01-01,Spot,a2-highgpu-1g,1,2,CNY\n' };
    const several = await run(['s.json', '--backtest', 'cur.csv'], files);
    expect(several.code).toBe(2);
    expect(several.err).toMatch(/--strategy ID[\s\S]*base-plus-burst/);
    const pool = await run(['s.json', '--backtest', 'cur.csv', '--strategy', 'autoscale', '--map', 'onDemand|a2-highgpu-1g=nowhere'], files);
    expect(pool.code).toBe(2);
    expect(pool.err).toMatch(/no pool "nowhere"/);
    const columns = await run(['s.json', '--backtest', 'bad.csv', '--strategy', 'autoscale'], files);
    expect(columns.code).toBe(2);
    expect(columns.err).toMatch(/line 1: the header lacks purchase option, instance type, usage hours/);
    const currency = await run(['s.json', '--backtest', 'cny.csv', '--strategy', 'autoscale'], files);
    expect(currency.code).toBe(2);
    expect(currency.err).toMatch(/the bill is in CNY and the scenario in USD/);
    const missing = await run(['s.json', '--backtest', 'none.csv', '--strategy', 'autoscale'], files);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/none\.csv: cannot read it \(ENOENT\)/);
    const map = await run(['s.json', '--backtest', 'cur.csv', '--map', 'p4d=od'], files);
    expect(map.code).toBe(2);
    expect(map.err).toMatch(/purchase\|instance type=pool id/);
    // Every line left out: nothing billed to compare with, so no comparison is printed.
    const nothing = await run(['s.json', '--backtest', 'cur.csv', '--strategy', 'autoscale', '--map', 'onDemand|a2-highgpu-1g=none'], files);
    expect(nothing.code).toBe(2);
    expect(nothing.err).toMatch(/no line of the bill is mapped to a pool of strategy "autoscale"/);
    expect(nothing.out).toBe('');
  });

  it('a line left out with =none is counted apart', async () => {
    // The on-demand line is left out; the reserved line is still compared.
    const files = { 'cur.csv': curFor('base-plus-burst', 1, 1) };
    const out = await run(['s.json', '--backtest', 'cur.csv', '--strategy', 'base-plus-burst', '--runs', '1', '--map', 'onDemand|a2-highgpu-1g=none', '--format', 'json'], files);
    expect(out.code, out.err).toBe(0);
    const doc = JSON.parse(out.out) as { leftOutCost: number; total: { billed: number }; byKind: { kind: string; billed: number }[] };
    expect(doc.leftOutCost).toBeGreaterThan(0);
    expect(doc.total.billed).toBeGreaterThan(0);
    expect(doc.byKind.find((k) => k.kind === 'onDemand')?.billed ?? 0).toBe(0);
  });

  it('a bill with no GPU instance time says what it read instead', async () => {
    const bill = generateBill('csv', { currency: 'USD', lines: [], otherProductsByMonth: { '2027-01': 50 }, taxRate: 0.1 });
    const r = await run(['s.json', '--backtest', 'other.csv', '--strategy', 'base-plus-burst', '--runs', '2'], { 'other.csv': bill });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/the bill has no GPU instance time to compare \(.*read instead: .*other products \(storage, traffic\) 50\.00/);
  });
});

