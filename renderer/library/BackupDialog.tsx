import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface BackupDialogProps {
  /** Live scenarios the backup will hold. */
  scenarioCount: number;
  /** Scenarios in the trash, which the backup leaves out. */
  trashCount: number;
  onClose(): void;
  /** Resolves true once the file is saved, which closes the dialog. */
  onBackUp(includeRuns: boolean): Promise<boolean>;
}

/** What a backup holds, and whether saved runs go in too; mounted only while open. */
export function BackupDialog({ scenarioCount, trashCount, onClose, onBackUp }: BackupDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  const [includeRuns, setIncludeRuns] = useState(true);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (await onBackUp(includeRuns)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('backup.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('backup.dialog.body')}</DialogContentText>
            <Typography>{t('backup.dialog.scenarios', { count: scenarioCount })}</Typography>
            {trashCount > 0 && (
              <Typography color="text.secondary">{t('backup.dialog.trashLeftOut')}</Typography>
            )}
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={includeRuns}
                    onChange={(event) => setIncludeRuns(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': helpId } }}
                  />
                }
                label={t('backup.dialog.includeRuns')}
              />
              <FormHelperText id={helpId} sx={{ mt: 0, ml: 4 }}>
                {t('backup.dialog.includeRunsHelp')}
              </FormHelperText>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('library.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('backup.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
