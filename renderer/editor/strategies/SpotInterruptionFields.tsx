import { useState } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCounts, useFormat, usePlatform } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { SwitchField } from '../fields/SwitchField';
import { TextInputField } from '../fields/TextInputField';
import { traceFromFile } from './trace-from-file';

/** A new interruption model of another kind, with a moderate starting rate for the planner to set. */
function modelOfType(model: string): Record<string, unknown> {
  return model === 'market'
    ? { model, meanAvailableHours: 48, meanUnavailableHours: 4 }
    : { model: 'poisson', ratePerGpuHour: 0.05 };
}

/**
 * How spot capacity is taken away: independent interruptions at a rate, a market that is all
 * there or all gone, or a measured availability trace loaded from a file (the published AWS
 * traces, or any 0/1 series). A file that is not a clean trace changes nothing and says why.
 */
export function SpotInterruptionFields({ path }: { path: FieldPath }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useCounts();
  const platform = usePlatform();
  const { change } = useDraftStore();
  const interruption = useDraftValue(path);
  const model = getIn(interruption, ['model']);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Asks for a trace file; a good one becomes the pool's model (one undo step). */
  const loadTrace = async () => {
    setRefusal(null);
    let file;
    try {
      file = await platform.openFile({
        title: t('editor.spot.traceFileTitle'),
        filters: [{ name: t('editor.spot.traceFilter'), extensions: ['json', 'csv', 'txt'] }],
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setRefusal(t('editor.spot.traceProblems.unreadable', { message }));
      return;
    }
    if (!file) return; // Cancelled: nothing changes.
    const previousGap = finiteNumber(getIn(interruption, ['gapSeconds']));
    const result = traceFromFile(file, previousGap ?? null, t);
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    change((doc) => setIn(doc, path, result.model));
  };

  const options = [
    {
      value: 'poisson',
      label: t('editor.spot.models.poisson'),
      detail: t('editor.spot.modelHints.poisson'),
    },
    {
      value: 'market',
      label: t('editor.spot.models.market'),
      detail: t('editor.spot.modelHints.market'),
    },
    {
      value: 'trace',
      label: t('editor.spot.models.trace'),
      detail: t('editor.spot.modelHints.trace'),
    },
  ];
  const samples = getIn(interruption, ['unavailable']);
  const count = Array.isArray(samples) ? samples.length : 0;
  const down = Array.isArray(samples) ? samples.filter((v) => v === 1).length : 0;
  const gap = finiteNumber(getIn(interruption, ['gapSeconds'])) ?? 0;

  return (
    <>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SelectField
          path={[...path, 'model']}
          label={t('editor.spot.model')}
          options={options}
          onSelect={(next) => {
            if (next === model) return;
            // A trace comes from a file: the model changes only once a good one is picked.
            if (next === 'trace') void loadTrace();
            else {
              setRefusal(null);
              change((doc) => setIn(doc, path, modelOfType(next)));
            }
          }}
        />
      </Box>
      {model === 'poisson' && (
        <NumberField
          path={[...path, 'ratePerGpuHour']}
          label={t('editor.spot.rate')}
          unit={t('editor.units.perGpuHour')}
          hint={t('editor.spot.rateHint')}
        />
      )}
      {model === 'market' && (
        <>
          <NumberField
            path={[...path, 'meanAvailableHours']}
            label={t('editor.spot.meanAvailable')}
            unit={t('editor.units.hours')}
          />
          <NumberField
            path={[...path, 'meanUnavailableHours']}
            label={t('editor.spot.meanUnavailable')}
            unit={t('editor.units.hours')}
          />
        </>
      )}
      {model === 'trace' && (
        <>
          <TextInputField path={[...path, 'name']} label={t('editor.spot.traceName')} />
          <NumberField
            path={[...path, 'gapSeconds']}
            label={t('editor.spot.gapSeconds')}
            unit={t('editor.units.seconds')}
            hint={t('editor.spot.gapHint')}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SwitchField
              path={[...path, 'randomStart']}
              label={t('editor.spot.randomStart')}
              hint={t('editor.spot.randomStartHint')}
            />
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ gridColumn: '1 / -1' }}
            data-testid="trace-summary"
          >
            {t('editor.spot.traceSummary', {
              samples: counts('samples', count),
              days: counts('days', (count * gap) / 86_400),
              available: format.percent(count === 0 ? 0 : (count - down) / count),
            })}
          </Typography>
        </>
      )}
      {(model === 'trace' || refusal !== null) && (
        <Stack spacing={1} sx={{ gridColumn: '1 / -1', alignItems: 'flex-start' }}>
          {model === 'trace' && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => void loadTrace()}
            >
              {t('editor.spot.loadTrace')}
            </Button>
          )}
          {refusal !== null && (
            <Alert severity="warning" onClose={() => setRefusal(null)} sx={{ width: '100%' }}>
              {refusal} {t('editor.spot.traceKept')} {t('editor.spot.traceHelp')}
            </Alert>
          )}
        </Stack>
      )}
    </>
  );
}
