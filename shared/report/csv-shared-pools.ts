import type { PoolHoursSplit, PoolRunMetrics, SharedPoolsSummary, StrategySummary } from '@shared/sim/results';
import type { CsvValue } from './csv-cell';
import { distColumns, type Column } from './csv-columns';
import { fixed } from './format';

/**
 * The CSV columns of shared pools with priorities: in summary.csv, preemption by priority apart
 * from the other interruptions, the shared pools' hours split (means over runs) and the
 * services' overflow cost; in cost-by-pool.csv, each shared pool's split in the representative
 * run. Empty fields where a strategy or pool has none.
 */

const HOURS = 3;
const MONEY = 2;

/** The parts of the split: summary key, run key, column name. */
const PARTS = [
  ['committedGpuHours', 'committedGpuS', 'committed'],
  ['servicesGpuHours', 'servicesGpuS', 'services'],
  ['jobsUsefulGpuHours', 'jobsUsefulGpuS', 'jobs_useful'],
  ['jobsLostGpuHours', 'jobsLostGpuS', 'jobs_lost'],
  ['jobsRestartGpuHours', 'jobsRestartGpuS', 'jobs_restart'],
  ['idleGpuHours', 'idleGpuS', 'idle'],
] as const satisfies readonly (readonly [keyof SharedPoolsSummary, keyof PoolHoursSplit, string])[];

export const SHARED_POOL_SUMMARY_COLUMNS: Column<StrategySummary>[] = [
  ...distColumns<StrategySummary>('interruption_lost_gpu_hours', (s) => s.interruptionLostGpuHours ?? null, HOURS),
  ...distColumns<StrategySummary>('priority_lost_gpu_hours', (s) => s.priorityLostGpuHours ?? null, HOURS),
  ...distColumns<StrategySummary>('priority_preemptions_per_job', (s) => s.priorityPreemptionsPerJob ?? null, 3),
  ...PARTS.map(([key, , name]): Column<StrategySummary> => [`shared_${name}_gpu_hours_mean`, (s) => (s.sharedPools ? fixed(s.sharedPools[key], HOURS) : '')]),
  ...distColumns<StrategySummary>('service_overflow_cost', (s) => s.sharedPools?.serviceOverflowCost ?? null, MONEY),
];

export const POOL_SPLIT_HEADER: readonly string[] = PARTS.map(([, , name]) => `shared_${name}_gpu_hours`);

export function poolSplitCells(p: PoolRunMetrics): CsvValue[] {
  return PARTS.map(([, key]) => (p.hoursSplit ? fixed(p.hoursSplit[key] / 3600, HOURS) : ''));
}
