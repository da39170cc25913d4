import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { cutText } from '@shared/scenario';
import type { RunRecord } from '../storage';

/**
 * Said in place of a saved run whose results are damaged (an older app, a hand-edited
 * database, a lost write): which record, what part, and what to do. The rest of the screen,
 * and running again, stay available.
 */
export function DamagedRunNotice({ run, part }: { run: RunRecord; part: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = Number.isFinite(run.createdAt) ? format.dateTime(run.createdAt) : '?';
  return (
    <Alert severity="warning" data-testid="damaged-run">
      {t('damage.run.damaged', { date, id: cutText(String(run.id), 40), part })}
    </Alert>
  );
}
