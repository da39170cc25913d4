import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../i18n/format';
import { useLanguage } from '../i18n/language-context';

/**
 * What charts need in the interface language beyond the format helpers: the charts'
 * own overlay text (MUI X ships no Chinese), month labels ("Jan 2027" / "2027年1月") and
 * days of the month for ticks between months ("22" / "22日").
 */
export function useChartLocale() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => {
    const monthFormat = new Intl.DateTimeFormat(intlLocale(language), {
      year: 'numeric',
      month: 'short',
    });
    const dayFormat = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric' });
    return {
      localeText: { noData: t('results.charts.noData'), loading: t('results.charts.loading') },
      month: (date: Date) => monthFormat.format(date),
      dayOfMonth: (date: Date) => dayFormat.format(date),
    };
  }, [language, t]);
}
