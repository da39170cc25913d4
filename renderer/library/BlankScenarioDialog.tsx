import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { BlankCurrency } from '../storage';
import { nameProblem } from './scenario-name';

interface BlankScenarioDialogProps {
  onClose(): void;
  /** Resolves true once the scenario exists, which closes the dialog. */
  onCreate(name: string, currency: BlankCurrency): Promise<boolean>;
}

/** Mounted only while open, so every opening starts from the defaults. */
export function BlankScenarioDialog({ onClose, onCreate }: BlankScenarioDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const currencyLabelId = useId();
  const [name, setName] = useState(() => t('library.blank.defaultName'));
  const [currency, setCurrency] = useState<BlankCurrency>('USD');
  const [busy, setBusy] = useState(false);
  const problem = nameProblem(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    try {
      if (await onCreate(name.trim(), currency)) onClose();
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
        <DialogTitle id={titleId}>{t('library.blank.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3}>
            <DialogContentText>{t('library.blank.body')}</DialogContentText>
            <TextField
              autoFocus
              required
              label={t('library.blank.nameLabel')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={problem !== null}
              helperText={problem ? t(problem.key, problem.values) : ' '}
              onFocus={(event) => event.target.select()}
            />
            <FormControl>
              <FormLabel id={currencyLabelId}>{t('library.blank.currencyLabel')}</FormLabel>
              <RadioGroup
                aria-labelledby={currencyLabelId}
                value={currency}
                onChange={(event) => setCurrency(event.target.value as BlankCurrency)}
              >
                <FormControlLabel value="USD" control={<Radio />} label={t('library.blank.usd')} />
                <FormControlLabel value="CNY" control={<Radio />} label={t('library.blank.cny')} />
              </RadioGroup>
              {currency === 'CNY' && <FormHelperText>{t('library.blank.cnyHelp')}</FormHelperText>}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('library.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={problem !== null || busy}>
            {t('library.blank.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
