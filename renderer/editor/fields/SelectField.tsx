import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldPath } from '../draft/json-path';
import { helperText } from './field-helper';
import { useField } from './use-field';

export interface SelectOption {
  value: string;
  label: string;
  /** A second line in the menu, e.g. why an offer does not fit. */
  detail?: string;
}

export interface SelectFieldProps {
  path: FieldPath;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  size?: 'small' | 'medium';
  ariaLabel?: string;
  hideLabel?: boolean;
  /** Instead of setting the field: for choices that change more than one field. */
  onSelect?: (value: string) => void;
  /**
   * The chosen option's detail line shows in the field too, and long names wrap instead of
   * being cut: for choices (offers) whose names differ only at their end.
   */
  showDetail?: boolean;
  /** The value an absent field means (an optional field with a meaning when left out). */
  absentValue?: string;
  /** An optional field: the first option's label, shown while the field is absent (choosing it removes the field). */
  absentLabel?: string;
}

const DETAIL_STYLE = { display: 'block', fontSize: '0.75rem', opacity: 0.7 } as const;

/**
 * One choice from a list. A value the list does not have (a broken reference in an imported
 * file) stays visible as it is, so the planner sees what is wrong and picks another.
 */
export function SelectField({
  path,
  label,
  options,
  hint,
  size = 'small',
  ariaLabel,
  hideLabel = false,
  onSelect,
  showDetail = false,
  absentValue,
  absentLabel,
}: SelectFieldProps) {
  const field = useField(path);
  // Numbers (a reserved term) are offered as their text; onSelect turns them back.
  const value =
    typeof field.value === 'string'
      ? field.value
      : typeof field.value === 'number'
        ? String(field.value)
        : field.value === undefined && absentValue !== undefined
          ? absentValue
          : '';
  const choices = absentLabel === undefined ? options : [{ value: '', label: absentLabel }, ...options];
  const known = choices.some((o) => o.value === value);
  const shown = known || value === '' ? choices : [...choices, { value, label: value }];
  return (
    <TextField
      select
      id={field.id}
      label={hideLabel ? undefined : label}
      value={value}
      size={size}
      fullWidth
      error={field.errors.length > 0}
      helperText={helperText(field.errors, hint)}
      onChange={(event) => {
        const chosen = absentLabel !== undefined && event.target.value === '' ? undefined : event.target.value;
        if (onSelect) onSelect(event.target.value);
        else field.set(chosen);
      }}
      slotProps={{
        htmlInput: { 'aria-label': ariaLabel ?? (hideLabel ? label : undefined) },
        ...(absentLabel === undefined ? {} : { inputLabel: { shrink: true } }),
        select: {
          displayEmpty: absentLabel !== undefined,
          renderValue: (selected) => {
            const option = shown.find((o) => o.value === selected);
            if (!option) return String(selected);
            if (!showDetail) return option.label;
            return (
              <>
                {option.label}
                {option.detail && <span style={DETAIL_STYLE}>{option.detail}</span>}
              </>
            );
          },
          ...(showDetail ? { sx: { whiteSpace: 'normal' } } : {}),
        },
      }}
    >
      {shown.map((option) => (
        <MenuItem
          key={option.value}
          value={option.value}
          sx={{ display: 'block', whiteSpace: 'normal' }}
        >
          {option.label}
          {option.detail && <span style={DETAIL_STYLE}>{option.detail}</span>}
        </MenuItem>
      ))}
    </TextField>
  );
}
