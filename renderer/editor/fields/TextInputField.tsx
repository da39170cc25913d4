import { useRef } from 'react';
import TextField from '@mui/material/TextField';
import { useDraftStore } from '../draft/draft-context';
import { idFollowingName } from '../draft/id-follows-name';
import type { FieldPath } from '../draft/json-path';
import type { RenamableKind } from '../draft/rename-id';
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
  /**
   * For an item's name: when the planner leaves the field, an id that was made from the old
   * name follows the new one (see id-follows-name).
   */
  idFollows?: { kind: RenamableKind; fallback: string; strategyIndex?: number };
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
  idFollows,
}: TextInputFieldProps) {
  const field = useField(path);
  const store = useDraftStore();
  const nameAtFocus = useRef<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const followId = () => {
    const oldName = nameAtFocus.current;
    nameAtFocus.current = null;
    if (!idFollows || oldName === null) return;
    const update = (doc: Parameters<typeof idFollowingName>[0]) =>
      idFollowingName(
        doc,
        path.slice(0, -1),
        oldName,
        idFollows.kind,
        idFollows.fallback,
        idFollows.strategyIndex,
      );
    const present = store.getState().history.present;
    if (update(present) !== present) store.change(update);
  };
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
      onFocus={() => {
        if (idFollows) nameAtFocus.current = value;
      }}
      onBlur={followId}
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
