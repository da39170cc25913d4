import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Id } from '@shared/scenario';
import { useDraftStore } from '../draft/draft-context';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { renameId, type RenamableKind } from '../draft/rename-id';
import { helperText } from './field-helper';
import { useField } from './use-field';

export interface IdFieldProps {
  /** Path of the `id` field itself, e.g. ['catalog', 'offers', 3, 'id']. */
  path: FieldPath;
  kind: RenamableKind;
  /** For pools: the strategy whose placements refer to them. */
  strategyIndex?: number;
  label?: string;
  /** In a table: no label (the column says it) and no hint unless something is wrong. */
  compact?: boolean;
}

/**
 * The id other parts of the scenario refer to. A new id is applied when the planner leaves
 * the field (or presses Enter), and every reference follows it in the same undo step;
 * applying it per keystroke could pass through another item's id and capture its references.
 */
export function IdField({ path, kind, strategyIndex = 0, label, compact = false }: IdFieldProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const field = useField(path);
  const committed = typeof field.value === 'string' ? field.value : '';
  const [editing, setEditing] = useState<string | null>(null);
  const text = editing ?? committed;
  const formatOk = editing === null || Id.safeParse(editing).success;

  const commit = () => {
    if (editing === null) return;
    const next = editing.trim();
    setEditing(null);
    if (next === committed) return;
    change((doc) => {
      const renamed = renameId(doc, kind, committed, next, strategyIndex);
      // The item itself, even if another item had the same (duplicate) id.
      return getIn(renamed, path) === next ? renamed : setIn(renamed, path, next);
    });
  };

  const errors = formatOk ? field.errors : [t('editor.issues.idFormat')];
  const name = label ?? t('editor.fields.id');
  const hint =
    editing !== null
      ? t('editor.fields.idApplyHint')
      : compact
        ? undefined
        : t('editor.fields.idHint');
  return (
    <TextField
      id={field.id}
      label={compact ? undefined : name}
      value={text}
      size="small"
      fullWidth
      error={errors.length > 0}
      helperText={helperText(errors, hint)}
      onChange={(event) => setEditing(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setEditing(null);
      }}
      slotProps={{
        htmlInput: {
          spellCheck: false,
          autoComplete: 'off',
          'aria-label': compact ? name : undefined,
        },
      }}
    />
  );
}
