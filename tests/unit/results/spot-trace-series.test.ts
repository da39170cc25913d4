import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import type { JobRecord, PoolRunMetrics, RunResult } from '@shared/sim/results';
import { spotTraceSeries, spotTracesOf } from '@headroom/renderer/results/spot-trace-series';

const H = 3_600;

function pool(poolId: string, kind: PoolRunMetrics['kind'], extra: Partial<PoolRunMetrics>): PoolRunMetrics {
  return { poolId, name: poolId, kind, ...extra } as PoolRunMetrics;
}

function job(arrivalS: number, finishS: number | null): JobRecord {
  return { arrivalS, finishS } as JobRecord;
}

function run(pools: PoolRunMetrics[], jobs: JobRecord[]): RunResult {
  return { pools, jobs } as RunResult;
}

describe('spotTraceSeries', () => {
  // Trace of 30-minute samples: up, down, down, up (cyclic), replay starting at sample 1.
  const trace = { poolId: 'spot', gapSeconds: 1_800, unavailable: [0, 1, 1, 0] };

  it('replays the trace from the run’s start sample over the jobs’ life, in the trace’s steps', () => {
    const r = run(
      [
        pool('spot', 'spot', { traceStartSample: 1, heldGpusByHour: [1, 0, 0.5, 0] }),
        pool('od', 'onDemand', { heldGpusByHour: [0, 1, 0.5, 0] }),
      ],
      [job(0, 2.5 * H)],
    );
    const s = spotTraceSeries(r, trace, 1)!;
    expect(s.fromS).toBe(0);
    expect(s.toS).toBe(3 * H);
    expect(s.timesS).toEqual([0, 1_800, 3_600, 5_400, 7_200, 9_000]);
    // Samples 1, 2, 3, 0, 1, 2.
    expect(s.unavailable).toEqual([true, true, false, false, true, true]);
    expect(s.unavailableShare).toBeCloseTo(4 / 6);
    expect(s.spotGpus).toEqual([1, 1, 0, 0, 0.5, 0.5]);
    expect(s.onDemandGpus).toEqual([0, 0, 1, 1, 0.5, 0.5]);
  });

  it('starts at the first arrival’s hour and runs to the horizon when a job is unfinished', () => {
    const r = run([pool('spot', 'spot', { traceStartSample: 0, heldGpusByHour: [] })], [job(2.2 * H, null)]);
    const s = spotTraceSeries(r, trace, 1)!;
    expect(s.fromS).toBe(2 * H);
    expect(s.toS).toBe(24 * H);
  });

  it('draws whole hours on long windows, an hour counting as unavailable when most of it is', () => {
    const minuteTrace = { poolId: 'spot', gapSeconds: 60, unavailable: [...Array(31).fill(1), ...Array(29).fill(0)] };
    const r = run([pool('spot', 'spot', { traceStartSample: 0, heldGpusByHour: [] })], [job(0, 100 * H)]);
    const s = spotTraceSeries(r, minuteTrace, 10)!;
    expect(s.timesS[1]! - s.timesS[0]!).toBe(H);
    // Steps of several hours average the GPUs held over them.
    const longTrace = { poolId: 'spot', gapSeconds: 60, unavailable: [0] };
    const held = Array.from({ length: 24 * 400 }, (_, h) => (h % 2 === 0 ? 2 : 0));
    const long = run([pool('spot', 'spot', { traceStartSample: 0, heldGpusByHour: held })], [job(0, 400 * 24 * H)]);
    const ls = spotTraceSeries(long, longTrace, 400)!;
    expect(ls.timesS[1]! - ls.timesS[0]!).toBe(3 * H);
    expect(ls.spotGpus.slice(0, 2)).toEqual([4 / 3, 2 / 3]);
    expect(s.timesS).toHaveLength(100);
    expect(s.unavailable.every(Boolean)).toBe(true);
    expect(s.unavailableShare).toBeCloseTo(31 / 60);
  });

  it('is null for a run saved before the replay was recorded', () => {
    expect(spotTraceSeries(run([pool('spot', 'spot', {})], []), trace, 1)).toBeNull();
  });
});

describe('the spot deadline example', () => {
  const file = fileURLToPath(new URL('../../../scenarios/09-spot-deadline-policy.headroom.json', import.meta.url));
  const parsed = parseScenarioText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const scenario = { ...parsed.scenario, simulation: { ...parsed.scenario.simulation, runs: 4 } };
  const results = simulateScenario(scenario);
  const traces = spotTracesOf(scenario);

  it('finds the replayed trace of each spot strategy and none for on-demand only', () => {
    expect(Object.keys(traces).sort()).toEqual(['spot-greedy', 'spot-then-on-demand', 'spot-uniform-progress']);
    expect(traces['spot-greedy']![0]!.unavailable.length).toBeGreaterThan(1_000);
  });

  it('charts where each representative run held GPUs, adding up to what it was billed', () => {
    for (const id of Object.keys(traces)) {
      const s = results.strategies.find((x) => x.strategyId === id)!;
      const rep = s.representative;
      for (const p of rep.pools) {
        const byHour = p.heldGpusByHour!;
        expect(byHour).toHaveLength(scenario.horizonDays * 24);
        expect(byHour.reduce((a, b) => a + b, 0) * H).toBeCloseTo(p.gpuSecondsBilled, 3);
      }
      const series = spotTraceSeries(rep, traces[id]![0]!, scenario.horizonDays)!;
      expect(series.unavailable.some(Boolean)).toBe(true);
      expect(series.unavailable.some((d) => !d)).toBe(true);
      // Never on spot while the trace says spot is gone (hourly averages: allow the edge hours).
      const heldOnSpotWhileDown = series.spotGpus.filter((g, i) => g > 0 && series.unavailable[i]).length;
      expect(heldOnSpotWhileDown / series.spotGpus.length).toBeLessThan(0.2);
      expect(series.onDemandGpus.some((g) => g > 0)).toBe(true);
    }
  });
});
