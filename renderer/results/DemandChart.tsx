import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { RunResult } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { ChartCard } from './ChartCard';
import { committedBusySeries } from './committed-busy-series';
import { CHART_HEIGHT, COUNT_AXIS_WIDTH } from './chart-layout';
import { dayStart } from './sim-time';
import { useChartLocale } from './use-chart-locale';
import { useDayAxis } from './use-day-axis';

interface DemandChartProps {
  strategyName: string;
  run: RunResult;
  startDate: string;
  color: string;
}

/**
 * GPUs the work wanted against GPUs paid for, day by day: the gap above the dashed line is
 * idle capacity, the gap below it is work waiting for GPUs. Each committed pool adds a wide
 * line of its GPUs busy each day, against its committed GPUs (how well the commitment is used).
 */
export function DemandChart({ strategyName, run, startDate, color }: DemandChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormat();
  const { localeText } = useChartLocale();
  const dates = run.daily.map((point) => dayStart(startDate, point.day) ?? new Date(NaN));
  const dayAxis = useDayAxis(dates);
  const busyColors = [theme.palette.warning.main, theme.palette.secondary.main, theme.palette.info.main];
  const gpus = (value: number | null) =>
    value === null ? '' : format.number(value, { maximumFractionDigits: 1 });
  return (
    <ChartCard
      id="chart-demand"
      title={t('results.charts.demand.title', { strategy: strategyName })}
      description={t('results.charts.demand.description')}
    >
      <LineChart
        height={CHART_HEIGHT}
        localeText={localeText}
        series={[
          {
            id: 'provisioned',
            label: t('results.charts.demand.provisioned'),
            data: run.daily.map((point) => point.provisionedGpus),
            color,
            area: true,
            showMark: false,
            curve: 'stepAfter',
            valueFormatter: gpus,
          },
          ...committedBusySeries(run, busyColors, gpus, (pool) => t('poolUsage.chart.busy', { pool })),
          {
            id: 'demanded',
            label: t('results.charts.demand.demanded'),
            data: run.daily.map((point) => point.demandGpus),
            color: theme.palette.text.primary,
            showMark: false,
            curve: 'stepAfter',
            valueFormatter: gpus,
          },
        ]}
        xAxis={[
          {
            id: 'date',
            ...dayAxis,
            label: t('results.charts.demand.xAxis'),
          },
        ]}
        yAxis={[
          {
            id: 'gpus',
            width: COUNT_AXIS_WIDTH,
            min: 0,
            label: t('results.charts.demand.yAxis'),
            valueFormatter: (value: number) => format.number(value, { maximumFractionDigits: 1 }),
          },
        ]}
        grid={{ horizontal: true }}
        sx={{
          [`& .${lineClasses.area}`]: { fillOpacity: 0.25 },
          [`& .${lineClasses.line}[data-series="demanded"]`]: { strokeDasharray: '6 4' },
          // Solid and wide, under the dashed "wanted" line: where the pool serves all the work the two coincide and both stay visible.
          [`& .${lineClasses.line}[data-series^="busy-"]`]: { strokeWidth: 4, strokeOpacity: 0.85 },
        }}
      />
    </ChartCard>
  );
}
