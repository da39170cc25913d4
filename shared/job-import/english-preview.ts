import { isolateText } from '@shared/scenario/isolate-text';
import type { JobHistoryFit } from './analyse-jobs';
import { HOURS_PER_WEEK } from './arrival-fit';
import { MIN_HOUR_OF_WEEK_ARRIVALS } from './hour-of-week-test';
import type { FittedJobGroup, JobImport } from './import-jobs';
import { JOB_REJECT_REASON_ENGLISH } from './job-rejections';
import type { SizeChoice } from './size-fit';
import { englishCount } from '../scenario/english-count';
import type { GpuCountShare } from '../scenario/gpu-mix-schema';
import { storedGpuMix } from './workload-patch';

const n = (x: number, digits = 2): string => x.toLocaleString('en-US', { maximumFractionDigits: digits });
const pct = (x: number): string => `${n(x * 100, 1)} %`;
const day = (wallMs: number): string => new Date(wallMs).toISOString().slice(0, 16).replace('T', ' ');
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Rejected rows printed; the rest are counted. */
const REJECTED_PRINTED = 20;

// A workload name from the log is isolated: a U+202E in it would turn the job counts after it around.
export const groupLabel = (g: FittedJobGroup): string => (g.index === null ? 'all rows' : `"${isolateText(g.name || '(empty)')}"`);

/** A period in words: "1 day", "7 days", "6 h". */
export function periodEnglish(everyDays: number): string {
  return everyDays >= 1 ? `${n(everyDays, 3)} day${everyDays === 1 ? '' : 's'}` : `${n(everyDays * 24, 2)} h`;
}

function arrivalLines(fit: JobHistoryFit): string[] {
  const a = fit.arrivals;
  const what = fit.kind === 'batch' ? ['batch', 'batches'] as const : ['job', 'jobs'] as const;
  const lines = [
    `Arrivals: ${englishCount(a.count, what[0], what[1], n(a.count, 0))} from ${day(a.firstWallMs)} to ${day(a.lastWallMs)} (${englishCount(a.spanDays, 'day', 'days', n(a.spanDays, 1))}): ${n(a.perDay, 3)} a day (Poisson rate).`,
    a.dispersion === null ? '  Dispersion of daily counts: needs 2 whole days.' : `  Dispersion of daily counts: ${n(a.dispersion)} (Poisson: 1).`,
  ];
  const byDay = DAYS.map((d, i) => {
    const hours = a.hourOfWeekRate.slice(i * 24, i * 24 + 24);
    const peak = hours.indexOf(Math.max(...hours));
    return `${d} ${n(hours.reduce((s, x) => s + x, 0), 1)} (peak ${String(peak).padStart(2, '0')}:00)`;
  });
  lines.push(`  A day of the week (${what} a day, busiest hour): ${byDay.join(', ')}.`);
  if (a.hourOfWeekRate.length !== HOURS_PER_WEEK) lines.push('  (hour-of-week profile incomplete)');
  const test = a.hourOfWeekTest;
  lines.push(test
    ? `  By hour of the week: chi-square ${n(test.statistic, 1)} against ${n(test.critical, 1)} at 1 % (${test.degreesOfFreedom} degrees of freedom): ${test.nonFlat ? 'clearly not flat' : 'consistent with a flat rate'}.`
    : `  By hour of the week: not tested (needs a week of log and ${MIN_HOUR_OF_WEEK_ARRIVALS} arrivals).`);
  lines.push(a.regular
    ? `  Regular: every ${periodEnglish(a.regular.everyDays)} (${pct(a.regular.onPeriodShare)} of the gaps on period), first at ${day(a.regular.firstWallMs)}.`
    : '  Not regular: no fixed period between submissions.');
  if (fit.kind === 'batch') lines.push(`  Tasks in a batch: ${n(fit.tasksPerBatch, 1)} on average.`);
  return lines;
}

