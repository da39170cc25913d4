import { sanitizeCurve } from './curve-values';

/** The figures shown under the chart. */
export interface CurveStats {
  peak: number;
  trough: number;
  /** Mean over the day; points are equally long, so the plain mean of the values. */
  average: number;
  /** peak / trough; null when the trough is 0 (the ratio has no finite value). */
  peakToTrough: number | null;
  /** Index of the (first) highest point, where keyboard focus starts. */
  peakIndex: number;
}

export function curveStats(points: readonly number[]): CurveStats {
  const values = sanitizeCurve(points);
  if (values.length === 0)
    return { peak: 0, trough: 0, average: 0, peakToTrough: null, peakIndex: 0 };
  let peak = -Infinity;
  let trough = Infinity;
  let sum = 0;
  let peakIndex = 0;
  values.forEach((value, index) => {
    if (value > peak) {
      peak = value;
      peakIndex = index;
    }
    trough = Math.min(trough, value);
    sum += value;
  });
  return {
    peak,
    trough,
    average: sum / values.length,
    peakToTrough: trough > 0 ? peak / trough : null,
    peakIndex,
  };
}

/** The highest rate on any day: the larger of the weekday and the weekend peaks. */
export function highestPeak(weekday: readonly number[], weekend?: readonly number[]): number {
  const weekdayPeak = curveStats(weekday).peak;
  return weekend ? Math.max(weekdayPeak, curveStats(weekend).peak) : weekdayPeak;
}
