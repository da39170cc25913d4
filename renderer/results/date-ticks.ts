/**
 * Where a date axis over the scenario's days puts its ticks: on the first of each month, so a
 * reader can find a month's start (a time scale's own ticks fall on Sundays and skip it);
 * on a short horizon also on the 8th, 15th and 22nd between them, and on the start date.
 * Weeks counted within the month (rather than from the start) keep every first of the month
 * at least a week from the tick before it: the chart hides a label that would overlap the one
 * before it, and a week from the start could fall two days before a first and hide it.
 * Pure: the dates are the chart's own day starts.
 */
const DAY_MS = 86_400_000;
/** Up to this many days, weekly ticks fill the gaps between firsts of the month. */
const WEEKLY_UP_TO_DAYS = 70;
/** The days of the month that carry the weekly ticks between firsts. */
const WEEK_DAYS = new Set([8, 15, 22]);
/** A tick this close (in days) after the start tick is left out; the start gives way to a first. */
const CROWDING_DAYS = 5;
/** At most about this many month ticks; longer horizons tick every second or third month. */
const MAX_MONTH_TICKS = 12;

export function dateAxisTicks(dates: readonly Date[]): Date[] {
  const valid = dates.filter((d) => Number.isFinite(d.getTime()));
  const first = valid[0];
  const last = valid[valid.length - 1];
  if (!first || !last) return [];
  const firsts = valid.filter((d) => d.getDate() === 1);
  const spanDays = Math.round((last.getTime() - first.getTime()) / DAY_MS);
  if (spanDays > WEEKLY_UP_TO_DAYS) {
    const every = Math.max(1, Math.ceil(firsts.length / MAX_MONTH_TICKS));
    const months = firsts.filter((d) => (d.getFullYear() * 12 + d.getMonth()) % every === 0);
    // Without a first of the month inside (a horizon inside one month), the start anchors it.
    return months.length > 0 ? months : [first];
  }
  const nearStart = (d: Date) => d.getTime() - first.getTime() < CROWDING_DAYS * DAY_MS;
  const weeks = valid.filter((d) => WEEK_DAYS.has(d.getDate()) && !nearStart(d));
  // The start is a tick unless a first of the month follows within a few days.
  const start = firsts.some((d) => d !== first && nearStart(d)) ? [] : [first];
  const ticks = [...new Set([...start, ...firsts, ...weeks])];
  return ticks.sort((a, b) => a.getTime() - b.getTime());
}

/**
 * How a tick is labelled: the start and the first of each month in full, the weeks between
 * by their day alone ("22", "22日"), short enough that they never hide a first.
 */
export function dateTickLabelKind(date: Date, start: Date | undefined): 'full' | 'day' {
  if (date.getDate() === 1) return 'full';
  if (start && date.getTime() === start.getTime()) return 'full';
  return 'day';
}
