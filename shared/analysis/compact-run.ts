import type { RunResult } from '@shared/sim/results';

/**
 * A summary run cut down to the figures the percentiles read (summarise.ts): totals, each
 * pool's kind, cost and GPU-seconds, each workload's figures. Its monthly series, costs by
 * workload and per-pool breakdowns are dropped (its cash by month stays: one figure a month,
 * which the net present value of every run reads): a Monte Carlo of many runs would otherwise
 * keep every run's months (a hundred-odd per pool over a ten-year horizon) though only the
 * representative run, run again in full, is ever shown. Only for runs whose representative is
 * re-run (simulateScenario); the summaries are the same with or without it.
 */
export function compactRun(run: RunResult): RunResult {
  return {
    ...run,
    pools: run.pools.map((p) => ({
      poolId: p.poolId,
      name: p.name,
      kind: p.kind,
      offerId: p.offerId,
      costMicro: p.costMicro,
      idleCostMicro: p.idleCostMicro,
      gpuSecondsBilled: p.gpuSecondsBilled,
      gpuSecondsUsed: p.gpuSecondsUsed,
      gpuSecondsIdle: p.gpuSecondsIdle,
      utilisation: p.utilisation,
      commitmentBeyondHorizonMicro: p.commitmentBeyondHorizonMicro,
      instancesLaunched: p.instancesLaunched,
      preemptions: p.preemptions,
      peakInstances: p.peakInstances,
    })),
    // The bill's lines over the run stay; its months, like the run's, are the representative's.
    ...(run.bill ? { bill: { lines: run.bill.lines, byMonth: {} } } : {}),
    costByWorkloadMicro: {},
    costByMonthMicro: {},
    jobs: [],
    daily: [],
  };
}
