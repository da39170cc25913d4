import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { applySetOverrides, compareResults, deltaFigures, keepWhatIf, KeptWhatIfSchema, parseSetArgument } from '@shared/analysis/what-if';
import { compareScenarios } from '@shared/analysis/compare';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { StrategySummary } from '@shared/sim/results';
import { keptWhatIfEntry } from '../storage/analyses-fixtures';

function shipped(file: string): Scenario {
  const parsed = parseScenarioText(readFileSync(`scenarios/${file}`, 'utf8'));
  if (!parsed.ok) throw new Error(file);
  return parsed.scenario;
}

/**
 * The shared server with priorities (example 11): the API first (6 replicas of 1 GPU at its
 * 42 requests/s peak), research training (4-GPU jobs) backfilling the 8-GPU server. Its API
 * traffic at half: 3 replicas at the peak, so a training job fits beside them and is never
 * taken back. (More traffic would change nothing: the API is capped at 6 replicas, which the
 * server holds.)
 */
const priorities = shipped('11-shared-pool-priorities.headroom.json');
const before = simulateScenario(priorities);
const quieter = applySetOverrides(priorities, [parseSetArgument('whatif.workloads.serving.curveScale=0.5')]);
const after = simulateScenario(quieter);
const runs = priorities.simulation.runs;

const meanOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const byId = (side: typeof before, id: string) => side.strategies.find((s) => s.strategyId === id)!;
/** The mean of the run-by-run differences of one figure, from the two summaries' runs. */
const pairedMean = (a: StrategySummary, b: StrategySummary, key: keyof NonNullable<StrategySummary['sharedPoolsByRun']>) =>
  meanOf(b.sharedPoolsByRun![key].map((v, k) => v - a.sharedPoolsByRun![key][k]!));

