import { memo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResultsComparison } from '@shared/analysis/what-if';
import type { ScenarioResults } from '@shared/sim/results';
import { useRecommendationSentence } from '../results/use-recommendation-sentence';

interface WhatIfRecommendationProps {
  comparison: ResultsComparison;
  baseline: ScenarioResults;
  whatIf: ScenarioResults;
}

/** The recommendation under the what-if, saying plainly when it differs from the baseline's (memoised as the cards are). */
export const WhatIfRecommendation = memo(function WhatIfRecommendation({ comparison, baseline, whatIf }: WhatIfRecommendationProps) {
  const { t } = useTranslation();
  const sentence = useRecommendationSentence(whatIf);
  const name = (results: ScenarioResults, id: string | null) =>
    id === null ? t('whatIf.answer.noRecommendation') : (results.strategies.find((s) => s.strategyId === id)?.name ?? id);
  const now = name(whatIf, comparison.recommendationAfter);
  const before = name(baseline, comparison.recommendationBefore);
  const none = whatIf.recommendation?.basis === 'none-meet-targets';
  const headline = comparison.recommendationChanged
    ? t(none ? 'whatIf.answer.noneNow' : 'whatIf.answer.now', { now, before })
    : t('whatIf.answer.still', { name: now });
  return (
    <Paper
      variant="outlined"
      data-testid="what-if-recommendation"
      data-changed={comparison.recommendationChanged ? 'true' : 'false'}
      sx={{ p: 2, borderLeft: 4, borderLeftColor: comparison.recommendationChanged ? 'warning.main' : 'success.main' }}
    >
      <Typography sx={{ fontWeight: 600, fontSize: '1.0625rem' }} data-testid="what-if-recommendation-headline">
        {headline}
      </Typography>
      {sentence && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {sentence.main}
        </Typography>
      )}
      {/* A cheaper strategy that misses its targets is named, as on the results and the command line. */}
      {sentence?.aside && (
        <Typography color="warning.dark" sx={{ mt: 0.5 }} data-testid="what-if-recommendation-aside">
          {sentence.aside}
        </Typography>
      )}
    </Paper>
  );
});