function sizeLines(fit: JobHistoryFit, chosen: SizeChoice): string[] {
  const s = fit.sizes;
  const mark = (choice: SizeChoice) => (choice === chosen ? '*' : ' ');
  const stored = s.stored;
  return [
    `Sizes (GPU-hours a ${fit.kind === 'batch' ? 'task' : 'job'}, ${n(fit.totalGpuHours, 1)} in all): mean ${n(s.mean, 3)}, CV ${n(s.cv, 3)}, P50 ${n(s.p50, 3)}, P90 ${n(s.p90, 3)}, P99 ${n(s.p99, 3)}, max ${n(s.max, 3)}.`,
    stored.subsampled
      ? `  ${mark('empirical')} empirical: ${n(stored.values.length, 0)} evenly spaced quantiles of the ${englishCount(stored.fromCount, 'size', 'sizes', n(stored.fromCount, 0))} (the mean kept), each draw one of them`
      : `  ${mark('empirical')} empirical: ${stored.fromCount === 1 ? 'the 1 size itself, each draw that one' : `the ${n(stored.fromCount, 0)} sizes themselves, each draw one of them`}`,
    `  ${mark('lognormal')} lognormal (maximum likelihood): mean ${n(s.lognormal.mean, 3)}, CV ${n(s.lognormal.cv, 3)}; KS ${n(s.lognormal.ks, 3)}${s.lognormal.ks <= s.ksCritical ? ' (consistent at 5 %)' : ''}`,
    `    KS under ${n(s.ksCritical, 3)} is consistent with the data at the 5 % level.`,
    gpuLine(fit),
  ];
}

/** "1 GPU: 61 %, 2 GPUs: 22 %, 4 GPUs: 17 %": a GPU mix as the preview and the report word it. */
export const gpuMixEnglish = (mix: readonly GpuCountShare[]): string => mix.map((c) => `${englishCount(c.gpus, 'GPU')}: ${pct(c.share)}`).join(', ');

/** A training job keeps the log's mix; a batch task takes the most common count. */
function gpuLine(fit: JobHistoryFit): string {
  if (fit.kind === 'batch')
    return `GPUs a task: ${fit.gpus.counts.slice(0, 6).map(([g, c]) => `${g} (${pct(c / fit.jobs)})`).join(', ')}; a task takes ${englishCount(fit.gpus.mode, 'GPU')}, the most common.`;
  const mix = storedGpuMix(fit);
  return mix ? `GPUs a job: ${gpuMixEnglish(mix)}; each job draws its count from this mix.` : `GPUs a job: ${englishCount(fit.gpus.mode, 'GPU')}, every job.`;
}

/**
 * What an import sets, as JSON, with the long lists it may hold (168 hourly rates, up to
 * 10,000 sizes) summed up in words: the written file has them in full.
 */
export function patchEnglish(patch: object): string {
  return JSON.stringify(patch, (key, value: unknown) => {
    if (key === 'values' && Array.isArray(value)) {
      const values = value as number[];
      return `${englishCount(values.length, 'size', 'sizes', n(values.length, 0))} from the log, mean ${n(values.reduce((a, b) => a + b, 0) / values.length, 3)}`;
    }
    if (key === 'perHour' && Array.isArray(value)) {
      const perHour = value as number[];
      return `168 hourly rates, ${n(perHour.reduce((a, b) => a + b, 0) / 7, 3)} a day on average, busiest ${n(Math.max(...perHour), 3)} an hour`;
    }
    return value;
  });
}

/** The preview the command line prints: what was read, the fit of the chosen group, what would be set. */
export function englishJobPreview(result: JobImport, group: FittedJobGroup, size: SizeChoice, sets: string): string {
  const out = [`Job log: ${n(group.jobs, 0)} of ${englishCount(result.groups[0]!.jobs, 'row', 'rows', n(result.groups[0]!.jobs, 0))} used (${groupLabel(group)}), ${englishCount(result.lines, 'line', 'lines', n(result.lines, 0))}.`];
  if (result.hasGroups)
    out.push(`Workloads in the log: ${result.groups.slice(1, 11).map((g) => `${groupLabel(g)} ${n(g.jobs, 0)}`).join(', ')}${result.groups.length > 11 ? ', …' : ''}.`);
  if (result.identicalRows > 0) out.push(`${result.identicalRows === 1 ? '1 row repeats' : `${n(result.identicalRows, 0)} rows repeat`} an earlier row exactly (kept; a log exported twice doubles the rate).`);
  if (group.fit) out.push(...arrivalLines(group.fit), ...sizeLines(group.fit, size));
  out.push(`Sets: ${sets}`);
  if (result.rejectedCount > 0) {
    out.push(`${englishCount(result.rejectedCount, 'row', 'rows', n(result.rejectedCount, 0))} rejected${result.rejectedCount > REJECTED_PRINTED ? ` (the first ${REJECTED_PRINTED})` : ''}:`);
    for (const r of result.rejected.slice(0, REJECTED_PRINTED)) out.push(`  line ${r.line}: ${JOB_REJECT_REASON_ENGLISH[r.reason]}: ${isolateText(r.text)}`);
  }
  return `${out.join('\n')}\n`;
}
