import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RouteDescription } from '@shared/scenario';
import type { Distribution3, StrategySummary } from '@shared/sim/results';
import { llmWorkloadsOf, p50Of, targetMissed, type LlmWorkloadSummary } from './llm-figures';
import { useLlmWords } from './use-llm-words';
import { useRoutingWords } from './use-routing-words';
import type { ResultsFormat } from './use-results-format';

/** A small info icon that explains a figure on hover or focus (and to screen readers). */
function Hint({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <InfoOutlined tabIndex={0} aria-label={text} sx={{ fontSize: '0.95rem', ml: 0.5, verticalAlign: 'text-bottom', cursor: 'help' }} />
    </Tooltip>
  );
}

/** Cost per 10,000 requests, per million tokens and per million output tokens, side by side (P50). */
function CostRows({ w, fmt }: { w: LlmWorkloadSummary; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  const rows: { id: string; label: string; hint?: string; value: Distribution3 | null | undefined }[] = [
    { id: 'per10k', label: t('llmResults.per10k'), value: w.costPer10kRequests },
    { id: 'perMillion', label: t('llmResults.perMillion'), hint: t('llmResults.perMillionHint'), value: w.costPerMillionTokens },
    { id: 'perMillionOutput', label: t('llmResults.perMillionOutput'), hint: t('llmResults.perMillionOutputHint'), value: w.costPerMillionOutputTokens },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
        '& dd': { m: 0, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      }}
    >
      {rows.map((r) => {
        const value = p50Of(r.value);
        return (
          <Box key={r.id} sx={{ display: 'contents' }} data-llm-cost={r.id}>
            <dt>
              {r.label}
              {r.hint && <Hint text={r.hint} />}
            </dt>
            <dd>{value === null ? t('llmResults.noTokens') : fmt.money(value)}</dd>
          </Box>
        );
      })}
    </Box>
  );
}

/** Each target of one service: the share of requests that missed it, P10–P90, met or missed. */
function TargetLines({ w }: { w: LlmWorkloadSummary }) {
  const { t } = useTranslation();
  const words = useLlmWords();
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {w.llmTargets.map((target, i) => {
        const missed = targetMissed(target);
        return (
          <li key={i} data-llm-target={i} data-missed={missed ? 'true' : 'false'}>
            <Typography variant="body2" data-testid="llm-target-line">
              {words.targetLine(target)}
              <Hint text={t('llmResults.targetHint')} />
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Tooltip title={t(missed ? 'llmResults.missedHint' : 'llmResults.metHint')}>
                <Chip size="small" variant="outlined" color={missed ? 'warning' : 'success'} label={t(missed ? 'llmResults.missed' : 'llmResults.met')} tabIndex={0} />
              </Tooltip>
              <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {words.band(target)}
              </Typography>
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * On a strategy card, each service planned in tokens: its cost per 10,000 requests beside its
 * cost per million tokens, each percentile target with the share of requests that missed it, and
 * how the strategy routes its size classes to pools, when it does.
 */
export function LlmServiceFigures({
  summary,
  fmt,
  routings,
}: {
  summary: StrategySummary;
  fmt: ResultsFormat;
  /** The strategy's routes by service id (none: every pool serves the whole mix). */
  routings?: Readonly<Record<string, readonly RouteDescription[]>>;
}) {
  const { t } = useTranslation();
  const routeWords = useRoutingWords();
  const services = llmWorkloadsOf(summary);
  if (services.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      {services.map((w) => (
        <Stack key={w.workloadId} spacing={1} data-llm-workload={w.workloadId} sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
            {t('llmResults.service', { name: w.name })}
          </Typography>
          {routings?.[w.workloadId] && (
            <Typography variant="caption" color="text.secondary" data-testid="llm-routing" sx={{ overflowWrap: 'anywhere' }}>
              {t('llmRoutes.card', { routes: routeWords.routes(routings[w.workloadId]) })}
            </Typography>
          )}
          <CostRows w={w} fmt={fmt} />
          <TargetLines w={w} />
        </Stack>
      ))}
    </Stack>
  );
}
