import { HOURS_PER_WEEK } from '../scenario/primitives';
import { hourOfWeekTest, type HourOfWeekTest } from './hour-of-week-test';

/**
 * Arrivals seen in a job log: the Poisson rate, how it varies by hour of the week (and whether
 * clearly so), the index of dispersion of daily counts, and
 * whether the log is regular enough to be a recurring series (a fixed period such as daily or
 * weekly submissions, with its phase).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
export { HOURS_PER_WEEK };
/** Periods a regular log is snapped to when its typical gap is within SNAP_TOLERANCE of one, in hours. */
const ROUND_PERIODS_HOURS = [1, 2, 3, 4, 6, 8, 12, 24, 48, 72, 168, 336, 672];
const SNAP_TOLERANCE = 0.05;
/** A gap counts as "on period" within this share of the typical gap. */
const ON_PERIOD_TOLERANCE = 0.1;
/** Share of gaps that must be on period for the log to be read as regular. */
export const REGULAR_SHARE = 0.9;
/** Fewest arrivals a period is detected from. */
export const MIN_REGULAR_ARRIVALS = 4;
/** Shortest period a recurring series is given (shorter "periods" are a burst, not a schedule). */
const MIN_PERIOD_MS = 10 * 60_000;

export interface RegularPeriod {
  /** The period, in days (1 = daily, 7 = weekly). */
  everyDays: number;
  /** Share of the gaps within 10 % of the period. */
  onPeriodShare: number;
  /** Wall-clock time of the first arrival (the series' phase). */
  firstWallMs: number;
}

export interface ArrivalFit {
  count: number;
  firstWallMs: number;
  lastWallMs: number;
  /** Days from the first to the last arrival. */
  spanDays: number;
  /** Arrivals a day, the Poisson rate (gaps between first and last, so a regular daily log gives 1). */
  perDay: number;
  /** Arrivals per hour at each hour of the week, Monday 00:00 first (the wall clock of the log). */
  hourOfWeekRate: number[];
  /** Whether that profile is clearly not flat (chi-square at 1 %), null when the log is too short to tell. */
  hourOfWeekTest: HourOfWeekTest | null;
  /** Variance over mean of the counts of whole days (1 for Poisson arrivals), null under 2 days. */
  dispersion: number | null;
  regular: RegularPeriod | null;
}

/** Monday 00:00 = hour 0. 1970-01-01 was a Thursday (hour 72 of its week). */
export const hourOfWeek = (wall: number): number => (((Math.floor(wall / HOUR_MS) + 72) % HOURS_PER_WEEK) + HOURS_PER_WEEK) % HOURS_PER_WEEK;

function median(sorted: Float64Array): number {
  const n = sorted.length;
  return n % 2 ? sorted[n >> 1]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

/** Arrivals in each hour of the week, and how many times the log covered that hour. */
function hourOfWeekCounts(times: Float64Array): { counts: number[]; hours: number[] } {
  const counts = new Array<number>(HOURS_PER_WEEK).fill(0);
  const hours = new Array<number>(HOURS_PER_WEEK).fill(0);
  for (const t of times) counts[hourOfWeek(t)]!++;
  const firstHour = Math.floor(times[0]! / HOUR_MS);
  const lastHour = Math.floor(times.at(-1)! / HOUR_MS);
  // Whole weeks at once, then the remaining hours one by one (a 10-year log is 520 weeks).
  const weeks = Math.floor((lastHour - firstHour + 1) / HOURS_PER_WEEK);
  for (let h = 0; h < HOURS_PER_WEEK; h++) hours[h]! += weeks;
  for (let h = firstHour + weeks * HOURS_PER_WEEK; h <= lastHour; h++) hours[hourOfWeek(h * HOUR_MS)]!++;
  return { counts, hours };
}

function dailyDispersion(times: Float64Array): number | null {
  const firstDay = Math.floor(times[0]! / DAY_MS);
  const lastDay = Math.floor(times.at(-1)! / DAY_MS);
  // The first and last days are partial: only the whole days between them count.
  const days = lastDay - firstDay - 1;
  if (days < 2) return null;
  const counts = new Float64Array(days);
  for (const t of times) {
    const d = Math.floor(t / DAY_MS) - firstDay - 1;
    if (d >= 0 && d < days) counts[d]!++;
  }
  const mean = counts.reduce((a, b) => a + b, 0) / days;
  if (mean === 0) return null;
  const variance = counts.reduce((a, c) => a + (c - mean) ** 2, 0) / (days - 1);
  return variance / mean;
}

function regularPeriod(times: Float64Array): RegularPeriod | null {
  if (times.length < MIN_REGULAR_ARRIVALS) return null;
  const gaps = new Float64Array(times.length - 1);
  for (let i = 1; i < times.length; i++) gaps[i - 1] = times[i]! - times[i - 1]!;
  const typical = median(Float64Array.from(gaps).sort());
  if (typical <= 0) return null;
  const onPeriod = gaps.reduce((n, g) => n + (Math.abs(g - typical) <= ON_PERIOD_TOLERANCE * typical ? 1 : 0), 0) / gaps.length;
  if (onPeriod < REGULAR_SHARE) return null;
  // A few long pauses (tasks of a batch seconds apart, batches a day apart) are not a period.
  const meanGap = (times.at(-1)! - times[0]!) / gaps.length;
  if (Math.abs(meanGap - typical) > ON_PERIOD_TOLERANCE * typical || meanGap < MIN_PERIOD_MS) return null;
  const round = ROUND_PERIODS_HOURS.map((h) => h * HOUR_MS).find((p) => Math.abs(typical - p) <= SNAP_TOLERANCE * p);
  // Otherwise the mean gap, to the minute.
  const period = round ?? Math.round(meanGap / 60_000) * 60_000;
  return { everyDays: period / DAY_MS, onPeriodShare: onPeriod, firstWallMs: times[0]! };
}

/** The arrivals of sorted wall-clock times (at least two). */
export function fitArrivals(sortedWallMs: Float64Array): ArrivalFit {
  const n = sortedWallMs.length;
  const first = sortedWallMs[0]!;
  const last = sortedWallMs[n - 1]!;
  const spanDays = (last - first) / DAY_MS;
  const byHour = hourOfWeekCounts(sortedWallMs);
  return {
    count: n,
    firstWallMs: first,
    lastWallMs: last,
    spanDays,
    perDay: spanDays > 0 ? (n - 1) / spanDays : n,
    hourOfWeekRate: byHour.counts.map((c, h) => (byHour.hours[h]! > 0 ? c / byHour.hours[h]! : 0)),
    hourOfWeekTest: hourOfWeekTest(byHour.counts, byHour.hours),
    dispersion: dailyDispersion(sortedWallMs),
    regular: regularPeriod(sortedWallMs),
  };
}
