import { memo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FigureDelta, ResultsComparison } from '@shared/analysis/what-if';
import type { ScenarioResults } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';

interface WhatIfCardsProps {
  comparison: ResultsComparison;
  whatIf: ScenarioResults;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
}

const sign = (v: number) => (v > 0 ? '+' : v < 0 ? '−' : '');

/** "+¥1,234 (+5.2 %)": an amount and its percent, signed; empty when nothing moved. */
export function useDeltaText(fmt: ResultsFormat) {
  const { t } = useTranslation();
  return (d: FigureDelta, kind: 'money' | 'hours'): string | null => {
    if (Math.abs(d.change) < (kind === 'money' ? 0.005 : 0.05)) return null;
    const amount = `${sign(d.change)}${kind === 'money' ? fmt.money(Math.abs(d.change)) : fmt.hours(Math.abs(d.change))}`;
    if (d.percent === null || kind === 'hours') return amount;
    return t('whatIf.answer.change', { amount, percent: `${sign(d.percent)}${fmt.share(Math.abs(d.percent))}` });
  };
}

/**
 * The strategies with the what-if's figures and their change from the baseline, on the same
 * seeds. Memoised: a move redraws them only when its figures arrive, not when it is made.
 */
export const WhatIfCards = memo(function WhatIfCards({ comparison, whatIf, colorOf, fmt }: WhatIfCardsProps) {
  const { t } = useTranslation();
  const deltaText = useDeltaText(fmt);
  const rec = whatIf.recommendation;
  const recommendedId = rec && rec.basis !== 'none-meet-targets' ? rec.strategyId : undefined;
  return (
    <Grid container spacing={2}>
      {comparison.strategies.map((d) => {
        const total = deltaText(d.totalCost, 'money');
        const up = d.totalCost.change > 0;
        const perJob = d.costPerJob ? deltaText(d.costPerJob, 'money') : null;
        const per10k = d.costPer10kRequests ? deltaText(d.costPer10kRequests, 'money') : null;
        const turnaround = d.turnaroundP50H ? deltaText(d.turnaroundP50H, 'hours') : null;
        const recommended = d.strategyId === recommendedId;
        return (
          <Grid key={d.strategyId} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card
              component="article"
              data-testid={`what-if-card-${d.strategyId}`}
              data-recommended={recommended ? 'true' : 'false'}
              sx={{
                height: '100%',
                ...(recommended && { borderColor: 'success.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.success.main}` }),
                borderTop: 4,
                borderTopColor: colorOf(d.strategyId),
              }}
            >
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Typography variant="h3" component="h4" sx={{ fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>
                  <bdi>{d.name}</bdi>
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {recommended && <Chip size="small" color="success" label={t('results.cards.recommended')} />}
                  {d.meetsTargetsAfter !== d.meetsTargetsBefore && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={d.meetsTargetsAfter ? 'success' : 'warning'}
                      label={t(d.meetsTargetsAfter ? 'whatIf.answer.meetsNow' : 'whatIf.answer.missesNow')}
                    />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('results.cards.totalCost')}
                </Typography>
                <Typography variant="h2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="what-if-total">
                  {fmt.money(d.totalCost.after)}
                </Typography>
                <Typography
                  variant="body2"
                  data-testid="what-if-delta"
                  data-change={d.totalCost.change}
                  sx={{ fontWeight: 600, color: total === null ? 'text.secondary' : up ? 'error.main' : 'success.main', fontVariantNumeric: 'tabular-nums' }}
                >
                  {total ?? t('whatIf.answer.noChange')}
                  {total !== null && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
                      {' · '}
                      {t('whatIf.answer.was', { value: fmt.money(d.totalCost.before) })}
                    </Typography>
                  )}
                </Typography>
                {total !== null && d.totalCostPaired.withinNoise && (
                  <Typography variant="caption" color="text.secondary" data-testid="what-if-noise">
                    {t('whatIf.answer.withinNoise')}
                  </Typography>
                )}
                {perJob && <Typography variant="body2">{t('whatIf.answer.perJob', { change: perJob })}</Typography>}
                {per10k && <Typography variant="body2">{t('whatIf.answer.per10k', { change: per10k })}</Typography>}
                {turnaround && (
                  <Typography variant="body2" data-testid="what-if-turnaround">
                    {t('whatIf.answer.turnaroundChange', { change: turnaround })}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
});
