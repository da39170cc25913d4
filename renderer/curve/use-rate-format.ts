import { useCallback } from 'react';
import { useFormat } from '../i18n/use-format';

/** Decimals that suit a rate's size: 0.35, 4.5, 42, 1,200. */
export function rateFractionDigits(value: number): number {
  const size = Math.abs(value);
  if (size >= 100) return 0;
  if (size >= 10) return 1;
  return 2;
}

/** Requests per second as text in the interface language. */
export function useRateFormat(): (value: number) => string {
  const format = useFormat();
  return useCallback(
    (value: number) => format.number(value, { maximumFractionDigits: rateFractionDigits(value) }),
    [format],
  );
}
