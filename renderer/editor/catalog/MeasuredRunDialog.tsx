import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { workUnitOf, type MeasuredRunField, type MeasuredRunInput, type MeasuredRunResult } from '@shared/catalog';
import type { Workload } from '@shared/scenario';
import { useFormat } from '../app';
import { FormGrid } from '../fields/FormGrid';
import { useMeasuredRun, type MeasuredRunForm } from './use-measured-run';

interface Props {
  offerId: string;
  offerName: string;
  defaultGpus: number;
  onCancel(): void;
  onApply(input: MeasuredRunInput, result: MeasuredRunResult, kind: Workload['kind']): void;
}

/** Form field -> the derivation's field it feeds, so a refusal marks the right input. */
const FIELD_OF: Record<keyof MeasuredRunForm, MeasuredRunField> = {
  workloadId: 'workloadId',
  gpus: 'gpus',
  workSize: 'workSize',
  wallHours: 'wallHours',
  utilisationPercent: 'utilisation',
  date: 'date',
};

/** The run as measured, the model's prediction beside it and the derived factor; Apply only when the run is possible. */
export function MeasuredRunDialog({ offerId, offerName, defaultGpus, onCancel, onApply }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { form, setForm, state } = useMeasuredRun(offerId, defaultGpus);
  const outcome = state.kind === 'ready' ? state.outcome : null;
  const refusedField = outcome && !outcome.ok ? outcome.field : null;
  const set = (key: keyof MeasuredRunForm) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const field = (key: keyof MeasuredRunForm, unit?: string) => ({
    value: form[key],
    onChange: set(key),
    error: refusedField === FIELD_OF[key],
    size: 'small' as const,
    slotProps: {
      htmlInput: { inputMode: 'decimal' as const, 'data-testid': `measured-run-${key}` },
      ...(unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {}),
    },
  });
  const hours = (h: number) => format.number(h, { maximumFractionDigits: 2 });
  const factor = (x: number) => format.number(x, { maximumFractionDigits: 3 });

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="md" aria-labelledby="measured-run-title">
      <DialogTitle id="measured-run-title">{t('editor.measuredRun.title', { offer: offerName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('editor.measuredRun.intro')}
          </Typography>
          {state.kind === 'brokenScenario' && <Alert severity="error">{t('editor.measuredRun.brokenScenario')}</Alert>}
          {state.kind === 'noWorkloads' && <Alert severity="info">{t('editor.measuredRun.noWorkloads')}</Alert>}
          {state.kind === 'ready' && (
            <>
              <FormGrid minColumnWidth={200}>
                <Box sx={{ gridColumn: 'span 2' }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={t('editor.measuredRun.workload')}
                    value={state.workload.id}
                    onChange={set('workloadId')}
                    slotProps={{ htmlInput: { 'data-testid': 'measured-run-workloadId' } }}
                  >
                    {state.workloads.map((w) => (
                      <MenuItem key={w.id} value={w.id}>
                        {w.name} · {t(`editor.workloads.kinds.${w.kind}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Box>
                <TextField {...field('gpus')} label={t('editor.measuredRun.gpus')} />
                <TextField
                  {...field('workSize')}
                  label={t('editor.measuredRun.workSize')}
                  helperText={t(`editor.measuredRun.units.${workUnitOf(state.workload)!.unit}`)}
                />
                <TextField {...field('wallHours', t('editor.measuredRun.hours'))} label={t('editor.measuredRun.wallHours')} />
                <TextField
                  {...field('utilisationPercent', t('bill.editor.percentUnit'))}
                  label={t('editor.measuredRun.utilisation')}
                  helperText={t('editor.measuredRun.utilisationHint')}
                />
                <TextField
                  {...field('date')}
                  type="date"
                  label={t('editor.measuredRun.date')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'measured-run-date' } }}
                />
              </FormGrid>
              {outcome && !outcome.ok && (
                <Alert severity="error" data-testid="measured-run-refusal">
                  {outcome.reason === 'invalid'
                    ? t(`editor.measuredRun.invalid.${outcome.field}`)
                    : t(`editor.measuredRun.refusals.${outcome.reason}`, { hours: hours(outcome.hours ?? 0) })}
                </Alert>
              )}
              {outcome?.ok && <Comparison result={outcome.result} hours={hours} factor={factor} />}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('editor.measuredRun.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!outcome?.ok}
          onClick={() => state.kind === 'ready' && outcome?.ok && onApply(state.input, outcome.result, state.workload.kind)}
        >
          {t('editor.measuredRun.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Prediction beside measurement, the derived factor and what utilisation says about it. */
function Comparison({ result, hours, factor }: { result: MeasuredRunResult; hours(h: number): string; factor(x: number): string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const s = result.speed;
  return (
    <Stack spacing={1} data-testid="measured-run-comparison">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5, alignItems: 'baseline' }}>
        <Typography variant="body2">{t('editor.measuredRun.predicted')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="measured-run-predicted">
          {hours(result.predictedHours)} {t('editor.measuredRun.hours')}
        </Typography>
        <Typography variant="body2">{t('editor.measuredRun.measured')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="measured-run-measured">
          {hours(result.measuredHours)} {t('editor.measuredRun.hours')}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('editor.measuredRun.perGpu', { speed: factor(s.relativeSpeed), factor: factor(s.speedFactor), pipeline: factor(s.pipeline), scaling: factor(s.scaling) })}
      </Typography>
      <Alert severity="success" icon={false} data-testid="measured-run-derived">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('editor.measuredRun.derived', { before: factor(result.before), after: factor(result.after) })}
        </Typography>
        <Typography variant="body2">{t('editor.measuredRun.fedShare', { share: format.percent(result.fedShare, { maximumFractionDigits: 1 }) })}</Typography>
      </Alert>
      {result.reading && (
        <Alert severity={result.reading === 'hostStarved' || result.reading === 'wellFed' ? 'info' : 'warning'} data-testid="measured-run-reading">
          {t(`editor.measuredRun.readings.${result.reading}`)}
        </Alert>
      )}
    </Stack>
  );
}
