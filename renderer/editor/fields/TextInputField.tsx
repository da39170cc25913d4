import TextField from '@mui/material/TextField';
import type { FieldPath } from '../draft/json-path';
import { helperText } from './field-helper';
import { useField } from './use-field';

export interface TextInputFieldProps {
  path: FieldPath;
  label: string;
  hint?: string;
  /** Optional fields drop out of the document when emptied. */
  optional?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** Longer text scrolls inside the field rather than pushing the form down. */
  maxRows?: number;
  ariaLabel?: string;
  hideLabel?: boolean;
  size?: 'small' | 'medium';
}

/** A line (or paragraph) of text in the document. */
export function TextInputField({
  path,
  label,
  hint,
  optional = false,
  multiline = false,
  minRows,
  maxRows,
  ariaLabel,
  hideLabel = false,
  size = 'small',
}: TextInputFieldProps) {
  const field = useField(path);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      id={field.id}
      label={hideLabel ? undefined : label}
      value={value}
      size={size}
      fullWidth
      multiline={multiline}
      minRows={minRows}
      maxRows={maxRows}
      error={field.errors.length > 0}
      helperText={helperText(field.errors, hint)}
      onChange={(event) => {
        const text = event.target.value;
        field.set(optional && text === '' ? undefined : text);
      }}
      slotProps={{
        htmlInput: { 'aria-label': ariaLabel ?? (hideLabel ? label : undefined) },
      }}
    />
  );
}
