import type { RunResult, SharedPoolsSummary, StrategySummary, WorkloadRunMetrics } from '@shared/sim/results';
import { distribution3, distributionOrNull, mean, units } from './stats';

/**
 * The figures of shared pools with priorities, run by run and across runs: the hours split of
 * the shared committed pools (all of a strategy's together), the services' overflow cost, and
 * preemptions and work lost by priority apart from spot interruptions (and from GPU failures of
 * owned servers, which owned-figures.ts counts). Run figures are NaN when
 * a run has no such figure (no shared pool, no priorities), and the summary then leaves them out.
 */

export const SHARED_POOL_COLUMNS = [
  'sharedCommittedGpuHours',
  'sharedServicesGpuHours',
  'sharedJobsUsefulGpuHours',
  'sharedJobsLostGpuHours',
  'sharedJobsRestartGpuHours',
  'sharedIdleGpuHours',
  'serviceOverflowCost',
  'priorityPreemptionsPerJob',
  'priorityLostGpuHours',
  'interruptionLostGpuHours',
] as const;

export type SharedPoolColumn = (typeof SHARED_POOL_COLUMNS)[number];

export const SHARED_POOL_WORKLOAD_COLUMNS = ['sharedHeldGpuHours', 'interruptedLostGpuHours', 'interruptedKeptGpuHours'] as const;

export type SharedPoolWorkloadColumn = (typeof SHARED_POOL_WORKLOAD_COLUMNS)[number];

/**
 * Per workload of one run: GPU-hours it held on the run's shared committed pools (0 when none of
 * them served it), and, with priorities, the work interruptions threw away and what checkpoints
 * kept of the stays they cut (NaN otherwise).
 */
export function sharedPoolWorkloadValues(run: RunResult): (w: WorkloadRunMetrics) => Record<SharedPoolWorkloadColumn, number> {
  const held = new Map<string, number>();
  for (const p of run.pools) {
    if (p.hoursSplit === undefined) continue;
    for (const b of p.byWorkload ?? []) held.set(b.workloadId, (held.get(b.workloadId) ?? 0) + b.gpuSecondsUsed);
  }
  return (w) => ({
    sharedHeldGpuHours: (held.get(w.workloadId) ?? 0) / 3600,
    interruptedLostGpuHours: w.interruptedKeptGpuS === undefined ? NaN : w.lostGpuS / 3600,
    interruptedKeptGpuHours: w.interruptedKeptGpuS === undefined ? NaN : w.interruptedKeptGpuS / 3600,
  });
}

const isJobKind = (kind: string): boolean => kind === 'training' || kind === 'batch';

/** One run's values of the columns above. */
export function sharedPoolRunValues(run: RunResult): Record<SharedPoolColumn, number> {
  const splits = run.pools.flatMap((p) => (p.hoursSplit ? [p.hoursSplit] : []));
  const hours = (pick: (s: (typeof splits)[number]) => number): number =>
    splits.length === 0 ? NaN : splits.reduce((a, s) => a + pick(s), 0) / 3600;
  const services = run.workloads.filter((w) => w.overflowCostMicro !== undefined);
  const jobs = run.workloads.filter((w) => isJobKind(w.kind));
  const byPriority = jobs.some((w) => w.priorityPreemptions !== undefined);
  const arrived = jobs.reduce((n, w) => n + w.jobsArrived, 0);
  const priorityLost = jobs.reduce((n, w) => n + (w.priorityLostGpuS ?? 0), 0);
  const allLost = run.workloads.reduce((n, w) => n + w.lostGpuS, 0);
  // Work lost to GPU failures of owned servers is counted among the owned figures, apart.
  const failureLost = run.pools.reduce((n, p) => n + (p.ownedFailures?.lostWorkGpuHours ?? 0), 0) * 3600;
  return {
    sharedCommittedGpuHours: hours((s) => s.committedGpuS),
    sharedServicesGpuHours: hours((s) => s.servicesGpuS),
    sharedJobsUsefulGpuHours: hours((s) => s.jobsUsefulGpuS),
    sharedJobsLostGpuHours: hours((s) => s.jobsLostGpuS),
    sharedJobsRestartGpuHours: hours((s) => s.jobsRestartGpuS),
    sharedIdleGpuHours: hours((s) => s.idleGpuS),
    serviceOverflowCost: services.length === 0 ? NaN : units(services.reduce((n, w) => n + w.overflowCostMicro!, 0)),
    priorityPreemptionsPerJob: byPriority && arrived > 0 ? jobs.reduce((n, w) => n + (w.priorityPreemptions ?? 0), 0) / arrived : NaN,
    priorityLostGpuHours: byPriority ? priorityLost / 3600 : NaN,
    interruptionLostGpuHours: (allLost - priorityLost - failureLost) / 3600,
  };
}

/**
 * The strategy's summary fields from the columns (col reads one column over the runs, seed
 * order); with priorities also the figures run by run that what-if and Compare pair by seed.
 */
export function sharedPoolSummary(
  col: (c: SharedPoolColumn | 'turnaroundP95H') => number[],
): Pick<StrategySummary, 'sharedPools' | 'priorityPreemptionsPerJob' | 'priorityLostGpuHours' | 'interruptionLostGpuHours' | 'sharedPoolsByRun'> {
  const committed = col('sharedCommittedGpuHours');
  const out: ReturnType<typeof sharedPoolSummary> = { interruptionLostGpuHours: distribution3(col('interruptionLostGpuHours')) };
  if (committed.every(Number.isFinite)) {
    const overflow = col('serviceOverflowCost');
    const shared: SharedPoolsSummary = {
      committedGpuHours: mean(committed),
      servicesGpuHours: mean(col('sharedServicesGpuHours')),
      jobsUsefulGpuHours: mean(col('sharedJobsUsefulGpuHours')),
      jobsLostGpuHours: mean(col('sharedJobsLostGpuHours')),
      jobsRestartGpuHours: mean(col('sharedJobsRestartGpuHours')),
      idleGpuHours: mean(col('sharedIdleGpuHours')),
      serviceOverflowCost: overflow.every(Number.isFinite) ? distribution3(overflow) : null,
    };
    out.sharedPools = shared;
  }
  const lost = col('priorityLostGpuHours');
  if (lost.every(Number.isFinite)) {
    out.priorityLostGpuHours = distribution3(lost);
    out.priorityPreemptionsPerJob = distributionOrNull(col('priorityPreemptionsPerJob'));
    if (out.sharedPools)
      out.sharedPoolsByRun = {
        serviceOverflowCost: col('serviceOverflowCost'),
        priorityPreemptionsPerJob: col('priorityPreemptionsPerJob'),
        priorityLostGpuHours: lost,
        turnaroundP95H: col('turnaroundP95H'),
      };
  }
  return out;
}
