import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StrategySummary } from '@shared/sim/results';
import { AfterHorizonLine } from './AfterHorizonLine';
import { CashLine } from './CashLine';
import { missedLlmTargets } from './llm-figures';
import { LlmServiceFigures } from './LlmServiceFigures';
import { MetricList } from './MetricList';
import { SpotSplit } from './SpotSplit';
import { strategyMetrics, type ScenarioShape } from './strategy-metrics';
import { useLlmWords } from './use-llm-words';
import { useTargetRuleWords } from './use-target-rule-words';
import type { ResultsFormat } from './use-results-format';

interface StrategyCardProps {
  summary: StrategySummary;
  shape: ScenarioShape;
  color: string;
  recommended: boolean;
  fmt: ResultsFormat;
  /** The scenario's start date, for the day its commitments end. */
  startDate: string;
  /** The rate its net present value was worked out at, % a year. */
  discountRatePercent: number;
  nameOf: (strategyId: string) => string;
}

/** One strategy's headline figures; the recommended one is outlined and labelled. */
export function StrategyCard({
  summary,
  shape,
  color,
  recommended,
  fmt,
  startDate,
  discountRatePercent,
  nameOf,
}: StrategyCardProps) {
  const { t } = useTranslation();
  const headingId = `strategy-${summary.strategyId}-heading`;
  const { totalCost } = summary;
  const words = useLlmWords();
  const missedTargets = missedLlmTargets(summary)
    .map((m) => t('llmResults.missedTarget', { workload: m.workload, target: words.target(m.target) }))
    .join('; ');
  const rules = useTargetRuleWords();
  const why = rules.why(summary);
  // The chip's hint: every rule the runs are held to, then the token targets missed, if any.
  const hint = [rules.held(summary), missedTargets].filter((x) => x !== '').join(' ');
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid={`strategy-card-${summary.strategyId}`}
      data-recommended={recommended ? 'true' : 'false'}
      sx={{
        height: '100%',
        // Order matters: the all-round success border first, then the strategy's colour on top.
        ...(recommended && {
          borderColor: 'success.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.success.main}`,
        }),
        borderTop: 4,
        borderTopColor: color,
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Typography id={headingId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{summary.name}</bdi>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {recommended && (
            <Chip size="small" color="success" label={t('results.cards.recommended')} />
          )}
          {/* The rules held, and which targets of a service planned in tokens were missed, on hover or focus. */}
          <Tooltip title={hint}>
            <Chip
              size="small"
              variant="outlined"
              color={summary.meetsTargets ? 'default' : 'warning'}
              data-testid="targets-sign"
              tabIndex={hint === '' ? undefined : 0}
              label={
                summary.meetsTargets
                  ? t('results.cards.meetsTargets')
                  : t('results.cards.missesTargets')
              }
            />
          </Tooltip>
        </Stack>
        {why !== '' && (
          <Typography variant="body2" color="warning.dark" data-testid="targets-why" sx={{ overflowWrap: 'anywhere' }}>
            {why}
          </Typography>
        )}
        <Box>
          <Typography variant="body2" color="text.secondary">
            {summary.gpuCost ? t('bill.results.cardTotal') : t('results.cards.totalCost')}
          </Typography>
          <Typography
            variant="h2"
            component="p"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="total-cost"
          >
            {fmt.money(totalCost.p50)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('results.cards.band', {
              low: fmt.money(totalCost.p10),
              high: fmt.money(totalCost.p90),
            })}
          </Typography>
          {summary.gpuCost && (
            <Typography variant="body2" color="text.secondary" data-testid="gpu-cost">
              {t('bill.results.cardGpu', { amount: fmt.money(summary.gpuCost.p50) })}
            </Typography>
          )}
        </Box>
        <AfterHorizonLine summary={summary} startDate={startDate} fmt={fmt} />
        <CashLine summary={summary} discountRatePercent={discountRatePercent} nameOf={nameOf} fmt={fmt} />
        <Divider />
        <MetricList metrics={strategyMetrics(summary, shape)} fmt={fmt} />
        <SpotSplit summary={summary} fmt={fmt} />
        <LlmServiceFigures summary={summary} fmt={fmt} routings={shape.routings?.[summary.strategyId]} />
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
          {t('results.cards.targetsShare', { share: fmt.share(summary.runsMeetingTargets) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
