import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { countsEn } from './locales/counts';
import { useFormat } from './use-format';

/** The nouns `counts` has, without their plural suffix. */
export type CountNoun = keyof typeof countsEn extends `${infer N}_${'one' | 'other'}` ? N : never;

/**
 * A number with its noun in the interface language, in the form the number takes ("1 row",
 * "2 rows"), its digits grouped as the language writes them: for a sentence with several counts.
 */
export function useCounts(): (noun: CountNoun, value: number) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback((noun, value) => t(`counts.${noun}`, { count: value, n: format.number(value, { maximumFractionDigits: 1 }) }), [format, t]);
}
