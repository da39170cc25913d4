import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import type { CurveStats } from './curve-stats';
import { useRateFormat } from './use-rate-format';

interface CurveStatsRowProps {
  stats: CurveStats;
  unitLabel: string;
}

/** Peak, trough, daily average and peak-to-trough ratio of the curve on screen. */
export function CurveStatsRow({ stats, unitLabel }: CurveStatsRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const formatRate = useRateFormat();
  // The number stands out; the unit follows it in smaller type (same order in both languages).
  const rate = (value: number) => (
    <>
      {formatRate(value)}{' '}
      <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {unitLabel}
      </Box>
    </>
  );
  const items = [
    { key: 'peak', label: t('curve.stats.peak'), value: rate(stats.peak) },
    { key: 'trough', label: t('curve.stats.trough'), value: rate(stats.trough) },
    { key: 'average', label: t('curve.stats.average'), value: rate(stats.average) },
    {
      key: 'ratio',
      label: t('curve.stats.ratio'),
      value:
        stats.peakToTrough === null
          ? t('curve.stats.ratioNone')
          : t('curve.stats.ratioValue', {
              ratio: format.number(stats.peakToTrough, { maximumFractionDigits: 1 }),
            }),
    },
  ];
  return (
    <Box
      component="dl"
      aria-label={t('curve.stats.label')}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        // Four across once the editor (not the window) is wide enough; see TrafficCurveEditor.
        '@container (min-width: 560px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {items.map((item) => (
        <Box
          key={item.key}
          data-stat={item.key}
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, minWidth: 0 }}
        >
          <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
            {item.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              typography: 'subtitle1',
              fontWeight: 600,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
