import { MIN_GROWTH_FIT_DAYS } from './limits';

/** Days in an average month (365.25 / 12), as monthly growth compounds in the simulator. */
export const DAYS_PER_MONTH = 30.4375;

export type GrowthFit =
  | {
      ok: true;
      /** Compound growth per month (0.05 = +5 %). */
      perMonth: number;
      /** Standard error of perMonth (delta method from the slope's). */
      standardError: number;
      /** Growth per day of the log-linear fit (the slope), for detrending. */
      perDayLog: number;
      days: number;
    }
  | { ok: false; days: number; needed: number };

/**
 * Monthly growth from daily mean rates: ordinary least squares of ln(daily mean) on the day
 * and a weekend indicator (so a history that starts on a Saturday does not read as growth),
 * with the slope's standard error from the residuals. Days with no traffic are left out (no log).
 */
export function fitGrowth(days: readonly { day: number; mean: number; weekend: boolean }[]): GrowthFit {
  const used = days.filter((d) => d.mean > 0);
  const span = used.length === 0 ? 0 : used[used.length - 1]!.day - used[0]!.day + 1;
  if (used.length < MIN_GROWTH_FIT_DAYS || span < MIN_GROWTH_FIT_DAYS)
    return { ok: false, days: used.length, needed: MIN_GROWTH_FIT_DAYS };
  const hasWeekend = used.some((d) => d.weekend) && used.some((d) => !d.weekend);
  const rows = used.map((d) => (hasWeekend ? [1, d.day - used[0]!.day, d.weekend ? 1 : 0] : [1, d.day - used[0]!.day]));
  const y = used.map((d) => Math.log(d.mean));
  const k = rows[0]!.length;
  const xtx = Array.from({ length: k }, (_r, i) => Array.from({ length: k }, (_c, j) => rows.reduce((s, r) => s + r[i]! * r[j]!, 0)));
  const xty = Array.from({ length: k }, (_r, i) => rows.reduce((s, r, n) => s + r[i]! * y[n]!, 0));
  const inverse = invert(xtx);
  if (!inverse) return { ok: false, days: used.length, needed: MIN_GROWTH_FIT_DAYS };
  const beta = inverse.map((row) => row.reduce((s, v, j) => s + v * xty[j]!, 0));
  const residual = rows.reduce((s, r, n) => {
    const e = y[n]! - r.reduce((acc, v, j) => acc + v * beta[j]!, 0);
    return s + e * e;
  }, 0);
  const sigma2 = residual / Math.max(1, used.length - k);
  const slope = beta[1]!;
  const slopeSe = Math.sqrt(sigma2 * inverse[1]![1]!);
  const factor = Math.exp(DAYS_PER_MONTH * slope);
  return {
    ok: true,
    perMonth: factor - 1,
    standardError: DAYS_PER_MONTH * factor * slopeSe,
    perDayLog: slope,
    days: used.length,
  };
}

/** Gauss–Jordan inverse of a small matrix, or null when it is singular. */
function invert(m: number[][]): number[][] | null {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_v, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    if (Math.abs(a[pivot]![c]!) < 1e-12) return null;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const p = a[c]![c]!;
    for (let j = 0; j < 2 * n; j++) a[c]![j]! /= p;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      for (let j = 0; j < 2 * n; j++) a[r]![j]! -= f * a[c]![j]!;
    }
  }
  return a.map((row) => row.slice(n));
}
