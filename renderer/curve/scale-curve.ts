import { cleanNumber, sanitizeCurve } from './curve-values';

/** Factors the scale tool accepts: a tenth of the traffic up to a hundred times it. */
export const SCALE_FACTOR_LIMITS = { min: 0.01, max: 100 } as const;

/** Every point multiplied by `factor` (e.g. 1.2 for 20 % more traffic all day). */
export function scaleCurve(points: readonly number[], factor: number): number[] {
  const safeFactor = Number.isFinite(factor) && factor > 0 ? factor : 1;
  return sanitizeCurve(points).map((value) => cleanNumber(value * safeFactor, 6));
}
