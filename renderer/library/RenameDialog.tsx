import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ScenarioIssue } from '@shared/scenario';
import { uniqueName, type CreateResult, type ScenarioRecord } from '../storage';
import { issuesDetail } from './error-detail';
import { nameProblem } from './scenario-name';

interface RenameDialogProps {
  scenario: ScenarioRecord;
  /** Names of the other scenarios in the library: the storage makes a taken name unique. */
  takenNames: readonly string[];
  onClose(): void;
  /** Undefined when storage failed (the screen has said so already). */
  onRename(scenario: ScenarioRecord, name: string): Promise<CreateResult | undefined>;
}

/** Renames one scenario; mounted only while open, starting from its current name. */
export function RenameDialog({ scenario, takenNames, onClose, onRename }: RenameDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(scenario.name);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ScenarioIssue[] | null>(null);
  const problem = nameProblem(name);
  const trimmed = name.trim();
  const savedAs = problem ? trimmed : uniqueName(trimmed, takenNames);

  const helper = problem
    ? t(problem.key, problem.values)
    : savedAs !== trimmed
      ? t('library.rename.willBecome', { name: savedAs })
      : ' ';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    try {
      const result = await onRename(scenario, trimmed);
      if (result && !result.ok) setRefused(result.issues);
      else onClose();
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
        <DialogTitle id={titleId}>{t('library.rename.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label={t('library.rename.nameLabel')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setRefused(null);
            }}
            onFocus={(event) => event.target.select()}
            error={problem !== null}
            helperText={helper}
          />
          {refused && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {issuesDetail(refused)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('library.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={problem !== null || busy}>
            {t('library.rename.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
