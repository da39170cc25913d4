import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FieldPath } from '../draft/json-path';
import { helperText } from './field-helper';
import { numberText, parseNumberText } from './number-text';
import { useField } from './use-field';

export interface NumberFieldProps {
  path: FieldPath;
  label: string;
  /** Shown after the number: "h", "GB", "CNY". */
  unit?: string;
  hint?: string;
  /** Whole numbers only: a numeric keyboard on touch devices. */
  integer?: boolean;
  /** Accessible name when the visible label is too short to say what the field is. */
  ariaLabel?: string;
  size?: 'small' | 'medium';
  /** Hides the label (tables, where the column header says it); ariaLabel must then be given. */
  hideLabel?: boolean;
  width?: number | string;
  /** Shown times this and stored divided by it: 100 shows a fraction as a percentage. */
  scale?: number;
}

/** The document's value as shown at `scale` (12 significant digits: 0.333 × 100 shows 33.3, not 33.300000000000004). */
function scaledText(value: unknown, scale: number): string {
  return numberText(typeof value === 'number' && scale !== 1 ? Number((value * scale).toPrecision(12)) : value);
}

/**
 * A number in the document. Keeps the text being typed ("1." on the way to "1.5") while
 * the document holds its value; takes the document's value again when it changes from
 * elsewhere (undo, redo). Empty means absent, which optional fields accept.
 */
export function NumberField({
  path,
  label,
  unit,
  hint,
  integer = false,
  ariaLabel,
  size = 'small',
  hideLabel = false,
  width,
  scale = 1,
}: NumberFieldProps) {
  const field = useField(path);
  const [shown, setShown] = useState({ text: scaledText(field.value, scale), value: field.value });
  let text = shown.text;
  if (!Object.is(shown.value, field.value)) {
    // Changed elsewhere (undo, redo, another field): show the document's value.
    text = scaledText(field.value, scale);
    setShown({ text, value: field.value });
  }
  const helper = helperText(field.errors, hint);

  return (
    <TextField
      id={field.id}
      label={hideLabel ? undefined : label}
      value={text}
      size={size}
      error={field.errors.length > 0}
      helperText={helper}
      fullWidth={width === undefined}
      sx={width === undefined ? undefined : { width }}
      onChange={(event) => {
        const typed = parseNumberText(event.target.value);
        const next = typeof typed === 'number' && scale !== 1 ? Number((typed / scale).toPrecision(12)) : typed;
        setShown({ text: event.target.value, value: next });
        field.set(next);
      }}
      slotProps={{
        htmlInput: {
          inputMode: integer ? 'numeric' : 'decimal',
          'aria-label': ariaLabel ?? (hideLabel ? label : undefined),
          autoComplete: 'off',
          spellCheck: false,
        },
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
          : undefined,
        // With a unit, the label sits above the field even when it is empty: inside it, a
        // long label ran into the unit ("Deadline after arrivalh").
        inputLabel: unit ? { shrink: true } : undefined,
      }}
    />
  );
}
