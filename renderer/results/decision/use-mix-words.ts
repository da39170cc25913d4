import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCounts, useFormat } from '../decision-app';
import type { ResultsFormat } from '../use-results-format';
import type { MixFigureWords } from './llm-mix-words';

/** The cheapest mix's figures in the interface language and the scenario's currency (shares to 0.1 %: a saving of 9.8 % is not 10 %). */
export function useMixWords(fmt: ResultsFormat): MixFigureWords {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useCounts();
  return useMemo(
    () => ({
      t,
      money: fmt.money,
      share: (f: number) => format.percent(f, { maximumFractionDigits: 1 }),
      number: (v: number) => format.number(v, { maximumFractionDigits: 0 }),
      counts,
    }),
    [t, fmt, format, counts],
  );
}
