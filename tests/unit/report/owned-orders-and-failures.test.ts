import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { comparisonTable, summaryCsv } from '@shared/report';
import { runStrategy } from '@shared/sim/run-strategy';
import { heldReplicas, ONE_SERVER } from '../sim/owned-fixture';

describe('owned servers in the command line table and summary.csv', () => {
  // One server from day 7, one more ordered on day 24 (delivered day 31), GPUs failing 10 times a GPU-year.
  const s = heldReplicas(4, [{ ...ONE_SERVER, leadTimeWeeks: 1, failuresPerGpuYear: 10, daysOutPerFailure: 5, expansions: [{ servers: 1, orderDay: 24 }] }], 90);
  const results = simulateScenario({ ...s, simulation: { ...s.simulation, runs: 3 } });
  const strategy = results.strategies[0]!;
  const owned = strategy.owned![0]!;
  // The three runs (seeds 1 to 3) one by one: the figures across runs are their middle values.
  const runs = [1, 2, 3].map((seed) => runStrategy(s, 's', seed).pools[0]!.ownedFailures!);
  const middle = (pick: (f: (typeof runs)[number]) => number) => runs.map(pick).sort((a, b) => a - b)[1]!;

  it('gives the failures at P50 over the runs, not the representative run alone', () => {
    const f = strategy.ownedFailures!;
    expect(f.failures.p50).toBe(middle((r) => r.failures));
    expect(f.lostGpuHours.p50).toBe(middle((r) => r.lostGpuHours));
    expect(f.interruptions.p50).toBe(middle((r) => r.interruptions));
    expect(f.lostWorkGpuHours.p50).toBe(0);
    // The runs differ, so the spread is that of the runs.
    expect(f.failures.min).toBe(Math.min(...runs.map((r) => r.failures)));
    expect(f.failures.max).toBe(Math.max(...runs.map((r) => r.failures)));
  });

  it('prints each expansion with its order and delivery day, and the failures at P50', () => {
    expect(owned.expansions).toEqual([{ servers: 1, orderDay: 24, deliveryDay: 31 }]);
    const f = strategy.ownedFailures!;
    const table = comparisonTable(results);
    expect(table).toMatch(/ {2}Expansions +1 ordered day 24, delivered day 31/);
    expect(table).toMatch(new RegExp(` {2}GPU failures P50 +${f.failures.p50}\\b`));
    expect(table).toMatch(new RegExp(` {2}GPU-hours lost to failures P50 +${f.lostGpuHours.p50.toFixed(1)}`));
    expect(table).toMatch(new RegExp(` {2}Units taken down by failures P50 +${f.interruptions.p50}\\b`));
  });

  it('gives summary.csv the servers ordered later, the failures, the GPU-hours they took and the work they took down', () => {
    // The owned columns come last, after every quoted name: read them from the end of each line.
    const [header, row] = summaryCsv(results).trim().split(/\r?\n/).map((l) => l.split(',').slice(-5));
    const cell = (name: string) => row![header!.indexOf(name)];
    const f = strategy.ownedFailures!;
    expect(cell('owned_expansion_servers')).toBe('1');
    expect(Number(cell('owned_gpu_failures'))).toBe(f.failures.p50);
    expect(Number(cell('owned_failure_lost_gpu_hours'))).toBeCloseTo(f.lostGpuHours.p50, 3);
    expect(Number(cell('owned_failure_interruptions'))).toBe(f.interruptions.p50);
    expect(cell('owned_failure_lost_work_gpu_hours')).toBe('0.000');
  });
});
