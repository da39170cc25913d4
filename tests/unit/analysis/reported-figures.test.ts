import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { comparisonTable, costByWorkloadCsv, resultsToJson, summaryByWorkloadCsv, summaryCsv } from '@shared/report';
import { runStrategy } from '@shared/sim/run-strategy';
import { trainingScenario } from '../sim/fixtures';

function csvRow(text: string, column: string, row = 1): string {
  const lines = text.trim().split(/\r?\n/).map((l) => l.split(','));
  const i = lines[0]!.indexOf(column);
  expect(i, `no column ${column}`).toBeGreaterThanOrEqual(0);
  return lines[row]![i]!;
}

describe('interruptions: lost work and restart overhead, apart and together', () => {
  const spot = trainingScenario({
    pools: [
      { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.2 } },
    ],
    workload: { gpusPerJob: 2, restartOverheadMinutes: 30, checkpointIntervalMinutes: 60 },
  });

  it('counts restart overhead in GPU-hours beside the work lost, per run and per workload', () => {
    const run = runStrategy(spot, 's', 3);
    const job = run.jobs[0]!;
    expect(job.preemptions).toBeGreaterThan(0);
    const w = run.workloads[0]!;
    expect(w.restartGpuS).toBe(job.restartS * 2);
    expect(w.restartGpuS).toBeGreaterThan(0);
    expect(w.lostGpuS).toBe(job.lostGpuS);
  });

  it('reports both and their sum in the results JSON, the CSV and the command-line table', () => {
    const results = simulateScenario(spot, { runs: 5, baseSeed: 1 });
    const s = results.strategies[0]!;
    expect(s.restartGpuHours.mean).toBeGreaterThan(0);
    expect(s.interruptionGpuHours.mean).toBeCloseTo(s.lostGpuHours.mean + s.restartGpuHours.mean, 9);
    const json = resultsToJson(results).strategies[0]!;
    expect(json.restartGpuHours.mean).toBeCloseTo(s.restartGpuHours.mean, 5);
    expect(json.interruptionGpuHours.mean).toBeCloseTo(s.interruptionGpuHours.mean, 5);
    expect(json.representativeRun.workloads[0]!.restartGpuHours).toBeGreaterThan(0);
    const csv = summaryCsv(results);
    expect(Number(csvRow(csv, 'restart_gpu_hours_mean'))).toBeCloseTo(s.restartGpuHours.mean, 3);
    expect(Number(csvRow(csv, 'interruption_gpu_hours_mean'))).toBeCloseTo(s.interruptionGpuHours.mean, 3);
    expect(Number(csvRow(costByWorkloadCsv(results), 'restart_gpu_hours'))).toBeGreaterThan(0);
    const table = comparisonTable(results);
    expect(table).toMatch(/Work lost to interruptions P50 \(GPU-h\)/);
    expect(table).toMatch(/Restart overhead P50 \(GPU-h\)/);
    expect(table).toMatch(/Interruptions in all P50 \(GPU-h\)/);
  });
});

describe('mean queue wait per workload', () => {
  it('is in the results JSON and CSV, with its distribution over runs (four 10 h jobs, one GPU: 15 h)', () => {
    const s = trainingScenario({
      pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand', maxInstances: 1 }],
      workload: { arrivals: { type: 'fixed', days: [0, 0, 0, 0] } },
    });
    const results = simulateScenario(s, { runs: 3, baseSeed: 1 });
    const w = results.strategies[0]!.workloads[0]!;
    expect(w.queueWaitMeanH).toEqual({ p10: 15, p50: 15, p90: 15, mean: 15, min: 15, max: 15 });
    const json = resultsToJson(results).strategies[0]!;
    expect(json.workloads[0]!.queueWaitMeanHours!.p50).toBe(15);
    expect(json.representativeRun.workloads[0]!.queueWaitMeanHours).toBe(15);
    expect(csvRow(summaryByWorkloadCsv(results), 'queue_wait_mean_h_p50')).toBe('15.000');
    expect(csvRow(costByWorkloadCsv(results), 'queue_wait_mean_h')).toBe('15.000');
  });
});

describe('the representative run', () => {
  it('of a strategy whose cost does not vary is the one whose waiting is typical', () => {
    // A reserved GPU costs the same in every run; random arrivals make the waiting vary.
    const s = trainingScenario({
      pools: [{ id: 'rs', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 1 }],
      workload: { arrivals: { type: 'poisson', perDay: 2 }, size: { type: 'gpuHours', gpuHours: { type: 'exponential', mean: 8 } } },
      waitingValuePerPersonHour: 10,
      horizonDays: 20,
    });
    const results = simulateScenario(s, { runs: 9, baseSeed: 1 });
    const summary = results.strategies[0]!;
    expect(summary.totalCost.min).toBe(summary.totalCost.max);
    const waiting = Array.from({ length: 9 }, (_, i) =>
      runStrategy(s, 's', 1 + i).workloads[0]!.waitingPersonHours,
    );
    const sorted = [...waiting].sort((a, b) => a - b);
    const median = sorted[4]!;
    expect(new Set(waiting).size).toBeGreaterThan(1);
    const rep = summary.representative;
    expect(rep.workloads[0]!.waitingPersonHours).toBe(median);
    expect(rep.seed).toBe(1 + waiting.indexOf(median));
  });
});
