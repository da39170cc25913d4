import { cutText, MAX_PRICE_PER_HOUR, MAX_PRICE_PER_SERVER_MONTH } from '@shared/scenario';
import { priceReject, type PriceReject } from './price-reject';

/**
 * Reading one cell of a price list: a number in range, or the reason it is not, naming the
 * column and quoting the cell (cut to 120 characters: a cell may be a whole hostile line).
 */
export type CellResult =
  { ok: true; value: number | undefined } | { ok: false; reason: PriceReject };

const NUMBER = /^[+]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A plain decimal number ("32.7726", "8.0", "1e3"); an empty cell is `undefined` when allowed. */
export function readNumber(
  text: string | undefined,
  column: string,
  {
    min,
    max,
    optional = false,
    integer = false,
  }: { min: number; max: number; optional?: boolean; integer?: boolean },
): CellResult {
  const cell = (text ?? '').trim();
  if (cell === '')
    return optional
      ? { ok: true, value: undefined }
      : { ok: false, reason: priceReject('emptyCell', { column }) };
  const values = { column, cell: cutText(cell) };
  if (!NUMBER.test(cell)) return { ok: false, reason: priceReject('notNumber', values) };
  const value = Number(cell);
  if (!Number.isFinite(value)) return { ok: false, reason: priceReject('notFinite', values) };
  if (integer && !Number.isInteger(value))
    return { ok: false, reason: priceReject('notWhole', values) };
  if (value < min || value > max)
    return {
      ok: false,
      reason: priceReject('outOfRange', {
        ...values,
        min: String(min),
        max: max.toLocaleString('en-US'),
      }),
    };
  return { ok: true, value };
}

/** A price per instance-hour: 0 up to the format's ceiling. */
export function readHourlyPrice(
  text: string | undefined,
  column: string,
  optional = true,
): CellResult {
  return readNumber(text, column, { min: 0, max: MAX_PRICE_PER_HOUR, optional });
}

/** A price per server-month. */
export function readMonthlyPrice(text: string | undefined, column: string): CellResult {
  return readNumber(text, column, { min: 0, max: MAX_PRICE_PER_SERVER_MONTH, optional: true });
}

/** Prices kept to 6 decimals: what providers publish, and what the editor shows. */
export function roundPrice(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The middle value (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
