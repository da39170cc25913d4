import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ExistingOnFrontier, FoundPlan, SpeedAxis } from '@shared/analysis/plan-search/plan-types';
import type { Scenario } from '@shared/scenario';
import { ChartCard } from '../ChartCard';
import type { ResultsFormat } from '../use-results-format';
import { PlanFrontierChart, type FrontierPoint } from './PlanFrontierChart';
import { planName, speedOf, type PlanWords } from './plan-search-words';
import { PlanTable } from './PlanTable';

interface PlanFrontierViewProps {
  frontier: readonly FoundPlan[];
  /** The scenario's own strategies on the same seeds (none while the search runs). */
  existing: readonly ExistingOnFrontier[];
  axis: SpeedAxis;
  bestKey: string | null;
  scenario: Scenario;
  fmt: ResultsFormat;
  words: PlanWords;
  add?: Parameters<typeof PlanTable>[0]['add'];
  bestExistingId?: string | null | undefined;
  /** Tells the live frontier apart from the final one in tests and screenshots. */
  testId: string;
}

/** The points of the frontier chart: found plans (the best apart) and the scenario's strategies. */
export function frontierPoints(words: PlanWords, frontier: readonly FoundPlan[], existing: readonly ExistingOnFrontier[], axis: SpeedAxis, bestKey: string | null): FrontierPoint[] {
  return [
    ...frontier.map((p, i): FrontierPoint => ({ id: p.key, name: planName(words, i), group: p.key === bestKey ? 'best' : 'found', cost: p.cost, speed: speedOf(p, axis) })),
    ...existing.map((s): FrontierPoint => ({ id: s.strategyId, name: `“${s.name}”`, group: 'existing', cost: s.cost, speed: speedOf(s, axis) })),
  ];
}

/** A frontier, live or final: cost against speed as a chart, then the plans as a table. */
export function PlanFrontierView({ frontier, existing, axis, bestKey, scenario, fmt, words, add, testId, bestExistingId }: PlanFrontierViewProps) {
  const { t } = useTranslation();
  const xLabel = t(axis === 'turnaroundP95H' ? 'planSearch.chart.turnaround' : 'planSearch.chart.latency');
  return (
    <Stack spacing={2} data-testid={testId}>
      <ChartCard id={`${testId}-card`} title={t('planSearch.chart.title')} description={t('planSearch.chart.description')}>
        <PlanFrontierChart points={frontierPoints(words, frontier, existing, axis, bestKey)} xLabel={xLabel} currency={scenario.currency} fmt={fmt} />
      </ChartCard>
      <PlanTable plans={frontier} axis={axis} bestKey={bestKey} scenario={scenario} fmt={fmt} words={words} bestExistingId={bestExistingId} {...(add ? { add } : {})} />
    </Stack>
  );
}
