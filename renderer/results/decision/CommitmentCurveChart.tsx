import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { CommitmentCurve } from '@shared/analysis/optimise-commitment';
import { CHART_HEIGHT, MONEY_AXIS_WIDTH } from '../chart-layout';
import { useChartLocale } from '../use-chart-locale';
import type { ResultsFormat } from '../use-results-format';

interface CommitmentCurveChartProps {
  curve: CommitmentCurve;
  currency: string;
  fmt: ResultsFormat;
}

/**
 * Cost against the committed GPUs of one commitment: the mean over the runs as a line with
 * its P10–P90 band (a transparent floor at P10 with the band stacked on it) and a mark on the
 * minimum.
 */
export function CommitmentCurveChart({ curve, currency, fmt }: CommitmentCurveChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { localeText } = useChartLocale();
  const gpus = curve.points.map((p) => p.gpus);
  const bestIndex = curve.points.findIndex((p) => p.count === curve.bestCount);
  const main = theme.palette.primary.main;
  return (
    <LineChart
      height={CHART_HEIGHT}
      localeText={localeText}
      data-testid="commitment-curve-chart"
      series={[
        { id: 'floor', data: curve.points.map((p) => p.cost.p10), stack: 'band', area: true, showMark: false, color: 'transparent', curve: 'linear', valueFormatter: () => null },
        {
          id: 'band',
          label: t('decision.optimise.band'),
          data: curve.points.map((p) => p.cost.p90 - p.cost.p10),
          stack: 'band',
          area: true,
          showMark: false,
          color: theme.palette.mode === 'dark' ? 'rgba(144, 202, 249, 0.25)' : 'rgba(25, 118, 210, 0.18)',
          curve: 'linear',
          valueFormatter: (_v, { dataIndex }) => {
            const p = curve.points[dataIndex];
            return p ? `${fmt.money(p.cost.p10)}–${fmt.money(p.cost.p90)}` : '';
          },
        },
        {
          id: 'mean',
          label: t('decision.optimise.mean'),
          data: curve.points.map((p) => p.cost.mean),
          color: main,
          curve: 'linear',
          showMark: ({ index }) => index === bestIndex,
          valueFormatter: (v) => (v === null ? '' : fmt.money(v)),
        },
      ]}
      xAxis={[{ id: 'gpus', scaleType: 'linear', data: gpus, label: t('decision.optimise.xAxis'), valueFormatter: (v: number) => fmt.count(v), tickMinStep: 1 }]}
      yAxis={[
        {
          id: 'cost',
          width: MONEY_AXIS_WIDTH,
          label: t('decision.optimise.yAxis', { currency }),
          valueFormatter: (value: number, context: AxisValueFormatterContext) => (context.location === 'tick' ? fmt.moneyCompact(value) : fmt.money(value)),
        },
      ]}
      grid={{ horizontal: true }}
      slotProps={{ legend: { toggleVisibilityOnClick: false } }}
    />
  );
}
