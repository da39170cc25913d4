import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ScenarioRecord } from '../storage';
import { TrashRow } from './TrashRow';
import { useNow } from './use-now';

interface TrashListProps {
  /** Most recently deleted first, as storage lists them. */
  scenarios: readonly ScenarioRecord[];
  onRestore(scenario: ScenarioRecord): void;
  onPurge(scenario: ScenarioRecord): void;
}

/** The deleted scenarios, one card each, in any window width. */
export function TrashList({ scenarios, onRestore, onPurge }: TrashListProps) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('library.trash.listLabel')}
      sx={{ m: 0, p: 0 }}
    >
      {scenarios.map((scenario) => (
        <TrashRow
          key={scenario.id}
          scenario={scenario}
          now={now}
          onRestore={onRestore}
          onPurge={onPurge}
        />
      ))}
    </Stack>
  );
}
