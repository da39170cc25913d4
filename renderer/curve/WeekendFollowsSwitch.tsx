import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface WeekendFollowsSwitchProps {
  following: boolean;
  onChange(following: boolean): void;
}

/** On: weekends use the weekday curve (no weekend curve stored). Off: weekends have their own. */
export function WeekendFollowsSwitch({ following, onChange }: WeekendFollowsSwitchProps) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={following}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t('curve.weekendSame.label')}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t('curve.weekendSame.help')}
      </FormHelperText>
    </Box>
  );
}
