import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import type { FieldPath } from '../draft/json-path';
import { helperText } from './field-helper';
import { useField } from './use-field';

export interface SwitchFieldProps {
  path: FieldPath;
  label: string;
  hint?: string;
}

/** A yes/no field of the document. */
export function SwitchField({ path, label, hint }: SwitchFieldProps) {
  const field = useField(path);
  const helper = helperText(field.errors, hint);
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            id={field.id}
            checked={field.value === true}
            onChange={(e) => field.set(e.target.checked)}
          />
        }
        label={label}
      />
      {helper && <FormHelperText error={field.errors.length > 0}>{helper}</FormHelperText>}
    </Box>
  );
}
