import { CHART_H, CHART_W, ChartFrame, PAD, yAxisFor } from './ChartFrame';
import { reportDateTicks } from './date-ticks';
import { linear, linePath, tickIndexes } from './scale';

export interface LineSeries {
  name: string;
  color: string;
  values: readonly number[];
  dashed?: boolean;
}

interface LineChartProps {
  title: string;
  series: readonly LineSeries[];
  /** Label of point i on the x axis (a date). */
  xLabel: (index: number) => string;
  /** The date of each point: ticks then fall on the start and the first of each month. */
  dates?: readonly Date[];
  formatY: (v: number) => string;
  /** Height in SVG units (the width is always CHART_W); shorter for small per-strategy charts. */
  height?: number;
}

/** Lines over equally spaced points (days), as vector SVG with a legend below. */
export function LineChart({ title, series, xLabel, dates, formatY, height = CHART_H }: LineChartProps) {
  const n = Math.max(0, ...series.map((s) => s.values.length));
  const axis = yAxisFor(
    series.flatMap((s) => s.values),
    height,
  );
  const x = linear(0, Math.max(1, n - 1), PAD.left, CHART_W - PAD.right);
  const xs = Array.from({ length: n }, (_, i) => x(i));
  return (
    <figure className="hr-figure">
      <ChartFrame
        title={title}
        axis={axis}
        formatY={formatY}
        height={height}
        xTicks={
          dates
            ? reportDateTicks(dates, x, xLabel, { left: PAD.left, right: CHART_W - PAD.right })
            : tickIndexes(n, 5).map((i) => ({ x: x(i), label: xLabel(i) }))
        }
      >
        {series.map((s) => (
          <path
            key={s.name}
            d={linePath(xs, s.values.map(axis.y))}
            fill="none"
            stroke={s.color}
            strokeWidth={1.8}
            strokeDasharray={s.dashed ? '5 3' : undefined}
            strokeLinejoin="round"
          />
        ))}
      </ChartFrame>
      <Legend items={series} />
    </figure>
  );
}

export function Legend({
  items,
}: {
  items: readonly { name: string; color: string; dashed?: boolean }[];
}) {
  return (
    <figcaption className="hr-legend">
      {items.map((item) => (
        <span key={item.name} className="hr-legend-item">
          <svg width="18" height="8" viewBox="0 0 18 8" aria-hidden="true">
            <line
              x1="0"
              x2="18"
              y1="4"
              y2="4"
              stroke={item.color}
              strokeWidth="3"
              strokeDasharray={item.dashed ? '4 2' : undefined}
            />
          </svg>
          <bdi>{item.name}</bdi>
        </span>
      ))}
    </figcaption>
  );
}

export { CHART_H };
