import { memo } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deltaFigures, type ResultsComparison } from '@shared/analysis/what-if';
import type { ScenarioResults } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';
import { useTargetRuleWords } from '../results/use-target-rule-words';
import { useDeltaText } from './use-delta-text';
import { WhatIfFigureRow } from './WhatIfFigureRow';
import { WhatIfLlmFigures } from './WhatIfLlmFigures';
import { WhatIfOwnedFigures } from './WhatIfOwnedFigures';

interface WhatIfCardsProps {
  comparison: ResultsComparison;
  /** The saved scenario's results on the same seeds (for the owned servers' figures before). */
  baseline: ScenarioResults;
  whatIf: ScenarioResults;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
  /** Whether some job of the scenario has a deadline (deadline misses are shown only then). */
  hasDeadlines: boolean;
  /** The figures of services planned in tokens are the analytical estimate (their requests not simulated yet). */
  latencyEstimated?: boolean;
}

/**
 * The strategies with the what-if's figures and their change from the baseline, on the same
 * seeds. Memoised: a move redraws them only when its figures arrive, not when it is made.
 */
export const WhatIfCards = memo(function WhatIfCards({ comparison, baseline, whatIf, colorOf, fmt, hasDeadlines, latencyEstimated = false }: WhatIfCardsProps) {
  const { t } = useTranslation();
  const deltaText = useDeltaText(fmt);
  const rules = useTargetRuleWords();
  const rec = whatIf.recommendation;
  const recommendedId = rec && rec.basis !== 'none-meet-targets' ? rec.strategyId : undefined;
  return (
    <Grid container spacing={2}>
      {comparison.strategies.map((d) => {
        const total = deltaText(d.totalCost, 'money');
        const up = d.totalCost.change > 0;
        // Every figure but the total (shown large above): both unit costs, turnaround and each target.
        const figures = deltaFigures(d, { hasDeadlines }).filter((f) => f.key !== 'totalCost');
        const recommended = d.strategyId === recommendedId;
        const summary = whatIf.strategies.find((s) => s.strategyId === d.strategyId);
        const before = baseline.strategies.find((s) => s.strategyId === d.strategyId);
        const extra = (summary?.owned?.length ?? 0) > 0 || summary?.representative.savingsPlans !== undefined;
        const why = summary ? rules.why(summary) : '';
        // Every card says whether the strategy meets its targets under the what-if, and says
        // "now" when that changed from the baseline.
        const sign = d.meetsTargetsAfter !== d.meetsTargetsBefore
          ? (d.meetsTargetsAfter ? 'whatIf.answer.meetsNow' : 'whatIf.answer.missesNow')
          : (d.meetsTargetsAfter ? 'results.cards.meetsTargets' : 'results.cards.missesTargets');
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
                  <Chip
                    size="small"
                    variant="outlined"
                    data-testid="what-if-targets-sign"
                    data-meets={d.meetsTargetsAfter ? 'true' : 'false'}
                    color={d.meetsTargetsAfter ? (d.meetsTargetsBefore ? 'default' : 'success') : 'warning'}
                    label={t(sign)}
                  />
                </Stack>
                {why !== '' && (
                  <Typography variant="body2" color="warning.dark" data-testid="what-if-targets-why" sx={{ overflowWrap: 'anywhere' }}>
                    {why}
                  </Typography>
                )}
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
                {(figures.length > 0 || (d.llm?.length ?? 0) > 0 || extra) && (
                  <Stack component="dl" spacing={0.75} sx={{ m: 0, pt: 1, borderTop: 1, borderColor: 'divider' }}>
                    {figures.map((f) => (
                      <WhatIfFigureRow
                        key={f.key}
                        label={t(`whatIf.figures.${f.key}`)}
                        delta={f.delta}
                        kind={f.kind}
                        fmt={fmt}
                        testId={`what-if-figure-${f.key}`}
                        withinNoise={f.paired?.withinNoise ?? null}
                      />
                    ))}
                    <WhatIfLlmFigures figures={d.llm} fmt={fmt} estimated={latencyEstimated} />
                    <WhatIfOwnedFigures before={before} after={summary} fmt={fmt} />
                  </Stack>
                )}
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
});
