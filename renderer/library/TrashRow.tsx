import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioRecord } from '../storage';
import { CardField } from './CardField';
import { TimeAgoCell } from './TimeAgoCell';

interface TrashRowProps {
  /** A scenario in the trash (its deletedAt is set). */
  scenario: ScenarioRecord;
  now: number;
  onRestore(scenario: ScenarioRecord): void;
  onPurge(scenario: ScenarioRecord): void;
}

/**
 * One deleted scenario: its name (not a link: a scenario in the trash is restored before it
 * is opened), when it was deleted, and the two ways out. The actions wrap under the name in
 * a narrow window.
 */
export function TrashRow({ scenario, now, onRestore, onPurge }: TrashRowProps) {
  const { t } = useTranslation();
  const name = scenario.name;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="trash-row"
      sx={{
        p: 2,
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      <Typography
        variant="h3"
        component="h2"
        sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {name}
      </Typography>
      <Box sx={{ flex: '0 0 auto', minWidth: '10rem' }}>
        <CardField label={t('library.trash.deletedAt')}>
          <TimeAgoCell at={scenario.deletedAt ?? scenario.updatedAt} now={now} />
        </CardField>
      </Box>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', ml: 'auto' }}
      >
        <Button
          variant="outlined"
          startIcon={<RestoreFromTrashOutlined />}
          onClick={() => onRestore(scenario)}
          aria-label={t('library.trash.restoreNamed', { name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('library.trash.restore')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteForeverOutlined />}
          onClick={() => onPurge(scenario)}
          aria-label={t('library.trash.purgeNamed', { name })}
          aria-haspopup="dialog"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('library.trash.purge')}
        </Button>
      </Stack>
    </Paper>
  );
}
