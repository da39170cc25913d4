import { CHART_H, CHART_W, ChartFrame, PAD, yAxisFor } from './ChartFrame';
import { LABEL_GAP, labelWidth } from './label-width';
import { Legend } from './LineChart';

export interface BarGroup {
  label: string;
  /** One value per series, in series order. */
  values: readonly number[];
}

interface BarChartProps {
  title: string;
  series: readonly { name: string; color: string }[];
  groups: readonly BarGroup[];
  /** Stacked (monthly cost by pool) or side by side (distributions across strategies). */
  stacked: boolean;
  formatY: (v: number) => string;
  /** Show every n-th group label (long runs of months or bins). */
  labelEvery?: number;
  /** Size in SVG units; smaller for charts set side by side. */
  height?: number;
  width?: number;
  /** Counts (runs): whole-number ticks. */
  integerAxis?: boolean;
  /** A single-series chart titled elsewhere needs no legend. */
  legend?: boolean;
}

/** Bars per group, stacked or side by side, as vector SVG with a legend below. */
export function BarChart(props: BarChartProps) {
  const { title, series, groups, stacked, formatY } = props;
  const totals = groups.map((g) =>
    stacked ? g.values.reduce((a, b) => a + Math.max(0, b), 0) : Math.max(0, ...g.values),
  );
  const height = props.height ?? CHART_H;
  const width = props.width ?? CHART_W;
  const axis = yAxisFor(totals, height, props.integerAxis);
  const band = (width - PAD.left - PAD.right) / Math.max(1, groups.length);
  const inner = band * 0.8;
  // Every n-th label, n the fewest that leaves the widest label room beside its neighbours:
  // a count of labels alone let Chinese money ("US$11.15万") run together in a small chart.
  const widest = Math.max(0, ...groups.map((g) => labelWidth(g.label)));
  const every = props.labelEvery ?? Math.max(1, Math.ceil((widest + LABEL_GAP) / band));
  const bars = groups.flatMap((g, gi) => {
    const left = PAD.left + gi * band + (band - inner) / 2;
    let base = 0;
    return g.values.map((v, si) => {
      const value = Math.max(0, v);
      const width = stacked ? inner : inner / Math.max(1, series.length);
      const x = stacked ? left : left + si * width;
      const y0 = axis.y(stacked ? base : 0);
      const y1 = axis.y(stacked ? base + value : value);
      base += value;
      return (
        <rect
          key={`${gi}-${si}`}
          x={x.toFixed(1)}
          y={Math.min(y0, y1).toFixed(1)}
          width={Math.max(0.5, width - (stacked ? 0 : 1)).toFixed(1)}
          height={Math.abs(y0 - y1).toFixed(1)}
          fill={series[si]?.color ?? '#888'}
        />
      );
    });
  });
  const xTicks = groups
    .map((g, i) => ({ x: PAD.left + i * band + band / 2, label: g.label, i }))
    .filter((tick) => tick.i % every === 0)
    .map(({ x, label }) => {
      // Centred under its bar, hung inwards only where it would leave the picture.
      const half = labelWidth(label) / 2;
      const anchor = x - half < 0 ? 'start' : x + half > width ? 'end' : 'middle';
      return { x, label, anchor } as const;
    });
  return (
    <figure className="hr-figure">
      <ChartFrame
        title={title}
        axis={axis}
        formatY={formatY}
        xTicks={xTicks}
        height={height}
        width={width}
      >
        {bars}
      </ChartFrame>
      {props.legend !== false && <Legend items={series} />}
    </figure>
  );
}
