import Redo from '@mui/icons-material/Redo';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WhatIfAnswer } from './use-what-if-answer';

interface WhatIfToolbarProps {
  answer: WhatIfAnswer;
  canUndo: boolean;
  canRedo: boolean;
  changed: boolean;
  saving: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onReset: () => void;
  onSaveVersion: () => void;
  onSaveScenario: () => void;
  onClose: () => void;
}

/** Undo, redo, reset and the two ways to keep a what-if, with how far the answer has got. */
export function WhatIfToolbar(props: WhatIfToolbarProps) {
  const { t } = useTranslation();
  const { answer } = props;
  const busy = answer.status === 'working' || answer.status === 'estimate' || answer.status === 'first' || answer.status === 'refining';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<Undo />} onClick={props.onUndo} disabled={!props.canUndo}>
          {t('whatIf.undo')}
        </Button>
        <Button startIcon={<Redo />} onClick={props.onRedo} disabled={!props.canRedo}>
          {t('whatIf.redo')}
        </Button>
        <Button startIcon={<RestartAlt />} onClick={props.onReset} disabled={!props.changed}>
          {t('whatIf.reset')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" onClick={props.onSaveVersion} disabled={!props.changed || props.saving || answer.scenario === null}>
            {t('whatIf.saveVersion')}
          </Button>
          <Button variant="outlined" onClick={props.onSaveScenario} disabled={!props.changed || props.saving || answer.scenario === null}>
            {t('whatIf.saveScenario')}
          </Button>
          <Button onClick={props.onClose}>{t('whatIf.close')}</Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 24 }} role="status" aria-live="polite">
        {busy && <CircularProgress size={16} aria-hidden />}
        <Typography
          variant="body2"
          color={answer.status === 'error' || answer.status === 'invalid' ? 'error' : 'text.secondary'}
          data-testid="what-if-status"
          data-status={answer.status}
        >
          {t(`whatIf.status.${answer.status}`, {
            count: answer.runsTotal,
            shown: answer.runsShown,
            total: answer.runsTotal,
            message: answer.message ?? '',
          })}
        </Typography>
      </Stack>
    </Stack>
  );
}
