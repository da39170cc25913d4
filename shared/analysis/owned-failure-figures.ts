import type { OwnedFailureSummary, RunResult, StrategySummary } from '@shared/sim/results';
import { distribution3 } from './stats';

/**
 * GPU failures of owned servers run by run and across runs, all the strategy's owned pools
 * together: the failures, the GPU-hours the failed GPUs were out of service, the units the
 * failures took off busy GPUs and the jobs' work lost with them. A run without an owned pool
 * has NaN, and its strategy's summary then has no such figures.
 */

export const OWNED_FAILURE_COLUMNS = ['ownedFailures', 'ownedFailureOutGpuHours', 'ownedFailureInterruptions', 'ownedFailureLostWorkGpuHours'] as const;

export type OwnedFailureColumn = (typeof OWNED_FAILURE_COLUMNS)[number];

/** One run's values of the columns above. */
export function ownedFailureRunValues(run: RunResult): Record<OwnedFailureColumn, number> {
  const figures = run.pools.flatMap((p) => (p.ownedFailures ? [p.ownedFailures] : []));
  const sum = (pick: (f: (typeof figures)[number]) => number): number => (figures.length === 0 ? NaN : figures.reduce((n, f) => n + pick(f), 0));
  return {
    ownedFailures: sum((f) => f.failures),
    ownedFailureOutGpuHours: sum((f) => f.lostGpuHours),
    ownedFailureInterruptions: sum((f) => f.interruptions),
    ownedFailureLostWorkGpuHours: sum((f) => f.lostWorkGpuHours),
  };
}

/** The strategy's summary field from the columns (col reads one column over the runs); none when it owns no servers. */
export function ownedFailureSummary(col: (c: OwnedFailureColumn) => number[]): Pick<StrategySummary, 'ownedFailures'> {
  const failures = col('ownedFailures');
  if (failures.length === 0 || !failures.every(Number.isFinite)) return {};
  const summary: OwnedFailureSummary = {
    failures: distribution3(failures),
    lostGpuHours: distribution3(col('ownedFailureOutGpuHours')),
    interruptions: distribution3(col('ownedFailureInterruptions')),
    lostWorkGpuHours: distribution3(col('ownedFailureLostWorkGpuHours')),
  };
  return { ownedFailures: summary };
}
