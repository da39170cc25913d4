import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCounts } from '../i18n/use-counts';

interface EmptyResultsProps {
  strategies: number;
  runs: number;
}

/** Before the first run: what pressing Run will do. */
export function EmptyResults({ strategies, runs }: EmptyResultsProps) {
  const { t } = useTranslation();
  const counts = useCounts();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} data-testid="no-results">
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('results.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '75ch' }}>
        {t('results.empty.body', { count: runs, strategies: counts('strategies', strategies), runs })}
      </Typography>
    </Paper>
  );
}
