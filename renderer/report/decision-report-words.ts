import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import type { DecisionWords } from '../results/decision/decision-words';
import type { ResultsFormat } from '../results/use-results-format';

/** The decision panel's sentence makers, bound to the report's language and currency. */
export function useDecisionWords(fmt: ResultsFormat): DecisionWords {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => ({
      t,
      money: fmt.money,
      percent: (f: number) => format.percent(f, { maximumFractionDigits: 0 }),
      number: (v: number) => format.number(v, { maximumFractionDigits: 2 }),
    }),
    [t, fmt, format],
  );
}
