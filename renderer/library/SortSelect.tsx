import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ScenarioSort } from './sort-scenarios';

const OPTIONS = [
  { value: 'updatedAt-desc', labelKey: 'library.sort.newest' },
  { value: 'updatedAt-asc', labelKey: 'library.sort.oldest' },
  { value: 'name-asc', labelKey: 'library.sort.nameAsc' },
  { value: 'name-desc', labelKey: 'library.sort.nameDesc' },
] as const;

type OptionValue = (typeof OPTIONS)[number]['value'];

function toSort(value: OptionValue): ScenarioSort {
  const [key, direction] = value.split('-') as [ScenarioSort['key'], ScenarioSort['direction']];
  return { key, direction };
}

/** The card list's order (the table sorts by its column headers instead). */
export function SortSelect({
  sort,
  onChange,
}: {
  sort: ScenarioSort;
  onChange(sort: ScenarioSort): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('library.sort.label')}
      value={`${sort.key}-${sort.direction}`}
      onChange={(event) => onChange(toSort(event.target.value as OptionValue))}
      sx={{ minWidth: 240, alignSelf: 'flex-start' }}
    >
      {OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {t(option.labelKey)}
        </MenuItem>
      ))}
    </TextField>
  );
}
