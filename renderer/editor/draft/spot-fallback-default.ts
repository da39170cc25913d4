import { getIn, setIn } from './json-path';

/** Interruptions after which a job without a deadline leaves spot, when nothing else is set. */
export const DEFAULT_LEAVE_SPOT_AFTER = 3;

/**
 * A placement that just got a spot pool, with a fallback that works: left without one, "spot
 * then on-demand" never moves a job off spot. A job with a deadline watches the clock (the
 * Greedy policy); one without leaves spot after a few interruptions. Anything the planner
 * already set is kept, and placements of services and machines are not touched.
 */
export function withWorkingSpotFallback<T>(
  doc: T,
  strategyIndex: number,
  placementIndex: number,
): T {
  const base = ['strategies', strategyIndex, 'placements', placementIndex] as const;
  const workloadId = getIn(doc, [...base, 'workloadId']);
  const workloads = getIn(doc, ['workloads']);
  const workload = Array.isArray(workloads)
    ? (workloads as unknown[]).find(
        (w): w is Record<string, unknown> =>
          typeof w === 'object' && w !== null && (w as Record<string, unknown>).id === workloadId,
      )
    : undefined;
  if (!workload || (workload.kind !== 'training' && workload.kind !== 'batch')) return doc;
  const fallback = getIn(doc, [...base, 'spotFallback']);
  const current = typeof fallback === 'object' && fallback !== null ? fallback : {};
  if ('afterPreemptions' in current || 'deadlinePolicy' in current) return doc;
  const next =
    typeof workload.deadlineHours === 'number'
      ? { ...current, deadlinePolicy: 'greedy' }
      : { ...current, afterPreemptions: DEFAULT_LEAVE_SPOT_AFTER };
  return setIn(doc, [...base, 'spotFallback'], next);
}
