import { memo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ScenarioResults } from '@shared/sim/results';
import { BillTable } from './BillTable';
import { CumulativeCostChart } from './CumulativeCostChart';
import { DemandChart } from './DemandChart';
import { DistributionCharts } from './DistributionCharts';
import { JobsTable } from './JobsTable';
import { MonthlyCostChart } from './MonthlyCostChart';
import { ContractCashTable } from './ContractCashTable';
import { OwnedServersCard } from './OwnedServersCard';
import { PoolUsageTable } from './PoolUsageTable';
import { SavingsPlanTable } from './SavingsPlanTable';
import { SharedPoolsCard } from './SharedPoolsCard';
import { RecommendationCallout } from './RecommendationCallout';
import { SpotTraceChart } from './SpotTraceChart';
import { StrategyCards } from './StrategyCards';
import { StrategyPicker } from './StrategyPicker';
import { strategyColor } from './strategy-colors';
import type { ScenarioShape } from './strategy-metrics';
import { useResultsFormat } from './use-results-format';

interface ResultsBodyProps {
  results: ScenarioResults;
  shape: ScenarioShape;
}

/**
 * Everything a finished run shows: the answer, the cards, the charts and the jobs. Memoised:
 * while a new run is in flight, progress re-renders the screen ten times a second, and
 * redrawing every chart each time would starve the very thread that shows the progress.
 */
export const ResultsBody = memo(function ResultsBody({ results, shape }: ResultsBodyProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fmt = useResultsFormat(results.currency, results.startDate, results.horizonDays);
  const index = new Map(results.strategies.map((s, i) => [s.strategyId, i]));
  const colorOf = (id: string) => strategyColor(theme.palette.mode, index.get(id) ?? 0);
  const fallbackId = results.recommendation?.strategyId ?? results.strategies[0]?.strategyId ?? '';
  const [picked, setPicked] = useState(fallbackId);
  const chosen =
    results.strategies.find((s) => s.strategyId === picked) ??
    results.strategies.find((s) => s.strategyId === fallbackId);

  return (
    <Stack spacing={4}>
      <RecommendationCallout results={results} />
      <StrategyCards results={results} shape={shape} colorOf={colorOf} fmt={fmt} />
      <BillTable results={results} />
      <Stack component="section" aria-labelledby="charts-heading" spacing={2}>
        <Typography id="charts-heading" variant="h2">
          {t('results.charts.heading')}
        </Typography>
        <Typography color="text.secondary">{t('results.charts.representative')}</Typography>
        <CumulativeCostChart results={results} colorOf={colorOf} fmt={fmt} />
        <DistributionCharts
          results={results}
          colorOf={colorOf}
          fmt={fmt}
          showTurnaround={shape.hasJobWorkloads}
        />
      </Stack>
      {chosen && (
        <Stack component="section" aria-labelledby="detail-heading" spacing={2}>
          <Typography id="detail-heading" variant="h2">
            {t('results.detail.heading')}
          </Typography>
          <StrategyPicker
            strategies={results.strategies}
            value={chosen.strategyId}
            onChange={setPicked}
            colorOf={colorOf}
          />
          <MonthlyCostChart
            strategyName={chosen.name}
            run={chosen.representative}
            currency={results.currency}
            fmt={fmt}
          />
          <ContractCashTable key={chosen.strategyId} strategy={chosen} fmt={fmt} />
          <OwnedServersCard strategy={chosen} fmt={fmt} />
          <DemandChart
            strategyName={chosen.name}
            run={chosen.representative}
            startDate={results.startDate}
            color={colorOf(chosen.strategyId)}
          />
          {(shape.spotTraces?.[chosen.strategyId] ?? []).map((trace) => (
            <SpotTraceChart
              key={`${chosen.strategyId}:${trace.poolId}`}
              strategyName={chosen.name}
              run={chosen.representative}
              trace={trace}
              startDate={results.startDate}
              horizonDays={results.horizonDays}
              color={colorOf(chosen.strategyId)}
            />
          ))}
          <PoolUsageTable strategyName={chosen.name} run={chosen.representative} fmt={fmt} />
          <SavingsPlanTable strategyName={chosen.name} run={chosen.representative} fmt={fmt} />
          <SharedPoolsCard strategy={chosen} startDate={results.startDate} fmt={fmt} />
          {shape.hasJobWorkloads && (
            <JobsTable
              key={chosen.strategyId}
              strategyName={chosen.name}
              run={chosen.representative}
              fmt={fmt}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
});
