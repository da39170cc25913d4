import { cutText, REPLAY_AFTER_END, type ReplayAfterEnd } from '@shared/scenario';
import { isSlotStatistic, SLOT_STATISTICS, type SlotStatistic, type ValueMeaning } from '@shared/traffic-import';

/** `--import-traffic FILE --workload ID [...]`: build a workload's curves from a traffic file. */
export interface TrafficImportOptions {
  file: string;
  workload: string;
  statistic: SlotStatistic;
  valueMeaning: ValueMeaning;
  /** Minutes ahead of UTC of times written without a zone. */
  utcOffsetMinutes: number;
  applyGrowth: boolean;
  /** Keep the history itself and replay it; what follows its end (absent = repeat when it spans a week, else the curves). */
  replay?: { afterEnd: ReplayAfterEnd | null };
  /** Write the updated scenario here; absent = print the preview only. */
  writePath?: string;
}

export const TRAFFIC_OPTIONS = {
  'import-traffic': { type: 'string' },
  workload: { type: 'string' },
  statistic: { type: 'string' },
  values: { type: 'string' },
  'utc-offset': { type: 'string' },
  'apply-growth': { type: 'boolean' },
  replay: { type: 'boolean' },
  'after-end': { type: 'string' },
  write: { type: 'string' },
} as const;

export const TRAFFIC_USAGE = `
Traffic import (prints a preview, or writes the updated scenario with --write):
  --import-traffic FILE  a request-rate history (CSV time,value or a Prometheus
                      /api/v1/query_range JSON) or a request log (CSV with a header: time,
                      prompt tokens, output tokens, any order)
  --workload ID       the inference workload whose curves it sets (id or name)
  --statistic S       each slot across days: mean (default) | p50 | p90 | p95
  --values V          a history's values: rate (requests/s, default) | count (per interval)
  --utc-offset ±HH:MM the clock of times written without a zone (default +00:00)
  --apply-growth      also set the workload's monthly growth to the fitted one
  --replay            also keep the history itself and replay it over the horizon (mean
                      per step of 5, 15 or 60 minutes; gaps take the curve's value for
                      their slot; no growth on replayed points)
  --after-end R       after the history ends: repeat (loop its whole weeks; the default
                      when it spans a week) | curve (the curves with growth)
  --write FILE        write the updated scenario there (not over a file without --force)
`;

interface TrafficValues {
  'import-traffic'?: string;
  workload?: string;
  statistic?: string;
  values?: string;
  'utc-offset'?: string;
  'apply-growth'?: boolean;
  replay?: boolean;
  'after-end'?: string;
  write?: string;
}

/** `--utc-offset ±HH:MM` (or ±H, as `--utc-offset 8`) in minutes ahead of UTC, or the problem in words. */
export function parseUtcOffset(text: string | undefined): number | string {
  const offset = /^([+-]?)(\d{1,2})(?::?(\d{2}))?$/.exec(text?.trim() ?? '+00:00');
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0)) : NaN;
  if (!Number.isFinite(minutes) || Math.abs(minutes) > 14 * 60) return `--utc-offset must be like +08:00 or -05:00, not "${cutText(text ?? '')}"`;
  return minutes;
}

/** The traffic-import options, null when --import-traffic is absent, or the problem in words. */
export function parseTrafficArgs(values: TrafficValues): TrafficImportOptions | null | string {
  const file = values['import-traffic'];
  if (file === undefined) {
    const stray = (['workload', 'statistic', 'values', 'utc-offset', 'apply-growth', 'replay', 'after-end', 'write'] as const).find((k) => values[k] !== undefined);
    return stray ? `--${stray} goes with --import-traffic` : null;
  }
  if (file.trim() === '') return '--import-traffic needs a file';
  const workload = values.workload?.trim() ?? '';
  if (workload === '') return '--import-traffic needs --workload ID (the inference workload to set)';
  const statistic = values.statistic ?? 'mean';
  if (!isSlotStatistic(statistic)) return `--statistic must be one of ${SLOT_STATISTICS.join(', ')}, not "${cutText(statistic)}"`;
  const meaning = values.values ?? 'rate';
  if (meaning !== 'rate' && meaning !== 'count') return `--values must be rate or count, not "${cutText(meaning)}"`;
  const utcOffsetMinutes = parseUtcOffset(values['utc-offset']);
  if (typeof utcOffsetMinutes === 'string') return utcOffsetMinutes;
  if (values.write !== undefined && values.write.trim() === '') return '--write needs a file';
  const afterEnd = values['after-end'];
  if (afterEnd !== undefined && values.replay !== true) return '--after-end goes with --replay';
  if (afterEnd !== undefined && !(REPLAY_AFTER_END as readonly string[]).includes(afterEnd))
    return `--after-end must be ${REPLAY_AFTER_END.join(' or ')}, not "${cutText(afterEnd)}"`;
  return {
    file,
    workload,
    statistic,
    valueMeaning: meaning,
    utcOffsetMinutes,
    applyGrowth: values['apply-growth'] === true,
    ...(values.replay === true ? { replay: { afterEnd: (afterEnd as ReplayAfterEnd | undefined) ?? null } } : {}),
    ...(values.write !== undefined ? { writePath: values.write } : {}),
  };
}
