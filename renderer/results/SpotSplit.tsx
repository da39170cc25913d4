import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StrategySummary } from '@shared/sim/results';
import type { ResultsFormat } from './use-results-format';

/** The bar's colours, also marking the two cost rows as its key. */
const SPOT_COLOUR = 'success.main';
const ON_DEMAND_COLOUR = 'warning.main';

/**
 * For a strategy that used spot: its cost and GPU-hours on spot beside on-demand (means over
 * the runs, the same figures as the command line's), a bar of the cost split, and the moves
 * between spot and on-demand per job (P50), which each pay a restart.
 */
export function SpotSplit({ summary, fmt }: { summary: StrategySummary; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  const spotHours = summary.gpuHoursBilledByPoolKind.spot ?? 0;
  const skippedNote = !summary.omniscientBound && summary.omniscientBoundSkipped && (
    <Typography variant="body2" color="text.secondary" data-testid="bound-skipped" sx={{ mt: 0.75 }}>
      {t('deadlinePolicy.figures.boundSkipped')}
    </Typography>
  );
  // A strategy that never got onto spot still says its best possible was left out.
  if (spotHours <= 0) return skippedNote || null;
  const spotCost = summary.costByPoolKind.spot ?? 0;
  const odCost = summary.costByPoolKind.onDemand ?? 0;
  const odHours = summary.gpuHoursBilledByPoolKind.onDemand ?? 0;
  const spotShare = spotCost + odCost > 0 ? spotCost / (spotCost + odCost) : 1;
  const switches = summary.switchesPerJob?.p50;
  const rows: { id: string; label: string; value: string; hint?: string; colour?: string }[] = [
    { id: 'spotCost', label: t('deadlinePolicy.figures.spotCost'), value: fmt.money(spotCost), colour: SPOT_COLOUR },
    { id: 'onDemandCost', label: t('deadlinePolicy.figures.onDemandCost'), value: fmt.money(odCost), colour: ON_DEMAND_COLOUR },
    { id: 'spotHours', label: t('deadlinePolicy.figures.spotHours'), value: fmt.gpuHours(spotHours) },
    { id: 'onDemandHours', label: t('deadlinePolicy.figures.onDemandHours'), value: fmt.gpuHours(odHours) },
  ];
  if (switches !== undefined)
    rows.push({ id: 'switches', label: t('deadlinePolicy.figures.switches'), value: fmt.count(switches), hint: t('deadlinePolicy.figures.switchesHint') });
  const bound = summary.omniscientBound;
  return (
    <Box data-testid="spot-split">
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {t('deadlinePolicy.figures.title')}
      </Typography>
      <Box
        role="img"
        aria-label={t('deadlinePolicy.figures.bar', { share: fmt.share(spotShare) })}
        sx={{ display: 'flex', height: 6, borderRadius: 3, overflow: 'hidden', mb: 1, bgcolor: ON_DEMAND_COLOUR }}
      >
        <Box sx={{ width: `${spotShare * 100}%`, bgcolor: SPOT_COLOUR }} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 2,
          rowGap: 0.5,
          alignItems: 'baseline',
          '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
          '& dd': { m: 0, textAlign: 'right', fontWeight: 600, fontSize: '0.9375rem', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        }}
      >
        {rows.map((row) => (
          <Box key={row.id} sx={{ display: 'contents' }} data-metric={row.id}>
            <dt>
              {row.colour && (
                <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '2px', bgcolor: row.colour, mr: 0.75 }} />
              )}
              {row.label}
              {row.hint && (
                <Tooltip title={row.hint}>
                  <InfoOutlined tabIndex={0} aria-label={row.hint} sx={{ fontSize: '0.95rem', ml: 0.5, verticalAlign: 'text-bottom', cursor: 'help' }} />
                </Tooltip>
              )}
            </dt>
            <dd>{row.value}</dd>
          </Box>
        ))}
      </Box>
      {bound && (
        // Its own block: the label is long and the value two amounts, too wide to share a row.
        <Box component="dl" data-metric="bound" sx={{ m: 0, mt: 0.75, '& dt': { color: 'text.secondary', fontSize: '0.875rem' }, '& dd': { m: 0, textAlign: 'right', fontWeight: 600, fontSize: '0.9375rem', fontVariantNumeric: 'tabular-nums' } }}>
          <dt>
            {t('deadlinePolicy.figures.bound')}
            <Tooltip title={t('deadlinePolicy.figures.boundHint')}>
              <InfoOutlined tabIndex={0} aria-label={t('deadlinePolicy.figures.boundHint')} sx={{ fontSize: '0.95rem', ml: 0.5, verticalAlign: 'text-bottom', cursor: 'help' }} />
            </Tooltip>
          </dt>
          <dd>{t('deadlinePolicy.figures.boundValue', { cost: fmt.money(bound.runCostPerJob), bound: fmt.money(bound.perJob) })}</dd>
        </Box>
      )}
      {skippedNote}
    </Box>
  );
}
