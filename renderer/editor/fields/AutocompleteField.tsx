import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldPath } from '../draft/json-path';
import { helperText } from './field-helper';
import { useField } from './use-field';

export interface AutocompleteFieldProps {
  path: FieldPath;
  label: string;
  /** Codes or names the document holds ("CNY", "Asia/Shanghai"). */
  options: readonly string[];
  /** How an option reads in the list ("CNY · Chinese Yuan"). */
  optionLabel?: (option: string) => string;
  hint?: string;
}

/**
 * A choice from a long list that the planner can type to filter (currencies, time zones).
 * A value outside the list (from an imported file) stays shown until another is picked.
 */
export function AutocompleteField({
  path,
  label,
  options,
  optionLabel,
  hint,
}: AutocompleteFieldProps) {
  const field = useField(path);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const all = value === null || options.includes(value) ? options : [value, ...options];
  return (
    <Autocomplete
      id={field.id}
      options={all}
      value={value}
      size="small"
      autoHighlight
      getOptionLabel={optionLabel ?? ((option) => option)}
      onChange={(_event, next) => field.set(next ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={field.errors.length > 0}
          helperText={helperText(field.errors, hint)}
        />
      )}
    />
  );
}
