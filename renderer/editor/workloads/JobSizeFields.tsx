import { useTranslation } from 'react-i18next';
import { flopsToGpuHours } from '@shared/sim/throughput';
import { useFormat } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { DistributionFields } from './DistributionFields';

const SIZE_TYPES = ['gpuHours', 'flops'] as const;

/** GPU-hours the simulator would derive from the 6·N·D figures, when they are all numbers. */
function derivedGpuHours(size: unknown): number | undefined {
  const n = finiteNumber(getIn(size, ['parametersBillions']));
  const d = finiteNumber(getIn(size, ['tokensBillions']));
  const u = finiteNumber(getIn(size, ['utilisation']));
  const tflops = finiteNumber(getIn(size, ['referenceTflops']));
  if (
    n === undefined ||
    d === undefined ||
    u === undefined ||
    tflops === undefined ||
    u <= 0 ||
    tflops <= 0
  )
    return undefined;
  return flopsToGpuHours(n, d, u, tflops);
}

/**
 * How big a training job is: GPU-hours on the reference GPU (fixed or varying), or model
 * size and tokens (about 6·N·D FLOPs), which the simulator turns into GPU-hours.
 */
export function JobSizeFields({ path }: { path: FieldPath }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { change } = useDraftStore();
  const size = useDraftValue(path);
  const type = getIn(size, ['type']);
  const derived = type === 'flops' ? derivedGpuHours(size) : undefined;

  const switchTo = (next: string) => {
    if (next === type) return;
    const replacement =
      next === 'flops'
        ? {
            type: 'flops',
            parametersBillions: 7,
            tokensBillions: 2,
            utilisation: 0.4,
            referenceTflops: 312,
          }
        : {
            type: 'gpuHours',
            gpuHours: { type: 'fixed', value: Math.round(derivedGpuHours(size) ?? 64) },
          };
    change((doc) => setIn(doc, path, replacement));
  };

  return (
    <FieldGroup
      title={t('editor.jobSize.title')}
      intro={
        derived !== undefined
          ? t('editor.jobSize.derived', {
              hours: format.number(derived, { maximumFractionDigits: 1 }),
            })
          : t('editor.jobSize.intro')
      }
    >
      <FormGrid minColumnWidth={200}>
        <SelectField
          path={[...path, 'type']}
          label={t('editor.jobSize.type')}
          options={SIZE_TYPES.map((value) => ({
            value,
            label: t(`editor.jobSize.types.${value}`),
          }))}
          onSelect={switchTo}
        />
        {type === 'gpuHours' && (
          <DistributionFields
            path={[...path, 'gpuHours']}
            label={t('editor.jobSize.gpuHours')}
            unit={t('editor.units.gpuHours')}
          />
        )}
        {type === 'flops' && (
          <>
            <NumberField
              path={[...path, 'parametersBillions']}
              label={t('editor.jobSize.parameters')}
              unit={t('editor.units.billions')}
            />
            <NumberField
              path={[...path, 'tokensBillions']}
              label={t('editor.jobSize.tokens')}
              unit={t('editor.units.billions')}
            />
            <NumberField
              path={[...path, 'utilisation']}
              label={t('editor.jobSize.utilisation')}
              hint={t('editor.jobSize.utilisationHint')}
            />
            <NumberField
              path={[...path, 'referenceTflops']}
              label={t('editor.jobSize.referenceTflops')}
              hint={t('editor.jobSize.referenceTflopsHint')}
            />
          </>
        )}
      </FormGrid>
    </FieldGroup>
  );
}
