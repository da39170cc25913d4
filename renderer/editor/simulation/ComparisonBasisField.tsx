import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ComparisonBasis, DEFAULT_COMPARISON_BASIS } from '@shared/scenario';
import { useField } from '../fields/use-field';

const BASES = ComparisonBasis.options;

/**
 * How a commitment longer than the horizon is compared: pro rata inside the horizon (the
 * default, also when the field is absent) or every signed term in full.
 */
export function ComparisonBasisField() {
  const { t } = useTranslation();
  const field = useField(['simulation', 'comparisonBasis']);
  const value = BASES.find((b) => b === field.value) ?? DEFAULT_COMPARISON_BASIS;
  const labelId = `${field.id}-label`;
  return (
    <FormControl
      error={field.errors.length > 0}
      data-testid="comparison-basis-field"
      sx={{ mt: 1 }}
    >
      <FormLabel id={labelId}>{t('commitments.editor.label')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.id}
        value={value}
        onChange={(event) => field.set(event.target.value)}
      >
        {BASES.map((basis) => (
          <FormControlLabel
            key={basis}
            value={basis}
            control={<Radio size="small" />}
            sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
            label={
              <>
                <Typography>{t(`commitments.editor.${basis}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`commitments.editor.${basis}Help`)}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
      {field.errors.map((e) => (
        <FormHelperText key={e}>{e}</FormHelperText>
      ))}
    </FormControl>
  );
}
