import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../i18n/format';
import { useLanguage } from '../i18n/language-context';
import { useFormat } from '../i18n/use-format';
import type { MetricFormat } from './strategy-metrics';
import { dayStart, wallClockAt } from './sim-time';

/**
 * The results screen's ways of writing a figure, bound to the interface language and the
 * scenario's currency and start date, so cards, charts and the jobs table agree.
 */
export function useResultsFormat(currency: string, startDate: string, horizonDays: number) {
  const format = useFormat();
  const { language } = useLanguage();
  const { t } = useTranslation();
  return useMemo(() => {
    // Job times drop the year unless the horizon spans two calendar years: tables stay narrow.
    const first = dayStart(startDate, 0);
    const last = dayStart(startDate, Math.max(0, horizonDays - 1));
    const oneYear = first !== null && last !== null && first.getFullYear() === last.getFullYear();
    const moment = new Intl.DateTimeFormat(intlLocale(language), {
      ...(oneYear ? {} : { year: 'numeric' }),
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    /** Whole units from 1,000 up; cents below, where they still matter (cost per job, per 10k). */
    const money = (value: number) =>
      format.currency(value, currency, {
        maximumFractionDigits: Math.abs(value) >= 1000 ? 0 : 2,
        minimumFractionDigits: Math.abs(value) >= 1000 ? 0 : 2,
      });
    /** Whole units at any size: for a set of figures written alike when some reach 1,000. */
    const moneyWhole = (value: number) =>
      format.currency(value, currency, { maximumFractionDigits: 0, minimumFractionDigits: 0 });
    /** Always to the cent: for a table a reader adds up and discounts by hand. */
    const moneyCents = (value: number) =>
      format.currency(value, currency, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
    const moneyCompact = (value: number, fractionDigits = 1) =>
      format.currency(value, currency, { compact: true, maximumFractionDigits: fractionDigits });
    const hoursNumber = (h: number, fractionDigits = 1) =>
      format.number(h, { maximumFractionDigits: fractionDigits });
    const hours = (h: number) => t('results.units.hours', { value: hoursNumber(h) });
    const share = (fraction: number) => format.percent(fraction, { maximumFractionDigits: 1 });
    const count = (value: number) => format.number(value, { maximumFractionDigits: 1 });
    const gpuHours = (value: number) =>
      t('results.units.gpuHours', { value: format.number(value, { maximumFractionDigits: 1 }) });
    const metric = (kind: MetricFormat, value: number): string => {
      switch (kind) {
        case 'money':
          return money(value);
        case 'hours':
          return hours(value);
        case 'count':
          return count(value);
        case 'share':
          return share(value);
        case 'gpuHours':
          return gpuHours(value);
      }
    };
    /** A moment of simulation time as the scenario's wall-clock date and time. */
    const simTime = (seconds: number) => {
      const date = wallClockAt(startDate, seconds);
      return date ? moment.format(date) : '';
    };
    return { money, moneyWhole, moneyCents, moneyCompact, hours, hoursNumber, share, count, gpuHours, metric, simTime };
  }, [currency, format, horizonDays, language, startDate, t]);
}

export type ResultsFormat = ReturnType<typeof useResultsFormat>;
