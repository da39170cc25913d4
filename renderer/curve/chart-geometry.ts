import { clampRequestRate } from './curve-values';
import type { ValueAxis } from './value-axis';

/** Where things go inside the chart's SVG, in CSS pixels. Pure, so it is easy to reason about. */
export interface ChartGeometry {
  width: number;
  height: number;
  plotLeft: number;
  plotRight: number;
  plotTop: number;
  plotBottom: number;
  /** Number of points in the curve. */
  count: number;
  axis: ValueAxis;
}

/** Room for the unit above the value axis and the hour labels below the plot. */
const MARGIN = { top: 24, right: 22, bottom: 28 } as const;
/** Rough width of one digit of the 12 px tick labels, to fit the longest value label. */
const LABEL_CHAR_WIDTH = 7.2;

export function chartGeometry(options: {
  width: number;
  height: number;
  count: number;
  axis: ValueAxis;
  /** The longest value tick label as shown, e.g. "1,200". */
  longestValueLabel: string;
}): ChartGeometry {
  const { width, height, count, axis, longestValueLabel } = options;
  const plotLeft = Math.max(32, Math.ceil(longestValueLabel.length * LABEL_CHAR_WIDTH) + 14);
  return {
    width,
    height,
    plotLeft,
    plotRight: Math.max(plotLeft + 1, width - MARGIN.right),
    plotTop: MARGIN.top,
    plotBottom: Math.max(MARGIN.top + 1, height - MARGIN.bottom),
    count: Math.max(1, count),
    axis,
  };
}

/** x of an hour of the day (0-24). */
export function xForHour(g: ChartGeometry, hour: number): number {
  return g.plotLeft + ((g.plotRight - g.plotLeft) * hour) / 24;
}

/** x where point `index` starts; index = count gives the end of the day. */
export function xForPointStart(g: ChartGeometry, index: number): number {
  return g.plotLeft + ((g.plotRight - g.plotLeft) * index) / g.count;
}

/** x of the middle of point `index`'s interval, where its handle sits. */
export function xForPointCenter(g: ChartGeometry, index: number): number {
  return xForPointStart(g, index + 0.5);
}

/** y of a rate; rates above the axis are drawn at its top. */
export function yForValue(g: ChartGeometry, value: number): number {
  const share = Math.min(1, clampRequestRate(value) / g.axis.max);
  return g.plotBottom - (g.plotBottom - g.plotTop) * share;
}

/** The rate at height y, clamped to the axis (0 to its max). */
export function valueForY(g: ChartGeometry, y: number): number {
  const share = (g.plotBottom - y) / (g.plotBottom - g.plotTop);
  return Math.min(g.axis.max, Math.max(0, share * g.axis.max));
}

/**
 * The value at height y on the chart's scale, carried on above the axis's top: a drag that
 * leaves the chart upwards keeps raising the point (the axis then grows to show it).
 */
export function valueForYBeyondTop(g: ChartGeometry, y: number): number {
  const share = (g.plotBottom - y) / (g.plotBottom - g.plotTop);
  return Math.max(0, share * g.axis.max);
}

/** The point whose interval holds x (the nearest one outside the plot). */
export function indexForX(g: ChartGeometry, x: number): number {
  const share = (x - g.plotLeft) / (g.plotRight - g.plotLeft);
  return Math.min(g.count - 1, Math.max(0, Math.floor(share * g.count)));
}

/** Hours that get a label: every 3 hours where there is room, every 6 where there is not. */
export function labelledHours(g: ChartGeometry): number[] {
  const every = g.plotRight - g.plotLeft >= 480 ? 3 : 6;
  return Array.from({ length: 24 / every + 1 }, (_, i) => i * every);
}

/** The curve as a step line (each value held over its interval), the way the simulator reads it. */
export function stepLinePath(g: ChartGeometry, points: readonly number[]): string {
  if (points.length === 0) return '';
  const parts = [`M${xForPointStart(g, 0)},${yForValue(g, points[0] ?? 0)}`];
  points.forEach((value, index) => {
    if (index > 0) parts.push(`V${yForValue(g, value)}`);
    parts.push(`H${xForPointStart(g, index + 1)}`);
  });
  return parts.join('');
}

/** The step line closed along the zero line, for the shaded area under the curve. */
export function stepAreaPath(g: ChartGeometry, points: readonly number[]): string {
  const line = stepLinePath(g, points);
  if (!line) return '';
  return `${line}V${g.plotBottom}H${g.plotLeft}Z`;
}
