import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CURVE_RESOLUTIONS, isCurveResolution, type CurveResolution } from './resample-curve';
import { pointMinutes } from './time-of-point';

interface ResolutionSelectProps {
  count: number;
  onChange(count: CurveResolution): void;
}

/** 24 / 48 / 96 / 288 points a day; changing it resamples both day types. */
export function ResolutionSelect({ count, onChange }: ResolutionSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('curve.tools.resolution.label')}
      // A curve from a hand-edited file may have another count; then nothing is selected.
      value={isCurveResolution(count) ? String(count) : ''}
      helperText={t('curve.tools.resolution.help')}
      onChange={(event) => {
        const next = Number(event.target.value);
        if (isCurveResolution(next)) onChange(next);
      }}
      fullWidth
    >
      {CURVE_RESOLUTIONS.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {t('curve.tools.resolution.option', { count: option, minutes: pointMinutes(option) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
