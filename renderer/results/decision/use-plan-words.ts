import { useMemo } from 'react';
import type { ResultsFormat } from '../use-results-format';
import { useContractDates } from './contract-figures';
import type { DecisionWords } from './decision-words';
import type { PlanWords } from './plan-search-words';

/** The plan search's sentence makers, from the decision words and the results' formats (screen and report alike). */
export function usePlanWords(words: DecisionWords, fmt: ResultsFormat): PlanWords {
  const dates = useContractDates();
  return useMemo(() => ({ ...words, hours: fmt.hours, share: fmt.share, day: dates.day, month: dates.month }), [words, fmt, dates.day, dates.month]);
}
