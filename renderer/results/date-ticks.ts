/**
 * Where a date axis over the scenario's days puts its ticks: on the first of each month, so a
 * reader can find a month's start (a time scale's own ticks fall on Sundays and skip it);
 * on a short horizon also every week from the start, except weeks that would crowd a first
 * of the month. Pure: the dates are the chart's own day starts.
 */
const DAY_MS = 86_400_000;
/** Up to this many days, weekly ticks fill the gaps between firsts of the month. */
const WEEKLY_UP_TO_DAYS = 70;
/** A weekly tick this close (in days) to a first of the month is left out. */
const CROWDING_DAYS = 3;
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
  const weekly = valid.filter((_d, i) => i % 7 === 0);
  const near = (d: Date) =>
    firsts.some((f) => f !== d && Math.abs(f.getTime() - d.getTime()) < CROWDING_DAYS * DAY_MS);
  const ticks = [...firsts, ...weekly.filter((d) => d.getDate() !== 1 && !near(d))];
  return ticks.sort((a, b) => a.getTime() - b.getTime());
}
