import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { omniscientBound } from '@shared/analysis/omniscient-bound';
import { omniscientPerJob } from '@shared/analysis/spot-bound';
import { summariseRuns } from '@shared/analysis/summarise';
import { runStrategy } from '@shared/sim/run-strategy';
import { csv, experiment, fixtures } from './trace-experiment';

/**
 * The omniscient lower bound (the cheapest schedule that knows the trace) against the exact
 * bound published with the "Can't Be Late" reference data: all 60 runs (20 windows x 3
 * deadlines), cost, spot hours and on-demand hours.
 */
const rows = csv('sky_spot_slices_omniscient_dp.csv');

function window(trace: string): boolean[] {
  const [, env, file] = trace.split('/') as [string, string, string];
  const data = (JSON.parse(readFileSync(new URL(`${env}/${file}`, fixtures), 'utf8')) as { data: number[] }).data;
  return data.map((v) => v === 0);
}

describe('the omniscient lower bound', () => {
  it.each(rows.map((r) => [r.trace!, r.deadline_h!] as const))('%s, deadline %s h', (trace, deadline) => {
    const ref = rows.find((r) => r.trace === trace && r.deadline_h === deadline)!;
    const ticks = Math.floor((Number(deadline) * 3600) / 600);
    const bound = omniscientBound({ available: window(trace).slice(0, ticks), tickS: 600, changeoverS: 720, workS: 48 * 3600, spotPerHour: 0.9731, onDemandPerHour: 3.06 })!;
    expect(Math.abs(bound.cost / Number(ref.cost) - 1)).toBeLessThan(1e-6);
    expect(bound.spotHours).toBeCloseTo(Number(ref.spot_hours), 3);
    expect(bound.onDemandHours).toBeCloseTo(Number(ref.od_hours), 3);
  });

  it('is null when no schedule can finish in time', () => {
    expect(omniscientBound({ available: Array<boolean>(10).fill(true), tickS: 600, changeoverS: 720, workS: 48 * 3600, spotPerHour: 1, onDemandPerHour: 3 })).toBeNull();
  });

  it("is reported per job for a run, beside the run's own cost per job", () => {
    const s = experiment('us-west-2a_v100_1', 0, 52);
    const ref = rows.find((r) => r.trace === 'windows/us-west-2a_v100_1/0.json' && Number(r.deadline_h) === 52)!;
    for (const id of ['greedy', 'uniformProgress']) {
      const run = runStrategy(s, id, 1);
      expect(omniscientPerJob(s, id, run)).toBeCloseTo(Number(ref.cost), 6);
      const summary = summariseRuns(s, id, [run]);
      expect(summary.omniscientBound!.perJob).toBeCloseTo(Number(ref.cost), 6);
      expect(summary.omniscientBound!.runCostPerJob).toBeCloseTo(run.totalCostMicro / 1e6, 6);
    }
    // Not for a strategy without spot and a deadline policy.
    expect(omniscientPerJob(s, 'on_demand', runStrategy(s, 'on_demand', 1))).toBeNull();
  });
});
