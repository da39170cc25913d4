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

/** "Jan 2027" / "2027年1月": month and year in the interface language. */
export function monthLabel(date: Date, locale: string): string {
  let formatter = monthFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short' });
    monthFormats.set(locale, formatter);
  }
  return formatter.format(date);
}
