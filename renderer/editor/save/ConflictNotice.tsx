import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import type { SaveConflict } from './use-draft-autosave';

interface ConflictNoticeProps {
  conflict: SaveConflict;
  /** True when this window's edits validate (so they can be kept as a copy). */
  valid: boolean;
  onKeepMine(): void;
  /** Resolves once the copy is made (or at once when there is nothing to copy). */
  onTakeTheirs(): Promise<void>;
}

/**
 * Says that another window saved this scenario while it was being edited here, and offers
 * the two ways out. Neither loses work: keeping these edits leaves the other version in the
 * history; taking the other version keeps these edits as a new scenario when they validate.
 */
export function ConflictNotice({ conflict, valid, onKeepMine, onTakeTheirs }: ConflictNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    try {
      await onTakeTheirs();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert severity="warning" data-testid="save-conflict">
      <AlertTitle>{t('editor.conflict.title')}</AlertTitle>
      {t('editor.conflict.body', {
        number: conflict.theirs.number,
        time: format.dateTime(conflict.theirs.updatedAt),
      })}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Tooltip describeChild title={t('editor.conflict.keepMineHint')}>
          <Button
            variant="contained"
            color="warning"
            size="small"
            disabled={busy}
            onClick={onKeepMine}
          >
            {t('editor.conflict.keepMine')}
          </Button>
        </Tooltip>
        <Tooltip
          describeChild
          title={
            valid
              ? t('editor.conflict.takeTheirsCopyHint')
              : t('editor.conflict.takeTheirsDiscardHint')
          }
        >
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => void take()}
          >
            {valid ? t('editor.conflict.takeTheirsCopy') : t('editor.conflict.takeTheirsDiscard')}
          </Button>
        </Tooltip>
      </Stack>
    </Alert>
  );
}
