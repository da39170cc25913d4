import { burstinessOf, type Burstiness } from './burstiness';
import { TrafficFileError } from './errors';
import { fitGrowth, type GrowthFit } from './growth-fit';
import { cleanHistory, type TimelineReport } from './history-cleaning';
import { MAX_SPAN_DAYS } from './limits';
import { sortedOrder } from './sample-buffer';
import { historyBuckets, isWeekend, logBuckets, type Bucket } from './slot-buckets';
import { replaySeriesOf, replayStepFor, type ReplaySeries } from './replay-series';
import { mean, spreadOf, type Spread } from './statistics';
import { tokenPairsOf, type TokenPairs } from './token-pairs';
import type { ParsedTraffic, TrafficSource } from './traffic-file-parser';

export type ValueMeaning = 'rate' | 'count';

export interface TrafficAnalysisOptions {
  /** The scenario's curve resolution: 24, 48, 96 or 288. */
  slotsPerDay: number;
  /** A history's values: requests per second, or requests counted per interval. */
  valueMeaning: ValueMeaning;
}

/** Everything the preview shows and the curves are built from; the samples themselves are dropped. */
export interface TrafficAnalysis {
  source: TrafficSource;
  slotsPerDay: number;
  samples: number;
  firstUtcMs: number;
  lastUtcMs: number;
  /** Local days with data, and those with a daylight-saving change (the offset moved within the day). */
  days: number;
  daylightSavingDays: number[];
  timeline: TimelineReport;
  /** Each slot's rates across days (levels brought to the last day when growth was fitted). */
  weekdaySlots: number[][];
  weekendSlots: number[][];
  growth: GrowthFit;
  /** Per local day: its mean rate (for the fit chart). */
  dailyMeans: { day: number; mean: number; weekend: boolean }[];
  /** Mean absolute percentage error of the mean curves (with the growth fit) against each slot of each day; null when no slot has two days. */
  mape: number | null;
  /** Request logs only. */
  burstiness: Burstiness | null;
  promptTokens: Spread | null;
  outputTokens: Spread | null;
  /** Request logs only: the requests' token counts (or an even sample of a very long log), for the size classes. */
  tokenPairs: TokenPairs | null;
  /** The history itself at a replay step (for "replay as is"); null when it has no data. */
  replay: ReplaySeries | null;
  /** Largest and mean rate of the data (requests/s). */
  peakRate: number;
  meanRate: number;
}

const DAY_MS = 86_400_000;

function logTimeline(utcMs: Float64Array): { order: Uint32Array; report: TimelineReport } {
  const { order, unsortedRows } = sortedOrder(utcMs);
  return {
    order,
    report: { unsortedRows, duplicateRows: 0, intervalSeconds: 0, gaps: 0, longestGapSeconds: 0, longestGapAt: null },
  };
}

const pick = (column: Float64Array, order: Uint32Array): Float64Array => Float64Array.from(order, (i) => column[i]!);

/**
 * The analysis of a parsed traffic file at the scenario's resolution: per-slot rates across
 * days, the growth fit, its error, burstiness and the size mix. Throws TrafficFileError when
 * the data spans more than MAX_SPAN_DAYS.
 */
