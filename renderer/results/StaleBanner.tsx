import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface StaleBannerProps {
  /** Version numbers of the run and of the scenario now; null when a version is unknown. */
  runVersion: number | null;
  currentVersion: number | null;
  canRun: boolean;
  onRun: () => void;
}

/** The scenario was edited after these results were made: say so before anyone quotes them. */
export function StaleBanner({ runVersion, currentVersion, canRun, onRun }: StaleBannerProps) {
  const { t } = useTranslation();
  const numbered = runVersion !== null && currentVersion !== null;
  return (
    <Alert
      severity="warning"
      data-testid="stale-banner"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onRun}
          disabled={!canRun}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('results.actions.runAgain')}
        </Button>
      }
    >
      <AlertTitle>{t('results.stale.title')}</AlertTitle>
      {numbered
        ? t('results.stale.body', { runVersion, currentVersion })
        : t('results.stale.bodyUnnumbered')}
    </Alert>
  );
}
