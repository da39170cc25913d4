import { isolateText } from '@shared/scenario/isolate-text';
import type { TrafficAnalysis } from './analyse-traffic';
import type { ImportedCurves } from './build-curves';
import { DAYS_PER_MONTH } from './growth-fit';
import type { TrafficImport } from './import-traffic';
import { REJECT_REASON_ENGLISH } from './rejections';
import type { ImportedReplay } from './replay-series';
import type { SlotStatistic } from './statistics';
import { formatWallTime } from './timestamp';
import { englishCount } from '../scenario/english-count';

const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)} %`;
const num = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toPrecision(3));
const day = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);

const SOURCE_NAMES: Readonly<Record<TrafficAnalysis['source'], string>> = {
  csvHistory: 'CSV rate history',
  prometheus: 'Prometheus range query',
  cloudwatch: 'CloudWatch metric export',
  requestLog: 'request log',
};

function slotList(filled: boolean[], slotsPerDay: number): string {
  const minutes = 1440 / slotsPerDay;
  const hhmm = (i: number) => `${String(Math.floor((i * minutes) / 60)).padStart(2, '0')}:${String((i * minutes) % 60).padStart(2, '0')}`;
  const ranges: string[] = [];
  for (let i = 0; i < filled.length; i++) {
    if (!filled[i]) continue;
    let j = i;
    while (j + 1 < filled.length && filled[j + 1]) j++;
    ranges.push(`${hhmm(i)}–${j + 1 === slotsPerDay ? '24:00' : hhmm(j + 1)}`);
    i = j;
  }
  return ranges.join(', ');
}

/** The preview the command line prints: what was read, the curves, the fit, burstiness, the size mix, rejected rows. */
export function englishTrafficPreview(result: TrafficImport, curves: ImportedCurves, statistic: SlotStatistic): string {
  const a = result.analysis;
  const out: string[] = [];
  const first = formatWallTime(a.firstUtcMs, 0);
  const last = formatWallTime(a.lastUtcMs, 0);
  out.push(`Read a ${SOURCE_NAMES[a.source]}: ${a.source === 'requestLog' ? englishCount(a.samples, 'request', 'requests', a.samples.toLocaleString('en-US')) : englishCount(a.samples, 'sample', 'samples', a.samples.toLocaleString('en-US'))}${result.series > 1 ? ` (${result.series} series summed)` : ''}, ${first} to ${last}, ${englishCount(a.days, 'local day')}.`);
  const t = a.timeline;
  if (a.source !== 'requestLog') out.push(`Usual interval ${t.intervalSeconds} s; ${englishCount(t.gaps, 'gap')}${t.gaps > 0 ? `, the longest ${num(t.longestGapSeconds / 3600)} h from ${formatWallTime(t.longestGapAt!, 0)}` : ''}; ${englishCount(t.duplicateRows, 'duplicate timestamp')} averaged; ${englishCount(t.unsortedRows, 'row')} out of order (sorted).`);
  else if (t.unsortedRows > 0) out.push(`${englishCount(t.unsortedRows, 'row')} out of order (sorted).`);
  if (a.daylightSavingDays.length > 0) out.push(`Daylight-saving change on ${a.daylightSavingDays.map(day).join(', ')}: slots follow the wall clock (the day has 23 or 25 hours).`);
  const weekdayCount = curves.filledWeekday.filter(Boolean).length;
  const weekendCount = curves.filledWeekend.filter(Boolean).length;
  const all = a.slotsPerDay;
  out.push(`Weekday curve (${statistic}, requests/s, ${all} points): ${weekdayCount === all ? 'every slot from the data' : weekdayCount === 0 ? 'no slot in the data (kept)' : `filled ${slotList(curves.filledWeekday, all)}; the other slots keep the current curve`}`);
  out.push(`  ${curves.weekday.map(num).join(' ')}`);
  if (curves.weekend) {
    out.push(`Weekend curve: ${weekendCount === all ? 'every slot from the data' : weekendCount === 0 ? 'no weekend in the data (kept)' : `filled ${slotList(curves.filledWeekend, all)}; the other slots keep the current curve`}`);
    out.push(`  ${curves.weekend.map(num).join(' ')}`);
  } else out.push('Weekend: no weekend in the data; weekends keep following weekdays.');
  const g = a.growth;
  if (g.ok) out.push(`Growth: ${pct(g.perMonth)} a month ± ${pct(g.standardError)} (standard error; 95 %: ${pct(g.perMonth - 1.96 * g.standardError)} to ${pct(g.perMonth + 1.96 * g.standardError)}), log-linear fit on ${g.days} daily means; curve levels are those of the last day (${DAYS_PER_MONTH} days a month).`);
  else out.push(`Growth: not fitted: the data has ${englishCount(g.days, 'whole day')}, a fit needs ${g.needed}.`);
  if (a.mape !== null) out.push(`Fit error (MAPE of the mean curves${g.ok ? ' with growth' : ''} against each slot of each day): ${pct(a.mape)}.`);
  const b = a.burstiness;
  if (b) {
    out.push(`Burstiness over ${num(b.seconds / 60)} min: index of dispersion ${b.dispersion.toFixed(2)} (Poisson 1); mean ${num(b.meanPerSecond)} requests/s, busiest second ${b.peakPerSecond} (${num(b.peakPerSecond / b.meanPerSecond)}× the mean; Poisson would give about ${b.poissonPeak})${b.peakPerSecond > b.poissonPeak * 1.2 || b.dispersion > 1.5 ? ': Poisson understates the peaks' : ''}.`);
  } else if (a.source !== 'requestLog') out.push(`Peak ${num(a.peakRate)} against mean ${num(a.meanRate)} requests/s per slot; per-second burstiness needs a request log.`);
  if (a.promptTokens && a.outputTokens) {
    const s = (x: typeof a.promptTokens) => `mean ${num(x.mean)}, P50 ${num(x.p50)}, P95 ${num(x.p95)}, P99 ${num(x.p99)}`;
    out.push(`Size mix (shown only; --import-requests stores size classes for a workload planned in tokens): prompt tokens ${s(a.promptTokens)}; output tokens ${s(a.outputTokens)}.`);
  }
  if (result.rejectedCount > 0) {
    out.push(`Rejected ${result.rejectedCount} row(s)${result.rejectedCount > result.rejected.length ? ` (the first ${result.rejected.length} listed)` : ''}:`);
    for (const r of result.rejected.slice(0, 50)) out.push(`  line ${r.line}: ${REJECT_REASON_ENGLISH[r.reason]}: ${isolateText(r.text)}`);
  }
  return `${out.join('\n')}\n`;
}

/** What a replay import writes, in a sentence (the command line's preview). */
export function englishReplayPreview(r: ImportedReplay): string {
  const { replay } = r;
  const after = replay.afterEnd === 'repeat' ? 'then repeated in whole weeks' : 'then the curves, with growth';
  return (
    `Replay: ${englishCount(r.days, 'day', 'days', num(r.days))} of history from ${day(r.firstDay)}, placed on scenario day ${replay.startDay} (same weekday), ` +
    `${replay.rates.length} points of ${replay.stepMinutes} min (mean per step), ${r.filledPoints} without data filled with the curve's value for their slot; ` +
    `${after}. Growth does not apply to replayed points.\n`
  );
}
