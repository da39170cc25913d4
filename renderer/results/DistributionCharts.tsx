import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { ScenarioResults } from '@shared/sim/results';
import { ChartCard } from './ChartCard';
import { histogram } from './histogram';
import { HistogramChart } from './HistogramChart';
import type { ResultsFormat } from './use-results-format';

interface DistributionChartsProps {
  results: ScenarioResults;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
  /** False when the scenario has no training or batch jobs, so no turnaround to spread. */
  showTurnaround: boolean;
}

/**
 * How sure the numbers are: the spread of total cost and of median turnaround over the
 * seeded runs, one small histogram per strategy (each on its own scale, since strategies
 * can differ tenfold and a shared axis would flatten the cheaper ones).
 */
export function DistributionCharts(props: DistributionChartsProps) {
  const { results, colorOf, fmt, showTurnaround } = props;
  const { t } = useTranslation();
  const cell = { xs: 12, sm: 6, lg: 4 } as const;
  return (
    <>
      <ChartCard
        id="chart-cost-distribution"
        title={t('results.charts.costDistribution.title')}
        description={t('results.charts.costDistribution.description', { count: results.runs, runs: results.runs })}
      >
        <Grid container spacing={2}>
          {results.strategies.map((s) => (
            <Grid key={s.strategyId} size={cell}>
              <HistogramChart
                title={s.name}
                bins={histogram(s.totalCostByRun)}
                color={colorOf(s.strategyId)}
                xLabel={t('results.charts.costDistribution.xAxis', { currency: results.currency })}
                tick={fmt.moneyCompact}
                full={fmt.money}
                emptyText={t('results.charts.noData')}
              />
            </Grid>
          ))}
        </Grid>
      </ChartCard>
      {showTurnaround && (
        <ChartCard
          id="chart-turnaround-distribution"
          title={t('results.charts.turnaroundDistribution.title')}
          description={t('results.charts.turnaroundDistribution.description')}
        >
          <Grid container spacing={2}>
            {results.strategies.map((s) => (
              <Grid key={s.strategyId} size={cell}>
                <HistogramChart
                  title={s.name}
                  bins={histogram(s.turnaroundP50HByRun)}
                  color={colorOf(s.strategyId)}
                  xLabel={t('results.charts.turnaroundDistribution.xAxis')}
                  tick={fmt.hoursNumber}
                  full={fmt.hours}
                  emptyText={t('results.charts.turnaroundDistribution.noJobs')}
                />
              </Grid>
            ))}
          </Grid>
        </ChartCard>
      )}
    </>
  );
}