describe('a what-if on a shared pool with priorities: the API’s traffic at half', () => {
  const comparison = compareResults(before, after);
  const d = comparison.strategies.find((s) => s.strategyId === 'server-priority')!;
  const a = byId(before, 'server-priority');
  const b = byId(after, 'server-priority');

  it('carries the overflow cost, preemptions per job, GPU-hours lost and turnaround P95, P50 before and after', () => {
    expect(d.serviceOverflowCost).toEqual({
      before: a.sharedPools!.serviceOverflowCost!.p50,
      after: b.sharedPools!.serviceOverflowCost!.p50,
      change: b.sharedPools!.serviceOverflowCost!.p50 - a.sharedPools!.serviceOverflowCost!.p50,
      percent: a.sharedPools!.serviceOverflowCost!.p50 === 0 ? null : expect.any(Number),
    });
    expect(d.priorityPreemptionsPerJob!.before).toBe(a.priorityPreemptionsPerJob!.p50);
    expect(d.priorityPreemptionsPerJob!.after).toBe(b.priorityPreemptionsPerJob!.p50);
    expect(d.priorityLostGpuHours!.before).toBe(a.priorityLostGpuHours!.p50);
    expect(d.priorityLostGpuHours!.after).toBe(b.priorityLostGpuHours!.p50);
    expect(d.turnaroundP95H!.before).toBe(a.turnaroundP95H!.p50);
    expect(d.turnaroundP95H!.after).toBe(b.turnaroundP95H!.p50);
  });

  it('pairs every figure run by run on the same seeds', () => {
    for (const [paired, key] of [
      [d.serviceOverflowCostPaired, 'serviceOverflowCost'],
      [d.priorityPreemptionsPerJobPaired, 'priorityPreemptionsPerJob'],
      [d.priorityLostGpuHoursPaired, 'priorityLostGpuHours'],
      [d.turnaroundP95Paired, 'turnaroundP95H'],
    ] as const) {
      expect(paired!.pairs).toBe(runs);
      expect(paired!.mean).toBeCloseTo(pairedMean(a, b, key), 9);
    }
  });

  it('half the API traffic never takes the server back: no preemptions, no work lost, a shorter P95, beyond the noise; no overflow either side', () => {
    expect(d.priorityPreemptionsPerJob!.before).toBeGreaterThan(0.3);
    expect(d.priorityPreemptionsPerJob!.after).toBe(0);
    expect(d.priorityPreemptionsPerJobPaired!.withinNoise).toBe(false);
    expect(d.priorityLostGpuHours!.after).toBe(0);
    expect(d.priorityLostGpuHoursPaired!.withinNoise).toBe(false);
    expect(d.turnaroundP95H!.change).toBeLessThan(0);
    expect(d.turnaroundP95Paired!.withinNoise).toBe(false);
    // Six 1-GPU replicas always fit on the 8-GPU server: nothing overflows before or after.
    expect([d.serviceOverflowCost!.before, d.serviceOverflowCost!.after]).toEqual([0, 0]);
    expect(d.serviceOverflowCostPaired!.withinNoise).toBe(true);
  });

  it('lists them after the other figures, in one order, with how each is written', () => {
    const figures = deltaFigures(d, { hasDeadlines: false });
    expect(figures.slice(-4).map((f) => [f.key, f.kind])).toEqual([
      ['serviceOverflowCost', 'money'],
      ['priorityPreemptionsPerJob', 'perJob'],
      ['priorityLostGpuHours', 'gpuHours'],
      ['turnaroundP95', 'hours'],
    ]);
  });

  it('leaves them out where there are no priorities: first come, first served, and on-demand only', () => {
    for (const id of ['server-fifo', 'all-on-demand']) {
      const other = comparison.strategies.find((s) => s.strategyId === id)!;
      expect(other.priorityLostGpuHours).toBeUndefined();
      expect(deltaFigures(other, { hasDeadlines: false }).map((f) => f.key)).not.toContain('turnaroundP95');
    }
  });

  it('keeps them for the report, and the kept record reads back', () => {
    const kept = keepWhatIf(before, after, runs);
    const entry = JSON.parse(JSON.stringify({ result: kept, options: keptWhatIfEntry().options, computedAt: 0 })) as unknown;
    const parsed = KeptWhatIfSchema.safeParse(entry);
    expect(parsed.success).toBe(true);
    const keptDelta = parsed.data!.result.comparison.strategies.find((s) => s.strategyId === 'server-priority')!;
    expect(keptDelta.priorityLostGpuHours).toEqual(d.priorityLostGpuHours);
  });

  it('Compare carries the same figures for the same two versions', () => {
    const compared = compareScenarios(priorities, quieter, before, after);
    const row = compared.results.strategies.find((s) => s.strategyId === 'server-priority')!;
    expect(row.priorityPreemptionsPerJob).toEqual(d.priorityPreemptionsPerJob);
    expect(row.turnaroundP95Paired).toEqual(d.turnaroundP95Paired);
  });
});

describe('Compare: a version whose API may grow to 10 replicas, at +50 % traffic', () => {
  it('overflows the server at the peak: the overflow cost rises beyond the noise; training, already taken back at every peak, loses no more', () => {
    const grown = applySetOverrides(priorities, [parseSetArgument('whatif.workloads.serving.curveScale=1.5'), parseSetArgument('workloads[id=serving].maxReplicas=10')]);
    const compared = compareScenarios(priorities, grown, before, simulateScenario(grown));
    const row = compared.results.strategies.find((s) => s.strategyId === 'server-priority')!;
    // 63 requests/s at 7 a replica: 9 one-GPU replicas, one more than the 8-GPU server holds.
    expect(row.serviceOverflowCost!.before).toBe(0);
    expect(row.serviceOverflowCost!.after).toBeGreaterThan(0);
    expect(row.serviceOverflowCostPaired!.withinNoise).toBe(false);
    expect(row.priorityLostGpuHours!.change).toBe(0);
    expect(row.priorityLostGpuHoursPaired!.withinNoise).toBe(true);
  });
});

describe('example 08 shares its server without priorities', () => {
  it('gives no shared-pool-with-priorities figures to its what-ifs', () => {
    const shared = shipped('08-shared-bare-metal-server.headroom.json');
    const results = simulateScenario({ ...shared, simulation: { ...shared.simulation, runs: 3 } });
    expect(results.strategies.every((s) => s.sharedPoolsByRun === undefined)).toBe(true);
    for (const d of compareResults(results, results).strategies) expect(d.serviceOverflowCost).toBeUndefined();
  });
});
