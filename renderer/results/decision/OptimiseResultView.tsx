import { Fragment, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContractFigures } from '@shared/analysis/contract-terms';
import type { OptimiseResult } from '@shared/analysis/optimise-commitment';
import type { Scenario } from '@shared/scenario';
import { ChartCard } from '../ChartCard';
import type { ResultsFormat } from '../use-results-format';
import { CommitmentCurveChart } from './CommitmentCurveChart';
import { trancheContract, useContractDates } from './contract-figures';
import { BasesTable, PlanContractLines } from './ContractSummary';
import { useAddStatus, type AddedMessage } from './use-add-status';
import { breakEvenWords, curveOptionLabel, differenceWords, planWords, trendTippingWords, type DecisionWords } from './decision-words';

interface OptimiseResultViewProps {
  result: OptimiseResult;
  scenario: Scenario;
  fmt: ResultsFormat;
  words: DecisionWords;
  /** Adds the optimum to the scenario as a new strategy; resolves with what to say. */
  onAdd: (() => Promise<AddedMessage>) | null;
}

/** The optimiser's answer: the best commitment, how sure, its break-even, the cost curve and "Add as strategy". */
export function OptimiseResultView({ result, scenario, fmt, words, onAdd }: OptimiseResultViewProps) {
  const { t } = useTranslation();
  const names = new Map(scenario.strategies.map((s) => [s.id, s.name]));
  const o = result.optimum;
  // The curve shown first: the commitment the optimum uses (its first tranche), else the first.
  const firstKey = o.plan?.tranches[0]?.option.key ?? result.curves[0]?.option.key ?? '';
  const [curveKey, setCurveKey] = useState(firstKey);
  const curve = result.curves.find((c) => c.option.key === curveKey) ?? result.curves[0];
  const { adding, status: added, added: done, add, say } = useAddStatus();
  const label = o.source === 'commitment' ? t('decision.optimise.theOptimum') : (names.get(o.existingStrategyId ?? '') ?? '');
  // Break-even of the best commitment found, also when a strategy the scenario has ties with it.
  const found = o.plan ?? result.staggered ?? result.flat;
  const best = useMemo(() => curve?.points.find((p) => p.count === curve.bestCount), [curve]);
  const dates = useContractDates();
  const bestContract = curve && best && best.count > 0 ? trancheContract(scenario, { option: curve.option, count: best.count, ...(best as { contract?: ContractFigures }) }) : null;

  return (
    <Stack spacing={2} data-testid="optimise-result">
      {result.note && (
        <Alert severity="info">
          {t(result.note === 'no-elastic-base' ? 'decision.optimise.noElasticBase' : result.note === 'no-accepted-term' ? 'contract.noAcceptedTerm' : 'decision.optimise.noOffers')}
        </Alert>
      )}
      {result.baseStrategyId && (
        <Typography color="text.secondary">{t('decision.optimise.base', { name: names.get(result.baseStrategyId) ?? result.baseStrategyId })}</Typography>
      )}
      <Typography component="p" sx={{ fontWeight: 500, fontSize: '1.0625rem' }} data-testid="optimise-optimum">
        {o.source === 'commitment' && o.plan
          ? t('decision.optimise.optimumCommit', { plan: planWords(words, scenario, o.plan.tranches) })
          : t('decision.optimise.optimumExisting', { name: names.get(o.existingStrategyId ?? '') ?? '' })}{' '}
        {t('decision.optimise.cost', { p50: fmt.money(o.cost.p50), p10: fmt.money(o.cost.p10), p90: fmt.money(o.cost.p90), mean: fmt.money(o.cost.mean) })}
        {!o.meetsTargets && ` ${t('decision.optimise.missesTargets')}`}
      </Typography>
      {found && <PlanContractLines result={result} plan={found} scenario={scenario} fmt={fmt} words={words} />}
      {found && <BasesTable result={result} chosen={found} scenario={scenario} fmt={fmt} words={words} />}
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }} data-testid="optimise-comparisons">
        {result.comparisons
          .filter((c) => c.strategyId !== o.existingStrategyId)
          .map((c) => (
            <Typography component="li" key={c.strategyId}>
              {differenceWords(words, label, c.name, c.difference)}
            </Typography>
          ))}
      </Stack>
      {found && found.tranches.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="h3" component="h3">
            {t('decision.optimise.breakEvenHeading')}
          </Typography>
          {found.tranches.map((tr) => {
            const tipping = trendTippingWords(words, scenario, tr.option, tr.busyShare);
            return (
              <Fragment key={tr.option.key}>
                <Typography data-testid="break-even">{breakEvenWords(words, scenario, tr.option, tr.busyShare)}</Typography>
                {tipping !== null && <Typography data-testid="trend-tipping">{tipping}</Typography>}
              </Fragment>
            );
          })}
        </Stack>
      )}
      {result.staggered && result.flat && result.staggeredVsFlat && (
        <Typography data-testid="optimise-staggered">
          {t('decision.optimise.staggered', { plan: planWords(words, scenario, result.staggered.tranches), flat: planWords(words, scenario, result.flat.tranches) })}{' '}
          {differenceWords(words, t('decision.optimise.theOptimum'), planWords(words, scenario, result.flat.tranches), result.staggeredVsFlat)}
        </Typography>
      )}
      {onAdd && o.strategy && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="contained" disabled={adding !== null || done.has('')} onClick={() => add('', onAdd)}>
            {adding !== null ? t('decision.optimise.adding') : t('decision.optimise.addStrategy')}
          </Button>
          {added && (
            <Alert severity={added.ok ? 'success' : 'error'} role="status" sx={{ flexGrow: 1 }} data-testid="add-strategy-status">
              {say(added)}
            </Alert>
          )}
        </Stack>
      )}
      {curve && (
        <ChartCard id="chart-commitment-curve" title={t('decision.optimise.curveTitle')} description={t('decision.optimise.curveDescription')}>
          <Stack spacing={1}>
            {result.curves.length > 1 && (
              <TextField
                select
                size="small"
                label={t('decision.optimise.curveOption')}
                value={curve.option.key}
                onChange={(e) => setCurveKey(e.target.value)}
                sx={{ maxWidth: 560 }}
              >
                {result.curves.map((c) => (
                  <MenuItem key={c.option.key} value={c.option.key}>
                    {curveOptionLabel(words, scenario, c.option)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <CommitmentCurveChart curve={curve} currency={scenario.currency} fmt={fmt} />
            {best && (
              <Typography variant="body2" data-testid="curve-minimum">
                {t('decision.optimise.minimum', {
                  gpus: words.number(best.gpus),
                  cost: fmt.money(best.cost.mean),
                  share: curve.option.breakEvenUtilisation === null ? '—' : words.percent(curve.option.breakEvenUtilisation),
                })}
                {bestContract &&
                  ` ${t('contract.minimum', { contract: fmt.money(bestContract.contractValue), after: fmt.money(bestContract.afterHorizon), date: dates.day(bestContract.endDate) })}`}
              </Typography>
            )}
          </Stack>
        </ChartCard>
      )}
    </Stack>
  );
}
