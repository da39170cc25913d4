import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SensitivityResult } from '@shared/analysis/sensitivity';
import type { Scenario } from '@shared/scenario';
import { ChartCard } from '../ChartCard';
import { oneMoneyFormat } from '../one-money-format';
import type { ResultsFormat } from '../use-results-format';
import { differenceWords, inputLabel, tippingWords, type DecisionWords } from './decision-words';
import { TornadoChart, type TornadoBar } from './TornadoChart';

interface SensitivityResultViewProps {
  result: SensitivityResult;
  scenario: Scenario;
  fmt: ResultsFormat;
  words: DecisionWords;
}

/** The tornado of the recommended strategy's cost and of its lead, then the tipping points as sentences. */
export function SensitivityResultView({ result, scenario, fmt, words }: SensitivityResultViewProps) {
  const { t } = useTranslation();
  const names = new Map(scenario.strategies.map((s) => [s.id, s.name]));
  const winner = names.get(result.winnerId) ?? result.winnerId;
  const range = words.percent(result.range);
  const bar = (id: string, label: string, low: number, high: number): TornadoBar => ({
    id,
    label,
    low,
    high,
    ariaLabel: t('decision.sensitivity.barLabel', { input: label, low: fmt.money(low), high: fmt.money(high), range }),
  });
  const costBars = result.rows.map((r) => bar(r.input.id, inputLabel(words, scenario, r.input), r.low.cost, r.high.cost));
  const leadRows = [...result.rows].sort((a, b) => b.leadEffect - a.leadEffect);
  const leadBars = leadRows
    .filter((r) => r.low.lead && r.high.lead)
    .map((r) => bar(r.input.id, inputLabel(words, scenario, r.input), r.low.lead!.mean, r.high.lead!.mean));
  // One format per chart: the planned value and both ends of every bar.
  const formatOf = (planned: number, bars: readonly TornadoBar[]) =>
    oneMoneyFormat([planned, ...bars.flatMap((b) => [b.low, b.high])], {
      money: fmt.money,
      whole: fmt.moneyWhole,
      compact: (v) => fmt.moneyCompact(v),
    });
  const description = t('decision.sensitivity.tornadoDescription');
  const legend = { low: t('decision.sensitivity.lowEnd', { range }), high: t('decision.sensitivity.highEnd', { range }) };
  return (
    <Stack spacing={2} data-testid="sensitivity-result">
      <Typography component="p" sx={{ fontWeight: 500 }}>
        {t('decision.sensitivity.recommended', { name: winner, cost: fmt.money(result.baseCost.mean) })}{' '}
        {result.baseLead && result.runnerUpId && differenceWords(words, names.get(result.runnerUpId) ?? result.runnerUpId, winner, result.baseLead)}
      </Typography>
      <ChartCard id="chart-tornado-cost" title={t('decision.sensitivity.costTitle', { name: winner })} description={description}>
        <TornadoChart bars={costBars} planned={result.baseCost.mean} format={formatOf(result.baseCost.mean, costBars)} testId="tornado-cost" legend={legend} />
      </ChartCard>
      {result.baseLead && result.runnerUpId && leadBars.length > 0 && (
        <ChartCard id="chart-tornado-lead" title={t('decision.sensitivity.leadTitle', { name: names.get(result.runnerUpId) ?? result.runnerUpId })} description={description}>
          <TornadoChart bars={leadBars} planned={result.baseLead.mean} format={formatOf(result.baseLead.mean, leadBars)} testId="tornado-lead" legend={legend} />
        </ChartCard>
      )}
      <Stack spacing={0.5} component="section" aria-labelledby="tipping-heading">
        <Typography id="tipping-heading" variant="h3" component="h3">
          {t('decision.sensitivity.tippingHeading')}
        </Typography>
        {result.tippingPoints.map((tp) => (
          <Typography key={`${tp.input.id}-${tp.direction}`} data-testid="tipping-point">
            {tippingWords(words, scenario, tp, names, result.winnerId)}
          </Typography>
        ))}
        {result.unchanged.map((input) => (
          <Typography key={input.id} color="text.secondary" data-testid="no-tipping-point">
            {t('decision.sensitivity.unchanged', { input: inputLabel(words, scenario, input), range })}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
