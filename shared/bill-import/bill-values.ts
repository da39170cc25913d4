/**
 * The values of a bill's cells: dates, amounts and usage, as the three providers' exports and a
 * spreadsheet write them. Each reader returns null for a cell it cannot read; the row is then
 * rejected with its line.
 */

const DAY = /^(\d{4})\s*[-/.年]\s*(\d{1,2})(?:\s*[-/.月]\s*(\d{1,2}))?/;

const TIME = /^(?:T|\s+)(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?/;

/** "YYYY-MM-DD" of a date or timestamp ("2025-03-01T00:00:00Z", "2025/3/1 08:00", "2025年3月", "2025-03"), or null. */
export function billDay(raw: string): string | null {
  const m = DAY.exec(raw.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  // A time of day after the date must be one: "2026-07-01T25:00:00" is not July 1.
  const time = TIME.exec(raw.trim().slice(m[0].length));
  if (time && (Number(time[1]) > 23 || Number(time[2]) > 59 || Number(time[3] ?? 0) > 59)) return null;
  return `${m[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An amount of money: thousands separators, currency signs and codes allowed, negatives for credits. */
export function billAmount(raw: string): number | null {
  let t = raw.trim().replace(/[\s\u00a0]/g, '').replace(/^(CNY|RMB|USD|EUR|[¥￥$€])/i, '').replace(/(CNY|RMB|USD|EUR|元)$/i, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  // A comma only as a thousands separator ("12,345.60"); "1,5" may be a decimal comma: refused, not guessed.
  if (t.includes(',')) {
    if (!/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(t)) return null;
    t = t.replace(/,/g, '');
  }
  if (t === '' || t === '-') return t === '' ? 0 : null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return null;
  const v = Number(t);
  if (!Number.isFinite(v) || Math.abs(v) > 1e13) return null;
  return negative ? -v : v;
}

/** Hours per unit a usage column may be counted in; null when the unit is not time. */
export function hoursPerUnit(rawUnit: string): number | null {
  const u = rawUnit.trim().toLowerCase();
  if (u === '' || /^(h|hr|hrs|hour|hours|小时|时|个小时|instance-hours?|hrs?\.?)$/.test(u)) return 1;
  if (/^(s|sec|secs|second|seconds|秒)$/.test(u)) return 1 / 3600;
  if (/^(min|mins|minute|minutes|分钟|分)$/.test(u)) return 1 / 60;
  if (/^(d|day|days|天|日)$/.test(u)) return 24;
  if (/^(month|months|月|个月)$/.test(u)) return null;
  return null;
}

/** Usage in hours from a number and its unit; null when either cannot be read as time. */
export function billHours(rawAmount: string, rawUnit: string): number | null {
  const v = billAmount(rawAmount);
  const per = hoursPerUnit(rawUnit);
  if (v === null || per === null || v < 0) return null;
  return v * per;
}

/** Text of a cell made safe to show: cut short. */
export function cutCell(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
