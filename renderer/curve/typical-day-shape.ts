import { clampRequestRate, snapToStep } from './curve-values';
import { valueAxisFor } from './value-axis';

/** What shapes a typical customer-service day: quiet nights, busy office hours. */
export interface TypicalDayShape {
  /** Requests per second through the night (the trough). */
  base: number;
  /** Requests per second in the busiest hours. */
  peak: number;
  /** Hour (0-24, local) the busy hours start and end. */
  peakStartHour: number;
  peakEndHour: number;
  /** Number of points (24, 48, 96 or 288). */
  points: number;
  /** Hours traffic takes to climb to the peak before it and to fall back after it. */
  rampHours?: number;
  /** Share of the peak lost over lunch (12:00-13:30), as agents and customers take a break. */
  lunchDip?: number;
}

export const TYPICAL_SHAPE_DEFAULTS = {
  peakStartHour: 9,
  peakEndHour: 18,
  rampHours: 2,
  lunchDip: 0.15,
} as const;

export type TypicalShapeProblem =
  'baseNegative' | 'peakBelowBase' | 'hoursOutOfDay' | 'endNotAfterStart';

/** Why these parameters make no sensible day, or null when they do. */
export function typicalShapeProblem(shape: TypicalDayShape): TypicalShapeProblem | null {
  const { base, peak, peakStartHour: start, peakEndHour: end } = shape;
  if (!Number.isFinite(base) || base < 0) return 'baseNegative';
  if (!Number.isFinite(peak) || peak < base) return 'peakBelowBase';
  if (!(start >= 0 && start <= 24 && end >= 0 && end <= 24)) return 'hoursOutOfDay';
  if (!(end > start)) return 'endNotAfterStart';
  return null;
}

/** 0 -> 0, 1 -> 1 along half a cosine wave: a ramp without corners. */
function smoothStep(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return 0.5 - 0.5 * Math.cos(Math.PI * t);
}

/** 0..1 share of the way from base to peak at `hour` (not counting the lunch dip). */
function busyShare(hour: number, start: number, end: number, ramp: number): number {
  if (hour >= start && hour <= end) return 1;
  if (ramp <= 0) return 0;
  if (hour < start) return smoothStep((hour - (start - ramp)) / ramp);
  return smoothStep(1 - (hour - end) / ramp);
}

const LUNCH = { start: 12, end: 13.5 } as const;

/** 0..1 depth of the lunch dip at `hour`: a smooth bump, deepest at 12:45. */
function lunchShare(hour: number): number {
  if (hour <= LUNCH.start || hour >= LUNCH.end) return 0;
  const x = (hour - LUNCH.start) / (LUNCH.end - LUNCH.start);
  return Math.sin(Math.PI * x);
}

/**
 * A "day peak, night trough" curve: base at night, a smooth climb over `rampHours` to the
 * peak during the busy hours, an optional lunch dip, and a smooth fall back to base. Each
 * point takes the shape's value at the middle of its interval, snapped to the chart's step
 * so the numbers read cleanly. Parameters that make no sense give a flat curve at `base`
 * (see typicalShapeProblem to tell the person why).
 */
export function typicalDayShape(shape: TypicalDayShape): number[] {
  const count = Number.isInteger(shape.points) && shape.points > 0 ? shape.points : 24;
  const base = clampRequestRate(shape.base);
  if (typicalShapeProblem(shape) !== null) return new Array<number>(count).fill(base);
  const ramp = Math.max(0, shape.rampHours ?? TYPICAL_SHAPE_DEFAULTS.rampHours);
  const dip = Math.min(1, Math.max(0, shape.lunchDip ?? TYPICAL_SHAPE_DEFAULTS.lunchDip));
  const { step } = valueAxisFor(shape.peak);
  return Array.from({ length: count }, (_, index) => {
    const hour = ((index + 0.5) * 24) / count;
    const busy = busyShare(hour, shape.peakStartHour, shape.peakEndHour, ramp);
    const lunch = hour >= shape.peakStartHour && hour <= shape.peakEndHour ? lunchShare(hour) : 0;
    const share = busy * (1 - dip * lunch);
    // The night and the busy hours keep the exact rates asked for; only the slopes are snapped.
    if (share === 0) return base;
    if (share === 1) return clampRequestRate(shape.peak);
    return snapToStep(base + (shape.peak - base) * share, step);
  });
}
