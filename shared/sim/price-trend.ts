import type { PoolKind, PriceTrends } from '@shared/scenario';
import { addMonths, differenceInCalendarDays } from 'date-fns';
import { dateOf } from './calendar';

/**
 * Prices that move: a yearly trend per pool kind (or per offer) turned into the factor a
 * price is multiplied by. The factor steps once a month, on the start date's monthly
 * anniversaries, as providers change price lists from one month to the next rather than by
 * the second: in the k-th month after the start a price is today's × (1 + p/100)^(k/12).
 */

/** The trend (% a year) of one offer's prices of one pool kind: the offer's own, else its kind's, else 0. */
export function trendPercentFor(trends: PriceTrends | undefined, offerId: string, kind: PoolKind): number {
  // Owned servers are bought at their stated price: trends move rented prices only.
  if (!trends || kind === 'owned') return 0;
  const own = trends.offers?.find((t) => t.offerId === offerId && t.kind === kind);
  return own?.percentPerYear ?? trends[kind] ?? 0;
}

/** The factor after `months` whole months at `percent` a year. */
export function trendFactor(percent: number, months: number): number {
  if (percent === 0 || months === 0) return 1;
  return Math.pow(1 + percent / 100, months / 12);
}

/** Whole months elapsed (monthly anniversaries of the start date) by day `day` of the horizon. */
export function monthsElapsedAt(startDate: string, day: number): number {
  const start = dateOf(startDate);
  const d = Math.floor(day);
  let k = 0;
  while (differenceInCalendarDays(addMonths(start, k + 1), start) <= d) k++;
  return k;
}

/**
 * The price factor of each day of the horizon (from the calendar's months elapsed), or null
 * when the price does not move: callers then bill exactly as without a trend.
 */
export function priceFactorByDay(monthsElapsed: Int32Array, percent: number): Float64Array | null {
  if (percent === 0) return null;
  const out = new Float64Array(monthsElapsed.length);
  for (let d = 0; d < out.length; d++) out[d] = trendFactor(percent, monthsElapsed[d]!);
  return out;
}

/** The factor of the price a commitment signed on day `day` pays for its whole term. */
export function signingFactor(startDate: string, day: number, percent: number): number {
  if (percent === 0) return 1;
  return trendFactor(percent, monthsElapsedAt(startDate, day));
}

/**
 * The mean factor over `termMonths` months from day `fromDay`: what an elastic GPU-hour costs
 * on average, against today's price, over a commitment's term (month by month).
 */
export function meanFactorOverTerm(startDate: string, fromDay: number, termMonths: number, percent: number): number {
  if (percent === 0 || termMonths <= 0) return 1;
  const first = monthsElapsedAt(startDate, fromDay);
  let sum = 0;
  for (let m = 0; m < termMonths; m++) sum += trendFactor(percent, first + m);
  return sum / termMonths;
}

