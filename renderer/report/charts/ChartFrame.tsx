import type { ReactNode } from 'react';
import { linear, niceTicks } from './scale';

/** Size of every report chart in SVG units; it scales to the column width when printed. */
export const CHART_W = 640;
export const CHART_H = 220;
export const PAD = { left: 64, right: 12, top: 12, bottom: 36 };

export interface YAxis {
  ticks: number[];
  y: (v: number) => number;
}

/** A y axis (whole ticks for counts) from 0 (or the lowest value, if negative) to the highest, with round ticks. */
export function yAxisFor(values: readonly number[], height = CHART_H, integer = false): YAxis {
  const finite = values.filter((v) => Number.isFinite(v));
  const lo = Math.min(0, ...finite);
  const hi = Math.max(0, ...finite);
  const ticks = niceTicks(lo, hi, 4, integer);
  const y = linear(ticks[0]!, ticks.at(-1)!, height - PAD.bottom, PAD.top);
  return { ticks, y };
}

interface ChartFrameProps {
  /** Read aloud and shown by PDF readers: what the chart shows. */
  title: string;
  axis: YAxis;
  formatY: (v: number) => string;
  /** Without an anchor, the first label hangs right, the last left and the rest centre. */
  xTicks: { x: number; label: string; anchor?: 'start' | 'middle' | 'end' }[];
  children: ReactNode;
  width?: number;
  height?: number;
}

/** The axes, grid and labels around a chart's marks, as vector SVG. */
export function ChartFrame(props: ChartFrameProps) {
  const { title, axis, formatY, xTicks, children, width = CHART_W, height = CHART_H } = props;
  return (
    <svg
      className="hr-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{title}</title>
      {axis.ticks.map((v) => (
        <g key={`y${v}`}>
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={axis.y(v)}
            y2={axis.y(v)}
            stroke={v === 0 ? '#8a8f98' : '#dfe2e6'}
            strokeWidth={v === 0 ? 1 : 0.6}
          />
          <text x={PAD.left - 6} y={axis.y(v) + 4} textAnchor="end" className="hr-tick">
            {formatY(v)}
          </text>
        </g>
      ))}
      {xTicks.map((tick, i) => (
        <text
          key={`x${i}`}
          x={tick.x}
          y={height - PAD.bottom + 16}
          textAnchor={tick.anchor ?? (i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle')}
          className="hr-tick"
          data-axis="x"
        >
          {tick.label}
        </text>
      ))}
      {children}
    </svg>
  );
}
