import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Distribution3 } from '@shared/sim/results';
import { CHART_HEIGHT, MONEY_AXIS_WIDTH } from '../chart-layout';
import { useChartLocale } from '../use-chart-locale';
import type { ResultsFormat } from '../use-results-format';
import { visuallyHidden } from '../visually-hidden';

/** One point of the frontier chart: a found plan or one of the scenario's strategies. */
export interface FrontierPoint {
  id: string;
  name: string;
  group: 'found' | 'best' | 'existing';
  cost: Distribution3;
  /** Hours on the speed axis; null when the scenario has nothing to measure there (drawn at 0). */
  speed: number | null;
}

interface PlanFrontierChartProps {
  points: readonly FrontierPoint[];
  /** Which speed the x axis shows. */
  xLabel: string;
  currency: string;
  fmt: ResultsFormat;
}

const GROUPS = ['found', 'best', 'existing'] as const;

/** Each group its own shape, so the marks differ without colour: circle, ringed circle, diamond. */
function FrontierMarker({ seriesId, x, y, color, size, isFaded, isHighlighted, onClick }: ScatterMarkerProps) {
  const r = (isHighlighted ? 1.2 : 1) * size;
  const common = { fill: color, opacity: isFaded ? 0.3 : 1, onClick, cursor: onClick ? 'pointer' : 'unset' };
  if (seriesId === 'existing') return <rect x={-r} y={-r} width={2 * r} height={2 * r} transform={`translate(${x}, ${y}) rotate(45)`} {...common} />;
  if (seriesId === 'best') return <circle cx={0} cy={0} r={r} transform={`translate(${x}, ${y})`} stroke="currentColor" strokeWidth={2} {...common} />;
  return <circle cx={0} cy={0} r={r} transform={`translate(${x}, ${y})`} {...common} />;
}

/** The P10–P90 cost of each point as a thin vertical bar with caps, through its mark. */
function CostBands({ points, color }: { points: readonly FrontierPoint[]; color: string }) {
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  return (
    <g data-testid="frontier-bands" aria-hidden="true">
      {points.map((p) => {
        const cx = x(p.speed ?? 0);
        const top = y(p.cost.p90);
        const bottom = y(p.cost.p10);
        return (
          <g key={p.id} stroke={color} strokeWidth={1.5}>
            <line x1={cx} x2={cx} y1={top} y2={bottom} />
            <line x1={cx - 5} x2={cx + 5} y1={top} y2={top} />
            <line x1={cx - 5} x2={cx + 5} y1={bottom} y2={bottom} />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The frontier: cost P50 (with its P10–P90 band) against speed, for the plans no other beats
 * on both, the best of them ringed, and the scenario's own strategies as diamonds beside them.
 * A hidden list says each point in words for screen readers.
 */
export function PlanFrontierChart({ points, xLabel, currency, fmt }: PlanFrontierChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { localeText } = useChartLocale();
  const dark = theme.palette.mode === 'dark';
  const colors = { found: theme.palette.primary.main, best: dark ? '#ffb74d' : '#e65100', existing: dark ? '#bdbdbd' : '#616161' };
  const low = Math.min(...points.map((p) => p.cost.p10));
  const high = Math.max(...points.map((p) => p.cost.p90));
  const pad = Math.max(1, (high - low) * 0.08);
  const speedText = (p: FrontierPoint) => (p.speed === null ? '—' : fmt.hours(p.speed));
  const sentence = (p: FrontierPoint) =>
    t('planSearch.chart.point', { name: p.name, p50: fmt.money(p.cost.p50), p10: fmt.money(p.cost.p10), p90: fmt.money(p.cost.p90), speed: `${xLabel} ${speedText(p)}` });
  return (
    <>
      <ScatterChart
        height={CHART_HEIGHT}
        localeText={localeText}
        data-testid="plan-frontier-chart"
        series={GROUPS.map((group) => {
          const mine = points.filter((p) => p.group === group);
          return {
            id: group,
            label: t(`planSearch.chart.${group}`),
            color: colors[group],
            markerSize: group === 'found' ? 5 : 7,
            data: mine.map((p) => ({ id: p.id, x: p.speed ?? 0, y: p.cost.p50 })),
            valueFormatter: (_v: unknown, { dataIndex }: { dataIndex: number }) => {
              const p = mine[dataIndex];
              return p ? sentence(p) : '';
            },
          };
        })}
        // Below an hour the ticks may be hundredths apart (a short horizon): two decimals keep them apart.
        xAxis={[{ id: 'speed', min: 0, label: xLabel, valueFormatter: (v: number) => fmt.hoursNumber(v, Math.abs(v) < 1 ? 2 : 1) }]}
        yAxis={[
          {
            id: 'cost',
            width: MONEY_AXIS_WIDTH,
            min: Math.max(0, low - pad),
            max: high + pad,
            label: t('planSearch.chart.cost', { currency }),
            valueFormatter: (value: number, context: AxisValueFormatterContext) => (context.location === 'tick' ? fmt.moneyCompact(value) : fmt.money(value)),
          },
        ]}
        grid={{ horizontal: true }}
        slots={{ marker: FrontierMarker }}
        slotProps={{ legend: { toggleVisibilityOnClick: false } }}
      >
        <CostBands points={points} color={dark ? 'rgba(255,255,255,0.45)' : 'rgba(0,0,0,0.35)'} />
      </ScatterChart>
      <ul style={visuallyHidden} data-testid="plan-frontier-points">
        {points.map((p) => (
          <li key={`${p.group}-${p.id}`}>{sentence(p)}</li>
        ))}
      </ul>
    </>
  );
}
