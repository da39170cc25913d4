import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { parseCliArgs } from '@headroom/electron/cli/args';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import { committedStrategy, flat, inferenceScenario } from '../analysis/decision-fixtures';

const od = { id: 'od', name: 'On-demand', pools: [{ id: 'od', kind: 'onDemand' as const, offerId: 'vm' }], placements: [{ workloadId: 'svc', poolIds: ['od'] }] };
const scenario = inferenceScenario({ weekday: flat(3), strategies: [od, committedStrategy(2)] });

function fakeIo(): CliIo & { out: string; err: string; files: Map<string, string> } {
  const io = {
    out: '',
    err: '',
    files: new Map([
      ['s.json', JSON.stringify(scenario)],
      ['d.json', JSON.stringify({ ...scenario, simulation: { ...scenario.simulation, discountRatePercent: 12 } })],
      ['long.json', JSON.stringify({ ...scenario, horizonDays: 3650 })],
    ]),
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t),
    readFile: async (f: string) => {
      const text = io.files.get(f);
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return text;
    },
    inspect: async (f: string) => (io.files.has(f) ? ('file' as const) : ('missing' as const)),
    writeFile: async (f: string, t: string) => void io.files.set(f, t),
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

describe('CLI --optimise', () => {
  it('prints the optimum, the break-even and the cost curve with its minimum marked', async () => {
    const { code, io } = await cli(['s.json', '--optimise']);
    expect(code).toBe(0);
    expect(io.out).toContain('Optimum: 3 × a 12-month reservation of Test GPU (vm-1g).');
    expect(io.out).toContain('pays off when it is busy more than 60 % of the time; in this plan it is busy 100 %.');
    expect(io.out).toMatch(/\n\s+3\s+3\s+\$[\d,]+\s.*← minimum/);
    expect(io.out).toMatch(/The optimum costs \$[\d,]+ less than Reserve 2 \+ on-demand \(± \$0, same seeds\)\./);
  });

  it('prints JSON and CSV, and writes both into --out', async () => {
    const json = await cli(['s.json', '--optimise', '--format', 'json', '--objective', 'p90']);
    const doc = JSON.parse(json.io.out) as { format: string; objective: string; optimum: { plan: { tranches: { count: number }[] } } };
    expect(doc.format).toBe('headroom-optimise');
    expect(doc.objective).toBe('p90');
    expect(doc.optimum.plan.tranches[0]!.count).toBe(3);
    const csv = await cli(['s.json', '--optimise', '--format', 'csv']);
    expect(csv.io.out.split('\r\n')[0]).toMatch(/^option,kind,offer_id,term_months,/);
    const out = await cli(['s.json', '--optimise', '--sensitivity', '--out', 'dir']);
    expect([...out.io.files.keys()].sort()).toEqual(['d.json', 'dir/optimise-curves.csv', 'dir/optimise.json', 'dir/sensitivity.csv', 'dir/sensitivity.json', 'long.json', 's.json']);
  });

  it('prints each commitment\'s contract value, the part after the horizon and its end, in text, JSON and CSV', async () => {
    // 3 reserved at 6 an hour for 12 months from 2027-01-04 (8,760 hours), 14 days inside the horizon.
    const { io } = await cli(['s.json', '--optimise']);
    expect(io.out).toContain('Contract value $157,680 (every signed term in full): $6,048 inside the horizon, $151,632 after it; the last term ends 2028-01-04.');
    expect(io.out).toContain('assumes the service runs until January 2028');
    const json = await cli(['s.json', '--optimise', '--format', 'json']);
    const doc = JSON.parse(json.io.out) as { optimum: { plan: { contract: { contractValue: number; afterHorizon: number; lastEndDate: string } } } };
    expect(doc.optimum.plan.contract).toMatchObject({ contractValue: 157_680, afterHorizon: 151_632, lastEndDate: '2028-01-04' });
    const csv = await cli(['s.json', '--optimise', '--format', 'csv']);
    const [head, ...rows] = csv.io.out.trim().split('\r\n');
    expect(head).toMatch(/,in_horizon_cost,contract_value,after_horizon,term_end_date,npv$/);
    expect(rows.find((r) => r.split(',')[7] === '3')).toMatch(/,6048\.00,157680\.00,151632\.00,2028-01-04,157680\.00$/);
  });

  it('prints and writes each commitment\'s net present value at the scenario\'s discount rate', async () => {
    // 18 an hour for the term's hours by month (672, 672, 744, ..., 744, 72), month k divided by 1.01^k.
    const { io } = await cli(['d.json', '--optimise']);
    expect(io.out).toContain('Net present value $149,186 at a discount rate of 12 % a year (each payment discounted monthly to the start).');
    expect(io.out).toMatch(/\n\s+3\s+3\s+.*\$157,680\s+\$151,632\s+\$149,186\s+← minimum/);
    const json = await cli(['d.json', '--optimise', '--format', 'json']);
    const doc = JSON.parse(json.io.out) as { optimum: { plan: { contract: { npv: number } } } };
    expect(doc.optimum.plan.contract.npv).toBeCloseTo(149_185.89, 2);
    const csv = await cli(['d.json', '--optimise', '--format', 'csv']);
    expect(csv.io.out.trim().split('\r\n').find((r) => r.split(',')[7] === '3')).toMatch(/,2028-01-04,149185\.89$/);
  });

  it('tries no term longer than --longest-term, or none past the horizon', async () => {
    const none = await cli(['s.json', '--optimise', '--longest-term', 'horizon']);
    expect(none.code).toBe(0);
    expect(none.io.out).toContain('no term past the horizon');
    expect(none.io.out).toContain('no commitment was tried');
    expect(none.io.out).not.toContain('Optimum: 3 × a 12-month reservation');
    const year = await cli(['s.json', '--optimise', '--longest-term', '12']);
    expect(year.io.out).toContain('terms of at most 12 months');
    expect(year.io.out).toContain('Optimum: 3 × a 12-month reservation');
    const bad = await cli(['s.json', '--optimise', '--longest-term', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.io.err).toMatch(/--longest-term must be a whole number from 1 to 120, not "soon" \(or "horizon"\)/);
    expect((await cli(['s.json', '--longest-term', '12'])).io.err).toMatch(/--longest-term goes with --optimise/);
  });

  it('counts whole terms with --basis whole: a year for two weeks of work does not pay', async () => {
    const { io } = await cli(['s.json', '--optimise', '--basis', 'whole']);
    expect(io.out).toContain('counting every term in full');
    expect(io.out).toContain('Optimum: On-demand, as the scenario already has it');
  });
});

describe('CLI --sensitivity', () => {
  it('prints the tornado and the tipping points as sentences', async () => {
    const { code, io } = await cli(['s.json', '--sensitivity', '--range', '80']);
    expect(code).toBe(0);
    expect(io.out).toContain('each input moved ±80 %');
    expect(io.out).toMatch(/Reserve 2 \+ on-demand stays the recommendation unless reserved prices rise more than \d+ % \(then On-demand\)\./);
    const csv = await cli(['s.json', '--sensitivity', '--format', 'csv']);
    expect(csv.io.out.split('\r\n')[0]).toMatch(/^input,label,low_factor,high_factor,cost_low,cost_high,/);
  });

  it('refuses options that do not fit, naming them (exit 2)', async () => {
    expect((await cli(['s.json', '--sensitivity', '--range', '0'])).code).toBe(2);
    expect((await cli(['s.json', '--objective', 'p90'])).io.err).toMatch(/--objective goes with --optimise/);
    const two = await cli(['s.json', '--optimise', '--strategy', 'od', '--strategy', 'reserve-2']);
    expect(two.code).toBe(2);
    expect(two.io.err).toMatch(/--optimise takes one --strategy/);
    expect(parseCliArgs(['s.json', '--optimise', '--sensitivity', '--format', 'csv'])).toMatchObject({ kind: 'error' });
    expect(parseCliArgs(['s.json', '--sensitivity', '--range', '30%'])).toMatchObject({ kind: 'run', options: { decision: { range: 0.3 } } });
  });

  it('holds --runs to the same work limits as a plain run, before any run (exit 2)', async () => {
    for (const analysis of ['--sensitivity', '--optimise']) {
      const { code, io } = await cli(['long.json', analysis, '--runs', '100000', ...(analysis === '--optimise' ? ['--strategy', 'od'] : [])]);
      expect(code, io.err).toBe(2);
      expect(io.err).toMatch(/with --runs 100000 asks for too much work:\n.*simulation\.runs: 100,000 runs/);
    }
  }, 20_000);
});
