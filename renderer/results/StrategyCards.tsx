import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioResults } from '@shared/sim/results';
import { StrategyCard } from './StrategyCard';
import type { ScenarioShape } from './strategy-metrics';
import type { ResultsFormat } from './use-results-format';

interface StrategyCardsProps {
  results: ScenarioResults;
  shape: ScenarioShape;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
}

/** A card per strategy, in the scenario's order, so the reader compares like with like. */
export function StrategyCards({ results, shape, colorOf, fmt }: StrategyCardsProps) {
  const { t } = useTranslation();
  // "Comes closest" is not a recommendation: no card is highlighted when no strategy meets the targets.
  const rec = results.recommendation;
  const recommendedId = rec && rec.basis !== 'none-meet-targets' ? rec.strategyId : undefined;
  const names = new Map(results.strategies.map((s) => [s.strategyId, s.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  return (
    <Stack component="section" aria-labelledby="strategies-heading" spacing={1.5}>
      <Typography id="strategies-heading" variant="h2">
        {t('results.cards.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '80ch' }}>
        {t('results.cards.intro', { runs: results.runs })}
      </Typography>
      <Grid container spacing={2}>
        {results.strategies.map((summary) => (
          <Grid key={summary.strategyId} size={{ xs: 12, sm: 6, lg: 4 }}>
            <StrategyCard
              summary={summary}
              shape={shape}
              color={colorOf(summary.strategyId)}
              recommended={summary.strategyId === recommendedId}
              fmt={fmt}
              startDate={results.startDate}
              discountRatePercent={results.discountRatePercent ?? 0}
              nameOf={nameOf}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
