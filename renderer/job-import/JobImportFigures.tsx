import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BATCH_GAP_MINUTES, MIN_HOUR_OF_WEEK_ARRIVALS, storedGpuMix, type FittedJobGroup, type JobHistoryFit, type JobImport, type SizeChoice } from '@shared/job-import';
import { RejectedRowsTable } from '../file-import/RejectedRowsTable';
import { useGpuMixText } from '../i18n/gpu-mix-text';
import { useCounts } from '../i18n/use-counts';
import { useFormat } from '../i18n/use-format';
import { usePeriodText } from './use-period-text';
import { wallDate } from '../file-import/wall-clock';

/** The arrival figures under the chart: dispersion, the period found (or not), batches. */
export function ArrivalFigures({ fit }: { fit: JobHistoryFit }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useCounts();
  const period = usePeriodText();
  const a = fit.arrivals;
  const num = (x: number, digits = 2) => format.number(x, { maximumFractionDigits: digits });
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{a.dispersion === null ? t('jobImport.dispersionNone') : t('jobImport.dispersion', { value: num(a.dispersion) })}</Typography>
      <Typography variant="body2" data-testid="job-import-regular">
        {a.regular
          ? t('jobImport.regular', { share: format.percent(a.regular.onPeriodShare, { maximumFractionDigits: 0 }), period: period(a.regular.everyDays), first: format.dateTime(wallDate(a.regular.firstWallMs)) })
          : t('jobImport.notRegular')}
      </Typography>
      <Typography variant="body2" data-testid="job-import-hour-test">
        {a.hourOfWeekTest === null
          ? t('jobImport.hourTestNone', { arrivals: MIN_HOUR_OF_WEEK_ARRIVALS })
          : t(a.hourOfWeekTest.nonFlat ? 'jobImport.hourTestNonFlat' : 'jobImport.hourTestFlat', {
              statistic: num(a.hourOfWeekTest.statistic, 1),
              critical: num(a.hourOfWeekTest.critical, 1),
            })}
      </Typography>
      {fit.kind === 'batch' && (
        <Typography variant="body2">{t('jobImport.batches', { minutes: BATCH_GAP_MINUTES, batches: counts('batches', a.count), tasks: num(fit.tasksPerBatch, 1) })}</Typography>
      )}
    </Stack>
  );
}

/** The size figures under the chart: the log's own, the KS statistic of the chosen fit, the GPU mix. */
export function SizeFigures({ fit, size }: { fit: JobHistoryFit; size: SizeChoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useCounts();
  const mixText = useGpuMixText();
  const s = fit.sizes;
  const chosen = s.lognormal;
  const stored = s.stored;
  const num = (x: number) => format.number(x, { maximumFractionDigits: x >= 100 ? 0 : x >= 10 ? 1 : x >= 1 ? 2 : 3 });
  const pct = (x: number) => format.percent(x, { maximumFractionDigits: 0 });
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {t('jobImport.sizeStats', { mean: num(s.mean), cv: num(s.cv), p50: num(s.p50), p90: num(s.p90), p99: num(s.p99), max: num(s.max), total: format.number(fit.totalGpuHours, { maximumFractionDigits: 0 }) })}
      </Typography>
      <Typography variant="body2" data-testid="job-import-ks">
        {size === 'empirical'
          ? stored.subsampled
            ? t('jobImport.storedSubsample', { count: format.number(stored.values.length), from: counts('sizes', stored.fromCount) })
            : t('jobImport.storedAll', { count: stored.fromCount })
          : chosen.ks <= s.ksCritical
          ? t('jobImport.ksGood', { ks: format.number(chosen.ks, { maximumFractionDigits: 3 }), critical: format.number(s.ksCritical, { maximumFractionDigits: 3 }) })
          : t('jobImport.ksPoor', { ks: format.number(chosen.ks, { maximumFractionDigits: 3 }), critical: format.number(s.ksCritical, { maximumFractionDigits: 3 }), gap: pct(chosen.ks) })}
      </Typography>
      <Typography variant="body2" data-testid="job-import-gpus">
        {fit.kind === 'batch'
          ? t('jobImport.gpusBatch', { mix: mixText(fit.gpus.counts.slice(0, 6).map(([gpus, c]) => ({ gpus, share: c / fit.jobs }))), mode: counts('gpus', fit.gpus.mode) })
          : t('jobImport.gpus', { mix: mixText(storedGpuMix(fit) ?? [{ gpus: fit.gpus.mode, share: 1 }]) })}
      </Typography>
      <Typography variant="caption" color="text.secondary">{t('jobImport.sizeNote')}</Typography>
    </Stack>
  );
}

/** What was read: jobs, lines, the span, identical rows, and the rejected rows. */
export function ReadSummary({ result, group }: { result: JobImport; group: FittedJobGroup }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useCounts();
  const a = group.fit?.arrivals;
  return (
    <Stack spacing={1}>
      {a && (
        <Typography variant="body2" data-testid="job-import-summary">
          {t('jobImport.summary', { count: result.groups[0]!.jobs, jobs: format.number(group.jobs), total: format.number(result.groups[0]!.jobs), lines: counts('lines', result.lines), first: format.date(wallDate(a.firstWallMs)), last: format.date(wallDate(a.lastWallMs)), days: counts('days', a.spanDays) })}
        </Typography>
      )}
      {result.identicalRows > 0 && <Alert severity="warning">{t('jobImport.identical', { count: result.identicalRows, n: format.number(result.identicalRows) })}</Alert>}
      {result.rejectedCount > 0 && (
        <RejectedRowsTable rows={result.rejected} count={result.rejectedCount} section="jobImport" reasonText={(reason) => t(`jobImport.reasons.${reason}`)} testId="job-import-rejected" />
      )}
    </Stack>
  );
}
