import { memo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResultsComparison } from '@shared/analysis/what-if';
import type { ResultsFormat } from '../results/use-results-format';
import { useDeltaText } from './use-delta-text';

interface WhatIfTotalsProps {
  comparison: ResultsComparison;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
}

/**
 * Every strategy's total and its change, one line each, under the recommendation. The cards
 * below hold the same totals with every other figure, but four cards are taller than a laptop
 * window: this list is what the planner watches while moving a slider.
 */
export const WhatIfTotals = memo(function WhatIfTotals({ comparison, colorOf, fmt }: WhatIfTotalsProps) {
  const { t } = useTranslation();
  const deltaText = useDeltaText(fmt);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="what-if-totals-heading" sx={{ px: 2, py: 1.25 }} data-testid="what-if-totals">
      <Typography id="what-if-totals-heading" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('whatIf.answer.totals')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
        {comparison.strategies.map((d) => {
          const change = deltaText(d.totalCost, 'money');
          const up = d.totalCost.change > 0;
          return (
            <Box key={d.strategyId} sx={{ display: 'contents' }} data-testid={`what-if-totals-${d.strategyId}`}>
              <Typography
                component="dt"
                variant="body2"
                sx={{ pl: 1, borderLeft: 4, borderLeftColor: colorOf(d.strategyId), overflowWrap: 'anywhere' }}
              >
                <bdi>{d.name}</bdi>
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                <Box component="span" sx={{ fontWeight: 600 }} data-testid="what-if-totals-value">
                  {fmt.money(d.totalCost.after)}
                </Box>
                {' · '}
                <Box
                  component="span"
                  data-testid="what-if-totals-change"
                  sx={{ fontWeight: 600, color: change === null ? 'text.secondary' : up ? 'error.main' : 'success.main' }}
                >
                  {change ?? t('whatIf.answer.noChange')}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
});
