import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { parseDecimal } from './parse-decimal';
import { SCALE_FACTOR_LIMITS } from './scale-curve';

interface ScaleCurveControlProps {
  disabled: boolean;
  onScale(factor: number): void;
}

function parseFactor(text: string): number | null {
  const factor = parseDecimal(text);
  return factor !== null && factor >= SCALE_FACTOR_LIMITS.min && factor <= SCALE_FACTOR_LIMITS.max
    ? factor
    : null;
}

/** "× 1.2 [Scale curve]": multiplies the whole curve on screen by a factor. */
export function ScaleCurveControl({ disabled, onScale }: ScaleCurveControlProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('1.2');
  const factor = parseFactor(text);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (factor !== null) onScale(factor);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
    >
      <TextField
        label={t('curve.tools.scale.label')}
        value={text}
        size="small"
        disabled={disabled}
        error={factor === null}
        helperText={factor === null ? t('curve.tools.scale.invalid') : t('curve.tools.scale.help')}
        onChange={(event) => setText(event.target.value)}
        sx={{ width: 240, maxWidth: '100%' }}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">×</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={disabled || factor === null}
        sx={{ mt: 0.25 }}
      >
        {t('curve.tools.scale.apply')}
      </Button>
    </Box>
  );
}
