import { useTranslation } from 'react-i18next';
import type { PairedSpread } from '@shared/analysis/what-if';
import type { ResultsFormat } from '../results/use-results-format';
import { useSignedAmount } from './use-delta-text';

/**
 * The change of a figure read run by run on the same seeds, in the interface language:
 * "run by run: +0.10 to +0.50 points (P10–P90)", or "run by run: +¥0.12 in every run" when
 * every run moved by the same amount (a service without randomness); null when no run moved,
 * or when the runs were not kept (results saved before they were), so the figure is read by its
 * P50s alone.
 */
export function usePairedSpreadText(fmt: ResultsFormat) {
  const { t } = useTranslation();
  const signed = useSignedAmount(fmt);
  return (paired: PairedSpread | null, kind: 'money' | 'share'): string | null => {
    if (paired === null) return null;
    if (paired.exact) {
      // No change in any run: "no change" beside the figure already says it.
      if (signed(paired.p50, kind) === '0') return null;
      const amount = kind === 'share' ? t('whatIf.answer.points', { amount: signed(paired.p50, 'share') }) : signed(paired.p50, 'money');
      return t('llmResults.paired.exact', { amount });
    }
    const range = { low: signed(paired.p10, kind), high: signed(paired.p90, kind) };
    return t(kind === 'share' ? 'llmResults.paired.bandPoints' : 'llmResults.paired.band', range);
  };
}
