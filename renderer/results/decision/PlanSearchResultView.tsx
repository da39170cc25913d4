import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FoundPlan, PlanSearchResult } from '@shared/analysis/plan-search/plan-types';
import type { Scenario } from '@shared/scenario';
import { useCounts } from '../decision-app';
import type { ResultsFormat } from '../use-results-format';
import { PlanFrontierView } from './PlanFrontierView';
import { planCaveat, planName, reasonWords, type PlanWords } from './plan-search-words';
import { useAddStatus, type AddedMessage } from './use-add-status';

interface PlanSearchResultViewProps {
  result: PlanSearchResult;
  scenario: Scenario;
  fmt: ResultsFormat;
  words: PlanWords;
  /** Adds a found plan to the scenario as a new strategy; resolves with what to say. */
  onAdd: ((plan: FoundPlan, index: number) => Promise<AddedMessage>) | null;
}

/** The search's answer: how it stopped, the best plan in a sentence, the frontier, and "Add as strategy". */
export function PlanSearchResultView({ result, scenario, fmt, words, onAdd }: PlanSearchResultViewProps) {
  const { t } = useTranslation();
  const counts = useCounts();
  const { adding, status, added, add, say } = useAddStatus();
  const bestIndex = result.frontier.findIndex((p) => p.key === result.bestKey);
  const best = result.frontier[bestIndex];
  const count = words.number(result.plansTried);
  return (
    <Stack spacing={2} data-testid="plan-search-result">
      {result.note && <Alert severity="info">{t(result.note === 'no-offers-match' ? 'planSearch.notes.noOffers' : 'planSearch.notes.noWorkloads')}</Alert>}
      {!result.note && result.frontier.length === 0 && <Alert severity="info">{t('planSearch.notes.noPlans')}</Alert>}
      {result.stoppedBy === 'budget' ? (
        <Alert severity="warning" data-testid="plan-search-stopped">
          {t('planSearch.notes.budget', { count: result.plansTried, n: count })}
        </Alert>
      ) : (
        <Typography data-testid="plan-search-stopped">{t('planSearch.notes.searchedAll', { count: result.plansTried, n: count, pruned: words.number(result.plansPruned) })}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('planSearch.notes.computed', {
          runs: counts('runs', result.runs),
          seed: result.baseSeed,
          seconds: fmt.hoursNumber(result.elapsedMs / 1000),
          offers: counts('offers', result.offersConsidered.length),
        })}
      </Typography>
      {best && (
        <Typography component="p" sx={{ fontWeight: 500, fontSize: '1.0625rem' }} data-testid="plan-search-best">
          {t('planSearch.best', {
            name: planName(words, bestIndex),
            p50: fmt.money(best.cost.p50),
            p10: fmt.money(best.cost.p10),
            p90: fmt.money(best.cost.p90),
            why: reasonWords(words, scenario, best.reason, result.axis),
          })}
        </Typography>
      )}
      {best && planCaveat(words, best) !== null && (
        <Alert severity="warning" data-testid="plan-search-caveat">
          {planCaveat(words, best)}
        </Alert>
      )}
      {result.frontier.length > 0 && (
        <PlanFrontierView
          testId="plan-frontier"
          frontier={result.frontier}
          existing={result.existing}
          axis={result.axis}
          bestKey={result.bestKey}
          bestExistingId={result.bestExistingId}
          scenario={scenario}
          fmt={fmt}
          words={words}
          {...(onAdd ? { add: { onAdd: (plan: FoundPlan, i: number) => add(plan.key, () => onAdd(plan, i)), adding, added } } : {})}
        />
      )}
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} role="status" data-testid="plan-add-status">
          {say(status)}
        </Alert>
      )}
    </Stack>
  );
}
