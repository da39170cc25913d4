import type {
  Distribution3,
  RunResult,
  ScenarioResults,
  StrategySummary,
} from '@shared/sim/results';

export const d3 = (p50: number, spread = 0.1): Distribution3 => ({
  p10: p50 * (1 - spread),
  p50,
  p90: p50 * (1 + spread),
  mean: p50,
  min: p50 * (1 - 2 * spread),
  max: p50 * (1 + 2 * spread),
});

export function makeRun(strategyId: string, costMicro: number): RunResult {
  return {
    strategyId,
    seed: 7,
    totalCostMicro: costMicro,
    pools: [
      {
        poolId: 'pool, "main"',
        kind: 'onDemand',
        offerId: 'aws-p5.48xlarge',
        costMicro,
        gpuSecondsBilled: 36_000,
        gpuSecondsUsed: 27_000,
        gpuSecondsIdle: 9_000,
        utilisation: 0.75,
        commitmentBeyondHorizonMicro: 0,
        instancesLaunched: 2,
        preemptions: 0,
      },
    ],
    costByWorkloadMicro: { ft: costMicro },
    costByMonthMicro: {
      '2026-02': Math.floor(costMicro / 3),
      '2026-01': costMicro - Math.floor(costMicro / 3),
    },
    idleCommitmentCostMicro: 0,
    workloads: [
      {
        workloadId: 'ft',
        kind: 'training',
        costMicro,
        jobsArrived: 2,
        jobsFinished: 2,
        unitsFinished: 2,
        costPerUnitMicro: costMicro / 2,
        turnaroundP50S: 18 * 3600,
        turnaroundP95S: 19 * 3600,
        turnaroundMaxS: 19 * 3600,
        queueWaitMeanS: 0,
        deadlineMisses: 0,
        preemptions: 0,
        lostGpuS: 0,
        fallbacks: 0,
        requestsTotal: 0,
        requestsUnserved: 0,
        latencyMissS: 0,
        costPer10kRequestsMicro: null,
        waitingPersonHours: 1.5,
        waitingCostMicro: 75_000_000,
      },
    ],
    jobs: [
      {
        workloadId: 'ft',
        index: 0,
        arrivalS: 3600,
        startS: 3600,
        finishS: 3600 + 18 * 3600,
        turnaroundS: 18 * 3600,
        queueWaitS: 0,
        provisioningS: 600,
        runS: 18 * 3600 - 600,
        restartS: 0,
        preemptions: 0,
        lostGpuS: 0,
        deadlineS: null,
        deadlineMet: null,
        costMicro: costMicro / 2,
        poolIds: ['a', 'b'],
        fellBack: false,
        units: 1,
      },
    ],
    daily: [
      { day: 0, demandGpus: 4, provisionedGpus: 8, costMicro: 1_234_565 },
      { day: 31, demandGpus: 0, provisionedGpus: 0, costMicro: 0 },
    ],
    waitingCostMicro: 75_000_000,
    events: 123,
  };
}

export function makeStrategy(
  id: string,
  name: string,
  cost: number,
  overrides: Partial<StrategySummary> = {},
): StrategySummary {
  return {
    strategyId: id,
    name,
    runs: 20,
    totalCost: d3(cost),
    costIncludingWaiting: d3(cost + 75),
    costByPoolKind: { onDemand: cost, reserved: 0, spot: 0, bareMetal: 0 },
    costPerJob: d3(cost / 2),
    costPer10kRequests: null,
    turnaroundP50H: d3(18),
    turnaroundP95H: d3(19),
    deadlineMisses: d3(0, 0),
    unservedShare: null,
    latencyMissShare: null,
    lostGpuHours: d3(0, 0),
    preemptionsPerJob: null,
    fallbacks: d3(0, 0),
    reservedUtilisation: null,
    bareMetalUtilisation: null,
    gpuHoursBilledByPoolKind: { onDemand: 10, reserved: 0, spot: 0, bareMetal: 0 },
    meetsTargets: true,
    representative: makeRun(id, Math.round(cost * 1e6)),
    totalCostByRun: [cost * 0.9, cost, cost * 1.1],
    turnaroundP50HByRun: [17, 18, 19],
    ...overrides,
  };
}

export function makeResults(overrides: Partial<ScenarioResults> = {}): ScenarioResults {
  return {
    scenarioName: 'Fine-tuning: shared vs bare-metal',
    currency: 'USD',
    startDate: '2026-01-01',
    horizonDays: 60,
    runs: 20,
    baseSeed: 1,
    strategies: [
      makeStrategy('shared', 'Shared GPU instance (on-demand)', 1800),
      makeStrategy('bm', 'Bare-metal, hourly', 1300, {
        turnaroundP50H: d3(9.5),
        turnaroundP95H: d3(9.8),
        bareMetalUtilisation: d3(0.9),
      }),
    ],
    recommendation: { strategyId: 'bm', reason: 'cheapest strategy that meets every deadline' },
    ...overrides,
  };
}
