import { memo } from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTranslation } from 'react-i18next';
import { medianRunCostByMonth } from '@shared/analysis/what-if';
import type { ScenarioResults } from '@shared/sim/results';
import { ChartCard } from '../results/ChartCard';
import { WhatIfChartKey } from './WhatIfChartKey';
import { CHART_HEIGHT, MONEY_AXIS_WIDTH } from '../results/chart-layout';
import { runningTotalFromZero } from '../results/cumulative';
import { useChartLocale } from '../results/use-chart-locale';
import type { ResultsFormat } from '../results/use-results-format';

interface WhatIfCostChartProps {
  baseline: ScenarioResults;
  whatIf: ScenarioResults;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
}

/**
 * Cost over time under the what-if (solid) and the baseline (dashed), by month from each
 * strategy's median run. Monthly points keep it cheap enough to redraw on every slider move.
 */
export const WhatIfCostChart = memo(function WhatIfCostChart({ baseline, whatIf, colorOf, fmt }: WhatIfCostChartProps) {
  const { t } = useTranslation();
  const { localeText } = useChartLocale();
  const costs = medianRunCostByMonth(baseline, whatIf);
  const months = costs.months;
  // Points: the start, then the end of each month, so even a one-month horizon draws a slope.
  const labels = [t('whatIf.chart.start'), ...months];
  const series = whatIf.strategies.flatMap((s, i) => {
    const before = baseline.strategies.find((b) => b.strategyId === s.strategyId);
    const monthly = costs.strategies[i]!;
    const color = colorOf(s.strategyId);
    const format = (value: number | null) => (value === null ? '' : fmt.money(value));
    return [
      { id: `${s.strategyId}-what-if`, label: s.name, color, data: runningTotalFromZero(monthly.after), valueFormatter: format, showMark: false },
      ...(before
        ? [{ id: `${s.strategyId}-baseline`, label: t('whatIf.chart.baseline', { name: s.name }), color, data: runningTotalFromZero(monthly.before), valueFormatter: format, showMark: false }]
        : []),
    ];
  });
  return (
    <ChartCard id="what-if-cost-chart" title={t('whatIf.chart.title')} description={t('whatIf.chart.description')}>
      <WhatIfChartKey strategies={whatIf.strategies} colorOf={colorOf} baselineLabel={t('whatIf.chart.baselineKey')} />
      <LineChart
        height={CHART_HEIGHT}
        localeText={localeText}
        series={series}
        xAxis={[{ id: 'month', scaleType: 'point', data: labels, label: t('whatIf.chart.xAxis') }]}
        yAxis={[
          {
            id: 'cost',
            width: MONEY_AXIS_WIDTH,
            label: t('whatIf.chart.yAxis', { currency: whatIf.currency }),
            valueFormatter: (value: number, context: AxisValueFormatterContext) =>
              context.location === 'tick' ? fmt.moneyCompact(value) : fmt.money(value),
          },
        ]}
        grid={{ horizontal: true }}
        // Room for the last month's label, which sits on the right edge.
        margin={{ right: 32 }}
        sx={{ '& path[data-series$="-baseline"]': { strokeDasharray: '6 4', opacity: 0.75 } }}
        // One key per strategy above the chart, not one per line: a legend of twice the
        // strategies left a narrow chart no height to draw in.
        hideLegend
        skipAnimation
      />
    </ChartCard>
  );
});
