import type { PairedDifference } from '../paired';
import type { FigureDelta, StrategyDelta } from './compare';

export type DeltaFigureKey =
  | 'totalCost'
  | 'costPerJob'
  | 'costPer10kRequests'
  | 'turnaround'
  | 'unservedShare'
  | 'latencyMissShare'
  | 'requestMissShare'
  | 'deadlineMisses'
  | 'serviceOverflowCost'
  | 'priorityPreemptionsPerJob'
  | 'priorityLostGpuHours'
  | 'turnaroundP95';

/**
 * How a figure is written: money, hours, a share (0–1, its change in percentage points), a
 * count, GPU-hours, or a count per job (two decimals: 0.35 preemptions per job).
 */
export type DeltaFigureKind = 'money' | 'hours' | 'share' | 'count' | 'gpuHours' | 'perJob';

export interface DeltaFigure {
  key: DeltaFigureKey;
  delta: FigureDelta;
  kind: DeltaFigureKind;
  /** The paired seed-by-seed difference, when the runs of both sides were kept (null: not known). */
  paired: PairedDifference | null;
}

/**
 * Every figure of one strategy's change that the scenario has work for, in the order the
 * what-if cards, Compare and the report show them: total cost, both unit costs, turnaround,
 * then the targets (requests not served, time and requests over the latency target, deadline
 * misses), then, for a strategy with priorities on a shared pool, the services' overflow cost,
 * preemptions per job, GPU-hours lost to preemption and the jobs' turnaround P95.
 * Deadline misses only when some job has a deadline (`hasDeadlines`): without one, nothing
 * can be missed.
 */
export function deltaFigures(d: StrategyDelta, shape: { hasDeadlines: boolean }): DeltaFigure[] {
  const out: DeltaFigure[] = [{ key: 'totalCost', delta: d.totalCost, kind: 'money', paired: d.totalCostPaired }];
  const add = (key: DeltaFigureKey, delta: FigureDelta | null | undefined, kind: DeltaFigureKind, paired: PairedDifference | null | undefined) => {
    if (delta) out.push({ key, delta, kind, paired: paired ?? null });
  };
  add('costPerJob', d.costPerJob, 'money', d.costPerJobPaired);
  add('costPer10kRequests', d.costPer10kRequests, 'money', d.costPer10kRequestsPaired);
  add('turnaround', d.turnaroundP50H, 'hours', d.turnaroundPaired);
  add('unservedShare', d.unservedShare, 'share', d.unservedSharePaired);
  add('latencyMissShare', d.latencyMissShare, 'share', d.latencyMissSharePaired);
  add('requestMissShare', d.requestMissShare, 'share', d.requestMissSharePaired);
  if (shape.hasDeadlines) add('deadlineMisses', d.deadlineMisses, 'count', d.deadlineMissesPaired);
  add('serviceOverflowCost', d.serviceOverflowCost, 'money', d.serviceOverflowCostPaired);
  add('priorityPreemptionsPerJob', d.priorityPreemptionsPerJob, 'perJob', d.priorityPreemptionsPerJobPaired);
  add('priorityLostGpuHours', d.priorityLostGpuHours, 'gpuHours', d.priorityLostGpuHoursPaired);
  add('turnaroundP95', d.turnaroundP95H, 'hours', d.turnaroundP95Paired);
  return out;
}
