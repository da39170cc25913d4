import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TrafficReplay } from '@shared/scenario';
import {
  buildImportedCurves,
  buildImportedReplay,
  SLOT_STATISTICS,
  type SlotStatistic,
  type TrafficImport,
  type ValueMeaning,
} from '@shared/traffic-import';
import { offsetChoices, offsetText } from '../file-import/wall-clock';
import { useFormat } from '../i18n/use-format';
import { ImportedCurveChart } from './ImportedCurveChart';
import { ReplayChoice, type ReplayMode } from './ReplayChoice';
import { TrafficImportFigures } from './TrafficImportFigures';
import { runTrafficImport, type RunningTrafficImport } from '../file-import/run-traffic-import';
import { trafficRefusalText } from '../file-import/refusal-text';
import { DEFAULT_SIZE_CLASSES } from '@shared/llm/size-classes-from-log';
import { LogSizeClassesPreview, useLogClasses } from './LogSizeClassesPreview';
import { importedSizeMix } from '@shared/llm/imported-size-mix';
import { useSizeMixWords, type ImportedSizeMix } from './size-class-names';

export interface TrafficImportApply {
  weekday: number[];
  weekend: number[] | undefined;
  /** The fitted growth when the planner ticked it, else undefined (growth unchanged). */
  growthPerMonth: number | undefined;
  /** The history to replay, or null: curves only (any earlier replay is dropped). */
  replay: TrafficReplay | null;
  /** A request log applied to a workload planned in tokens, with its size classes ticked. */
  sizeMix?: ImportedSizeMix;
}

interface TrafficImportDialogProps {
  open: boolean;
  weekday: number[];
  weekend: number[] | undefined;
  unitLabel: string;
  /** The scenario's first day (YYYY-MM-DD): a replay starts on its first day of the history's weekday. */
  startDate?: string;
  /** The workload is planned in tokens: a request log also offers its size classes. */
  sizeClasses?: boolean;
  onClose(): void;
  /** One call: the caller makes it one undoable edit. */
  onApply(next: TrafficImportApply): void;
}

type Stage =
  | { stage: 'pick'; problem?: string }
  | { stage: 'reading'; file: string; share: number }
  | { stage: 'preview'; file: string; result: TrafficImport };

/** "Import traffic…": pick a file, read it in a worker with progress and Cancel, preview, apply. */
export function TrafficImportDialog(props: TrafficImportDialogProps) {
  // Mounted afresh on each opening, so it starts from the file picker.
  return props.open ? <TrafficImportFlow {...props} /> : null;
}

