import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Spread, TrafficImport } from '@shared/traffic-import';
import { RejectedRowsTable } from '../file-import/RejectedRowsTable';
import { useCounts } from '../i18n/use-counts';
import { useFormat } from '../i18n/use-format';
import { useRateFormat } from './use-rate-format';

const DAY_MS = 86_400_000;

/** Seconds as "5 min", "1 h", "2.5 d" in the interface language. */
function useDuration() {
  const format = useFormat();
  const { t } = useTranslation();
  const n = (v: number) => format.number(v, { maximumFractionDigits: 1 });
  return (seconds: number) => {
    if (seconds >= 86_400) return t('trafficImport.units.days', { n: n(seconds / 86_400) });
    if (seconds >= 3600) return t('trafficImport.units.hours', { n: n(seconds / 3600) });
    if (seconds >= 60) return t('trafficImport.units.minutes', { n: n(seconds / 60) });
    return t('trafficImport.units.seconds', { n: n(seconds) });
  };
}

/**
 * The import's figures: what was read, the timeline, growth, fit error, burstiness and size mix.
 * `tokenWorkload`: the workload is planned in tokens, so a request log gives it size classes.
 */
export function TrafficImportFigures({ result, tokenWorkload = false }: { result: TrafficImport; tokenWorkload?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rate = useRateFormat();
  const duration = useDuration();
  const counts = useCounts();
  const a = result.analysis;
  const pct = (x: number) => format.percent(x, { maximumFractionDigits: 1 });
  const day = (d: number) => format.date(d * DAY_MS);
  const tl = a.timeline;
  const b = a.burstiness;
  return (
    <Stack spacing={1} data-testid="traffic-import-figures">
      <Typography variant="body2">
        {t('trafficImport.summary', {
          source: t(`trafficImport.source.${a.source}`),
          rows: counts('rows', a.samples),
          first: format.dateTime(a.firstUtcMs),
          last: format.dateTime(a.lastUtcMs),
          days: counts('days', a.days),
        })}
        {result.series > 1 ? ` ${t('trafficImport.series', { count: result.series })}` : ''}
      </Typography>
      {a.source !== 'requestLog' ? (
        <Typography variant="body2">
          {t('trafficImport.timeline', {
            interval: duration(tl.intervalSeconds),
            gaps: counts('gaps', tl.gaps),
            longest: tl.gaps > 0 ? t('trafficImport.longestGap', { longest: duration(tl.longestGapSeconds) }) : '',
            duplicates: counts('timestamps', tl.duplicateRows),
            unsorted: counts('rows', tl.unsortedRows),
          })}
        </Typography>
      ) : tl.unsortedRows > 0 ? (
        <Typography variant="body2">{t('trafficImport.unsortedLog', { count: tl.unsortedRows, unsorted: format.number(tl.unsortedRows) })}</Typography>
      ) : null}
      {a.daylightSavingDays.length > 0 && (
        <Typography variant="body2">{t('trafficImport.daylightSaving', { days: a.daylightSavingDays.map(day).join(', ') })}</Typography>
      )}
      <Typography variant="body2" data-testid="traffic-import-growth">
        {a.growth.ok
          ? t('trafficImport.growth', {
              growth: pct(a.growth.perMonth),
              error: pct(a.growth.standardError),
              low: pct(a.growth.perMonth - 1.96 * a.growth.standardError),
              high: pct(a.growth.perMonth + 1.96 * a.growth.standardError),
              days: a.growth.days,
            })
          : t('trafficImport.growthNone', { days: a.growth.days, needed: a.growth.needed })}
      </Typography>
      {a.mape !== null && <Typography variant="body2">{t('trafficImport.mape', { mape: pct(a.mape) })}</Typography>}
      {b ? (
        <>
          <Typography variant="body2" data-testid="traffic-import-burstiness">
            {t('trafficImport.burstiness', {
              minutes: format.number(b.seconds / 60, { maximumFractionDigits: 0 }),
              dispersion: format.number(b.dispersion, { maximumFractionDigits: 2, minimumFractionDigits: 2 }),
              peak: b.peakPerSecond,
              mean: rate(b.meanPerSecond),
              poisson: b.poissonPeak,
            })}
          </Typography>
          {(b.dispersion > 1.5 || b.peakPerSecond > 1.2 * b.poissonPeak) && (
            <Alert severity="warning">{t('trafficImport.burstyWarning')}</Alert>
          )}
        </>
      ) : (
        <Typography variant="body2">{t('trafficImport.peakOnly', { peak: rate(a.peakRate), mean: rate(a.meanRate) })}</Typography>
      )}
      {a.promptTokens && a.outputTokens && <SizeMix prompt={a.promptTokens} output={a.outputTokens} tokenWorkload={tokenWorkload} />}
      {result.rejectedCount > 0 && <RejectedRows result={result} />}
    </Stack>
  );
}

/**
 * The log's token spread. A workload planned in tokens stores the size classes shown below it;
 * any other workload stores nothing of it, and the note says so.
 */
function SizeMix({ prompt, output, tokenWorkload }: { prompt: Spread; output: Spread; tokenWorkload: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cells = (s: Spread) =>
    [s.mean, s.p50, s.p95, s.p99].map((v, i) => (
      <TableCell key={i} align="right">
        {format.number(v, { maximumFractionDigits: 0 })}
      </TableCell>
    ));
  return (
    <Stack spacing={0.5} data-testid="traffic-import-size-mix">
      <Typography variant="subtitle2">{t(tokenWorkload ? 'trafficImport.sizeMixTokens' : 'trafficImport.sizeMix')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t(tokenWorkload ? 'trafficImport.sizeMixTokensNote' : 'trafficImport.sizeMixNote')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell />
            {(['mean', 'p50', 'p95', 'p99'] as const).map((k) => (
              <TableCell key={k} align="right">
                {t(`trafficImport.tokens.${k}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">{t('trafficImport.tokens.prompt')}</TableCell>
            {cells(prompt)}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">{t('trafficImport.tokens.output')}</TableCell>
            {cells(output)}
          </TableRow>
        </TableBody>
      </Table>
    </Stack>
  );
}

function RejectedRows({ result }: { result: TrafficImport }) {
  const { t } = useTranslation();
  return (
    <RejectedRowsTable
      rows={result.rejected}
      count={result.rejectedCount}
      section="trafficImport"
      reasonText={(reason) => t(`trafficImport.reasons.${reason}`)}
      testId="traffic-import-rejected"
    />
  );
}
