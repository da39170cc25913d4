import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';

/** A recurring period in the interface language: "1 d", "7 d", "6 h". */
export function usePeriodText(): (everyDays: number) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (everyDays) =>
    everyDays >= 1
      ? t('jobImport.units.days', { n: format.number(everyDays, { maximumFractionDigits: 3 }) })
      : t('jobImport.units.hours', { n: format.number(everyDays * 24, { maximumFractionDigits: 2 }) });
}
