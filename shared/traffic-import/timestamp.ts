/**
 * Timestamps of a traffic file: ISO 8601 (a `T` or a space, fractional seconds of any length,
 * `Z`, `±HH:MM`, `±HHMM` or no zone) or epoch seconds or milliseconds.
 *
 * Curves are in local time of day, so each timestamp is read as its instant (UTC ms) and the
 * UTC offset of the wall clock it was written in: the written offset, or, when the text has
 * none (a zone-less ISO time or an epoch number), the offset the planner gives.
 */

export interface ReadTime {
  /** Milliseconds since 1970-01-01T00:00Z. */
  utcMs: number;
  /** Minutes the wall clock is ahead of UTC at that instant. */
  offsetMinutes: number;
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Epoch numbers at or above this are milliseconds (1e11 s is the year 5138). */
const EPOCH_MS_FROM = 1e11;
const EARLIEST_MS = Date.UTC(1990, 0, 1);
const LATEST_MS = Date.UTC(2200, 0, 1);

function zoneMinutes(zone: string): number {
  if (zone === 'Z' || zone === 'z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

function isoTime(text: string, defaultOffset: number): ReadTime | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number, number, number, number, number, number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60)
    return null;
  const fraction = m[7] ? Number(`0.${m[7]}`) * 1000 : 0;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second) + fraction;
  // Date.UTC rolls 31 February over to March: such a date is refused, not moved.
  if (new Date(wallMs).getUTCDate() !== day) return null;
  const offsetMinutes = m[8] ? zoneMinutes(m[8]) : defaultOffset;
  if (Math.abs(offsetMinutes) > 18 * 60) return null;
  return { utcMs: wallMs - offsetMinutes * 60_000, offsetMinutes };
}

/**
 * Whether a time that could not be read is a small plain number: seconds since a trace's start
 * (as public traces give them), not a date. Told apart so the refusal can say so.
 */
export const isRelativeTime = (raw: string): boolean => /^\d+(\.\d+)?$/.test(raw.trim()) && Number(raw.trim()) * 1000 < EARLIEST_MS;

/**
 * The instant and wall-clock offset of a timestamp, or null when the text is not one (or lies
 * outside 1990–2200, which catches a number column taken for a time column).
 */
export function readTimestamp(raw: string, defaultOffsetMinutes: number): ReadTime | null {
  const text = raw.trim();
  if (text === '') return null;
  let read: ReadTime | null;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    read = { utcMs: n >= EPOCH_MS_FROM ? n : n * 1000, offsetMinutes: defaultOffsetMinutes };
  } else {
    read = isoTime(text, defaultOffsetMinutes);
  }
  if (!read || !Number.isFinite(read.utcMs) || read.utcMs < EARLIEST_MS || read.utcMs > LATEST_MS)
    return null;
  return read;
}

/** Milliseconds since 1970-01-01 00:00 on the wall clock (for days and slots of local time). */
export const wallMs = (time: ReadTime): number => time.utcMs + time.offsetMinutes * 60_000;

/** An instant written back in ISO form with its wall-clock offset, for messages. */
export function formatWallTime(utcMs: number, offsetMinutes: number): string {
  const wall = new Date(utcMs + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${wall}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${wall}${sign}${hh}:${mm}`;
}
