import { useEffect, useRef } from 'react';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { hrefForPath } from '../router/route-path';
import type { ScenarioRecord } from '../storage';
import { CurrencyCell } from './CurrencyCell';
import { TimeAgoCell } from './TimeAgoCell';
import { editorPath } from './library-paths';
import { RowActions, type RowCommands } from './RowActions';
import { RunHeadlineCell } from './RunHeadlineCell';

interface ScenarioRowProps {
  scenario: ScenarioRecord;
  now: number;
  /** Just created, imported or restored: marked and scrolled into view. */
  highlighted: boolean;
  commands: RowCommands;
}

/** One scenario in the library table; its name opens it in the editor. */
export function ScenarioRow({ scenario, now, highlighted, commands }: ScenarioRowProps) {
  const rowRef = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (highlighted) rowRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <TableRow
      ref={rowRef}
      hover
      selected={highlighted}
      data-testid="scenario-row"
      sx={{ verticalAlign: 'top' }}
    >
      <TableCell component="th" scope="row">
        <Link
          href={hrefForPath(editorPath(scenario.id))}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          <bdi>{scenario.name}</bdi>
        </Link>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <TimeAgoCell at={scenario.updatedAt} now={now} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <CurrencyCell code={scenario.currency} />
      </TableCell>
      <TableCell>
        <RunHeadlineCell scenario={scenario} />
      </TableCell>
      <TableCell align="right" sx={{ py: 1 }}>
        <RowActions scenario={scenario} commands={commands} />
      </TableCell>
    </TableRow>
  );
}
