import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTranslation } from 'react-i18next';
import { sharedPoolTimelines, type PoolTimeline, type TimelineRow } from '@shared/report/shared-pool-timeline';
import type { RunResult } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { CHART_HEIGHT, COUNT_AXIS_WIDTH } from './chart-layout';
import { dateAxisTicks, dateTickLabelKind } from './date-ticks';
import { wallClockAt } from './sim-time';
import { strategyColor } from './strategy-colors';
import { useChartLocale } from './use-chart-locale';
import type { ResultsFormat } from './use-results-format';

interface SharedPoolTimelineChartProps {
  run: RunResult;
  startDate: string;
  fmt: ResultsFormat;
}

/** The step's length in words: "an hour", "6 hours", "24 hours". */
function useStepWords() {
  const { t } = useTranslation();
  return (stepS: number) => t('sharedPools.timeline.step', { count: stepS / 3600 });
}

/**
 * Who held each shared pool of the representative run over time: a stacked area per workload
 * (in the palette's distinct colours, by its place in the strategy) with idle on top in grey,
 * so the stack always reaches the pool's committed GPUs; a table under it gives each row's
 * GPU-hours and busiest step for readers who cannot see the chart.
 */
export function SharedPoolTimelineChart({ run, startDate, fmt }: SharedPoolTimelineChartProps) {
  const timelines = sharedPoolTimelines(run);
  if (timelines.length === 0) return null;
  return (
    <>
      {timelines.map((tl) => (
        <PoolTimelineChart key={tl.poolId} tl={tl} startDate={startDate} fmt={fmt} />
      ))}
    </>
  );
}

function PoolTimelineChart({ tl, startDate, fmt }: { tl: PoolTimeline; startDate: string; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormat();
  const { localeText, dayOfMonth } = useChartLocale();
  const stepWords = useStepWords();
  // One more point at the horizon's end repeats the last step, so a step chart draws it too.
  const ends = [...tl.startsS, (tl.startsS[tl.startsS.length - 1] ?? 0) + tl.stepS];
  const dates = ends.map((s) => wallClockAt(startDate, s) ?? new Date(NaN));
  // Ticks on the steps' midnights only (an hourly axis has 24 points a day), the end left out.
  const midnights = dates.slice(0, -1).filter((d) => d.getHours() === 0 && d.getMinutes() === 0);
  const rowName = (row: TimelineRow) => (row.kind === 'idle' ? t('sharedPools.idle') : row.name);
  const rowColor = (row: TimelineRow, i: number) => (row.kind === 'idle' ? theme.palette.text.disabled : strategyColor(theme.palette.mode, i));
  const gpus = (value: number | null) => (value === null ? '' : format.number(value, { maximumFractionDigits: 1 }));
  const headingId = `shared-pool-timeline-${tl.poolId}`;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={headingId} data-testid="shared-pool-timeline" data-pool={tl.poolId}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ mt: 2, fontWeight: 600 }}>
        {t('sharedPools.timeline.title', { pool: tl.name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('sharedPools.timeline.description', { step: stepWords(tl.stepS) })}
      </Typography>
      <LineChart
        height={CHART_HEIGHT}
        localeText={localeText}
        series={tl.rows.map((row, i) => ({
          id: row.kind === 'idle' ? 'idle' : `w-${row.key}`,
          label: rowName(row),
          data: [...row.gpus, row.gpus[row.gpus.length - 1] ?? 0],
          color: rowColor(row, i),
          stack: 'held',
          area: true,
          showMark: false,
          curve: 'stepAfter' as const,
          valueFormatter: gpus,
        }))}
        xAxis={[
          {
            id: 'time',
            scaleType: 'time',
            data: dates,
            tickInterval: dateAxisTicks(midnights),
            label: t('sharedPools.timeline.xAxis'),
            valueFormatter: (value: Date, context: AxisValueFormatterContext) =>
              context.location !== 'tick'
                ? format.dateTime(value)
                : dateTickLabelKind(value, dates[0]) === 'day'
                  ? dayOfMonth(value)
                  : format.date(value),
          },
        ]}
        yAxis={[
          {
            id: 'gpus',
            width: COUNT_AXIS_WIDTH,
            min: 0,
            label: t('sharedPools.timeline.yAxis'),
            valueFormatter: (value: number) => format.number(value, { maximumFractionDigits: 1 }),
          },
        ]}
        grid={{ horizontal: true }}
        sx={{
          [`& .${lineClasses.area}`]: { fillOpacity: 0.55 },
          [`& .${lineClasses.area}[data-series="idle"]`]: { fillOpacity: 0.2 },
          [`& .${lineClasses.line}`]: { strokeWidth: 1 },
        }}
      />
      <Table size="small" aria-label={t('sharedPools.timeline.tableCaption', { pool: tl.name })} sx={{ '& th': { fontWeight: 600 } }} data-testid="shared-pool-timeline-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('sharedPools.timeline.who')}</TableCell>
            <TableCell align="right">{t('sharedPools.columns.held')}</TableCell>
            <TableCell align="right">{t('sharedPools.timeline.peak', { step: stepWords(tl.stepS) })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tl.rows.map((row, i) => (
            <TableRow key={`${row.kind}:${row.key}`} data-testid="shared-pool-timeline-row">
              <TableCell>
                <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, marginInlineEnd: 6, background: rowColor(row, i), opacity: row.kind === 'idle' ? 0.5 : 0.85 }} />
                {row.kind === 'idle' ? rowName(row) : <bdi>{row.name}</bdi>}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{fmt.count(row.gpuHours)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{gpus(row.peakGpus)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}
