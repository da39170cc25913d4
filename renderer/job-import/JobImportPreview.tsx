import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { appliedHourOfWeekRate, appliedSizeShare, coversAWeek, MIN_HOUR_OF_WEEK_SPAN_DAYS, SIZE_CHOICES, storedHourOfWeekRate, suggestedArrivals, type ArrivalChoice, type BatchPatch, type FittedJobGroup, type JobImport, type SizeChoice, type TrainingPatch } from '@shared/job-import';
import { empiricalMean, hourOfWeekPerDay } from '@shared/scenario';
import { useGpuMixText } from '../i18n/gpu-mix-text';
import { useCounts } from '../i18n/use-counts';
import { useFormat } from '../i18n/use-format';
import { ArrivalsByHourChart } from './ArrivalsByHourChart';
import { ArrivalFigures, ReadSummary, SizeFigures } from './JobImportFigures';
import { SizeCdfChart } from './SizeCdfChart';
import { usePeriodText } from './use-period-text';

export interface JobImportChoices {
  /** Index into result.groups. */
  group: number;
  arrivals: ArrivalChoice;
  size: SizeChoice;
}

interface JobImportPreviewProps {
  result: JobImport;
  choices: JobImportChoices;
  onChoices(next: JobImportChoices): void;
  /** What Apply would set, for the sentence that says so. */
  patch: TrainingPatch | BatchPatch | null;
}

/** Another group of the log, with the arrivals its own fit suggests. */
function withGroup(result: JobImport, choices: JobImportChoices, group: number): JobImportChoices {
  const fit = result.groups[group]?.fit;
  return { ...choices, group, arrivals: fit ? suggestedArrivals(fit) : choices.arrivals };
}

/** The preview: which jobs, how arrivals and sizes are stored, each fit drawn over the log, and what Apply sets. */
export function JobImportPreview({ result, choices, onChoices, patch }: JobImportPreviewProps) {
  const { t } = useTranslation();
  const counts = useCounts();
  const group: FittedJobGroup = result.groups[choices.group]!;
  const fit = group.fit;
  const groupText = (g: FittedJobGroup) =>
    g.index === null ? t('jobImport.group.all', { jobs: counts('jobs', g.jobs) }) : t('jobImport.group.named', { name: g.name || t('jobImport.group.empty'), jobs: counts('jobs', g.jobs) });
  return (
    // The top padding keeps the first select's floating label clear of the dialog's title.
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {result.hasGroups && (
          <TextField select label={t('jobImport.group.label')} value={choices.group} onChange={(e) => onChoices(withGroup(result, choices, Number(e.target.value)))} sx={{ minWidth: 240 }} data-testid="job-import-group">
            {result.groups.map((g, i) => (
              <MenuItem key={i} value={i} disabled={!g.fit}>
                {g.fit ? groupText(g) : t('jobImport.group.tooFew', { name: g.name || t('jobImport.group.empty') })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {fit && (
          <ArrivalsSelect fit={fit} value={choices.arrivals} onChange={(arrivals) => onChoices({ ...choices, arrivals })} />
        )}
        <TextField select label={t('jobImport.size.label')} value={choices.size} onChange={(e) => onChoices({ ...choices, size: e.target.value as SizeChoice })} sx={{ minWidth: 240 }} data-testid="job-import-size">
          {SIZE_CHOICES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`jobImport.size.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ReadSummary result={result} group={group} />
      {fit && (
        <>
          <ArrivalsByHourChart observed={fit.arrivals.hourOfWeekRate} applied={appliedHourOfWeekRate(fit, choices.arrivals)} />
          <ArrivalFigures fit={fit} />
          <SizeCdfChart sizes={fit.sizes} appliedShare={appliedSizeShare(fit.sizes, choices.size)} />
          <SizeFigures fit={fit} size={choices.size} />
        </>
      )}
      {patch && <AppliedSentence patch={patch} />}
    </Stack>
  );
}

function ArrivalsSelect({ fit, value, onChange }: { fit: NonNullable<FittedJobGroup['fit']>; value: ArrivalChoice; onChange(next: ArrivalChoice): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const period = usePeriodText();
  return (
    <TextField select label={t('jobImport.arrivals.label')} value={value} onChange={(e) => onChange(e.target.value as ArrivalChoice)} sx={{ minWidth: 240 }} data-testid="job-import-arrivals">
      <MenuItem value="poisson">{t('jobImport.arrivals.poisson', { perDay: format.number(fit.arrivals.perDay, { maximumFractionDigits: 2 }) })}</MenuItem>
      <MenuItem value="hourOfWeek" disabled={!coversAWeek(fit)}>
        {coversAWeek(fit)
          ? t('jobImport.arrivals.hourOfWeek', { perDay: format.number(hourOfWeekPerDay(storedHourOfWeekRate(fit)), { maximumFractionDigits: 2 }) })
          : t('jobImport.arrivals.hourOfWeekTooShort', { count: MIN_HOUR_OF_WEEK_SPAN_DAYS, days: MIN_HOUR_OF_WEEK_SPAN_DAYS })}
      </MenuItem>
      <MenuItem value="recurring" disabled={!fit.arrivals.regular}>
        {fit.arrivals.regular ? t('jobImport.arrivals.recurring', { period: period(fit.arrivals.regular.everyDays) }) : t('jobImport.arrivals.recurringNone')}
      </MenuItem>
    </TextField>
  );
}

function AppliedSentence({ patch }: { patch: TrainingPatch | BatchPatch }) {
  const { t } = useTranslation();
  const format = useFormat();
  const period = usePeriodText();
  const arrivals =
    patch.arrivals.type === 'recurring'
      ? t('jobImport.arrivals.recurring', { period: period(patch.arrivals.everyDays) })
      : patch.arrivals.type === 'poisson'
        ? t('jobImport.arrivals.poisson', { perDay: format.number(patch.arrivals.perDay) })
        : patch.arrivals.type === 'poissonByHourOfWeek'
          ? t('jobImport.arrivals.hourOfWeek', { perDay: format.number(hourOfWeekPerDay(patch.arrivals.perHour), { maximumFractionDigits: 2 }) })
          : '';
  const counts = useCounts();
  const mixText = useGpuMixText();
  const size = 'size' in patch ? patch.size.gpuHours : patch.taskGpuHours;
  const num = (x: number) => format.number(x, { maximumFractionDigits: 3 });
  const sizeText =
    size.type === 'empirical'
      ? t('jobImport.setsEmpirical', { count: size.values.length, mean: num(empiricalMean(size.values)) })
      : size.type === 'lognormal'
        ? t('jobImport.setsLognormal', { mean: num(size.mean), cv: num(size.cv) })
        : '';
  return (
    <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="job-import-sets">
      {'gpusPerJob' in patch
        ? patch.gpusPerJobMix
          ? t('jobImport.setsMix', { arrivals, size: sizeText, mix: mixText(patch.gpusPerJobMix) })
          : t('jobImport.sets', { arrivals, size: sizeText, gpus: counts('gpus', patch.gpusPerJob) })
        : t('jobImport.setsBatch', { arrivals, size: sizeText, tasks: counts('tasks', patch.tasksPerBatch), gpus: counts('gpus', patch.gpusPerTask) })}
    </Typography>
  );
}
