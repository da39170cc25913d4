import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { replayDays, TrafficReplay } from '@shared/scenario';
import { ReplayChart, useFormat } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { getIn, setIn } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';

/**
 * An inference workload's replayed history, when it has one: the series over its days, its
 * span and after-end rule, and a way back to the curves (one undoable edit). A replay the
 * format refuses shows nothing here: the traffic's problems list already names its field.
 */
export function ReplaySummary({ index }: { index: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { change } = useDraftStore();
  const path = ['workloads', index, 'traffic'] as const;
  const raw = useDraftValue([...path, 'replay']);
  // A year of 5-minute steps is 105,120 numbers: checked once per change, not per render.
  const replay = useMemo(() => {
    const parsed = TrafficReplay.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }, [raw]);
  if (replay === null) return null;
  const days = format.number(replayDays(replay), { maximumFractionDigits: 1 });
  const mean = replay.rates.reduce((sum, v) => sum + v, 0) / replay.rates.length;
  const peak = replay.rates.reduce((most, v) => Math.max(most, v), 0);
  const drop = () =>
    change((doc) => {
      const traffic = getIn(doc, path);
      if (typeof traffic !== 'object' || traffic === null) return doc;
      const { replay: _dropped, ...rest } = traffic as Record<string, unknown>;
      return setIn(doc, path, rest);
    });
  return (
    <FieldGroup title={t('trafficReplay.title')}>
      <Stack spacing={1} data-testid="replay-summary">
        <ReplayChart rates={replay.rates} stepMinutes={replay.stepMinutes} label={t('trafficReplay.chartLabel', { count: replayDays(replay), days })} />
        <Typography variant="body2">
          {t('trafficReplay.summary', {
            count: replayDays(replay),
            days,
            startDay: replay.startDay,
            step: replay.stepMinutes,
            afterEnd: t(`trafficReplay.summaryAfterEnd.${replay.afterEnd}`),
          })}{' '}
          {t('trafficReplay.peak', {
            peak: format.number(peak, { maximumFractionDigits: 1 }),
            mean: format.number(mean, { maximumFractionDigits: 1 }),
          })}{' '}
          {replay.source ? t('trafficReplay.source', { source: replay.source }) : null}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('trafficReplay.noGrowth')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button onClick={drop} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{t('trafficReplay.drop')}</Button>
          <Typography variant="caption" color="text.secondary">
            {t('trafficReplay.dropHint')}
          </Typography>
        </Stack>
      </Stack>
    </FieldGroup>
  );
}
