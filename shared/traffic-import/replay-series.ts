import { MAX_REPLAY_POINTS, MIN_REPEAT_DAYS, REPLAY_STEP_MINUTES, type ReplayAfterEnd, type ReplayStepMinutes, type TrafficReplay } from '@shared/scenario';
import { isWeekend, weekdayOf, type Bucket } from './slot-buckets';

/** The history at the step a replay keeps, from its first local midnight to its last point. */
export interface ReplaySeries {
  stepMinutes: ReplayStepMinutes;
  /** Local day (days since 1970-01-01 on the file's wall clock) of the first point. */
  firstDay: number;
  /** Mean requests/s per step; NaN where the history has no data (before it starts, a gap, after it ends). */
  rates: Float64Array;
}

/**
 * The finest step a replay can keep: no finer than the history's own interval (finer steps would
 * only repeat its samples) and coarse enough that the span fits MAX_REPLAY_POINTS.
 */
export function replayStepFor(intervalSeconds: number, spanDays: number): ReplayStepMinutes {
  const fits = REPLAY_STEP_MINUTES.filter((m) => Math.ceil(spanDays + 1) * (1440 / m) <= MAX_REPLAY_POINTS);
  return fits.find((m) => m * 60 >= intervalSeconds) ?? fits[fits.length - 1] ?? 60;
}

/** The replay series from buckets made at its step (1440 / stepMinutes slots a day). */
export function replaySeriesOf(buckets: Bucket[], stepMinutes: ReplayStepMinutes): ReplaySeries | null {
  if (buckets.length === 0) return null;
  const perDay = 1440 / stepMinutes;
  const firstDay = buckets[0]!.day;
  const last = buckets[buckets.length - 1]!;
  // From the first day's midnight (so days line up) to the last point with data.
  const rates = new Float64Array(Math.min(MAX_REPLAY_POINTS, (last.day - firstDay) * perDay + last.slot + 1)).fill(Number.NaN);
  for (const b of buckets) {
    const k = (b.day - firstDay) * perDay + b.slot;
    if (k < rates.length) rates[k] = b.rate;
  }
  return { stepMinutes, firstDay, rates };
}

export interface CurvesForGaps {
  weekday: readonly number[];
  weekend?: readonly number[] | undefined;
}

export interface ImportedReplay {
  replay: TrafficReplay;
  /** Points without data, filled with the curve's value for their slot. */
  filledPoints: number;
  days: number;
  /** The history's first local day (days since 1970-01-01). */
  firstDay: number;
}

/** Rates are kept to 4 significant digits, as the curves are. */
const round = (rate: number): number => (rate === 0 ? 0 : Number(rate.toPrecision(4)));

/** Whether a series is long enough to be repeated (a whole week). */
export const canRepeat = (series: ReplaySeries): boolean => (series.rates.length * series.stepMinutes) / 1440 >= MIN_REPEAT_DAYS;

/**
 * The replay the import writes: the series with each point lacking data filled with the value
 * the curves give that slot (weekend curve on weekends), starting on the first scenario day of
 * the history's first weekday (days before it follow the curves), so Mondays replay on Mondays.
 */
export function buildImportedReplay(
  series: ReplaySeries,
  curves: CurvesForGaps,
  afterEnd: ReplayAfterEnd,
  scenarioStartDate: string,
  source?: string,
): ImportedReplay {
  const [y, m, d] = scenarioStartDate.split('-').map(Number) as [number, number, number];
  const scenarioStartWeekday = weekdayOf(Math.round(Date.UTC(y, m - 1, d) / 86_400_000));
  const perDay = 1440 / series.stepMinutes;
  let filledPoints = 0;
  const rates = Array.from(series.rates, (rate, k) => {
    if (!Number.isNaN(rate)) return round(rate);
    filledPoints++;
    const day = series.firstDay + Math.floor(k / perDay);
    const curve = curves.weekend !== undefined && isWeekend(day) ? curves.weekend : curves.weekday;
    return curve[Math.floor(((k % perDay) * curve.length) / perDay)] ?? 0;
  });
  const replay: TrafficReplay = {
    stepMinutes: series.stepMinutes,
    startDay: (weekdayOf(series.firstDay) - scenarioStartWeekday + 7) % 7,
    rates,
    afterEnd,
    ...(source !== undefined && source !== '' ? { source: source.slice(0, 200) } : {}),
  };
  return { replay, filledPoints, days: (rates.length * series.stepMinutes) / 1440, firstDay: series.firstDay };
}
