import { MAX_SIZE_CLASSES, MIN_SIZE_CLASSES } from '@shared/llm/size-classes-from-log';
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
  /**
   * --import-requests: the file must be a request log, and the workload planned in tokens (its
   * size classes are set from the log).
   */
  requestsOnly?: boolean;
  /** Size classes to cut the log's requests into (--classes K); the default is 3. */
  classes?: number;
}

export const TRAFFIC_OPTIONS = {
  'import-traffic': { type: 'string' },
  'import-requests': { type: 'string' },
  classes: { type: 'string' },
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
  --import-requests LOG  a request log for a workload planned in tokens: its curves as above,
                      and its llm.sizeClasses cut from the log's requests
  --classes K         size classes to cut a request log into, 1 to 6 (default 3)
`;

interface TrafficValues {
  'import-traffic'?: string;
  'import-requests'?: string;
  classes?: string;
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
  if (values['import-traffic'] !== undefined && values['import-requests'] !== undefined) return '--import-traffic and --import-requests do not go together: a request log goes with --import-requests';
  const requestsOnly = values['import-requests'] !== undefined;
  const flag = requestsOnly ? '--import-requests' : '--import-traffic';
  const file = values['import-traffic'] ?? values['import-requests'];
  if (file === undefined) {
    const stray = (['workload', 'statistic', 'values', 'utc-offset', 'apply-growth', 'replay', 'after-end', 'write', 'classes'] as const).find((k) => values[k] !== undefined);
    return stray ? `--${stray} goes with --import-traffic or --import-requests` : null;
  }
  if (file.trim() === '') return `${flag} needs a file`;
  const classes = parseClasses(values.classes);
  if (typeof classes === 'string') return classes;
  const workload = values.workload?.trim() ?? '';
  if (workload === '') return `${flag} needs --workload ID (the inference workload to set)`;
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
    ...(requestsOnly ? { requestsOnly } : {}),
    ...(classes !== undefined ? { classes } : {}),
  };
}

/** `--classes K`: a whole number from 1 to 6, or the problem in words. */
function parseClasses(text: string | undefined): number | undefined | string {
  if (text === undefined) return undefined;
  const k = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || k < MIN_SIZE_CLASSES || k > MAX_SIZE_CLASSES) return `--classes must be a whole number from ${MIN_SIZE_CLASSES} to ${MAX_SIZE_CLASSES}, not "${cutText(text)}"`;
  return k;
}
