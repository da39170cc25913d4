import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import {
  GROWTH_PREVIEW_MONTHS,
  growthToPercentText,
  parseGrowthPercent,
  peakAfterMonths,
} from './growth';
import { useRateFormat } from './use-rate-format';

interface GrowthFieldProps {
  growthPerMonth: number;
  /** Today's highest peak (weekdays or weekends), for the preview line. */
  peak: number;
  unitLabel: string;
  onChange(growthPerMonth: number): void;
}

/**
 * Monthly growth typed as a percent (5 -> 0.05), checked as you type; only valid values are
 * passed on. The field keeps what was typed (e.g. "5." mid-entry) unless the value changes
 * from outside (undo, another editor), when it shows the new value.
 */
export function GrowthField({ growthPerMonth, peak, unitLabel, onChange }: GrowthFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const formatRate = useRateFormat();
  const fieldId = useId();
  const previewId = `${fieldId}-preview`;
  const [text, setText] = useState(() => growthToPercentText(growthPerMonth));
  const [shownGrowth, setShownGrowth] = useState(growthPerMonth);
  if (!Object.is(growthPerMonth, shownGrowth)) {
    // Adjusting state while rendering: React's pattern for props that replace local state.
    // Object.is, so that a NaN from a broken file does not re-render forever.
    setShownGrowth(growthPerMonth);
    const typed = parseGrowthPercent(text);
    if (!typed.ok || typed.growthPerMonth !== growthPerMonth)
      setText(growthToPercentText(growthPerMonth));
  }

  const parsed = parseGrowthPercent(text);
  const growth = parsed.ok ? parsed.growthPerMonth : growthPerMonth;
  const later = peakAfterMonths(peak, growth, GROWTH_PREVIEW_MONTHS);
  const change = peak > 0 ? later / peak - 1 : 0;
  const preview =
    growth === 0 || peak === 0
      ? t('curve.growth.previewFlat', { peak: formatRate(peak), unit: unitLabel })
      : t('curve.growth.preview', {
          months: GROWTH_PREVIEW_MONTHS,
          peak: formatRate(later),
          unit: unitLabel,
          change: `${change > 0 ? '+' : ''}${format.percent(change)}`,
        });

  return (
    <Box>
      <TextField
        id={fieldId}
        label={t('curve.growth.label')}
        value={text}
        size="small"
        error={!parsed.ok}
        helperText={parsed.ok ? t('curve.growth.help') : t(`curve.growth.${parsed.problem}`)}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseGrowthPercent(event.target.value);
          if (next.ok && next.growthPerMonth !== growthPerMonth) {
            setShownGrowth(next.growthPerMonth);
            onChange(next.growthPerMonth);
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
