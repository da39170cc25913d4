import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { cleanNumber } from './curve-values';
import { parseDecimal } from './parse-decimal';
import { formatClock } from './time-of-point';
import {
  TYPICAL_SHAPE_DEFAULTS,
  typicalDayShape,
  typicalShapeProblem,
  type TypicalShapeProblem,
} from './typical-day-shape';

interface TypicalShapeDialogProps {
  open: boolean;
  /** Starting values, from the curve being replaced. */
  initialBase: number;
  initialPeak: number;
  points: number;
  /** "the weekday curve" / "the weekend curve". */
  curveName: string;
  unitLabel: string;
  onClose(): void;
  onApply(points: number[]): void;
}

const HOURS = Array.from({ length: 25 }, (_, hour) => hour);

/** Which field a problem belongs to, so the message shows under it. */
const PROBLEM_FIELD: Record<TypicalShapeProblem, 'base' | 'peak' | 'end'> = {
  baseNegative: 'base',
  peakBelowBase: 'peak',
  hoursOutOfDay: 'end',
  endNotAfterStart: 'end',
};

/** Parameters of a "day peak, night trough" customer-service day; Apply replaces the curve. */
export function TypicalShapeDialog(props: TypicalShapeDialogProps) {
  // Mounted afresh on each opening so the fields start from the current curve.
  return props.open ? <TypicalShapeForm {...props} /> : null;
}

function TypicalShapeForm({
  initialBase,
  initialPeak,
  points,
  curveName,
  unitLabel,
  onClose,
  onApply,
}: TypicalShapeDialogProps) {
  const { t } = useTranslation();
  const [baseText, setBaseText] = useState(String(cleanNumber(initialBase, 4)));
  const [peakText, setPeakText] = useState(String(cleanNumber(initialPeak, 4)));
  const [startHour, setStartHour] = useState<number>(TYPICAL_SHAPE_DEFAULTS.peakStartHour);
  const [endHour, setEndHour] = useState<number>(TYPICAL_SHAPE_DEFAULTS.peakEndHour);

  const base = parseDecimal(baseText);
  const peak = parseDecimal(peakText);
  const shape =
    base !== null && peak !== null
      ? { base, peak, peakStartHour: startHour, peakEndHour: endHour, points }
      : null;
  const problem = shape ? typicalShapeProblem(shape) : null;
  const messageFor = (field: 'base' | 'peak' | 'end'): string | undefined => {
    if (field === 'base' && base === null) return t('curve.tools.typical.notANumber');
    if (field === 'peak' && peak === null) return t('curve.tools.typical.notANumber');
    return problem && PROBLEM_FIELD[problem] === field
      ? t(`curve.tools.typical.${problem}`)
      : undefined;
  };
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shape && !problem) onApply(typicalDayShape(shape));
  };
  const unit = <InputAdornment position="end">{unitLabel}</InputAdornment>;
  const hourOptions = HOURS.map((hour) => (
    <MenuItem key={hour} value={String(hour)}>
      {formatClock(hour * 60)}
    </MenuItem>
  ));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('curve.tools.typical.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('curve.tools.typical.intro', { curve: curveName })}
          </DialogContentText>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 2,
              pt: 1,
            }}
          >
            <TextField
              label={t('curve.tools.typical.base')}
              value={baseText}
              onChange={(event) => setBaseText(event.target.value)}
              error={messageFor('base') !== undefined}
              helperText={messageFor('base') ?? ' '}
              slotProps={{ input: { endAdornment: unit }, htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={t('curve.tools.typical.peak')}
              value={peakText}
              onChange={(event) => setPeakText(event.target.value)}
              error={messageFor('peak') !== undefined}
              helperText={messageFor('peak') ?? ' '}
              slotProps={{ input: { endAdornment: unit }, htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              select
              label={t('curve.tools.typical.start')}
              value={String(startHour)}
              onChange={(event) => setStartHour(Number(event.target.value))}
              helperText=" "
            >
              {hourOptions}
            </TextField>
            <TextField
              select
              label={t('curve.tools.typical.end')}
              value={String(endHour)}
              onChange={(event) => setEndHour(Number(event.target.value))}
              error={messageFor('end') !== undefined}
              helperText={messageFor('end') ?? ' '}
            >
              {hourOptions}
            </TextField>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('curve.tools.typical.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!shape || problem !== null}>
            {t('curve.tools.typical.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
