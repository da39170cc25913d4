import { CHART_H, CHART_W, ChartFrame, PAD, yAxisFor } from './ChartFrame';
import { linear, niceTicks } from './scale';

export interface FrontierMark {
  id: string;
  group: 'found' | 'best' | 'existing';
  /** Hours on the speed axis (0 when the scenario has nothing to measure there). */
  x: number;
  p10: number;
  p50: number;
  p90: number;
}

/** Printed on white: blue plans, the best in orange, the scenario's strategies in grey. */
export const FRONTIER_COLORS = { found: '#1565c0', best: '#e65100', existing: '#616161' } as const;

interface FrontierChartProps {
  title: string;
  marks: readonly FrontierMark[];
  xTitle: string;
  formatX: (v: number) => string;
  formatY: (v: number) => string;
  /** Names of the three kinds of mark, for the key. */
  legend: Record<FrontierMark['group'], string>;
}

function Mark({ mark, cx, cy }: { mark: FrontierMark; cx: number; cy: number }) {
  const color = FRONTIER_COLORS[mark.group];
  if (mark.group === 'existing') return <rect x={cx - 4.5} y={cy - 4.5} width={9} height={9} fill={color} transform={`rotate(45 ${cx} ${cy})`} />;
  if (mark.group === 'best') return <circle cx={cx} cy={cy} r={6} fill={color} stroke="#222" strokeWidth={1.5} />;
  return <circle cx={cx} cy={cy} r={4.5} fill={color} />;
}

/**
 * The plan search's frontier for the report: cost P50 against speed, a bar over each mark for
 * its P10–P90 cost; found plans round, the best ringed, the scenario's strategies as diamonds.
 */
export function FrontierChart({ title, marks, xTitle, formatX, formatY, legend }: FrontierChartProps) {
  const axis = yAxisFor(marks.flatMap((m) => [m.p10, m.p90]));
  const xTicks = niceTicks(0, Math.max(1, ...marks.map((m) => m.x)), 5);
  const right = CHART_W - PAD.right - 8;
  const x = linear(0, xTicks.at(-1)!, PAD.left + 8, right);
  return (
    <figure className="hr-figure" data-testid="report-frontier-chart">
      <ChartFrame title={title} axis={axis} formatY={formatY} xTicks={xTicks.map((v) => ({ x: x(v), label: formatX(v), anchor: 'middle' as const }))}>
        {marks.map((m) => (
          <g key={`${m.group}-${m.id}`} stroke="#555" strokeWidth={1}>
            <line x1={x(m.x)} x2={x(m.x)} y1={axis.y(m.p90)} y2={axis.y(m.p10)} />
            <line x1={x(m.x) - 4} x2={x(m.x) + 4} y1={axis.y(m.p90)} y2={axis.y(m.p90)} />
            <line x1={x(m.x) - 4} x2={x(m.x) + 4} y1={axis.y(m.p10)} y2={axis.y(m.p10)} />
          </g>
        ))}
        {marks.map((m) => (
          <Mark key={`mark-${m.group}-${m.id}`} mark={m} cx={x(m.x)} cy={axis.y(m.p50)} />
        ))}
        <text x={(PAD.left + right) / 2} y={CHART_H - 4} textAnchor="middle" className="hr-tick">
          {xTitle}
        </text>
      </ChartFrame>
      <figcaption className="hr-legend">
        {(['found', 'best', 'existing'] as const)
          .filter((g) => marks.some((m) => m.group === g))
          .map((g) => (
            <span key={g} className="hr-legend-item">
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <Mark mark={{ id: g, group: g, x: 0, p10: 0, p50: 0, p90: 0 }} cx={6} cy={6} />
              </svg>
              {legend[g]}
            </span>
          ))}
      </figcaption>
    </figure>
  );
}
