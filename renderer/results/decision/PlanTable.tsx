import { Fragment } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FoundPlan, SpeedAxis } from '@shared/analysis/plan-search/plan-types';
import type { Scenario } from '@shared/scenario';
import type { ResultsFormat } from '../use-results-format';
import { choiceWords, comparedWithLine, contractWords, planName, speedOf, vsBestWords, whyWords, type PlanWords } from './plan-search-words';

interface PlanTableProps {
  plans: readonly FoundPlan[];
  axis: SpeedAxis;
  /** The plan to mark as the best; null while the search is still going. */
  bestKey: string | null;
  scenario: Scenario;
  fmt: ResultsFormat;
  words: PlanWords;
  /** The strategy the last column compares with (absent while the search runs). */
  bestExistingId?: string | null | undefined;
  /** "Add as strategy" per plan; absent while the search runs (the frontier may still change). */
  add?: { onAdd: (plan: FoundPlan, index: number) => void; adding: string | null; added: ReadonlySet<string> };
}

/**
 * The frontier as a table, cheapest first: each plan's pools per workload, its cost and band,
 * speed, targets, what it commits and how it compares with the best strategy the scenario
 * has, then one line on why it wins with "Add as strategy" beside it. The best plan is marked.
 */
export function PlanTable({ plans, axis, bestKey, scenario, fmt, words, add, bestExistingId }: PlanTableProps) {
  const { t } = useTranslation();
  const whys = whyWords(words, scenario, plans, axis);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="plan-table">
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
          <Typography variant="body2" color="text.secondary" component="span">
            {t('planSearch.table.caption')}
          </Typography>
          {comparedWithLine(t, scenario, bestExistingId) !== null && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {comparedWithLine(t, scenario, bestExistingId)}
            </Typography>
          )}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('planSearch.table.plan')}</TableCell>
            <TableCell scope="col">{t('planSearch.table.pools')}</TableCell>
            <TableCell scope="col" align="right">
              {t('planSearch.table.cost')}
              <br />
              {t('planSearch.table.band')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t(axis === 'turnaroundP95H' ? 'planSearch.table.turnaround' : 'planSearch.table.latency')}
            </TableCell>
            <TableCell scope="col" sx={{ minWidth: 96 }}>
              {t('planSearch.table.targets')}
            </TableCell>
            <TableCell scope="col" sx={{ minWidth: 112 }}>
              {t('planSearch.table.contract')}
            </TableCell>
            <TableCell scope="col" sx={{ minWidth: 120 }}>
              {t('planSearch.table.vsBest')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan, i) => {
            const best = plan.key === bestKey;
            const speed = speedOf(plan, axis);
            return (
              <Fragment key={plan.key}>
                <TableRow data-testid="plan-row" data-best={best ? 'true' : undefined} selected={best} sx={{ '& > td': { borderBottom: 'none', verticalAlign: 'top' } }}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {planName(words, i)}
                    {best && <Chip size="small" color="primary" label={t('planSearch.table.bestBadge')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell sx={{ minWidth: 240 }}>
                    {plan.choices.map((choice) => (
                      <Typography key={choice.workloadId} variant="body2">
                        {choiceWords(words, scenario, choice)}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {fmt.money(plan.cost.p50)}
                    <br />
                    {/* The band may break after its dash: on one line ("CN¥337,698–CN¥337,698") it
                        pushed the table past its card at 1280 pixels, "Add as strategy" cut off. */}
                    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
                      {fmt.money(plan.cost.p10)}–<wbr />
                      {fmt.money(plan.cost.p90)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {speed === null ? '—' : fmt.hours(speed)}
                  </TableCell>
                  <TableCell>{t(plan.meetsTargets ? 'planSearch.table.meets' : 'planSearch.table.misses', { share: words.percent(plan.metShare) })}</TableCell>
                  <TableCell>
                    {contractWords(words, plan)}
                  </TableCell>
                  <TableCell data-testid="plan-vs-best">{vsBestWords(words, plan.vsBestExisting)}</TableCell>
                </TableRow>
                <TableRow selected={best} data-testid="plan-why-row" data-best={best ? 'true' : undefined}>
                  <TableCell colSpan={7} sx={{ pt: 0 }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                      <Typography variant="body2" data-testid="plan-why">
                        {t('planSearch.table.why', { why: whys[i] ?? '' })}
                      </Typography>
                      {add && (
                        <Button
                          size="small"
                          variant={best ? 'contained' : 'outlined'}
                          disabled={add.adding !== null || add.added.has(plan.key)}
                          onClick={() => add.onAdd(plan, i)}
                          aria-label={t('planSearch.table.addPlan', { name: planName(words, i) })}
                          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                        >
                          {add.adding === plan.key ? t('decision.optimise.adding') : t('decision.optimise.addStrategy')}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
