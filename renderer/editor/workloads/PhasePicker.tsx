import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDraftSelector, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftPhase } from '../draft/draft-document';
import { helperText } from '../fields/field-helper';
import { useField } from '../fields/use-field';

/** The phases a workload is active in; none means the whole horizon. */
export function PhasePicker({ index }: { index: number }) {
  const { t } = useTranslation();
  const byPath = useDraftSelector((state) => state.validation.byPath);
  const field = useField(['workloads', index, 'phaseIds']);
  const selected = Array.isArray(field.value)
    ? (field.value as unknown[]).filter((v): v is string => typeof v === 'string')
    : [];
  const phases = listOf(useDraftValue(['phases']) as DraftPhase[] | undefined);
  const nameOf = (id: string) => phases.find((p) => p.id === id)?.name || id;
  const options = [...new Set([...phases.map((p) => p.id), ...selected])];
  // Issues about one chosen phase (a removed phase's id) belong to this field too.
  const childIssues = selected.some((_id, j) => byPath.has(`workloads[${index}].phaseIds[${j}]`));
  const errors = childIssues
    ? [...field.errors, t('editor.workloads.unknownPhases')]
    : field.errors;
  return (
    <Autocomplete
      multiple
      id={field.id}
      size="small"
      options={options}
      value={selected}
      getOptionLabel={nameOf}
      onChange={(_event, next) => field.set(next)}
      renderValue={(values, getItemProps) =>
        values.map((id, j) => {
          const { key, ...itemProps } = getItemProps({ index: j });
          const known = phases.some((p) => p.id === id);
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={nameOf(id)}
              color={known ? 'default' : 'error'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('editor.workloads.phases')}
          placeholder={selected.length === 0 ? t('editor.workloads.allPhases') : undefined}
          error={errors.length > 0}
          helperText={helperText(
            errors,
            phases.length === 0
              ? t('editor.workloads.noPhasesYet')
              : t('editor.workloads.phasesHint'),
          )}
        />
      )}
    />
  );
}
