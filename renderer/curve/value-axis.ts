import { cleanNumber } from './curve-values';

/** The value axis of the curve chart and the step sizes that go with it. */
export interface ValueAxis {
  /** Top of the axis; the curve's peak sits below it with room to drag higher. */
  max: number;
  /** Gridline values from 0 to max. */
  ticks: number[];
  /** What a drag snaps to and one arrow key adds: about 1/100 of the axis, a 1-2-5 number. */
  step: number;
  /** Shift+arrow and Page Up/Down: ten steps. */
  bigStep: number;
}

const NICE_MULTIPLIERS = [1, 2, 5, 10] as const;

/** The smallest 1-2-5 x 10^k number at or above `value` (value > 0). */
export function niceCeil(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const multiplier = NICE_MULTIPLIERS.find((m) => m * magnitude >= value * (1 - 1e-9)) ?? 10;
  return cleanNumber(multiplier * magnitude);
}

/** The largest 1-2-5 x 10^k number at or below `value` (value > 0). */
export function niceFloor(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const multiplier =
    [...NICE_MULTIPLIERS].reverse().find((m) => m * magnitude <= value * (1 + 1e-9)) ?? 1;
  return cleanNumber(multiplier * magnitude);
}

/** Room above the peak, so the highest point can still be dragged up. */
const HEADROOM = 1.2;
/** An all-zero curve still gets a usable axis of 0-1 requests per second. */
const EMPTY_AXIS_TARGET = 1;
const TARGET_TICK_COUNT = 5;
const STEPS_PER_AXIS = 100;

/** Axis for a curve whose highest value is `peak`: 4-6 round gridlines, snapping steps to match. */
export function valueAxisFor(peak: number): ValueAxis {
  const target = Number.isFinite(peak) && peak > 0 ? peak * HEADROOM : EMPTY_AXIS_TARGET;
  const tickStep = niceCeil(target / TARGET_TICK_COUNT);
  const tickCount = Math.max(1, Math.ceil(target / tickStep - 1e-9));
  const max = cleanNumber(tickCount * tickStep);
  const ticks = Array.from({ length: tickCount + 1 }, (_, i) => cleanNumber(i * tickStep));
  const step = niceFloor(max / STEPS_PER_AXIS);
  return { max, ticks, step, bigStep: cleanNumber(step * 10) };
}
