import type { GrowthStart } from '../app';
import { useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf } from '../draft/draft-document';

/** Average days in a calendar month, for the whole months left in the horizon. */
const DAYS_PER_MONTH = 365.25 / 12;

/**
 * From when an inference workload's growth counts, as the simulator reads it: the day the
 * planner named, else the workload's own start (its earliest phase's first day, day 0 without
 * phases); and how many whole months of the horizon follow it.
 */
export function useGrowthStart(
  index: number,
  growthFromDay: unknown,
): GrowthStart & { ownStartDay: number } {
  const phases = useDraftValue(['phases']);
  const phaseIds = useDraftValue(['workloads', index, 'phaseIds']);
  const horizon = finiteNumber(useDraftValue(['horizonDays'])) ?? 0;
  const ids = Array.isArray(phaseIds) ? phaseIds.map(String) : [];
  const starts = listOf(Array.isArray(phases) ? (phases as unknown[]) : [])
    .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
    .filter((p) => ids.includes(String(p.id)))
    .map((p) => finiteNumber(p.startDay))
    .filter((d): d is number => d !== undefined);
  const ownStartDay = starts.length === 0 ? 0 : Math.floor(Math.min(...starts));
  const named = finiteNumber(growthFromDay);
  const day = named ?? ownStartDay;
  const monthsLeft = Math.floor(Math.max(0, horizon - day) / DAYS_PER_MONTH);
  return { day, named: named !== undefined, monthsLeft, ownStartDay };
}
