import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ScenarioRecord } from '../storage';
import type { RowCommands } from './RowActions';
import { ScenarioCard } from './ScenarioCard';
import type { ScenarioSort } from './sort-scenarios';
import { SortSelect } from './SortSelect';
import { useNow } from './use-now';

interface ScenarioCardListProps {
  scenarios: readonly ScenarioRecord[];
  sort: ScenarioSort;
  onSortChange(sort: ScenarioSort): void;
  highlightedId: string | null;
  commands: RowCommands;
}

/** The library in a narrow window, where a five-column table would have to scroll sideways. */
export function ScenarioCardList({
  scenarios,
  sort,
  onSortChange,
  highlightedId,
  commands,
}: ScenarioCardListProps) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Stack spacing={2}>
      <SortSelect sort={sort} onChange={onSortChange} />
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={t('library.table.caption')}
        sx={{ m: 0, p: 0 }}
      >
        {scenarios.map((scenario) => (
          <ScenarioCard
            key={scenario.id}
            scenario={scenario}
            now={now}
            highlighted={scenario.id === highlightedId}
            commands={commands}
          />
        ))}
      </Stack>
    </Stack>
  );
}
