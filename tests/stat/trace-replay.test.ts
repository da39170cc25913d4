import { describe, expect, it } from 'vitest';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { csv, experiment } from './trace-experiment';

/**
 * Replays the real AWS spot-availability windows of "Can't Be Late" (NSDI '24) — 10 windows
 * each of us-west-2a V100 x1 and us-west-2b K80 x1 (tests/fixtures/spot-traces/README.md) —
 * in the paper's reference experiment (trace-experiment.ts), and holds Headroom to the paper's
 * own simulator on every window and deadline: on-demand, Greedy ("strawman") and Uniform
 * Progress ("rc_cr_threshold"). Deciding every 10 minutes as that simulator does, all 180 runs
 * agree to the cent; the test allows 0.01 % (the issue asked for 0.5 %).
 */
const expected = csv('sky_spot_slices_expected.csv');
const omniscient = csv('sky_spot_slices_omniscient_dp.csv');
const POLICY: Record<string, string> = { on_demand: 'on_demand', strawman: 'greedy', rc_cr_threshold: 'uniformProgress' };
const HOUR = 3600;

function hoursOn(run: RunResult, kind: 'spot' | 'onDemand'): number {
  return run.pools.filter((p) => p.kind === kind).reduce((s, p) => s + p.gpuSecondsBilled, 0) / HOUR;
}

describe("replaying real spot traces against the Can't Be Late simulator", () => {
  const windows = [...new Set(expected.map((r) => `${r.trace}|${r.deadline_h}`))];
  const gaps: Record<string, number[]> = { on_demand: [], strawman: [], rc_cr_threshold: [] };
  /** Per run: our cost of each policy and the omniscient lower bound, printed as a table. */
  const table: { trace: string; deadline: string; bound: number; cost: Record<string, number> }[] = [];

  it.each(windows)('%s', (key) => {
    const [trace, deadline] = key.split('|') as [string, string];
    const [, env, file] = trace.split('/') as [string, string, string];
    const s = experiment(env, Number(file.replace('.json', '')), Number(deadline));
    const bound = omniscient.find((r) => r.trace === trace && Number(r.deadline_h) === Number(deadline));
    const row = { trace, deadline, bound: Number(bound?.cost ?? NaN), cost: {} as Record<string, number> };
    table.push(row);
    for (const ref of expected.filter((r) => r.trace === trace && r.deadline_h === deadline)) {
      const run = runStrategy(s, POLICY[ref.policy!]!, 1);
      const cost = run.totalCostMicro / 1e6;
      const what = `${ref.policy} on ${key}`;
      row.cost[ref.policy!] = cost;
      expect(Math.abs(cost / Number(ref.cost) - 1), what).toBeLessThan(0.0001);
      expect(run.jobs[0]!.deadlineMet, what).toBe(ref.deadline_met === 'True');
      // Billed hours on spot and on on-demand, each within one 10-minute tick of the paper's.
      expect(Math.abs(hoursOn(run, 'spot') - Number(ref.spot_hours)), what).toBeLessThan(1 / 6 + 1e-6);
      expect(Math.abs(hoursOn(run, 'onDemand') - Number(ref.od_hours)), what).toBeLessThan(1 / 6 + 1e-6);
      if (bound) {
        // Nothing beats the cheapest schedule that knows the future.
        expect(cost, what).toBeGreaterThanOrEqual(Number(bound.cost) - 1e-6);
        gaps[ref.policy!]!.push(cost / Number(bound.cost) - 1);
      }
    }
  });

  it('reports how far each policy is from the omniscient lower bound', () => {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const line = (p: string) => `${p}: ${(mean(gaps[p]!) * 100).toFixed(1)} % above the bound on average over ${gaps[p]!.length} runs`;
    const cell = (x: number) => x.toFixed(2).padStart(8);
    const rows = table.map(
      (r) =>
        `${r.trace.replace('windows/', '').padEnd(26)} ${r.deadline.padStart(5)} h ${cell(r.cost.on_demand!)} ${cell(r.cost.strawman!)} ${cell(r.cost.rc_cr_threshold!)} ${cell(r.bound)}`,
    );
    console.log(
      [`${'window'.padEnd(26)} deadline on-demand   greedy  uniform    bound`, ...rows, ...['on_demand', 'strawman', 'rc_cr_threshold'].map(line)].join('\n'),
    );
    expect(gaps.rc_cr_threshold!.length).toBe(omniscient.filter((r) => expected.some((e) => e.trace === r.trace)).length);
    // Uniform Progress comes closer to the bound than Greedy, and Greedy closer than on-demand.
    expect(mean(gaps.rc_cr_threshold!)).toBeLessThan(mean(gaps.strawman!));
    expect(mean(gaps.strawman!)).toBeLessThan(mean(gaps.on_demand!));
  });

  it('deciding to the second instead, Greedy is cheaper than the paper at the tightest deadline (us-west-2a V100, window 1, 52 h)', () => {
    const ref = expected.find((r) => r.trace === 'windows/us-west-2a_v100_1/1.json' && r.policy === 'strawman' && Number(r.deadline_h) === 52)!;
    const cost = runStrategy(experiment('us-west-2a_v100_1', 1, 52, 1 / 60), 'greedy', 1).totalCostMicro / 1e6;
    // It stays on spot minutes longer than a scheduler looking every 10 minutes could.
    expect(cost / Number(ref.cost) - 1).toBeCloseTo(-0.0015, 4);
  });
});
