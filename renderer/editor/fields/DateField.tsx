import TextField from '@mui/material/TextField';
import type { FieldPath } from '../draft/json-path';
import { helperText } from './field-helper';
import { useField } from './use-field';

export interface DateFieldProps {
  path: FieldPath;
  label: string;
  hint?: string;
  size?: 'small' | 'medium';
}

/** A calendar date (YYYY-MM-DD in the document), with the browser's date picker. */
export function DateField({ path, label, hint, size = 'small' }: DateFieldProps) {
  const field = useField(path);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      id={field.id}
      type="date"
      label={label}
      value={value}
      size={size}
      fullWidth
      error={field.errors.length > 0}
      helperText={helperText(field.errors, hint)}
      onChange={(event) => field.set(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
