import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import type { ScenarioRecord } from '../storage';
import { CardField } from './CardField';
import { CurrencyCell } from './CurrencyCell';
import { TimeAgoCell } from './TimeAgoCell';
import { editorPath } from './library-paths';
import { RowActions, type RowCommands } from './RowActions';
import { RunHeadlineCell } from './RunHeadlineCell';

interface ScenarioCardProps {
  scenario: ScenarioRecord;
  now: number;
  highlighted: boolean;
  commands: RowCommands;
}

/** One scenario in a narrow window: the table's columns stacked, each with its label. */
export function ScenarioCard({ scenario, now, highlighted, commands }: ScenarioCardProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <Paper
      component="li"
      ref={ref}
      variant="outlined"
      data-testid="scenario-row"
      sx={{
        p: 2,
        bgcolor: highlighted ? 'action.selected' : undefined,
        listStyle: 'none',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1, minWidth: 0, pt: 0.5 }}>
          <Link
            href={hrefForPath(editorPath(scenario.id))}
            underline="hover"
            sx={{ overflowWrap: 'anywhere' }}
          >
            <bdi>{scenario.name}</bdi>
          </Link>
        </Typography>
        <RowActions scenario={scenario} commands={commands} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        }}
      >
        <CardField label={t('library.table.lastEdited')}>
          <TimeAgoCell at={scenario.updatedAt} now={now} />
        </CardField>
        <CardField label={t('library.table.currency')}>
          <CurrencyCell code={scenario.currency} />
        </CardField>
        <CardField label={t('library.table.lastRun')}>
          <RunHeadlineCell scenario={scenario} />
        </CardField>
      </Box>
    </Paper>
  );
}
