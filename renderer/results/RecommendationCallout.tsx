import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioResults } from '@shared/sim/results';
import { CommitmentNotes } from './CommitmentNotes';
import { useRecommendationSentence } from './use-recommendation-sentence';

/** The answer first: which strategy to pick and, in one sentence, why. */
export function RecommendationCallout({ results }: { results: ScenarioResults }) {
  const { t } = useTranslation();
  const sentence = useRecommendationSentence(results);
  if (!sentence) return null;
  const none = results.recommendation?.basis === 'none-meet-targets';
  return (
    <Paper
      component="section"
      aria-labelledby="recommendation-heading"
      variant="outlined"
      data-testid="recommendation"
      sx={{
        p: { xs: 2, md: 3 },
        borderLeft: 4,
        borderLeftColor: none ? 'warning.main' : 'success.main',
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: none ? 'warning.main' : 'success.main', mb: 1 }}
      >
        <ThumbUpAltOutlined fontSize="small" aria-hidden />
        <Typography id="recommendation-heading" variant="overline" component="h2">
          {t('results.recommendation.label')}
        </Typography>
      </Stack>
      <Typography
        component="p"
        sx={{ fontSize: '1.1875rem', fontWeight: 500, lineHeight: 1.45, mb: 1 }}
        data-testid="recommendation-sentence"
      >
        {sentence.main}
      </Typography>
      {sentence.aside && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {sentence.aside}
        </Typography>
      )}
      {results.billCostsIncluded && (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="bill-compared">
          {t('bill.results.compared')}
        </Typography>
      )}
      <CommitmentNotes results={results} />
      <Typography variant="body2" color="text.secondary">
        {t('results.recommendation.basis', { count: results.runs, runs: results.runs })}
      </Typography>
    </Paper>
  );
}
