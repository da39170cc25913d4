import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RunRecord } from '../storage';
import { useFormat } from '../i18n/use-format';
import { useDurationLabel } from './use-duration-label';
import { dayStart } from './sim-time';

/** When the shown results were made, how many runs they rest on, and the span and currency. */
export function LastRunSummary({ run }: { run: RunRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDurationLabel()(run.durationMs);
  const start = dayStart(run.results.startDate, 0);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="last-run-summary">
      {t('results.lastRun.summary', {
        count: run.results.runs,
        date: format.dateTime(run.createdAt),
        runs: format.number(run.results.runs),
        duration,
      })}
      <br />
      {t('results.lastRun.scope', {
        count: run.results.horizonDays,
        days: format.number(run.results.horizonDays),
        start: start ? format.date(start) : run.results.startDate,
        currency: run.results.currency,
      })}
    </Typography>
  );
}
