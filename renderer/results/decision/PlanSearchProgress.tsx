import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlanSearchSnapshot } from '@shared/analysis/plan-search/plan-types';
import type { Scenario } from '@shared/scenario';
import { useCounts } from '../decision-app';
import type { ResultsFormat } from '../use-results-format';
import { PlanFrontierView } from './PlanFrontierView';
import { snapshotAxis, type PlanWords } from './plan-search-words';

interface PlanSearchProgressProps {
  /** performance.now() when the search started. */
  startedAt: number;
  budgetSeconds: number;
  /** Simulation runs done so far. */
  runs: number;
  /** The best found so far, from the search's last frontier change (null before the first). */
  snapshot: PlanSearchSnapshot | null;
  onCancel: () => void;
  scenario: Scenario;
  fmt: ResultsFormat;
  words: PlanWords;
}

/** The clock of a running search, read four times a second. */
function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, (now - startedAt) / 1000);
}

/**
 * A running search: time spent against the budget, plans tried and runs done, Cancel, and
 * the frontier found so far, redrawn each time it changes.
 */
export function PlanSearchProgress({ startedAt, budgetSeconds, runs, snapshot, onCancel, scenario, fmt, words }: PlanSearchProgressProps) {
  const { t } = useTranslation();
  const counts = useCounts();
  const elapsed = useElapsedSeconds(startedAt);
  return (
    <Stack spacing={2} data-testid="plan-search-progress">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Stack spacing={1} sx={{ flexGrow: 1 }}>
            <LinearProgress variant="determinate" value={Math.min(100, (100 * elapsed) / budgetSeconds)} aria-label={t('planSearch.progress.label')} />
            <Typography variant="body2" data-testid="plan-search-elapsed">
              {t('planSearch.progress.elapsed', { elapsed: words.number(Math.floor(elapsed)), budget: words.number(budgetSeconds) })}
            </Typography>
            <Typography variant="body2" data-testid="plan-search-tried">
              {t('planSearch.progress.tried', { tried: counts('plans', snapshot?.plansTried ?? 0), pruned: words.number(snapshot?.plansPruned ?? 0), runs: counts('runs', runs) })}
            </Typography>
          </Stack>
          <Button variant="outlined" color="inherit" onClick={onCancel}>
            {t('decision.progress.cancel')}
          </Button>
        </Stack>
      </Paper>
      <Typography variant="h4" component="h4">
        {t('planSearch.progress.bestSoFar')}
      </Typography>
      {snapshot && snapshot.frontier.length > 0 ? (
        <PlanFrontierView testId="plan-frontier-live" frontier={snapshot.frontier} existing={[]} axis={snapshotAxis(snapshot)} bestKey={null} scenario={scenario} fmt={fmt} words={words} />
      ) : (
        <Typography color="text.secondary">{t('planSearch.progress.waiting')}</Typography>
      )}
    </Stack>
  );
}