export function analyseTraffic(parsed: ParsedTraffic, options: TrafficAnalysisOptions): TrafficAnalysis {
  const { samples } = parsed;
  const isLog = parsed.source === 'requestLog';
  /** Buckets at any resolution: the curves' slots, and the replay's steps. */
  let bucketsAt: (slotsPerDay: number) => Bucket[];
  let timeline: TimelineReport;
  let utcMs: Float64Array;
  let offsets: Float64Array;
  let burstiness: Burstiness | null = null;
  let promptTokens: Spread | null = null;
  let outputTokens: Spread | null = null;
  let tokenPairs: TokenPairs | null = null;
  if (isLog) {
    const sorted = logTimeline(samples.utcMs.values());
    timeline = sorted.report;
    utcMs = pick(samples.utcMs.values(), sorted.order);
    offsets = pick(samples.offsetMinutes.values(), sorted.order);
    checkSpan(utcMs);
    bucketsAt = (slots) => logBuckets(utcMs, offsets, slots);
    burstiness = burstinessOf(utcMs);
    promptTokens = spreadOf(samples.a.values());
    outputTokens = spreadOf(samples.b.values());
    tokenPairs = tokenPairsOf(samples.a.values(), samples.b.values());
  } else {
    const clean = cleanHistory(samples.utcMs.values(), samples.offsetMinutes.values(), samples.a.values());
    timeline = clean.report;
    utcMs = clean.utcMs;
    offsets = clean.offsets;
    checkSpan(utcMs);
    const intervalMs = timeline.intervalSeconds * 1000;
    const rates = options.valueMeaning === 'count' ? clean.values.map((v) => v / timeline.intervalSeconds) : clean.values;
    bucketsAt = (slots) => historyBuckets(utcMs, offsets, rates, intervalMs, slots);
  }
  const buckets = bucketsAt(options.slotsPerDay);
  const replayStep = replayStepFor(timeline.intervalSeconds, (utcMs[utcMs.length - 1]! - utcMs[0]!) / DAY_MS);
  const replay = replaySeriesOf(bucketsAt(1440 / replayStep), replayStep);

  const dailyMeans = dailyMeansOf(buckets, options.slotsPerDay);
  const growth = fitGrowth(dailyMeans);
  const lastDay = buckets.length > 0 ? buckets[buckets.length - 1]!.day : 0;
  const toLastDay = (b: Bucket) => (growth.ok ? b.rate * Math.exp(growth.perDayLog * (lastDay - b.day)) : b.rate);
  const weekdaySlots = Array.from({ length: options.slotsPerDay }, () => [] as number[]);
  const weekendSlots = Array.from({ length: options.slotsPerDay }, () => [] as number[]);
  for (const b of buckets) (isWeekend(b.day) ? weekendSlots : weekdaySlots)[b.slot]!.push(toLastDay(b));

  const rates = buckets.map((b) => b.rate);
  return {
    source: parsed.source,
    slotsPerDay: options.slotsPerDay,
    samples: samples.length,
    firstUtcMs: utcMs[0]!,
    lastUtcMs: utcMs[utcMs.length - 1]!,
    days: new Set(buckets.map((b) => b.day)).size,
    daylightSavingDays: daylightSavingDays(utcMs, offsets),
    timeline,
    weekdaySlots,
    weekendSlots,
    growth,
    dailyMeans,
    mape: mapeOf(buckets, weekdaySlots, weekendSlots, growth, lastDay),
    burstiness,
    promptTokens,
    outputTokens,
    tokenPairs,
    replay,
    peakRate: rates.reduce((m, r) => Math.max(m, r), 0),
    meanRate: mean(rates),
  };
}

function checkSpan(utcMs: Float64Array): void {
  const days = (utcMs[utcMs.length - 1]! - utcMs[0]!) / DAY_MS;
  if (days > MAX_SPAN_DAYS)
    throw new TrafficFileError('spanTooLong', null, `the data spans ${Math.round(days)} days; at most ${MAX_SPAN_DAYS} are read`, {
      code: 'spanTooLong',
      values: { days: Math.round(days).toLocaleString('en-US'), limit: String(MAX_SPAN_DAYS) },
    });
}

/** Daily means of the days that have at least half their slots (a part day would bias the fit). */
function dailyMeansOf(buckets: Bucket[], slotsPerDay: number): TrafficAnalysis['dailyMeans'] {
  const byDay = new Map<number, number[]>();
  for (const b of buckets) {
    const list = byDay.get(b.day);
    if (list) list.push(b.rate);
    else byDay.set(b.day, [b.rate]);
  }
  return [...byDay.entries()]
    .filter(([, rates]) => rates.length >= slotsPerDay / 2)
    .map(([day, rates]) => ({ day, mean: mean(rates), weekend: isWeekend(day) }));
}

/** Local days on which the wall clock's offset changed (a daylight-saving day: 23 or 25 hours). */
function daylightSavingDays(utcMs: Float64Array, offsets: Float64Array): number[] {
  const days: number[] = [];
  for (let i = 1; i < utcMs.length; i++) {
    if (offsets[i] === offsets[i - 1]) continue;
    const day = Math.floor((utcMs[i]! + offsets[i]! * 60_000) / DAY_MS);
    if (days[days.length - 1] !== day) days.push(day);
  }
  return days;
}

function mapeOf(
  buckets: Bucket[],
  weekdaySlots: number[][],
  weekendSlots: number[][],
  growth: GrowthFit,
  lastDay: number,
): number | null {
  // With one day per slot the curve is the data: an error of 0 would say nothing.
  if (![...weekdaySlots, ...weekendSlots].some((v) => v.length > 1)) return null;
  const weekdayMean = weekdaySlots.map((v) => mean(v));
  const weekendMean = weekendSlots.map((v) => mean(v));
  let sum = 0;
  let n = 0;
  for (const b of buckets) {
    if (b.rate <= 0) continue;
    const level = (isWeekend(b.day) ? weekendMean : weekdayMean)[b.slot]!;
    const modelled = growth.ok ? level * Math.exp(growth.perDayLog * (b.day - lastDay)) : level;
    sum += Math.abs(modelled - b.rate) / b.rate;
    n++;
  }
  return n === 0 ? null : sum / n;
}
