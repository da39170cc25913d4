import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { StrategySummary } from '@shared/sim/results';

interface StrategyPickerProps {
  strategies: readonly StrategySummary[];
  value: string;
  onChange: (strategyId: string) => void;
  colorOf: (strategyId: string) => string;
}

/** Picks the strategy whose monthly costs, GPU use and jobs are shown below it. */
export function StrategyPicker({ strategies, value, onChange, colorOf }: StrategyPickerProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('results.detail.strategy')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ alignSelf: 'flex-start', minWidth: { xs: '100%', sm: 420 }, maxWidth: '100%' }}
      slotProps={{ select: { inputProps: { 'data-testid': 'strategy-picker' } } }}
    >
      {strategies.map((s) => (
        <MenuItem key={s.strategyId} value={s.strategyId}>
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-block',
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: colorOf(s.strategyId),
              mr: 1,
              flexShrink: 0,
            }}
          />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            <bdi>{s.name}</bdi>
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
