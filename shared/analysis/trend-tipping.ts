import { meanFactorOverTerm } from '@shared/sim/price-trend';
import type { CommitmentOption } from './commitment-options';

/**
 * The price trend at which a commitment stops paying: the yearly change of its elastic
 * alternative's price (on-demand or spot) at which the same work, bought there month by month
 * over the commitment's term, costs what the commitment costs at the busy share it reaches.
 * It answers "a 3-year reservation stops paying if on-demand prices fall faster than X % a
 * year": the commitment's price is fixed when it is signed, the alternative's keeps moving.
 */
export type TrendTipping =
  /** Pays while the alternative's price moves by more than `percentPerYear` a year (negative: a fall). */
  | { kind: 'tipsAt'; percentPerYear: number }
  /** Pays even if the alternative's price fell by the most a trend may state (90 % a year). */
  | { kind: 'alwaysPays' }
  /** Does not pay even if the alternative's price rose by the most a trend may state. */
  | { kind: 'neverPays' };

const LOWEST = -90;
const HIGHEST = 200;
/** Halvings of the bracket: 290 points to well under a hundredth of a point. */
const BISECTIONS = 50;

/** Null when the commitment has no elastic alternative or was never busy. */
export function trendTipping(startDate: string, option: CommitmentOption, busyShare: number | null): TrendTipping | null {
  const alt = option.alternative;
  if (!alt || alt.pricePerGpuHour <= 0 || busyShare === null || busyShare <= 0) return null;
  // The commitment pays while busy × (alternative's mean price over the term) per unit of work
  // is above its own price per GPU-hour.
  const target = (option.pricePerGpuHour * alt.relativeSpeed) / (busyShare * alt.pricePerGpuHour);
  const mean = (percent: number) => meanFactorOverTerm(startDate, option.readyDay, option.termMonths, percent);
  if (mean(LOWEST) >= target) return { kind: 'alwaysPays' };
  if (mean(HIGHEST) <= target) return { kind: 'neverPays' };
  let low = LOWEST;
  let high = HIGHEST;
  for (let i = 0; i < BISECTIONS; i++) {
    const mid = (low + high) / 2;
    if (mean(mid) < target) low = mid;
    else high = mid;
  }
  return { kind: 'tipsAt', percentPerYear: (low + high) / 2 };
}
