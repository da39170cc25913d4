import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FoundPlan, PlanSearchOptions, PlanSearchResult } from '@shared/analysis/plan-search/plan-types';
import type { Scenario } from '@shared/scenario';
import type { ResultsFormat } from '../use-results-format';
import { PlanSearchControls } from './PlanSearchControls';
import { PlanSearchProgress } from './PlanSearchProgress';
import { PlanSearchResultView } from './PlanSearchResultView';
import type { PlanWords } from './plan-search-words';
import type { DecisionState, LiveSearch } from './use-decision-analysis';
import type { AddedMessage } from './use-add-status';

interface PlanSearchSectionProps {
  scenario: Scenario;
  state: DecisionState;
  live: LiveSearch | null;
  /** The last finished search and the scenario it ran on. */
  found: { result: PlanSearchResult; scenario: Scenario } | null;
  onRun: (options: PlanSearchOptions) => void;
  onCancel: () => void;
  onAdd: (plan: FoundPlan, index: number) => Promise<AddedMessage>;
  fmt: ResultsFormat;
  words: PlanWords;
}

/** "Find the best plan" in decision support: its settings, the search under way, and its answer. */
export function PlanSearchSection({ scenario, state, live, found, onRun, onCancel, onAdd, fmt, words }: PlanSearchSectionProps) {
  const { t } = useTranslation();
  const mine = state.status !== 'idle' && state.kind === 'planSearch';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="plan-search-heading" data-testid="plan-search">
      <Stack spacing={2}>
        <Typography id="plan-search-heading" variant="h3" component="h3">
          {t('planSearch.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('planSearch.description')}
        </Typography>
        <PlanSearchControls scenario={scenario} running={state.status === 'running'} onRun={onRun} />
        {mine && state.status === 'running' && live && (
          <PlanSearchProgress
            startedAt={live.startedAt}
            budgetSeconds={live.budgetSeconds}
            runs={state.done}
            snapshot={live.snapshot}
            onCancel={onCancel}
            scenario={scenario}
            fmt={fmt}
            words={words}
          />
        )}
        {mine && state.status === 'cancelled' && <Alert severity="info">{t('decision.progress.cancelled')}</Alert>}
        {mine && state.status === 'failed' && <Alert severity="error">{t('decision.progress.failed', { message: state.message })}</Alert>}
        {found && !(mine && state.status === 'running') && (
          <PlanSearchResultView key={found.result.elapsedMs} result={found.result} scenario={found.scenario} fmt={fmt} words={words} onAdd={onAdd} />
        )}
      </Stack>
    </Paper>
  );
}
