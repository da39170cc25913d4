import { addDays, addMonths, differenceInCalendarDays, format, getDay } from 'date-fns';

/**
 * Simulation time is whole seconds from local midnight of the scenario's start date, with
 * days of exactly 86,400 s (the scenario's time zone only says which clock the curves and
 * working hours are read in; daylight-saving shifts are not modelled). Calendar months and
 * weekdays come from the start date via date-fns, so month boundaries are real calendar
 * boundaries ("2026-02" has 28 days).
 */
export const DAY_S = 86_400;
export const HOUR_S = 3_600;

export interface Calendar {
  startDate: string;
  days: number;
  horizonS: number;
  /** Weekday (0 = Sunday) of each day. */
  weekday: Uint8Array;
  /** Index into monthKeys of each day. */
  monthOfDay: Int32Array;
  /** "YYYY-MM" of each calendar month touched by the horizon, in order. */
  monthKeys: string[];
  /** First day (index) of each calendar month in monthKeys (the first may be 0 mid-month). */
  monthStartDay: number[];
  /** Whole months elapsed since the start date (anniversaries: Jan 20 -> Feb 20 is 1) for each day. */
  monthsElapsed: Int32Array;
}

/** Local midnight of an ISO date (YYYY-MM-DD), built from its parts so the host zone does not matter. */
export function dateOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function buildCalendar(startDate: string, horizonDays: number): Calendar {
  const start = dateOf(startDate);
  const days = horizonDays;
  const weekday = new Uint8Array(days);
  const first = getDay(start);
  for (let d = 0; d < days; d++) weekday[d] = (first + d) % 7;

  const monthKeys: string[] = [];
  const monthStartDay: number[] = [];
  const monthOfDay = new Int32Array(days);
  let cursor = new Date(start.getFullYear(), start.getMonth(), 1);
  for (;;) {
    const startDay = Math.max(0, differenceInCalendarDays(cursor, start));
    if (startDay >= days) break;
    monthKeys.push(format(cursor, 'yyyy-MM'));
    monthStartDay.push(startDay);
    cursor = addMonths(cursor, 1);
  }
  for (let m = 0; m < monthKeys.length; m++) {
    const from = monthStartDay[m]!;
    const to = m + 1 < monthKeys.length ? monthStartDay[m + 1]! : days;
    monthOfDay.fill(m, from, to);
  }

  const monthsElapsed = new Int32Array(days);
  let k = 0;
  let nextAnniversary = differenceInCalendarDays(addMonths(start, 1), start);
  for (let d = 0; d < days; d++) {
    while (d >= nextAnniversary) {
      k++;
      nextAnniversary = differenceInCalendarDays(addMonths(start, k + 1), start);
    }
    monthsElapsed[d] = k;
  }
  return { startDate, days, horizonS: days * DAY_S, weekday, monthOfDay, monthKeys, monthStartDay, monthsElapsed };
}

/**
 * Whole months elapsed since day `fromDay` (anniversaries of that date) for each day, 0 before
 * it: inference growth compounds from the workload's own start, not the scenario's.
 */
export function monthsElapsedSince(startDate: string, days: number, fromDay: number): Int32Array {
  const first = Math.max(0, Math.floor(fromDay));
  const from = addDays(dateOf(startDate), first);
  const out = new Int32Array(days);
  let k = 0;
  let next = first + differenceInCalendarDays(addMonths(from, 1), from);
  for (let d = first; d < days; d++) {
    while (d >= next) {
      k++;
      next = first + differenceInCalendarDays(addMonths(from, k + 1), from);
    }
    out[d] = k;
  }
  return out;
}

/**
 * Seconds from time zero to `months` calendar months after day `fromDay` (whole day) of
 * the calendar, e.g. a 12-month term starting on day 10.
 */
export function addMonthsSeconds(startDate: string, fromDay: number, months: number): number {
  const from = addDays(dateOf(startDate), fromDay);
  const to = addMonths(from, months);
  return (fromDay + differenceInCalendarDays(to, from)) * DAY_S;
}

/** "YYYY-MM" of a day index (days may lie beyond the horizon). */
export function monthKeyOfDay(startDate: string, day: number): string {
  return format(addDays(dateOf(startDate), day), 'yyyy-MM');
}

export function isWeekend(weekday: number): boolean {
  return weekday === 0 || weekday === 6;
}

/** Sorted, merged [start, end) second intervals clipped to [0, horizonS). */
export type Intervals = number[];

export function activeIntervals(
  phaseIds: readonly string[],
  phases: readonly { id: string; startDay: number; endDay: number }[],
  horizonS: number,
): Intervals {
  if (phaseIds.length === 0) return [0, horizonS];
  const raw: [number, number][] = [];
  for (const id of phaseIds) {
    const p = phases.find((x) => x.id === id);
    if (!p) continue;
    const a = Math.max(0, Math.round(p.startDay * DAY_S));
    const b = Math.min(horizonS, Math.round(p.endDay * DAY_S));
    if (b > a) raw.push([a, b]);
  }
  raw.sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  for (const [a, b] of raw) {
    const n = out.length;
    if (n > 0 && a <= out[n - 1]!) out[n - 1] = Math.max(out[n - 1]!, b);
    else out.push(a, b);
  }
  return out;
}

/** Whether t lies in one of the intervals. */
export function isActive(intervals: Intervals, t: number): boolean {
  for (let i = 0; i < intervals.length; i += 2) {
    if (t < intervals[i]!) return false;
    if (t < intervals[i + 1]!) return true;
  }
  return false;
}

/** The first active second at or after t, or Infinity. */
export function nextActive(intervals: Intervals, t: number): number {
  for (let i = 0; i < intervals.length; i += 2) {
    if (t < intervals[i + 1]!) return Math.max(t, intervals[i]!);
  }
  return Infinity;
}

/** The end of the active interval holding t (t must be active), or t when none does. */
export function activeEnd(intervals: Intervals, t: number): number {
  for (let i = 0; i < intervals.length; i += 2) {
    if (t < intervals[i]!) return t;
    if (t < intervals[i + 1]!) return intervals[i + 1]!;
  }
  return t;
}

/** Adds weight per second over [a, b) into day buckets (b beyond the horizon lands on the last day). */
export function addToDays(buckets: Float64Array, a: number, b: number, weight: number): void {
  if (b <= a || weight === 0) return;
  const last = buckets.length - 1;
  let day = Math.floor(a / DAY_S);
  if (day > last) {
    buckets[last]! += (b - a) * weight;
    return;
  }
  let t = a;
  while (t < b) {
    if (day >= last) {
      buckets[last]! += (b - t) * weight;
      return;
    }
    const end = Math.min(b, (day + 1) * DAY_S);
    buckets[day]! += (end - t) * weight;
    t = end;
    day++;
  }
}
