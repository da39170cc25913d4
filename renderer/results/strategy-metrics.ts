import type { Scenario } from '@shared/scenario';
import type { StrategySummary } from '@shared/sim/results';
import { routingsOf, type RoutingsByStrategy } from './service-routings';
import { spotTracesOf, type SpotTraces } from './spot-trace-series';

/** How a figure is shown: money in the scenario currency, hours, a count, a share or GPU-hours. */
export type MetricFormat = 'money' | 'hours' | 'count' | 'share' | 'gpuHours';

/** Why a figure shows a dash; each has an explanation in the results text. */
export type NotApplicableReason =
  | 'noJobWorkloads'
  | 'noJobsFinished'
  | 'noInference'
  | 'noRequestsServed'
  | 'noDeadlines'
  | 'noReservedPool'
  | 'noBareMetalPool'
  | 'savedBeforeCounted';

export type MetricId =
  | 'costPerJob'
  | 'costPer10kRequests'
  | 'turnaround'
  | 'deadlineMisses'
  | 'unservedShare'
  | 'latencyMissShare'
  | 'requestMissShare'
  | 'lostGpuHours'
  | 'priorityLostGpuHours'
  | 'restartGpuHours'
  | 'interruptionGpuHours'
  | 'reservedUtilisation'
  | 'bareMetalUtilisation'
  | 'costIncludingWaiting';

export interface StrategyMetric {
  id: MetricId;
  format: MetricFormat;
  /** The P50 across runs, or null with `notApplicable` saying why. */
  value: number | null;
  /** Turnaround only: the P95 next to the P50. */
  second?: number | null;
  notApplicable?: NotApplicableReason;
  /** Shown for information only, not held by the verdict (a latency target on the mean). */
  reportedOnly?: boolean;
}

/** What the scenario contains, which decides whether a figure can apply at all. */
export interface ScenarioShape {
  hasJobWorkloads: boolean;
  hasInference: boolean;
  hasDeadlines: boolean;
  /** Strategies whose spot pools replay a measured trace (for the availability chart). */
  spotTraces?: SpotTraces;
  /** How strategies route the size classes of services planned in tokens, for their cards. */
  routings?: RoutingsByStrategy;
}

export function scenarioShape(scenario: Scenario): ScenarioShape {
  // A stored document that no longer validates may lack its list: read it as empty, not crash.
  const workloads: readonly Scenario['workloads'][number][] = Array.isArray(scenario.workloads)
    ? scenario.workloads
    : [];
  const jobs = workloads.filter((w) => w?.kind === 'training' || w?.kind === 'batch');
  return {
    hasJobWorkloads: jobs.length > 0,
    hasInference: workloads.some((w) => w?.kind === 'inference'),
    hasDeadlines: jobs.some((w) => w.deadlineHours !== undefined),
    spotTraces: spotTracesOf(scenario),
    routings: routingsOf(scenario),
  };
}

function orNot(
  id: MetricId,
  format: MetricFormat,
  value: number | null | undefined,
  reason: NotApplicableReason,
): StrategyMetric {
  return value === null || value === undefined
    ? { id, format, value: null, notApplicable: reason }
    : { id, format, value };
}

/**
 * Whether the share of slow requests is only reported: every service's latency target is on the
 * mean, so the verdict holds the time over the target and not the requests (analysis/targets.ts).
 */
function requestsOnlyReported(summary: StrategySummary): boolean {
  const services = summary.workloads.filter((w) => w.kind === 'inference');
  return services.length > 0 && services.every((w) => (w.latencyTargetPercentile ?? 'mean') === 'mean' && w.llmTargets === undefined);
}

/**
 * The figures of a strategy card, in reading order, straight from the summary (P50 across
 * runs). Nothing is computed here; the scenario's shape only picks the explanation for a dash.
 */
export function strategyMetrics(summary: StrategySummary, shape: ScenarioShape): StrategyMetric[] {
  const noJobs: NotApplicableReason = shape.hasJobWorkloads ? 'noJobsFinished' : 'noJobWorkloads';
  const noRequests: NotApplicableReason = shape.hasInference ? 'noRequestsServed' : 'noInference';
  const turnaround = summary.turnaroundP50H?.p50;
  return [
    orNot('costPerJob', 'money', summary.costPerJob?.p50, noJobs),
    orNot('costPer10kRequests', 'money', summary.costPer10kRequests?.p50, noRequests),
    turnaround === undefined
      ? { id: 'turnaround', format: 'hours', value: null, notApplicable: noJobs }
      : {
          id: 'turnaround',
          format: 'hours',
          value: turnaround,
          second: summary.turnaroundP95H?.p50 ?? null,
        },
    shape.hasDeadlines
      ? { id: 'deadlineMisses', format: 'count', value: summary.deadlineMisses.p50 }
      : { id: 'deadlineMisses', format: 'count', value: null, notApplicable: 'noDeadlines' },
    orNot('unservedShare', 'share', summary.unservedShare?.p50, 'noInference'),
    // Time and requests over the latency target side by side: a few slow minutes at the peak
    // are a small share of the day but a large share of the requests.
    orNot('latencyMissShare', 'share', summary.latencyMissShare?.p50, 'noInference'),
    {
      ...orNot('requestMissShare', 'share', summary.requestMissShare?.p50, shape.hasInference ? 'savedBeforeCounted' : 'noInference'),
      ...(requestsOnlyReported(summary) ? { reportedOnly: true } : {}),
    },
    // Lost work and restart overhead apart, then their sum (each the P50 of its own per-run figure).
    // Work lost to spot interruptions and to preemption by priority apart (a strategy without
    // priorities has the one figure; summaries saved before the split have all loss in the first).
    { id: 'lostGpuHours', format: 'gpuHours', value: (summary.interruptionLostGpuHours ?? summary.lostGpuHours).p50 },
    ...(summary.priorityLostGpuHours ? [{ id: 'priorityLostGpuHours' as const, format: 'gpuHours' as const, value: summary.priorityLostGpuHours.p50 }] : []),
    { id: 'restartGpuHours', format: 'gpuHours', value: summary.restartGpuHours.p50 },
    { id: 'interruptionGpuHours', format: 'gpuHours', value: summary.interruptionGpuHours.p50 },
    orNot('reservedUtilisation', 'share', summary.reservedUtilisation?.p50, 'noReservedPool'),
    orNot('bareMetalUtilisation', 'share', summary.bareMetalUtilisation?.p50, 'noBareMetalPool'),
    { id: 'costIncludingWaiting', format: 'money', value: summary.costIncludingWaiting.p50 },
  ];
}
