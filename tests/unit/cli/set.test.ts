import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { runCli, type CliIo } from '@headroom/electron/cli/main';
import type { InferenceWorkload, Scenario } from '@shared/scenario';

const FILE = 'scenarios/03-inference-day-peaks.headroom.json';
const TEXT = readFileSync(FILE, 'utf8');

interface Run {
  code: number;
  err: string;
  scenario: Scenario | null;
}

/** Runs the command on the shipped inference example and keeps the scenario it would simulate. */
async function run(...sets: string[]): Promise<Run> {
  let err = '';
  let scenario: Scenario | null = null;
  const io: CliIo = {
    stdout: () => undefined,
    stderr: (t) => void (err += t),
    readFile: async () => TEXT,
    inspect: async () => 'missing',
    writeFile: async () => undefined,
    makeDir: async () => undefined,
    stderrIsTTY: false,
    now: () => 0,
  };
  const argv = [FILE, '--runs', '1', ...sets.flatMap((s) => ['--set', s])];
  const code = await runCli(argv, io, (s, options) => {
    scenario = s;
    return simulateScenario(s, { ...options, strategyIds: [s.strategies[0]!.id] });
  });
  return { code, err, scenario };
}

describe('--set', () => {
  it('overrides fields by name, position and matching field, in order', async () => {
    const r = await run(
      'simulation.runs=7',
      'workloads[id=chat].traffic.growthPerMonth=0.1',
      'strategies[0].pools[id=committed].count=20',
      'workloads[0].name="Chat (peak)"',
      'description=A what-if',
    );
    expect(r.code).toBe(0);
    const s = r.scenario!;
    expect(s.simulation.runs).toBe(7);
    expect((s.workloads[0] as InferenceWorkload).traffic.growthPerMonth).toBe(0.1);
    const pool = s.strategies[0]!.pools[0]!;
    expect(pool.kind === 'reserved' && pool.count).toBe(20);
    expect(s.workloads[0]!.name).toBe('Chat (peak)');
    expect(s.description).toBe('A what-if');
  });

  it('sets an optional field not written in the file', async () => {
    const r = await run('strategies[id=autoscale].pools[id=od].maxInstances=3');
    expect(r.code).toBe(0);
    const pool = r.scenario!.strategies.find((s) => s.id === 'autoscale')!.pools[0]!;
    expect(pool.kind === 'onDemand' && pool.maxInstances).toBe(3);
  });

  it('applies what-if adjustments after the fields', async () => {
    const plain = await run();
    const r = await run('whatif.workloads.chat.curveScale=1.5', 'whatif.prices.onDemand=-0.25');
    expect(r.code).toBe(0);
    const before = plain.scenario!.workloads[0] as InferenceWorkload;
    const after = r.scenario!.workloads[0] as InferenceWorkload;
    expect(Math.max(...after.traffic.weekday)).toBeCloseTo(
      Math.max(...before.traffic.weekday) * 1.5,
    );
    const price = (s: Scenario) =>
      s.catalog.offers.find((o) => o.prices.onDemand)!.prices.onDemand!.perHour;
    expect(price(r.scenario!)).toBeCloseTo(price(plain.scenario!) * 0.75);
  });

  it.each([
    ['workloads[id=nope].name=x', /--set workloads\[id=nope\]\.name: no entry of workloads has id "nope" \(there are: chat\)/],
    ['simulation.colour=1', /--set simulation\.colour=1: the scenario refuses it: simulation\.colour: unknown field "colour"/],
    ['simulation.run=3', /simulation\.run: unknown field "run": did you mean runs\?/],
    ['catalogue.asOf=2026-01-01', /--set catalogue\.asOf: \(the scenario\) has no field "catalogue"/],
    ['workloads[3].name=x', /workloads has 1 entries, so there is no \[3\]/],
    ['simulation.runs=0', /--set simulation\.runs=0: the scenario refuses it: simulation\.runs: /],
    ['horizonDays="long"', /horizonDays: .*number/],
    ['workloads[id=chat].traffic..x=1', /cannot read the path/],
    ['whatif.prices.gold=0.1', /--set whatif\.prices: .*gold/],
    [
      'whatif.workloads.nope.curveScale=2',
      /--set whatif\.workloads\.nope: no workload has the id "nope"/,
    ],
    ['whatif.prices.spot=-5', /--set whatif\.prices\.spot: /],
  ])('exits 2 on %s, naming it', async (set, message) => {
    const r = await run(set);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.scenario).toBeNull();
  });
});
