import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { distinctLabels, type HistogramBin } from './histogram';
import { COUNT_AXIS_WIDTH } from './chart-layout';
import { useChartLocale } from './use-chart-locale';

interface HistogramChartProps {
  title: string;
  bins: HistogramBin[];
  color: string;
  xLabel: string;
  /** Short form for tick labels (the bin's middle), with as many decimals as asked. */
  tick: (value: number, fractionDigits: number) => string;
  /** Full form for the tooltip's range. */
  full: (value: number) => string;
  /** Shown instead of a chart when there is nothing to count. */
  emptyText: string;
}

const HISTOGRAM_HEIGHT = 220;

/** How many runs fell in each range of one figure, for one strategy. */
export function HistogramChart(props: HistogramChartProps) {
  const { title, bins, color, xLabel, tick, full, emptyText } = props;
  const { t } = useTranslation();
  const { localeText } = useChartLocale();
  const indices = bins.map((_, i) => i);
  const ticks = distinctLabels(bins, tick);
  const range = (i: number) => {
    const bin = bins[i];
    if (!bin) return '';
    return bin.from === bin.to
      ? full(bin.from)
      : t('results.charts.range', { from: full(bin.from), to: full(bin.to) });
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {bins.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <BarChart
          height={HISTOGRAM_HEIGHT}
          localeText={localeText}
          hideLegend
          series={[
            {
              id: 'runs',
              data: bins.map((bin) => bin.count),
              color,
              valueFormatter: (value: number | null) =>
                value === null ? '' : t('results.charts.runsInRange', { count: value }),
            },
          ]}
          xAxis={[
            {
              id: 'range',
              scaleType: 'band',
              data: indices,
              label: xLabel,
              categoryGapRatio: 0.1,
              valueFormatter: (i: number, context) => {
                const bin = bins[i];
                if (!bin) return '';
                return context.location === 'tick' ? (ticks[i] ?? '') : range(i);
              },
            },
          ]}
          yAxis={[
            {
              id: 'runs',
              width: COUNT_AXIS_WIDTH,
              label: t('results.charts.runsAxis'),
              tickMinStep: 1,
            },
          ]}
        />
      )}
    </Box>
  );
}
