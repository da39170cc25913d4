import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from '../draft/json-path';
import { useField } from '../fields/use-field';

const POLICIES = ['none', 'greedy', 'uniformProgress'] as const;
type Policy = (typeof POLICIES)[number];

/**
 * The placement's deadline policy for spot (none, Greedy, Uniform Progress), each option with a
 * plain explanation, and the chosen one's explanation under the field. "None" leaves the field
 * out of the document.
 */
export function DeadlinePolicyField({ path }: { path: FieldPath }) {
  const { t } = useTranslation();
  const field = useField(path);
  const current: Policy = field.value === 'greedy' || field.value === 'uniformProgress' ? field.value : 'none';
  return (
    <TextField
      select
      id={field.id}
      label={t('deadlinePolicy.label')}
      value={current}
      size="small"
      fullWidth
      error={field.errors.length > 0}
      helperText={field.errors.length > 0 ? field.errors.join(' ') : t(`deadlinePolicy.explain.${current}`)}
      onChange={(event) => field.set(event.target.value === 'none' ? undefined : event.target.value)}
      slotProps={{ select: { renderValue: (v) => t(`deadlinePolicy.options.${v as Policy}`) } }}
    >
      {POLICIES.map((p) => (
        <MenuItem key={p} value={p} sx={{ display: 'block', whiteSpace: 'normal', maxWidth: 560 }}>
          {t(`deadlinePolicy.options.${p}`)}
          <span style={{ display: 'block', fontSize: '0.75rem', opacity: 0.7 }}>{t(`deadlinePolicy.explain.${p}`)}</span>
        </MenuItem>
      ))}
    </TextField>
  );
}
