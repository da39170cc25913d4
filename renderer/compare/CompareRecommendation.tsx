import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioComparison } from '@shared/analysis/compare';
import type { ScenarioResults } from '@shared/sim/results';
import { useRecommendationSentence } from '../results/use-recommendation-sentence';

/** What each side recommends, saying plainly whether they agree, with B's reason. */
export function CompareRecommendation({ comparison, before }: { comparison: ScenarioComparison; before: ScenarioResults }) {
  const { t } = useTranslation();
  const after = comparison.afterAligned;
  const sentence = useRecommendationSentence(after);
  const name = (results: ScenarioResults, id: string | null) =>
    id === null ? t('compare.recommendation.none') : (results.strategies.find((s) => s.strategyId === id)?.name ?? id);
  const changed = comparison.results.recommendationChanged;
  const headline = changed
    ? t('compare.recommendation.changed', {
        before: name(before, comparison.results.recommendationBefore),
        after: name(after, comparison.results.recommendationAfter),
      })
    : t('compare.recommendation.same', { name: name(after, comparison.results.recommendationAfter) });
  return (
    <Paper
      variant="outlined"
      data-testid="compare-recommendation"
      data-changed={changed ? 'true' : 'false'}
      sx={{ p: 2, borderLeft: 4, borderLeftColor: changed ? 'warning.main' : 'success.main' }}
    >
      <Typography sx={{ fontWeight: 600, fontSize: '1.0625rem' }} data-testid="compare-recommendation-headline">
        {headline}
      </Typography>
      {sentence && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('compare.side.after')}: {sentence.main}
        </Typography>
      )}
    </Paper>
  );
}
