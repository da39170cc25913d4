/**
 * Net present value and payback, in the words a finance reader uses. Cash is by calendar
 * month ("YYYY-MM"); the month the plan starts in is month 0 and is not discounted, month k
 * is divided by (1 + r / 12)^k, r the yearly rate (a nominal annual rate compounded monthly,
 * as a spreadsheet's NPV(rate / 12, ...) reads it, with the first month at time zero).
 */

function monthIndex(key: string): number {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
}

/** Months from the start date's month to `key` (0 for the start month). */
export function monthsFromStart(startDate: string, key: string): number {
  return monthIndex(key) - monthIndex(startDate.slice(0, 7));
}

/** Present value, at the start, of cash by month; `ratePercent` a year (0 = the plain sum). */
export function presentValue(cashByMonth: Readonly<Record<string, number>>, startDate: string, ratePercent: number): number {
  const monthly = 1 + ratePercent / 1200;
  let sum = 0;
  for (const [key, cash] of Object.entries(cashByMonth)) sum += cash / monthly ** monthsFromStart(startDate, key);
  return sum;
}

export interface Payback {
  /** "YYYY-MM": the first month from which the committed plan has paid no more cash, to date, than the alternative. */
  month: string;
  /** The same month counted from the start: 1 for the start month. */
  monthNumber: number;
}

/**
 * The month in which a committed plan has paid for itself against its elastic alternative:
 * from that month to the end of the months compared, its cumulative cash is at or below the
 * alternative's (the same work, pay as you go). Null when that never holds inside them.
 * `months` are the months both plans were simulated over (the horizon's), in order; cash in
 * micro-units.
 */
export function paybackMonth(
  committed: Readonly<Record<string, number>>,
  elastic: Readonly<Record<string, number>>,
  months: readonly string[],
  startDate: string,
): Payback | null {
  let c = 0;
  let e = 0;
  let from: string | null = null;
  for (const key of months) {
    c += committed[key] ?? 0;
    e += elastic[key] ?? 0;
    // Half a cent (in micro-units) of rounding does not count as not yet paid back.
    if (c <= e + 5_000) from ??= key;
    else from = null;
  }
  return from === null ? null : { month: from, monthNumber: monthsFromStart(startDate, from) + 1 };
}
