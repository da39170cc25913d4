import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/use-document-title';
import { hrefForPath } from '../router/route-path';
import { useScenario } from '../storage';
import { LIBRARY_PATH } from './results-paths';
import { ScenarioResultsView } from './ScenarioResultsView';

/** The route `/scenarios/:scenarioId/results`: run a scenario and compare its strategies. */
export function ResultsScreen({ scenarioId }: { scenarioId: string }) {
  const { t } = useTranslation();
  const open = useScenario(scenarioId);
  useDocumentTitle(
    open
      ? t('results.documentTitle', { name: open.scenario.name })
      : t('results.breadcrumb.results'),
  );
  if (open === undefined) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>{t('results.loading')}</Typography>
      </Stack>
    );
  }
  if (open === null) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">{t('results.notFound.title')}</Typography>
        <Typography>{t('results.notFound.body')}</Typography>
        <Button variant="contained" href={hrefForPath(LIBRARY_PATH)}>
          {t('results.notFound.action')}
        </Button>
      </Stack>
    );
  }
  // Keyed by scenario: another scenario's run, progress and picks must not carry over.
  return <ScenarioResultsView key={scenarioId} open={open} />;
}
