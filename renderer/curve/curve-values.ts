/**
 * Cleaning and snapping of single curve values (requests per second). The editor works on
 * whatever the scenario holds, so values from a hand-edited file (NaN, negative, huge) are
 * made safe to draw here rather than trusted.
 */

/** Rounds away binary floating-point noise (0.1 + 0.2 -> 0.3) while keeping real precision. */
export function cleanNumber(value: number, significantDigits = 12): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  return Number(value.toPrecision(significantDigits));
}

/** Requests per second cannot be negative or unknown: those become 0. */
export function clampRequestRate(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A curve that is safe to draw and do arithmetic on (same length, every value >= 0). */
export function sanitizeCurve(points: readonly number[]): number[] {
  return points.map(clampRequestRate);
}

/** The nearest multiple of `step`, never below 0. A step <= 0 only clamps. */
export function snapToStep(value: number, step: number): number {
  const clamped = clampRequestRate(value);
  if (!(step > 0) || !Number.isFinite(step)) return clamped;
  return clampRequestRate(cleanNumber(Math.round(clamped / step) * step));
}

/** A copy of `points` with one value replaced (cleaned); the array passed in is never changed. */
export function withPoint(points: readonly number[], index: number, value: number): number[] {
  const next = [...points];
  if (index >= 0 && index < next.length) next[index] = clampRequestRate(value);
  return next;
}
