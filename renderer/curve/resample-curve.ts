import { cleanNumber, sanitizeCurve } from './curve-values';

/** Point counts a 24 h curve may have (the scenario format's rule): hourly, 30, 15 or 5 minutes. */
export const CURVE_RESOLUTIONS = [24, 48, 96, 288] as const;
export type CurveResolution = (typeof CURVE_RESOLUTIONS)[number];

export function isCurveResolution(count: number): count is CurveResolution {
  return (CURVE_RESOLUTIONS as readonly number[]).includes(count);
}

/**
 * The curve at a new number of points. The simulator holds each point's rate until the next
 * point (a step function), so each new point is that step function's average over its own
 * interval: more points repeat each value (the simulated traffic is unchanged), fewer points
 * average each group (a short spike is smoothed), and the day's total requests stay the same
 * either way. Works for any counts, not only the four allowed ones.
 */
export function resampleCurve(points: readonly number[], count: number): number[] {
  const source = sanitizeCurve(points);
  const from = source.length;
  if (!Number.isInteger(count) || count < 1) return [];
  if (from === 0) return new Array<number>(count).fill(0);
  if (from === count) return source;
  const result: number[] = [];
  for (let j = 0; j < count; j++) {
    // Interval [j/count, (j+1)/count) of the day, measured in source points.
    const start = (j * from) / count;
    const end = ((j + 1) * from) / count;
    let area = 0;
    for (let i = Math.floor(start); i < Math.min(from, Math.ceil(end)); i++) {
      const overlap = Math.min(end, i + 1) - Math.max(start, i);
      if (overlap > 0) area += overlap * (source[i] ?? 0);
    }
    result.push(cleanNumber(area / (end - start), 6));
  }
  return result;
}
