import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { darken, lighten, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import type { RunResult } from '@shared/sim/results';
import { ChartCard } from './ChartCard';
import { CHART_HEIGHT, MONEY_AXIS_WIDTH } from './chart-layout';
import { monthStart } from './sim-time';
import { useChartLocale } from './use-chart-locale';
import type { ResultsFormat } from './use-results-format';

interface MonthlyCostChartProps {
  strategyName: string;
  run: RunResult;
  currency: string;
  fmt: ResultsFormat;
}

/** The x-axis key of the bar after the last month: no "YYYY-MM" key can equal it. */
const AFTER_HORIZON = 'after-horizon';

/**
 * A tick label on two lines, broken at the space nearest its middle: "After the horizon" is
 * about twice a month's width and would otherwise be dropped as overlapping its neighbour
 * once the months narrow. Text without spaces (Chinese) stays as it is.
 */
function twoLines(text: string): string {
  const middle = text.length / 2;
  let best = -1;
  for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1))
    if (best < 0 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  return best < 0 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

/** Alternate shades for a second or third pool of the same kind, so stacked parts stay apart. */
function shade(color: string, nth: number, dark: boolean): string {
  if (nth === 0) return color;
  const amount = Math.min(0.6, 0.25 * nth);
  return dark ? darken(color, amount) : lighten(color, amount);
}

/** Each calendar month's cost, stacked by the strategy's pools in their pool-kind colours. */
export function MonthlyCostChart({ strategyName, run, currency, fmt }: MonthlyCostChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { localeText, month } = useChartLocale();
  // A last bar for what the terms still cost after the horizon, so a commitment that runs on
  // past it is seen next to the months inside it (the total above leaves it out).
  const after = run.commitmentBeyondHorizonMicro > 0;
  const months = [...Object.keys(run.costByMonthMicro), ...(after ? [AFTER_HORIZON] : [])];
  const complete = run.pools.every((pool) => pool.costByMonthMicro !== undefined);
  const seen = new Map<string, number>();
  const series = run.pools.map((pool) => {
    const nth = seen.get(pool.kind) ?? 0;
    seen.set(pool.kind, nth + 1);
    return {
      id: pool.poolId,
      label: t('results.charts.monthly.series', {
        pool: pool.name,
        kind: t(`home.pools.${pool.kind}.name`),
      }),
      color: shade(theme.palette.pool[pool.kind], nth, theme.palette.mode === 'dark'),
      stack: 'cost',
      data: months.map(
        (m) =>
          (m === AFTER_HORIZON
            ? pool.commitmentBeyondHorizonMicro
            : (pool.costByMonthMicro?.[m] ?? 0)) / MICRO_PER_UNIT,
      ),
      valueFormatter: (value: number | null) => (value === null ? '' : fmt.money(value)),
    };
  });
  return (
    <ChartCard
      id="chart-monthly-cost"
      title={t('results.charts.monthly.title', { strategy: strategyName })}
      description={t('results.charts.monthly.description')}
    >
      {complete ? (
        <BarChart
          height={CHART_HEIGHT}
          localeText={localeText}
          series={series}
          xAxis={[
            {
              id: 'month',
              scaleType: 'band',
              data: months,
              label: t('results.charts.monthly.xAxis'),
              valueFormatter: (key: string, context: AxisValueFormatterContext) => {
                if (key === AFTER_HORIZON) {
                  const label = t('commitments.chart.afterHorizon');
                  return context.location === 'tick' ? twoLines(label) : label;
                }
                const date = monthStart(key);
                return date ? month(date) : key;
              },
            },
          ]}
          yAxis={[
            {
              id: 'cost',
              width: MONEY_AXIS_WIDTH,
              label: t('results.charts.monthly.yAxis', { currency }),
              valueFormatter: (value: number, context: AxisValueFormatterContext) =>
                context.location === 'tick' ? fmt.moneyCompact(value) : fmt.money(value),
            },
          ]}
          grid={{ horizontal: true }}
        />
      ) : (
        <Alert severity="info">{t('results.charts.monthly.missing')}</Alert>
      )}
      {after && (
        <Typography variant="body2" color="text.secondary" data-testid="monthly-after-horizon">
          {t('commitments.chart.note', {
            amount: fmt.money(run.commitmentBeyondHorizonMicro / MICRO_PER_UNIT),
          })}
        </Typography>
      )}
    </ChartCard>
  );
}
