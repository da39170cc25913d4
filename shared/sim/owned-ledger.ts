import type { Calendar } from './calendar';
import { DAY_S } from './calendar';
import type { CompiledOwned } from './compiled';
import { depreciationAfter, emptyOwnedLines, OWNED_LINES, ownedPricePayments, ownedStretchLines, resaleValue, type OwnedLines } from './owned-costs';

const MICRO = 1_000_000;

/** One run's bill of an owned pool, day by day, in whole micro-units. */
export interface OwnedBill {
  /** The accounting cost of each day (the sum of that day's rounded lines). */
  dayCost: Float64Array;
  /** GPU-seconds in service each day. */
  capGpuS: Float64Array;
  /** Each day's depreciation (not cash: cash pays the price instead). */
  depreciationByDay: Float64Array;
  /** Each calendar month's lines (micro-units), by month index. */
  linesByMonth: OwnedLines[];
  /** Depreciation still to come after the horizon. */
  beyondMicro: number;
  /** Cash of the price and the resale by month index: payments at delivery or of the lease inside the horizon, the resale (negative) in the last month. */
  priceCashByMonth: Float64Array;
}

/**
 * Bills an owned pool over the horizon from the GPU-seconds worked on it each day: every line
 * of every day is rounded to whole micro-units once, so lines, days, months and the total are
 * integer sums of the same pieces, as every other pool's are.
 */
export function billOwned(o: CompiledOwned, openS: number, busyGpuSByDay: Float64Array, cal: Calendar): OwnedBill {
  const days = cal.days;
  const H = cal.horizonS;
  const G = o.terms.gpusPerServer;
  const dayCost = new Float64Array(days);
  const capGpuS = new Float64Array(days);
  const depreciationByDay = new Float64Array(days);
  const linesByMonth = cal.monthKeys.map(() => emptyOwnedLines());
  for (let d = Math.floor(openS / DAY_S); d < days; d++) {
    const dayEnd = Math.min(H, (d + 1) * DAY_S);
    // Each order's servers cost from their own delivery; the work's power is counted once, on the first order's stretch.
    const lines = emptyOwnedLines();
    let gpuS = 0;
    o.orders.forEach((order, k) => {
      const a = Math.max(order.deliveryS, d * DAY_S);
      if (dayEnd <= a) return;
      const stretch = ownedStretchLines(order.rates, dayEnd - a, k === 0 ? busyGpuSByDay[d]! : 0);
      for (const line of OWNED_LINES) lines[line] += stretch[line];
      gpuS += (dayEnd - a) * order.servers * G;
    });
    if (gpuS === 0) continue;
    const month = linesByMonth[cal.monthOfDay[d]!]!;
    let cost = 0;
    for (const line of OWNED_LINES) {
      const piece = Math.round(lines[line] * MICRO);
      month[line] += piece;
      cost += piece;
      if (line === 'depreciation') depreciationByDay[d] = piece;
    }
    dayCost[d] = cost;
    capGpuS[d] = gpuS;
  }
  const priceCashByMonth = new Float64Array(cal.monthKeys.length);
  for (const pay of ownedPricePayments(o.terms, cal.startDate)) {
    if (pay.atS < H) priceCashByMonth[cal.monthOfDay[Math.floor(pay.atS / DAY_S)]!]! += Math.round(pay.amount * MICRO);
  }
  const resale = Math.round(resaleValue(o.terms, H) * MICRO);
  if (resale > 0 && days > 0) priceCashByMonth[cal.monthOfDay[days - 1]!]! -= resale;
  return { dayCost, capGpuS, depreciationByDay, linesByMonth, beyondMicro: Math.round(depreciationAfter(o.terms, H) * MICRO), priceCashByMonth };
}
