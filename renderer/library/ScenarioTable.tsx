import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';

import { useTranslation } from 'react-i18next';
import type { ScenarioRecord } from '../storage';
import type { RowCommands } from './RowActions';
import { ScenarioRow } from './ScenarioRow';
import type { ScenarioSort, SortKey } from './sort-scenarios';
import { useNow } from './use-now';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** Columns as narrow as their content (dates, codes, buttons), so names get the room. */
const SHRINK = { width: '1%', whiteSpace: 'nowrap' } as const;

interface ScenarioTableProps {
  scenarios: readonly ScenarioRecord[];
  sort: ScenarioSort;
  onSort(key: SortKey): void;
  highlightedId: string | null;
  commands: RowCommands;
}

/** The library as a table: name, last edit, currency, last run's headline, actions. */
export function ScenarioTable({
  scenarios,
  sort,
  onSort,
  highlightedId,
  commands,
}: ScenarioTableProps) {
  const { t } = useTranslation();
  const now = useNow();

  const sortableHeader = (key: SortKey, label: string, sx?: SxProps<Theme>) => {
    const active = sort.key === key;
    return (
      <TableCell sortDirection={active ? sort.direction : false} sx={sx}>
        <TableSortLabel
          active={active}
          direction={active ? sort.direction : key === 'updatedAt' ? 'desc' : 'asc'}
          onClick={() => onSort(key)}
        >
          {label}
          {active && (
            <span style={VISUALLY_HIDDEN}>
              {sort.direction === 'asc'
                ? t('library.table.sortAscending')
                : t('library.table.sortDescending')}
            </span>
          )}
        </TableSortLabel>
      </TableCell>
    );
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('library.table.caption')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {sortableHeader('name', t('library.table.name'))}
            {sortableHeader('updatedAt', t('library.table.lastEdited'), SHRINK)}
            <TableCell sx={SHRINK}>{t('library.table.currency')}</TableCell>
            <TableCell sx={{ width: '26%' }}>{t('library.table.lastRun')}</TableCell>
            <TableCell align="right" sx={SHRINK}>
              <span style={VISUALLY_HIDDEN}>{t('library.table.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scenarios.map((scenario) => (
            <ScenarioRow
              key={scenario.id}
              scenario={scenario}
              now={now}
              highlighted={scenario.id === highlightedId}
              commands={commands}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
