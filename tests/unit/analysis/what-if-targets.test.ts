import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { applySetOverrides, compareResults, deltaFigures, keepWhatIf, KeptWhatIfSchema, parseSetArgument } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { keptWhatIfEntry } from '../storage/analyses-fixtures';

function shipped(file: string): Scenario {
  const parsed = parseScenarioText(readFileSync(`scenarios/${file}`, 'utf8'));
  if (!parsed.ok) throw new Error(file);
  return parsed.scenario;
}

/** The start-up template (training with deadlines, and a served model) and its traffic at +50 %. */
const startUp = shipped('06-startup-dev-to-prod.headroom.json');
const before = simulateScenario(startUp);
const after = simulateScenario(applySetOverrides(startUp, [parseSetArgument('whatif.workloads.serving.curveScale=1.5')]));
/** The day-peaks template (a chat service) with its traffic curve at +50 %: more than some strategies hold. */
const dayPeaks = shipped('03-inference-day-peaks.headroom.json');
const peaksBefore = simulateScenario(dayPeaks);
const peaksAfter = simulateScenario(applySetOverrides(dayPeaks, [parseSetArgument('whatif.workloads.chat.curveScale=1.5')]));

describe('a what-if’s targets and unit costs', () => {
  it('carries the unserved share, the time over the latency target and the deadline misses, each with its paired difference', () => {
    const comparison = compareResults(peaksBefore, peaksAfter);
    for (const d of comparison.strategies) {
      const a = peaksBefore.strategies.find((s) => s.strategyId === d.strategyId)!;
      const b = peaksAfter.strategies.find((s) => s.strategyId === d.strategyId)!;
      expect(d.unservedShare!.before).toBe(a.unservedShare!.p50);
      expect(d.unservedShare!.after).toBe(b.unservedShare!.p50);
      expect(d.unservedShare!.change).toBe(b.unservedShare!.p50 - a.unservedShare!.p50);
      expect(d.latencyMissShare!.after).toBe(b.latencyMissShare!.p50);
      expect(d.requestMissShare!.after).toBe(b.requestMissShare!.p50);
      expect(d.requestMissSharePaired!.pairs).toBe(dayPeaks.simulation.runs);
      // A service has no deadline to miss.
      expect(d.deadlineMisses).toBeNull();
      expect(d.costPerJob).toBeNull();
      // Paired run by run: the mean of the seed-by-seed differences.
      const diffs = b.targetsByRun!.unservedShare.map((v, k) => v - a.targetsByRun!.unservedShare[k]!);
      expect(d.unservedSharePaired!.mean).toBeCloseTo(diffs.reduce((x, y) => x + y, 0) / diffs.length, 12);
      expect(d.unservedSharePaired!.pairs).toBe(dayPeaks.simulation.runs);
    }
    // More peak traffic than the replicas allowed: requests go unserved where none did.
    const worse = comparison.strategies.filter((d) => d.unservedShare!.after > d.unservedShare!.before);
    expect(worse.length).toBeGreaterThan(0);
    for (const d of worse) expect(d.unservedSharePaired!.withinNoise).toBe(false);
  });

  it('shows both unit costs where the scenario has jobs and requests, then every target, in one order', () => {
    const d = compareResults(before, after).strategies[0]!;
    expect(d.costPerJob).not.toBeNull();
    expect(d.costPer10kRequests).not.toBeNull();
    expect(d.costPerJobPaired!.pairs).toBe(startUp.simulation.runs);
    expect(d.costPer10kRequestsPaired!.pairs).toBe(startUp.simulation.runs);
    expect(d.deadlineMisses!.after).toBe(after.strategies[0]!.deadlineMisses.p50);
    expect(deltaFigures(d, { hasDeadlines: true }).map((f) => f.key)).toEqual([
      'totalCost',
      'costPerJob',
      'costPer10kRequests',
      'turnaround',
      'unservedShare',
      'latencyMissShare',
      'requestMissShare',
      'deadlineMisses',
    ]);
    expect(deltaFigures(d, { hasDeadlines: false }).map((f) => f.key)).not.toContain('deadlineMisses');
    expect(deltaFigures(d, { hasDeadlines: true }).find((f) => f.key === 'unservedShare')!.kind).toBe('share');
  });

  it('keeps them for the report, and what-ifs kept before they were still read', () => {
    const kept = keepWhatIf(before, after, startUp.simulation.runs);
    const entry = JSON.parse(JSON.stringify({ result: kept, options: keptWhatIfEntry().options, computedAt: 0 })) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(KeptWhatIfSchema.safeParse(entry).success).toBe(true);
    expect(entry.result.comparison.strategies[0].unservedShare).toBeDefined();
    const older = structuredClone(entry);
    for (const s of older.result.comparison.strategies as Record<string, unknown>[])
      for (const key of ['costPerJobPaired', 'costPer10kRequestsPaired', 'unservedShare', 'unservedSharePaired', 'latencyMissShare', 'latencyMissSharePaired', 'requestMissShare', 'requestMissSharePaired', 'deadlineMisses', 'deadlineMissesPaired'])
        delete s[key];
    expect(KeptWhatIfSchema.safeParse(older).success).toBe(true);
    // A figure from an older kept what-if is simply not shown.
    expect(deltaFigures(older.result.comparison.strategies[0], { hasDeadlines: true }).map((f: { key: string }) => f.key)).toEqual([
      'totalCost',
      'costPerJob',
      'costPer10kRequests',
      'turnaround',
    ]);
    const damaged = structuredClone(entry);
    damaged.result.comparison.strategies[0].unservedShare.after = 'most';
    const parsed = KeptWhatIfSchema.safeParse(damaged);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path.join('.')).toBe('result.comparison.strategies.0.unservedShare.after');
  });
});
