import type { JobHistoryFit } from './analyse-jobs';
import { hourOfWeek, HOURS_PER_WEEK } from './arrival-fit';
import { storedHourOfWeekRate, type ArrivalChoice } from './workload-patch';

const HOUR_MS = 3_600_000;
/** Weeks a recurring series is laid out over to find its average arrivals in each hour of the week. */
const WEEKS_LAID_OUT = 52;

/**
 * Arrivals an hour at each hour of the week (Monday 00:00 first) of what applying would store,
 * to draw over the log's own: flat for Poisson, the log's own (as stored) by hour of the week,
 * the series' slots for a recurring series (laid out from the log's first arrival, on the log's clock).
 */
export function appliedHourOfWeekRate(fit: JobHistoryFit, choice: ArrivalChoice): number[] {
  if (choice === 'hourOfWeek') return storedHourOfWeekRate(fit);
  const regular = fit.arrivals.regular;
  if (choice === 'poisson' || !regular) return new Array<number>(HOURS_PER_WEEK).fill(fit.arrivals.perDay / 24);
  const counts = new Array<number>(HOURS_PER_WEEK).fill(0);
  const period = regular.everyDays * 24 * HOUR_MS;
  const end = regular.firstWallMs + WEEKS_LAID_OUT * HOURS_PER_WEEK * HOUR_MS;
  for (let t = regular.firstWallMs; t < end; t += period) counts[hourOfWeek(t)]!++;
  return counts.map((c) => c / WEEKS_LAID_OUT);
}
