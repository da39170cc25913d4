import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { GROWTH_PREVIEW_MONTHS, growthForDocument, growthText, peakAfterMonths } from './growth';
import { useRateFormat } from './use-rate-format';

interface GrowthFieldProps {
  /** What the document holds: a fraction a month, or text that is not a number yet. */
  growthPerMonth: number | string;
  /** The document's problems with it, worded; the field shows these and nothing of its own. */
  errors: readonly string[];
  /** Today's highest peak (weekdays or weekends), for the preview line. */
  peak: number;
  unitLabel: string;
  onChange(growthPerMonth: number | string): void;
  /** The input's DOM id, so a problem in the list can move focus to it. */
  id?: string | undefined;
  /** From when growth counts, so the preview says it and stays inside the horizon. */
  growthStart?: GrowthStart | undefined;
}

/**
 * The day growth compounds from, whether the planner named it (else it is the workload's own
 * start), and the whole months from then to the end of the horizon.
 */
export interface GrowthStart {
  day: number;
  named: boolean;
  monthsLeft: number;
}

/**
 * Monthly growth typed as a percent (5 -> 0.05). Everything typed goes to the document, even
 * out of bounds or not a number, so the scenario's validation judges it once for the field,
 * the problem list and Run. The field keeps what was typed (e.g. "5." mid-entry) unless the
 * value changes from outside (undo, another editor), when it shows the new value.
 */
export function GrowthField({
  growthPerMonth,
  errors,
  peak,
  unitLabel,
  onChange,
  id,
  growthStart,
}: GrowthFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const formatRate = useRateFormat();
  const ownId = useId();
  const fieldId = id ?? ownId;
  const previewId = `${fieldId}-preview`;
  const [text, setText] = useState(() => growthText(growthPerMonth));
  const [shownGrowth, setShownGrowth] = useState(growthPerMonth);
  if (!Object.is(growthPerMonth, shownGrowth)) {
    // Adjusting state while rendering: React's pattern for props that replace local state.
    // Object.is, so that a NaN from a broken file does not re-render forever.
    setShownGrowth(growthPerMonth);
    if (!Object.is(growthForDocument(text), growthPerMonth)) setText(growthText(growthPerMonth));
  }

  const valid = errors.length === 0 && typeof growthPerMonth === 'number';
  const growth = valid ? growthPerMonth : 0;
  // Within the horizon the scenario describes, counted from the growth's own start.
  const months = growthStart
    ? Math.min(GROWTH_PREVIEW_MONTHS, growthStart.monthsLeft)
    : GROWTH_PREVIEW_MONTHS;
  const later = peakAfterMonths(peak, growth, months);
  const change = peak > 0 ? later / peak - 1 : 0;
  const changeText = `${change > 0 ? '+' : ''}${format.percent(change)}`;
  const values = { day: growthStart?.day ?? 0, peak: formatRate(later), unit: unitLabel };
  const preview = !valid
    ? ''
    : growth === 0 || peak === 0
      ? t('curve.growth.previewFlat', { peak: formatRate(peak), unit: unitLabel })
      : growthStart === undefined
        ? t('curve.growth.preview', { ...values, count: months, months, change: changeText })
        : months === 0
          ? t('curve.growth.previewNoFullMonth', values)
          : t(growthStart.named ? 'curve.growth.previewFromDay' : 'curve.growth.previewFromStart', {
              ...values,
              count: months,
              change: changeText,
            });

  return (
    <Box>
      <TextField
        id={fieldId}
        label={t('curve.growth.label')}
        value={text}
        size="small"
        error={errors.length > 0}
        helperText={errors.length > 0 ? errors.join(' · ') : t('curve.growth.help')}
        onChange={(event) => {
          setText(event.target.value);
          const next = growthForDocument(event.target.value);
          if (!Object.is(next, growthPerMonth)) {
            setShownGrowth(next);
            onChange(next);
          }
        }}
        fullWidth
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          // MUI's helper text id, plus the preview line.
          htmlInput: {
            inputMode: 'decimal',
            'aria-describedby': `${fieldId}-helper-text ${previewId}`,
          },
        }}
      />
      <Typography
        id={previewId}
        variant="body2"
        aria-live="polite"
        sx={{ mt: 1, fontVariantNumeric: 'tabular-nums' }}
      >
        {preview}
      </Typography>
    </Box>
  );
}
