import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { RunResult } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT, COUNT_AXIS_WIDTH } from './chart-layout';
import { wallClockAt } from './sim-time';
import { spotTraceSeries, type SpotTraceSource } from './spot-trace-series';
import { useChartLocale } from './use-chart-locale';

interface SpotTraceChartProps {
  strategyName: string;
  run: RunResult;
  trace: SpotTraceSource;
  startDate: string;
  horizonDays: number;
  color: string;
}

/**
 * The replayed spot trace as grey bands where spot had no capacity, under the GPUs the
 * representative run's jobs held on spot (filled) and on on-demand (line): a deadline policy's
 * moves to on-demand and back show up against the outages that caused them.
 */
export function SpotTraceChart({ strategyName, run, trace, startDate, horizonDays, color }: SpotTraceChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormat();
  const { localeText } = useChartLocale();
  const series = spotTraceSeries(run, trace, horizonDays);
  if (!series) return null;
  const poolName = run.pools.find((p) => p.poolId === trace.poolId)?.name ?? trace.poolId;
  const top = Math.max(1, Math.ceil(Math.max(...series.spotGpus, ...series.onDemandGpus)));
  const dates = series.timesS.map((s) => wallClockAt(startDate, s) ?? new Date(NaN));
  const gpus = (value: number | null) =>
    value === null ? '' : format.number(value, { maximumFractionDigits: 1 });
  return (
    <ChartCard
      id="chart-spot-trace"
      title={t('spotTrace.title', { strategy: strategyName })}
      description={t('spotTrace.description', {
        pool: poolName,
        share: format.percent(series.unavailableShare),
      })}
    >
      <LineChart
        height={CHART_HEIGHT}
        localeText={localeText}
        series={[
          {
            id: 'unavailable',
            label: t('spotTrace.unavailable'),
            data: series.unavailable.map((down) => (down ? top : 0)),
            color: theme.palette.text.disabled,
            area: true,
            showMark: false,
            curve: 'stepAfter',
            valueFormatter: (value: number | null) =>
              value ? t('spotTrace.unavailableValue') : t('spotTrace.availableValue'),
          },
          {
            id: 'spot',
            label: t('spotTrace.spot'),
            data: series.spotGpus,
            color,
            area: true,
            showMark: false,
            curve: 'stepAfter',
            valueFormatter: gpus,
          },
          {
            id: 'on-demand',
            label: t('spotTrace.onDemand'),
            data: series.onDemandGpus,
            color: theme.palette.warning.main,
            showMark: false,
            curve: 'stepAfter',
            valueFormatter: gpus,
          },
        ]}
        xAxis={[
          {
            id: 'time',
            scaleType: 'time',
            data: dates,
            label: t('spotTrace.xAxis'),
            valueFormatter: (value: Date, context) =>
              context.location === 'tick' ? format.date(value) : format.dateTime(value),
          },
        ]}
        yAxis={[
          {
            id: 'gpus',
            width: COUNT_AXIS_WIDTH,
            min: 0,
            max: top,
            label: t('spotTrace.yAxis'),
            valueFormatter: (value: number) => format.number(value, { maximumFractionDigits: 1 }),
          },
        ]}
        grid={{ horizontal: true }}
        sx={{
          [`& .${lineClasses.area}[data-series="unavailable"]`]: { fillOpacity: theme.palette.mode === 'dark' ? 0.3 : 0.45 },
          [`& .${lineClasses.line}[data-series="unavailable"]`]: { strokeOpacity: 0 },
          [`& .${lineClasses.area}[data-series="spot"]`]: { fillOpacity: 0.4 },
          [`& .${lineClasses.line}[data-series="on-demand"]`]: { strokeWidth: 2.5 },
        }}
      />
    </ChartCard>
  );
}
