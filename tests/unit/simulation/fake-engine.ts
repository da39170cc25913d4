/**
 * A stand-in simulator with the real one's contract (a pure function of scenario, strategy
 * and seed), cheap enough to run thousands of times, for testing the split, merge, progress
 * and cancel machinery on its own.
 */
import { recordRuns, type RunFigures } from '@shared/analysis';
import { rowsBySeed, runColumn } from '@shared/analysis/run-figures';
import type { Scenario } from '@shared/scenario';
import type {
  Distribution3,
  RunResult,
  ScenarioResults,
  StrategySummary,
} from '@shared/sim/results';
import type { RunPlan, SimulationEngine } from '@headroom/renderer/simulation/engine';

function costOf(strategyId: string, seed: number): number {
  let h = seed | 0;
  for (const c of strategyId) h = Math.imul(h ^ c.charCodeAt(0), 0x9e3779b1);
  return 1_000_000 + (Math.abs(h) % 1_000_000);
}

/** Only the fields these tests read; the cast keeps the fake valid as the results contract grows. */
function run(strategyId: string, seed: number): RunResult {
  const fields: Partial<RunResult> = {
    strategyId,
    seed,
    totalCostMicro: costOf(strategyId, seed),
    pools: [],
    costByWorkloadMicro: {},
    costByMonthMicro: {},
    cashByMonthMicro: {},
    commitmentBeyondHorizonMicro: 0,
    idleCommitmentCostMicro: 0,
    workloads: [],
    jobs: [],
    daily: [],
    turnaroundP50S: null,
    turnaroundP95S: null,
    waitingCostMicro: 0,
    events: seed,
  };
  return fields as RunResult;
}

function d3(values: number[]): Distribution3 {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return {
    p10: at(0.1),
    p50: at(0.5),
    p90: at(0.9),
    mean,
    min: sorted[0] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}

function summary(scenario: Scenario, strategyId: string, figures: RunFigures): StrategySummary {
  const rows = rowsBySeed(figures);
  const costs = runColumn(figures, 'totalCost', rows);
  const seeds = runColumn(figures, 'seed', rows);
  const zero = { onDemand: 0, reserved: 0, spot: 0, bareMetal: 0, owned: 0 };
  const fields: Partial<StrategySummary> = {
    strategyId,
    name: scenario.strategies.find((s) => s.id === strategyId)?.name ?? strategyId,
    runs: figures.rows,
    totalCost: d3(costs),
    costIncludingWaiting: d3(costs),
    costByPoolKind: zero,
    costPerJob: null,
    costPer10kRequests: null,
    turnaroundP50H: null,
    turnaroundP95H: null,
    deadlineMisses: d3([0]),
    unservedShare: null,
    latencyMissShare: null,
    lostGpuHours: d3([0]),
    preemptionsPerJob: null,
    fallbacks: d3([0]),
    reservedUtilisation: null,
    bareMetalUtilisation: null,
    gpuHoursBilledByPoolKind: zero,
    meetsTargets: true,
    representative: run(strategyId, seeds[0] ?? 0),
    totalCostByRun: costs,
    turnaroundP50HByRun: [],
  };
  return fields as StrategySummary;
}

export const fakeEngine: SimulationEngine = {
  prepare: (_scenario, strategyId, baseSeed) => (runIndex) => run(strategyId, baseSeed + runIndex),
  summarise(scenario: Scenario, plan: RunPlan, figuresByStrategy: RunFigures[]): ScenarioResults {
    return {
      scenarioName: scenario.name,
      currency: scenario.currency,
      startDate: scenario.startDate,
      horizonDays: scenario.horizonDays,
      runs: plan.runs,
      baseSeed: plan.baseSeed,
      strategies: plan.strategyIds.map((id, i) => summary(scenario, id, figuresByStrategy[i] ?? recordRuns(scenario, id, []))),
      recommendation: null,
    };
  },
};

/** What the pool must reproduce: every run in order on one thread, then the same summary. */
export function sequentialResults(
  engine: SimulationEngine,
  scenario: Scenario,
  plan: RunPlan,
): ScenarioResults {
  const figures = plan.strategyIds.map((id) => {
    const runOne = engine.prepare(scenario, id, plan.baseSeed);
    return recordRuns(scenario, id, Array.from({ length: plan.runs }, (_, i) => runOne(i)));
  });
  return engine.summarise(scenario, plan, figures);
}
