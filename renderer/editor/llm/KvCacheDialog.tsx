import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mixMeanTokens } from '@shared/llm/size-class';
import { useFormat } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf, type DraftGpu, type DraftOffer } from '../draft/draft-document';
import { initialKvForm, kvWorking, type KvField, type KvForm } from './kv-helper';
import { readClasses } from './profile-figures';
import { llmPath } from './size-class-edits';

const MODEL_FIELDS: readonly KvField[] = ['parametersBillions', 'bytesPerParameter'];
const SHAPE_FIELDS: readonly KvField[] = ['layers', 'kvHeads', 'headDim', 'bytesPerElement'];
const MEMORY_FIELDS: readonly KvField[] = ['gpuMemoryGiB', 'gpusPerReplica', 'memoryUtilisation', 'contextTokens'];

/**
 * "KV cache helper…": the sequences one replica can run at once, worked out from the GPUs'
 * memory, the model's weights and its KV cache per token, shown step by step; Apply sets the
 * profile's max concurrent sequences. Opens with the offer's GPU memory and the mix's mean request.
 */
export function KvCacheDialog({ index, row, onClose }: { index: number; row: number; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { setField } = useDraftStore();
  const offerId = useDraftValue([...llmPath(index), 'profiles', row, 'offerId']);
  const offers = listOf(useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined);
  const gpus = listOf(useDraftValue(['catalog', 'gpus']) as DraftGpu[] | undefined);
  const classes = readClasses(useDraftValue([...llmPath(index), 'sizeClasses']));
  const gpusPerReplica = finiteNumber(useDraftValue(['workloads', index, 'gpusPerReplica']));
  const [form, setForm] = useState<KvForm>(() => {
    const offer = offers.find((o) => o.id === offerId);
    const memory = finiteNumber(gpus.find((g) => g.id === offer?.gpuId)?.memoryGb);
    const mean = classes ? mixMeanTokens(classes) : undefined;
    return initialKvForm(memory, gpusPerReplica, mean ? mean.promptTokens + mean.outputTokens : undefined);
  });
  const working = kvWorking(form);
  const gib = (v: number) => format.number(v, { maximumFractionDigits: 1 });
  const n = (v: number) => format.number(v, { maximumFractionDigits: 0 });
  const context = Number(form.contextTokens);
  const contextText = Number.isFinite(context) ? n(context) : form.contextTokens;

  const problemText = (() => {
    if (working.ok) return null;
    const field = t(`editor.llmKv.fields.${working.field}`);
    if (working.problem === 'weightsDoNotFit') return t('editor.llmKv.problems.weightsDoNotFit', { weights: gib(working.weightsGiB ?? 0), usable: gib(working.usableGiB ?? 0) });
    if (working.problem === 'noSequence') return t('editor.llmKv.problems.noSequence', { tokens: n(Math.max(0, working.tokensInCache ?? 0)), length: contextText });
    if (working.problem === 'utilisation') return t('editor.llmKv.problems.utilisation', { field });
    return t('editor.llmKv.problems.notPositive', { field });
  })();

  const input = (field: KvField) => (
    <TextField
      key={field}
      size="small"
      label={t(`editor.llmKv.fields.${field}`)}
      value={form[field]}
      error={!working.ok && working.field === field}
      helperText={!working.ok && working.field === field ? problemText : t(`editor.llmKv.hints.${field}`)}
      onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', spellCheck: false } }}
    />
  );
  const grid = (fields: readonly KvField[]) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>{fields.map(input)}</Box>
  );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="kv-helper-title">
      <DialogTitle id="kv-helper-title">{t('editor.llmKv.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <DialogContentText>{t('editor.llmKv.intro')}</DialogContentText>
          <Typography variant="subtitle2">{t('editor.llmKv.memory')}</Typography>
          {grid(MEMORY_FIELDS)}
          <Typography variant="subtitle2">{t('editor.llmKv.model')}</Typography>
          {grid(MODEL_FIELDS)}
          <RadioGroup row value={form.kvFrom} onChange={(e) => setForm({ ...form, kvFrom: e.target.value === 'perToken' ? 'perToken' : 'shape' })}>
            <FormControlLabel value="shape" control={<Radio size="small" />} label={t('editor.llmKv.fromShape')} />
            <FormControlLabel value="perToken" control={<Radio size="small" />} label={t('editor.llmKv.fromPerToken')} />
          </RadioGroup>
          {form.kvFrom === 'shape' ? grid(SHAPE_FIELDS) : grid(['kvBytesPerToken'])}
          {working.ok ? (
            <Alert severity="success" icon={false} data-testid="kv-helper-working">
              <Typography variant="body2">{t('editor.llmKv.working.weights', { weights: gib(working.weightsGiB), usable: gib(working.usableGiB) })}</Typography>
              <Typography variant="body2">{t('editor.llmKv.working.cache', { cache: gib(working.kvCacheGiB), perToken: n(working.kvBytesPerToken), tokens: n(working.tokensInCache) })}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('editor.llmKv.working.sequences', { sequences: n(working.maxConcurrentSequences), length: contextText })}
              </Typography>
            </Alert>
          ) : (
            <Alert severity="error" data-testid="kv-helper-problem">
              {problemText}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.llmKv.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!working.ok}
          onClick={() => {
            if (!working.ok) return;
            setField([...llmPath(index), 'profiles', row, 'profile', 'maxConcurrentSequences'], working.maxConcurrentSequences);
            onClose();
          }}
        >
          {working.ok ? t('editor.llmKv.apply', { sequences: n(working.maxConcurrentSequences) }) : t('editor.llmKv.applyNone')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
