import type { Distribution3, SharedPoolsByRun, StrategySummary } from '@shared/sim/results';
import { pairedDifference, type PairedDifference } from '../paired';
import { figureDelta, type FigureDelta } from './figure-delta';

/**
 * The figures of shared pools with priorities before and after a change: the services'
 * overflow cost, preemptions by priority per job, GPU-hours of work lost to them and the jobs'
 * turnaround P95, each as P50 before and after with the change run by run on the same seeds.
 * Only for a strategy with priorities on a shared pool on both sides: elsewhere these figures
 * do not exist, and the cards and rows stay as they were.
 */
export interface SharedPoolDeltas {
  serviceOverflowCost?: FigureDelta;
  serviceOverflowCostPaired?: PairedDifference;
  priorityPreemptionsPerJob?: FigureDelta;
  priorityPreemptionsPerJobPaired?: PairedDifference;
  /** GPU-hours. */
  priorityLostGpuHours?: FigureDelta;
  priorityLostGpuHoursPaired?: PairedDifference;
  /** Hours. */
  turnaroundP95H?: FigureDelta;
  turnaroundP95Paired?: PairedDifference;
}

export function sharedPoolDeltas(a: StrategySummary, b: StrategySummary): SharedPoolDeltas {
  const runsA = a.sharedPoolsByRun;
  const runsB = b.sharedPoolsByRun;
  if (!runsA || !runsB) return {};
  /** P50 before and after with the change run by run, when both sides have the figure. */
  const pair = (x: Distribution3 | null | undefined, y: Distribution3 | null | undefined, runs: keyof SharedPoolsByRun) =>
    x && y ? { delta: figureDelta(x.p50, y.p50), paired: pairedDifference(runsA[runs], runsB[runs]) } : null;
  const overflow = pair(a.sharedPools?.serviceOverflowCost, b.sharedPools?.serviceOverflowCost, 'serviceOverflowCost');
  const preemptions = pair(a.priorityPreemptionsPerJob, b.priorityPreemptionsPerJob, 'priorityPreemptionsPerJob');
  const lost = pair(a.priorityLostGpuHours, b.priorityLostGpuHours, 'priorityLostGpuHours');
  const p95 = pair(a.turnaroundP95H, b.turnaroundP95H, 'turnaroundP95H');
  return {
    ...(overflow && { serviceOverflowCost: overflow.delta, serviceOverflowCostPaired: overflow.paired }),
    ...(preemptions && { priorityPreemptionsPerJob: preemptions.delta, priorityPreemptionsPerJobPaired: preemptions.paired }),
    ...(lost && { priorityLostGpuHours: lost.delta, priorityLostGpuHoursPaired: lost.paired }),
    ...(p95 && { turnaroundP95H: p95.delta, turnaroundP95Paired: p95.paired }),
  };
}
