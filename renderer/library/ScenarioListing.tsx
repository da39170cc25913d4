import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ScenarioRecord } from '../storage';
import type { RowCommands } from './RowActions';
import { ScenarioCardList } from './ScenarioCardList';
import { ScenarioTable } from './ScenarioTable';
import { nextSort, type ScenarioSort } from './sort-scenarios';

interface ScenarioListingProps {
  /** Already filtered by the search and sorted. */
  scenarios: readonly ScenarioRecord[];
  search: string;
  onClearSearch(): void;
  sort: ScenarioSort;
  onSortChange(sort: ScenarioSort): void;
  highlightedId: string | null;
  commands: RowCommands;
}

/** The scenarios as a table in a wide window, as cards in a narrow one, or "no match". */
export function ScenarioListing({
  scenarios,
  search,
  onClearSearch,
  sort,
  onSortChange,
  highlightedId,
  commands,
}: ScenarioListingProps) {
  const { t } = useTranslation();
  // The five-column table needs the room a wide window leaves beside the navigation.
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });

  if (scenarios.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 3 }}>
        <Typography>{t('library.noMatch.title', { search: search.trim() })}</Typography>
        <Button onClick={onClearSearch}>{t('library.noMatch.action')}</Button>
      </Stack>
    );
  }
  return wide ? (
    <ScenarioTable
      scenarios={scenarios}
      sort={sort}
      onSort={(key) => onSortChange(nextSort(sort, key))}
      highlightedId={highlightedId}
      commands={commands}
    />
  ) : (
    <ScenarioCardList
      scenarios={scenarios}
      sort={sort}
      onSortChange={onSortChange}
      highlightedId={highlightedId}
      commands={commands}
    />
  );
}
