import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useFormat } from '../i18n/use-format';
import { dateAxisTicks, dateTickLabelKind } from './date-ticks';
import { useChartLocale } from './use-chart-locale';

/**
 * The x axis of a chart over the scenario's days: ticks on the first of each month (and the
 * weeks between on short horizons), the start and firsts labelled in full, the weeks by their
 * day; the tooltip always shows the full date.
 */
export function useDayAxis(dates: Date[]) {
  const format = useFormat();
  const { dayOfMonth } = useChartLocale();
  return {
    scaleType: 'time' as const,
    data: dates,
    tickInterval: dateAxisTicks(dates),
    valueFormatter: (value: Date, context: AxisValueFormatterContext) =>
      context.location === 'tick' && dateTickLabelKind(value, dates[0]) === 'day'
        ? dayOfMonth(value)
        : format.date(value),
  };
}