function TrafficImportFlow({ weekday, weekend, unitLabel, startDate, sizeClasses = false, onClose, onApply }: TrafficImportDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [stage, setStage] = useState<Stage>({ stage: 'pick' });
  const [meaning, setMeaning] = useState<ValueMeaning>('rate');
  const [statistic, setStatistic] = useState<SlotStatistic>('mean');
  const [applyGrowth, setApplyGrowth] = useState(false);
  const [replayMode, setReplayMode] = useState<ReplayMode>('curves');
  const [classCount, setClassCount] = useState(DEFAULT_SIZE_CLASSES);
  const [applyClasses, setApplyClasses] = useState(true);
  const mixWords = useSizeMixWords();
  // Times written without a zone are read on this clock: the computer's own unless the planner picks another.
  const own = -new Date().getTimezoneOffset();
  const [offset, setOffset] = useState(own);
  const running = useRef<RunningTrafficImport | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Closing the dialog mid-read ends the worker.
  useEffect(() => () => running.current?.cancel(), []);

  function read(file: File) {
    setStage({ stage: 'reading', file: file.name, share: 0 });
    const job = runTrafficImport(file, { utcOffsetMinutes: offset, slotsPerDay: weekday.length, valueMeaning: meaning }, (share) =>
      setStage((s) => (s.stage === 'reading' ? { ...s, share } : s)),
    );
    running.current = job;
    void job.done.then((outcome) => {
      if (running.current !== job) return;
      running.current = null;
      if (outcome.kind === 'done') setStage({ stage: 'preview', file: file.name, result: outcome.result });
      else if (outcome.kind === 'refused') setStage({ stage: 'pick', problem: trafficRefusalText(t, file.name, outcome) });
      else setStage({ stage: 'pick', problem: t('trafficImport.failed', { file: file.name, message: outcome.message }) });
    });
  }

  function cancelReading() {
    running.current?.cancel();
    running.current = null;
    setStage({ stage: 'pick' });
  }

  const preview = stage.stage === 'preview' ? stage : null;
  const curves = preview ? buildImportedCurves(preview.result.analysis, statistic, { weekday, weekend }) : null;
  const growth = preview?.result.analysis.growth;
  const series = preview?.result.analysis.replay ?? null;
  const replay = curves && series && startDate !== undefined && replayMode !== 'curves' ? buildImportedReplay(series, curves, replayMode, startDate, preview?.file) : null;
  const pairs = sizeClasses ? (preview?.result.analysis.tokenPairs ?? null) : null;
  const logClasses = useLogClasses(pairs, classCount);

  // The command line's --import-requests stores the same classes (shared/llm/imported-size-mix.ts).
  function sizeMix(): ImportedSizeMix | undefined {
    if (!preview || !pairs || !applyClasses || !logClasses?.ok) return undefined;
    return importedSizeMix(logClasses.classes, pairs, preview.result.analysis.burstiness, preview.file, mixWords);
  }

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="traffic-import-title">
      <DialogTitle id="traffic-import-title">{t('trafficImport.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {stage.stage === 'pick' && (
            <>
              <DialogContentText>{t('trafficImport.intro')}</DialogContentText>
              <TextField
                select
                label={t('trafficImport.values.label')}
                value={meaning}
                onChange={(e) => setMeaning(e.target.value as ValueMeaning)}
                sx={{ maxWidth: 360 }}
              >
                <MenuItem value="rate">{t('trafficImport.values.rate')}</MenuItem>
                <MenuItem value="count">{t('trafficImport.values.count')}</MenuItem>
              </TextField>
              <TextField
                select
                label={t('trafficImport.utcOffset')}
                value={offset}
                onChange={(e) => setOffset(Number(e.target.value))}
                sx={{ maxWidth: 360 }}
                data-testid="traffic-import-offset"
              >
                {offsetChoices(own).map((m) => (
                  <MenuItem key={m} value={m}>
                    {t('trafficImport.utc', { offset: offsetText(m) })}
                  </MenuItem>
                ))}
              </TextField>
              {stage.problem && <Alert severity="error">{stage.problem}</Alert>}
            </>
          )}
          {stage.stage === 'reading' && (
            <Stack spacing={1} role="status">
              <Typography>{t('trafficImport.reading', { file: stage.file })}</Typography>
              <LinearProgress variant="determinate" value={stage.share * 100} />
              <Typography variant="caption">{t('trafficImport.progress', { percent: format.percent(stage.share, { maximumFractionDigits: 0 }) })}</Typography>
            </Stack>
          )}
          {preview && curves && (
            <>
              <TextField
                select
                label={t('trafficImport.statistic.label')}
                value={statistic}
                onChange={(e) => setStatistic(e.target.value as SlotStatistic)}
                sx={{ maxWidth: 360 }}
              >
                {SLOT_STATISTICS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`trafficImport.statistic.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <ImportedCurveChart
                title={t('trafficImport.chartTitle', { day: t('trafficImport.weekday') })}
                imported={curves.weekday}
                current={weekday}
                filled={curves.filledWeekday}
                unitLabel={unitLabel}
              />
              <Coverage filled={curves.filledWeekday} day={t('trafficImport.weekday')} />
              {curves.filledWeekend.some(Boolean) && curves.weekend ? (
                <>
                  <ImportedCurveChart
                    title={t('trafficImport.chartTitle', { day: t('trafficImport.weekend') })}
                    imported={curves.weekend}
                    current={weekend ?? weekday}
                    filled={curves.filledWeekend}
                    unitLabel={unitLabel}
                  />
                  <Coverage filled={curves.filledWeekend} day={t('trafficImport.weekend')} />
                </>
              ) : (
                <Typography variant="body2">{t('trafficImport.weekendKept')}</Typography>
              )}
              <TrafficImportFigures result={preview.result} tokenWorkload={sizeClasses} />
              {pairs && logClasses && (
                <LogSizeClassesPreview
                  result={logClasses}
                  count={classCount}
                  onCount={setClassCount}
                  apply={applyClasses}
                  onApply={setApplyClasses}
                  requests={pairs.requests}
                  dispersion={preview.result.analysis.burstiness?.dispersion ?? null}
                />
              )}
              {growth?.ok && (
                <FormControlLabel
                  control={<Checkbox checked={applyGrowth} onChange={(e) => setApplyGrowth(e.target.checked)} />}
                  label={t('trafficImport.applyGrowth', { growth: format.percent(growth.perMonth, { maximumFractionDigits: 1 }) })}
                />
              )}
              {series && startDate !== undefined && <ReplayChoice series={series} mode={replayMode} imported={replay} onChange={setReplayMode} />}
            </>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.txt,.json,text/csv,application/json"
          data-testid="traffic-import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) read(file);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={stage.stage === 'reading' ? cancelReading : onClose}>{t('trafficImport.cancel')}</Button>
        {stage.stage !== 'reading' && (
          <Button variant={preview ? 'text' : 'contained'} onClick={() => input.current?.click()}>
            {preview ? t('trafficImport.another') : t('trafficImport.choose')}
          </Button>
        )}
        {preview && curves && (
          <Button
            variant="contained"
            onClick={() => {
              const mix = sizeMix();
              onApply({
                weekday: curves.weekday,
                weekend: curves.weekend,
                growthPerMonth: applyGrowth && growth?.ok ? Number(growth.perMonth.toFixed(4)) : undefined,
                replay: replay?.replay ?? null,
                ...(mix ? { sizeMix: mix } : {}),
              });
            }}
          >
            {t('trafficImport.apply')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Coverage({ filled, day }: { filled: boolean[]; day: string }) {
  const { t } = useTranslation();
  const count = filled.filter(Boolean).length;
  if (count === filled.length) return null;
  return (
    <Alert severity="info" data-testid="traffic-import-partial">
      {t('trafficImport.partial', { filled: count, total: filled.length, day })}
    </Alert>
  );
}
