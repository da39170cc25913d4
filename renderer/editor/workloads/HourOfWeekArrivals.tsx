import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hourOfWeekDayTotals, hourOfWeekPerDay } from '@shared/scenario';
import { ArrivalsByHourChart, useFormat } from '../app';
import { useDraftStore } from '../draft/draft-context';
import { setIn, type FieldPath } from '../draft/json-path';
import { sixFigures } from './log-shape-values';

interface HourOfWeekArrivalsProps {
  path: FieldPath;
  /** The 168 hourly rates, checked. */
  perHour: number[];
}

/**
 * What Poisson arrivals by hour of the week hold: the week drawn hour by hour, the arrivals on
 * each day of the week, and a way to turn them into one flat rate typed by hand (the same
 * arrivals a week on average).
 */
export function HourOfWeekArrivals({ path, perHour }: HourOfWeekArrivalsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { change } = useDraftStore();
  const perDay = hourOfWeekPerDay(perHour);
  const num = (x: number) => format.number(x, { maximumFractionDigits: x >= 10 ? 1 : 2 });
  const days = t('jobImport.weekdays').split(',');
  return (
    <Stack spacing={1} sx={{ gridColumn: '1 / -1' }} data-testid="hour-of-week-arrivals">
      <ArrivalsByHourChart observed={perHour} title={t('editor.logShapes.hourOfWeek.chart')} testId="hour-of-week-chart" />
      <Typography variant="body2">
        {t('editor.logShapes.hourOfWeek.summary', { perDay: num(perDay), perWeek: num(perDay * 7), peak: num(Math.max(...perHour)) })}
      </Typography>
      <Box component="dl" aria-label={t('editor.logShapes.hourOfWeek.byDay')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, m: 0 }}>
        {hourOfWeekDayTotals(perHour).map((total, i) => (
          <Box key={days[i]} sx={{ textAlign: 'center', typography: 'body2' }}>
            <Box component="dt" sx={{ color: 'text.secondary', typography: 'caption' }}>{days[i]}</Box>
            <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>{num(total)}</Box>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">{t('editor.logShapes.hourOfWeek.fromLog')}</Typography>
      <Box>
        <Button size="small" variant="outlined" onClick={() => change((doc) => setIn(doc, path, { type: 'poisson', perDay: sixFigures(perDay) }))}>
          {t('editor.logShapes.hourOfWeek.toFlat', { perDay: num(perDay) })}
        </Button>
      </Box>
    </Stack>
  );
}
