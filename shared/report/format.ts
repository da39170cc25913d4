/** Number formatting shared by the text table, CSV and JSON reports. Pure, locale passed in. */

export const MICRO_PER_UNIT = 1_000_000;

export interface MoneyFormatOptions {
  /** BCP 47 locale for grouping and the currency symbol; default en-US. */
  locale?: string;
  /** Fixed decimals; default: 0 from 1,000 up, 2 from 1 up, 4 below 1. */
  decimals?: number;
}

function autoDecimals(amount: number): number {
  const a = Math.abs(amount);
  if (a >= 1000) return 0;
  if (a >= 1 || a === 0) return 2;
  return 4;
}

/** "$12,346", "¥1,234.50", "$0.0123"; the symbol is the narrow one (¥ for CNY, $ for USD). */
export function formatMoney(
  amount: number,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  if (!Number.isFinite(amount)) return '—';
  const decimals = options.decimals ?? autoDecimals(amount);
  const value = roundTo(amount, decimals);
  try {
    return new Intl.NumberFormat(options.locale ?? 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
  } catch {
    // An unknown currency code: show the code beside a plain number.
    return `${formatNumber(value, decimals, options.locale)} ${currency}`;
  }
}

/** Grouped number with fixed decimals: "12,345.7". */
export function formatNumber(value: number, decimals: number, locale = 'en-US'): string {
  if (!Number.isFinite(value)) return '—';
  const rounded = roundTo(value, decimals);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(rounded);
}

/** A share (0..1) as a percentage: 0.1234 -> "12.3 %". */
export function formatShare(share: number, decimals = 1): string {
  if (!Number.isFinite(share)) return '—';
  return `${formatNumber(share * 100, decimals)} %`;
}

/** Rounds half away from zero to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r =
    (Math.sign(value) * Math.round(Math.abs(value) * f + Number.EPSILON * Math.abs(value) * f)) / f;
  return Object.is(r, -0) ? 0 : r;
}

/**
 * Plain fixed-decimal text for machine-readable files: no grouping, "." as the decimal mark,
 * never "-0.00", empty for null. "1234.50".
 */
export function fixed(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = roundTo(value, decimals).toFixed(decimals);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/**
 * Exact decimal text of an integer amount of micro-units (1e-6), rounded half away from zero:
 * microToFixed(1_234_565, 2) === "1.23", microToFixed(1_235_000, 2) === "1.24".
 */
export function microToFixed(micro: number, decimals = 2): string {
  if (!Number.isInteger(micro)) return fixed(micro / MICRO_PER_UNIT, decimals);
  const d = Math.max(0, Math.min(6, Math.trunc(decimals)));
  const step = 10 ** (6 - d);
  const negative = micro < 0;
  const units = Math.round(Math.abs(micro) / step); // an exact .5 only where half way
  const whole = Math.trunc(units / 10 ** d);
  const frac = units - whole * 10 ** d;
  const text = d === 0 ? String(whole) : `${whole}.${String(frac).padStart(d, '0')}`;
  return negative && units !== 0 ? `-${text}` : text;
}

/** Micro-units to currency units as a number (for JSON), exact to the micro-unit. */
export function microToUnits(micro: number): number {
  return micro / MICRO_PER_UNIT;
}

/** Calendar date of a day offset from a YYYY-MM-DD start (UTC arithmetic, no wall clock). */
export function addDays(startDate: string, days: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const t = Date.UTC(y, m - 1, d) + Math.floor(days) * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
