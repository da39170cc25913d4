import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { BUDGET_MESSAGE_PREFIX } from '@shared/sim/budget';
import { errorDetail } from '../library/error-detail';
import type { SimulationState } from '../simulation';

interface RunStatusProps {
  state: SimulationState;
  /** Whether older results are on screen (they stay after a cancel). */
  hasPrevious: boolean;
  /** A finished run that could not be saved, with why. */
  unsavedMessage: string | null;
}

/** What happened to the last run when it did not simply finish: cancelled, failed or not saved. */
export function RunStatus({ state, hasPrevious, unsavedMessage }: RunStatusProps) {
  const { t } = useTranslation();
  if (state.status === 'cancelled') {
    return (
      <Alert severity="info" role="status" data-testid="run-cancelled">
        {hasPrevious
          ? t('results.status.cancelledWithPrevious')
          : t('results.status.cancelledNoPrevious')}
      </Alert>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {state.message.startsWith(BUDGET_MESSAGE_PREFIX)
          ? t('damage.budget', { detail: errorDetail(state.message) })
          : t('results.status.failed', { message: errorDetail(state.message) })}
      </Alert>
    );
  }
  if (unsavedMessage !== null) {
    return (
      <Alert severity="warning" role="alert">
        {t('results.status.unsaved', { message: unsavedMessage })}
      </Alert>
    );
  }
  return null;
}
