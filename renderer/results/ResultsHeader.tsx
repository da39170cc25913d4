import type { ReactNode } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import { editorPath, LIBRARY_PATH } from './results-paths';

interface ResultsHeaderProps {
  scenarioId: string;
  scenarioName: string;
  /** False while a run is in flight or the scenario is invalid. */
  canRun: boolean;
  /** "Run again" once there are results to replace. */
  hasResults: boolean;
  onRun: () => void;
  /** The last run's date, runs and duration, under the title. */
  summary?: ReactNode;
  /** Buttons beside Edit and Run (the exports, once there are results). */
  actions?: ReactNode;
}

/** Where the screen sits (library › scenario › results), the scenario's name and the Run button. */
export function ResultsHeader(props: ResultsHeaderProps) {
  const { scenarioId, scenarioName, canRun, hasResults, onRun, summary, actions } = props;
  const { t } = useTranslation();
  return (
    <Stack component="header" spacing={1.5} sx={{ mb: 3 }}>
      <Breadcrumbs aria-label={t('results.breadcrumb.label')}>
        <Link href={hrefForPath(LIBRARY_PATH)} underline="hover" color="inherit">
          {t('results.breadcrumb.library')}
        </Link>
        <Link href={hrefForPath(editorPath(scenarioId))} underline="hover" color="inherit">
          {scenarioName}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t('results.breadcrumb.results')}
        </Typography>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: { sm: '1 1 22rem' } }}>
          <Typography variant="overline" color="primary" component="p">
            {t('results.overline')}
          </Typography>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {scenarioName}
          </Typography>
        </Stack>
        {/* The buttons wrap onto a second line before they squeeze the scenario's name. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexShrink: 1, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}
        >
          {actions}
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            href={hrefForPath(editorPath(scenarioId))}
          >
            {t('results.actions.edit')}
          </Button>
          <Button variant="contained" startIcon={<PlayArrow />} onClick={onRun} disabled={!canRun}>
            {hasResults ? t('results.actions.runAgain') : t('results.actions.run')}
          </Button>
        </Stack>
      </Stack>
      {summary}
    </Stack>
  );
}
