/**
 * Tick marks for a timeline across the scenario's horizon: the first day of every month (or
 * every few months on long horizons), as scenario days, so at most about eight labels show.
 */
import { addMonths, differenceInCalendarDays, startOfMonth } from 'date-fns';

export interface MonthTick {
  day: number;
  date: Date;
}

export function monthTicks(start: Date, horizonDays: number, maxTicks = 8): MonthTick[] {
  if (!(horizonDays > 0)) return [];
  const totalMonths = Math.ceil(horizonDays / 30.4) + 1;
  const step = Math.max(1, Math.ceil(totalMonths / maxTicks));
  const ticks: MonthTick[] = [];
  for (
    let month = startOfMonth(start), i = 0;
    i < totalMonths + step;
    i += step, month = addMonths(month, step)
  ) {
    const day = differenceInCalendarDays(month, start);
    if (day < 0) continue;
    if (day > horizonDays) break;
    ticks.push({ day, date: month });
  }
  return ticks;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "Jan 2027" / "2027年1月", or without the year "Mar" / "3月", in the interface language. */
export function monthLabel(date: Date, locale: string, withYear = true): string {
  const key = `${locale}|${withYear ? 'year' : 'month'}`;
  let formatter = monthFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locale,
      withYear ? { year: 'numeric', month: 'short' } : { month: 'short' },
    );
    monthFormats.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * Whether a tick's label names its year: the first one and each one in a new year do, the
 * others give the month alone, so the labels stay short enough to sit side by side.
 */
export function tickShowsYear(ticks: readonly MonthTick[], index: number): boolean {
  const previous = ticks[index - 1];
  const tick = ticks[index];
  return !previous || !tick || previous.date.getFullYear() !== tick.date.getFullYear();
}
