import { jsonTooDeep } from '../json/json-depth';

/**
 * Reads a measured spot-availability trace from a file's text, for a spot pool's "measured
 * trace" interruption model. Files are treated as hostile: anything but a clean series of
 * 0 (available) and 1 (unavailable) samples is refused with the reason, never guessed at.
 *
 * Accepted:
 * - the published JSON form (`{"metadata": {"gap_seconds": G}, "data": [0, 1, ...]}`, as
 *   in the "Can't Be Late" traces: 1 means spot is NOT available);
 * - Headroom's own form (`{"gapSeconds": G, "unavailable": [0, 1, ...]}`);
 * - plain text or CSV: one sample per line (or separated by commas, tabs or spaces), an
 *   optional header word first. Such a file carries no sampling interval.
 */

/** The most samples a trace may hold (as the scenario schema allows). */
export const MAX_TRACE_SAMPLES = 1_000_000;
/** The longest sampling interval the scenario schema allows (a day). */
export const MAX_TRACE_GAP_SECONDS = 86_400;

export interface ParsedSpotTrace {
  unavailable: (0 | 1)[];
  /** Seconds between samples when the file says, else null (the planner sets it). */
  gapSeconds: number | null;
}

export type SpotTraceProblem =
  | { problem: 'empty' }
  | { problem: 'tooMany'; count: number }
  /** Sample `index` (0-based) is `value`, not 0 or 1. */
  | { problem: 'badSample'; index: number; value: string }
  /** The file's sampling interval is not a whole number of seconds from 1 to a day. */
  | { problem: 'badGap'; value: string }
  /** JSON, but neither trace form. */
  | { problem: 'unknownJson' };

export type SpotTraceParse = ({ ok: true } & ParsedSpotTrace) | ({ ok: false } & SpotTraceProblem);

/**
 * A sample as quoted in a message, cut short. Lists and objects are named, not written out:
 * writing out a list nested thousands deep would overflow the stack (a RangeError, not a refusal).
 */
const shown = (value: unknown): string => {
  if (Array.isArray(value)) return '[...]';
  if (typeof value === 'object' && value !== null) return '{...}';
  const text = typeof value === 'string' ? JSON.stringify(value.length > 40 ? value.slice(0, 40) : value) : String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

function samplesFrom(values: readonly unknown[]): SpotTraceParse {
  if (values.length === 0) return { ok: false, problem: 'empty' };
  if (values.length > MAX_TRACE_SAMPLES)
    return { ok: false, problem: 'tooMany', count: values.length };
  const unavailable: (0 | 1)[] = new Array<0 | 1>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === 0 || v === '0') unavailable[i] = 0;
    else if (v === 1 || v === '1') unavailable[i] = 1;
    else return { ok: false, problem: 'badSample', index: i, value: shown(v) };
  }
  return { ok: true, unavailable, gapSeconds: null };
}

function gapFrom(value: unknown): number | SpotTraceProblem {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > MAX_TRACE_GAP_SECONDS
  ) {
    return { problem: 'badGap', value: shown(value) };
  }
  return value;
}

function fromJson(json: unknown): SpotTraceParse {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return Array.isArray(json) ? samplesFrom(json) : { ok: false, problem: 'unknownJson' };
  }
  const record = json as Record<string, unknown>;
  let samples: unknown;
  let gap: unknown;
  if (Array.isArray(record.data)) {
    samples = record.data;
    const metadata = record.metadata;
    gap =
      typeof metadata === 'object' && metadata !== null
        ? (metadata as Record<string, unknown>).gap_seconds
        : undefined;
  } else if (Array.isArray(record.unavailable)) {
    samples = record.unavailable;
    gap = record.gapSeconds;
  } else {
    return { ok: false, problem: 'unknownJson' };
  }
  const parsed = samplesFrom(samples as unknown[]);
  if (!parsed.ok || gap === undefined) return parsed;
  const gapSeconds = gapFrom(gap);
  if (typeof gapSeconds !== 'number') return { ok: false, ...gapSeconds };
  return { ...parsed, gapSeconds };
}

function fromText(text: string): SpotTraceParse {
  const tokens = text.split(/[\s,;]+/).filter((token) => token !== '');
  // A header word ("unavailable", "preempted") may come first.
  if (tokens.length > 0 && !/^[-+\d.]/.test(tokens[0]!)) tokens.shift();
  return samplesFrom(tokens);
}

export function parseSpotTraceText(text: string): SpotTraceParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    // Refused before JSON.parse builds every level of a file of brackets.
    if (jsonTooDeep(trimmed)) return { ok: false, problem: 'unknownJson' };
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
      return fromJson(json);
    } catch {
      // Not JSON, or JSON too deep for this runtime's parser: refused, never thrown.
      return { ok: false, problem: 'unknownJson' };
    }
  }
  return fromText(trimmed);
}
