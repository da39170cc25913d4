import { useMemo } from 'react';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  type DateStyle,
  type NumberFormatOptions,
} from './format';
import { dateOf } from '@shared/sim/calendar';
import { useLanguage } from './language-context';

/** The format helpers bound to the current interface language, for use in components. */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      number: (value: number, options?: NumberFormatOptions) =>
        formatNumber(value, language, options),
      currency: (value: number, currency: string, options?: NumberFormatOptions) =>
        formatCurrency(value, currency, language, options),
      percent: (
        fraction: number,
        options?: Pick<NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'>,
      ) => formatPercent(fraction, language, options),
      date: (date: Date | number, style?: DateStyle) => formatDate(date, language, style),
      dateTime: (date: Date | number) => formatDateTime(date, language),
      /**
       * A calendar day written in a file as "2030-05-01", the one way each language writes a
       * day in the report and decision support: "May 1, 2030" / "2030-05-01".
       */
      day: (iso: string) => formatDate(dateOf(iso), language, 'medium'),
    }),
    [language],
  );
}
