import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from './duration';

/** "40 seconds", "3 minutes", "under a second": a span of time in the interface language. */
export function useDurationLabel(): (ms: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (ms: number) => {
      if (ms < 1000) return t('results.duration.underASecond');
      const { unit, count } = durationParts(ms);
      return t(`results.duration.${unit}`, { count });
    },
    [t],
  );
}
