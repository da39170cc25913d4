import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { batchPatch, groupForWorkload, suggestedArrivals, trainingPatch, type BatchPatch, type JobImport, type JobTargetKind, type TrainingPatch } from '@shared/job-import';
import { runJobImport, type RunningJobImport } from '../file-import/run-job-import';
import { jobRefusalText } from '../file-import/refusal-text';
import { useFormat } from '../i18n/use-format';
import { JobImportPreview, type JobImportChoices } from './JobImportPreview';
import { offsetChoices, offsetText } from '../file-import/wall-clock';

export interface JobImportDialogProps {
  open: boolean;
  kind: JobTargetKind;
  workload: { id: string; name: string };
  /** The scenario's start date: a recurring series keeps the log's time of day from it. */
  startDate: string;
  onClose(): void;
  /** One call: the caller makes it one undoable edit. */
  onApply(patch: TrainingPatch | BatchPatch): void;
}

type Stage =
  | { stage: 'pick'; problem?: string }
  | { stage: 'reading'; file: string; share: number }
  | { stage: 'preview'; file: string; result: JobImport };

/** "Import job history…": pick a job log, read it in a worker with progress and Cancel, preview the fits, apply. */
export function JobImportDialog(props: JobImportDialogProps) {
  // Mounted afresh on each opening, so it starts from the file picker.
  return props.open ? <JobImportFlow {...props} /> : null;
}

function JobImportFlow({ kind, workload, startDate, onClose, onApply }: JobImportDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const own = -new Date().getTimezoneOffset();
  const [offset, setOffset] = useState(own);
  const [stage, setStage] = useState<Stage>({ stage: 'pick' });
  const [choices, setChoices] = useState<JobImportChoices>({ group: 0, arrivals: 'poisson', size: 'empirical' });
  const running = useRef<RunningJobImport | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => running.current?.cancel(), []);

  function read(file: File) {
    setStage({ stage: 'reading', file: file.name, share: 0 });
    const job = runJobImport(file, { utcOffsetMinutes: offset, kind }, (share) => setStage((s) => (s.stage === 'reading' ? { ...s, share } : s)));
    running.current = job;
    void job.done.then((outcome) => {
      if (running.current !== job) return;
      running.current = null;
      if (outcome.kind === 'done') {
        const group = groupForWorkload(outcome.result, workload);
        setChoices({ group: outcome.result.groups.indexOf(group), arrivals: suggestedArrivals(group.fit!), size: 'empirical' });
        setStage({ stage: 'preview', file: file.name, result: outcome.result });
      } else if (outcome.kind === 'refused') setStage({ stage: 'pick', problem: jobRefusalText(t, file.name, outcome) });
      else setStage({ stage: 'pick', problem: t('jobImport.failed', { file: file.name, message: outcome.message }) });
    });
  }

  function cancelReading() {
    running.current?.cancel();
    running.current = null;
    setStage({ stage: 'pick' });
  }

  const preview = stage.stage === 'preview' ? stage : null;
  const fit = preview?.result.groups[choices.group]?.fit ?? null;
  // A recurring choice left over from another group falls back to Poisson when this one is not regular.
  const arrivals = choices.arrivals === 'recurring' && !fit?.arrivals.regular ? 'poisson' : choices.arrivals;
  const patchOptions = { arrivals, size: choices.size, startDate } as const;
  const patch = fit ? (kind === 'batch' ? batchPatch(fit, patchOptions) : trainingPatch(fit, patchOptions)) : null;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="job-import-title">
      <DialogTitle id="job-import-title">{t('jobImport.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {stage.stage === 'pick' && (
            <>
              <DialogContentText>{t('jobImport.intro')}</DialogContentText>
              <TextField select label={t('jobImport.utcOffset')} value={offset} onChange={(e) => setOffset(Number(e.target.value))} sx={{ maxWidth: 360 }} data-testid="job-import-offset">
                {offsetChoices(own).map((m) => (
                  <MenuItem key={m} value={m}>
                    {t('jobImport.utc', { offset: offsetText(m) })}
                  </MenuItem>
                ))}
              </TextField>
              {stage.problem && <Alert severity="error">{stage.problem}</Alert>}
            </>
          )}
          {stage.stage === 'reading' && (
            <Stack spacing={1} role="status">
              <Typography>{t('jobImport.reading', { file: stage.file })}</Typography>
              <LinearProgress variant="determinate" value={stage.share * 100} />
              <Typography variant="caption">{t('jobImport.progress', { percent: format.percent(stage.share, { maximumFractionDigits: 0 }) })}</Typography>
            </Stack>
          )}
          {preview && <JobImportPreview result={preview.result} choices={choices} onChoices={setChoices} patch={patch} />}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.txt,text/csv"
          data-testid="job-import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) read(file);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={stage.stage === 'reading' ? cancelReading : onClose}>{t('jobImport.cancel')}</Button>
        {stage.stage !== 'reading' && (
          <Button variant={preview ? 'text' : 'contained'} onClick={() => input.current?.click()}>
            {preview ? t('jobImport.another') : t('jobImport.choose')}
          </Button>
        )}
        {patch && (
          <Button variant="contained" onClick={() => onApply(patch)}>
            {t('jobImport.apply')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
