import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';

/** A new interruption model of another kind, with a moderate starting rate for the planner to set. */
function modelOfType(model: string): Record<string, unknown> {
  return model === 'market'
    ? { model, meanAvailableHours: 48, meanUnavailableHours: 4 }
    : { model: 'poisson', ratePerGpuHour: 0.05 };
}

/**
 * How spot capacity is taken away: independent interruptions at a rate, or a market that is
 * all there or all gone. A measured trace (from a file) is shown but not edited here.
 */
export function SpotInterruptionFields({ path }: { path: FieldPath }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { change } = useDraftStore();
  const interruption = useDraftValue(path);
  const model = getIn(interruption, ['model']);
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
    ...(model === 'trace'
      ? [
          {
            value: 'trace',
            label: t('editor.spot.models.trace'),
            detail: t('editor.spot.modelHints.trace'),
          },
        ]
      : []),
  ];
  const samples = getIn(interruption, ['unavailable']);
  const count = Array.isArray(samples) ? samples.length : 0;
  const gap = finiteNumber(getIn(interruption, ['gapSeconds'])) ?? 0;
  const name = getIn(interruption, ['name']);

  return (
    <>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SelectField
          path={[...path, 'model']}
          label={t('editor.spot.model')}
          options={options}
          onSelect={(next) => {
            if (next !== model) change((doc) => setIn(doc, path, modelOfType(next)));
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
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {t('editor.spot.traceSummary', {
            name: typeof name === 'string' ? name : '',
            count: format.number(count),
            gap: format.number(gap),
            days: format.number((count * gap) / 86_400, { maximumFractionDigits: 1 }),
          })}
        </Typography>
      )}
    </>
  );
}
