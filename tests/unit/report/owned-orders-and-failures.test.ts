import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { comparisonTable, summaryCsv } from '@shared/report';
import { heldReplicas, ONE_SERVER } from '../sim/owned-fixture';

describe('owned servers in the command line table and summary.csv', () => {
  // One server from day 7, one more ordered on day 24 (delivered day 31), GPUs failing 10 times a GPU-year.
  const s = heldReplicas(4, [{ ...ONE_SERVER, leadTimeWeeks: 1, failuresPerGpuYear: 10, daysOutPerFailure: 5, expansions: [{ servers: 1, orderDay: 24 }] }], 90);
  const results = simulateScenario({ ...s, simulation: { ...s.simulation, runs: 3 } });
  const owned = results.strategies[0]!.owned![0]!;

  it('prints each expansion with its order and delivery day, and the failures of the representative run', () => {
    expect(owned.expansions).toEqual([{ servers: 1, orderDay: 24, deliveryDay: 31 }]);
    expect(owned.failures.failures).toBeGreaterThan(0);
    const table = comparisonTable(results);
    expect(table).toMatch(/ {2}Expansions +1 ordered day 24, delivered day 31/);
    expect(table).toMatch(new RegExp(` {2}GPU failures +${owned.failures.failures}\\b`));
    expect(table).toMatch(new RegExp(` {2}GPU-hours lost to failures +${owned.failures.lostGpuHours.toFixed(1)}`));
  });

  it('gives summary.csv the servers ordered later, the failures and the GPU-hours they took', () => {
    // The owned columns come last, after every quoted name: read them from the end of each line.
    const [header, row] = summaryCsv(results).trim().split(/\r?\n/).map((l) => l.split(',').slice(-3));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('owned_expansion_servers')).toBe('1');
    expect(cell('owned_gpu_failures')).toBe(String(owned.failures.failures));
    expect(Number(cell('owned_failure_lost_gpu_hours'))).toBeCloseTo(owned.failures.lostGpuHours, 3);
  });
});
