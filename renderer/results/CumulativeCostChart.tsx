import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTranslation } from 'react-i18next';
import type { ScenarioResults } from '@shared/sim/results';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT, MONEY_AXIS_WIDTH } from './chart-layout';
import { cumulativeCost } from './cumulative';
import { dayStart } from './sim-time';
import { useChartLocale } from './use-chart-locale';
import { useDayAxis } from './use-day-axis';
import type { ResultsFormat } from './use-results-format';

interface CumulativeCostChartProps {
  results: ScenarioResults;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
}

/** Cost piling up day by day, one line per strategy: where commitments front-load cost shows at once. */
export function CumulativeCostChart({ results, colorOf, fmt }: CumulativeCostChartProps) {
  const { t } = useTranslation();
  const { localeText } = useChartLocale();
  const days = results.strategies[0]?.representative.daily ?? [];
  const dates = days.map((point) => dayStart(results.startDate, point.day) ?? new Date(NaN));
  const dayAxis = useDayAxis(dates);
  const series = results.strategies.map((s) => ({
    id: s.strategyId,
    label: s.name,
    color: colorOf(s.strategyId),
    data: cumulativeCost(s.representative.daily),
    showMark: false,
    curve: 'linear' as const,
    valueFormatter: (value: number | null) => (value === null ? '' : fmt.money(value)),
  }));
  return (
    <ChartCard
      id="chart-cumulative-cost"
      title={t('results.charts.cumulative.title')}
      description={t('results.charts.cumulative.description')}
    >
      <LineChart
        height={CHART_HEIGHT}
        localeText={localeText}
        series={series}
        xAxis={[
          {
            id: 'date',
            ...dayAxis,
            label: t('results.charts.cumulative.xAxis'),
          },
        ]}
        yAxis={[
          {
            id: 'cost',
            width: MONEY_AXIS_WIDTH,
            // Hiding a dear strategy in the legend rescales the axis to the others.
            domainSeries: 'visible',
            label: t('results.charts.cumulative.yAxis', { currency: results.currency }),
            valueFormatter: (value: number, context: AxisValueFormatterContext) =>
              context.location === 'tick' ? fmt.moneyCompact(value) : fmt.money(value),
          },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
    </ChartCard>
  );
}
