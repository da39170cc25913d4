import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownValue } from '@shared/analysis/compare';
import { useFormat } from '../i18n/use-format';

/** Which price an offer field is, for "Spot price −30 % on 8 offers"; null for other fields. */
export function priceFieldKey(field: string): 'onDemand' | 'spot' | 'reserved' | 'bareMetal' | null {
  const match = /^prices\.(onDemand|spot|reserved|bareMetal)\b/.exec(field);
  return (match?.[1] as 'onDemand' | 'spot' | 'reserved' | 'bareMetal' | undefined) ?? null;
}

/**
 * A differing input written as a person reads it, in the interface language: money at the
 * catalog's precision in the scenario's currency, shares as percentages, counts as integers.
 */
export function useDifferenceText(currency: string) {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const value = (shown: ShownValue | null): string => {
      if (shown === null) return t('compare.inputs.absent');
      if (typeof shown.value === 'string') return shown.value;
      switch (shown.kind) {
        case 'money':
          return format.currency(shown.value, currency, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 6,
          });
        case 'share':
          return format.percent(shown.value, { maximumFractionDigits: 4 });
        case 'count':
          return format.number(shown.value, { maximumFractionDigits: 0 });
        default:
          return format.number(shown.value, { maximumFractionDigits: 6 });
      }
    };
    const change = (relative: number): string => {
      const text = format.percent(Math.abs(relative), { maximumFractionDigits: 2 });
      return `${relative < 0 ? '−' : '+'}${text}`;
    };
    const offers = (field: string, count: number, relative: number): string => {
      const key = priceFieldKey(field);
      return t('compare.inputs.offers', {
        field: key === null ? field : t(`compare.inputs.priceFields.${key}`),
        change: change(relative),
        count,
      });
    };
    const peak = (values: readonly number[]) =>
      format.number(Math.max(0, ...values), { maximumFractionDigits: 6 });
    return { value, offers, peak };
  }, [currency, format, t]);
}
