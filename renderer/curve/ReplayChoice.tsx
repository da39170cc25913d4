import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REPLAY_AFTER_END, type ReplayAfterEnd } from '@shared/scenario';
import { canRepeat, type ImportedReplay, type ReplaySeries } from '@shared/traffic-import';
import { useCounts } from '../i18n/use-counts';
import { useFormat } from '../i18n/use-format';
import { ReplayChart } from './ReplayChart';

/** How the import's preview uses the history: curves (the default), or replayed with an after-end rule. */
export type ReplayMode = 'curves' | ReplayAfterEnd;

/** The after-end rule a replay starts with: repeat when the history spans a week, else the curves. */
export const defaultAfterEnd = (series: ReplaySeries): ReplayAfterEnd => (canRepeat(series) ? 'repeat' : 'curve');

interface ReplayChoiceProps {
  series: ReplaySeries;
  mode: ReplayMode;
  /** The replay the preview would apply (null while curves are chosen). */
  imported: ImportedReplay | null;
  onChange(mode: ReplayMode): void;
}

/** The choice between curves and replaying the history as is, with the replay's figures and chart. */
export function ReplayChoice({ series, mode, imported, onChange }: ReplayChoiceProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useCounts();
  const repeatable = canRepeat(series);
  return (
    <Stack spacing={1.5} data-testid="replay-choice">
      <FormControl>
        <FormLabel id="replay-choice-label">{t('trafficReplay.choiceLabel')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="replay-choice-label"
          value={mode === 'curves' ? 'curves' : 'replay'}
          onChange={(e) => onChange(e.target.value === 'curves' ? 'curves' : defaultAfterEnd(series))}
        >
          <FormControlLabel value="curves" control={<Radio />} label={t('trafficReplay.asCurves')} />
          <FormControlLabel value="replay" control={<Radio />} label={t('trafficReplay.asReplay')} />
        </RadioGroup>
      </FormControl>
      {mode !== 'curves' && imported && (
        <>
          <TextField
            select
            label={t('trafficReplay.afterEndLabel')}
            value={mode}
            onChange={(e) => onChange(e.target.value as ReplayAfterEnd)}
            sx={{ maxWidth: 360 }}
            helperText={repeatable ? undefined : t('trafficReplay.repeatTooShort')}
            data-testid="replay-after-end"
          >
            {REPLAY_AFTER_END.map((rule) => (
              <MenuItem key={rule} value={rule} disabled={rule === 'repeat' && !repeatable}>
                {t(`trafficReplay.afterEnd.${rule}`)}
              </MenuItem>
            ))}
          </TextField>
          <ReplayChart
            rates={imported.replay.rates}
            stepMinutes={imported.replay.stepMinutes}
            label={t('trafficReplay.chartLabel', { count: imported.days, days: format.number(imported.days, { maximumFractionDigits: 1 }) })}
          />
          <Typography variant="body2">
            {t('trafficReplay.previewFigures', {
              days: counts('days', imported.days),
              step: imported.replay.stepMinutes,
              startDay: imported.replay.startDay,
              filled: format.number(imported.filledPoints),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('trafficReplay.noGrowth')}
          </Typography>
        </>
      )}
    </Stack>
  );
}
