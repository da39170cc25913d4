import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { empiricalSummary } from '@shared/scenario';
import { EmpiricalSizes } from './EmpiricalSizes';
import { empiricalValuesOf, sixFigures } from './log-shape-values';

/** The kinds typed by hand; empirical sizes come from a job log and are offered only when held. */
const DISTRIBUTION_TYPES = ['fixed', 'exponential', 'lognormal', 'uniform'] as const;
const LOG_DISTRIBUTION_TYPE = 'empirical';
type DistributionType = (typeof DISTRIBUTION_TYPES)[number];

/** The typical value of a distribution, to carry over when its type changes. */
function centre(distribution: unknown): number | undefined {
  const min = finiteNumber(getIn(distribution, ['min']));
  const max = finiteNumber(getIn(distribution, ['max']));
  const values = empiricalValuesOf(getIn(distribution, ['values']));
  if (values) return sixFigures(empiricalSummary(values).mean);
  return (
    finiteNumber(getIn(distribution, ['value'])) ??
    finiteNumber(getIn(distribution, ['mean'])) ??
    (min !== undefined && max !== undefined ? (min + max) / 2 : undefined)
  );
}

/**
 * The same typical value under another type. The spread of a lognormal starts at 0.5 (a
 * common run-to-run spread) and a uniform range at the single value: both for the planner to set.
 */
function distributionOfType(type: DistributionType, previous: unknown): Record<string, unknown> {
  const value = centre(previous) ?? 1;
  switch (type) {
    case 'fixed':
      return { type, value };
    case 'exponential':
      return { type, mean: value };
    case 'lognormal':
      return { type, mean: value, cv: finiteNumber(getIn(previous, ['cv'])) ?? spreadOf(previous) ?? 0.5 };
    case 'uniform':
      return { type, min: value, max: value };
  }
}

/** The CV of empirical sizes (at most the scenario's 10), so a lognormal made from them keeps their spread. */
function spreadOf(distribution: unknown): number | undefined {
  const values = empiricalValuesOf(getIn(distribution, ['values']));
  return values ? sixFigures(Math.min(10, empiricalSummary(values).cv)) : undefined;
}

interface DistributionFieldsProps {
  path: FieldPath;
  /** What the value is: "GPU-hours per job". */
  label: string;
  unit: string;
}

/**
 * A quantity that may vary from one job to the next: fixed, or drawn from a distribution.
 * Rendered as grid cells, so it sits in the surrounding FormGrid.
 */
export function DistributionFields({ path, label, unit }: DistributionFieldsProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const distribution = useDraftValue(path);
  const type = getIn(distribution, ['type']);
  const types: readonly string[] = type === LOG_DISTRIBUTION_TYPE ? [...DISTRIBUTION_TYPES, LOG_DISTRIBUTION_TYPE] : DISTRIBUTION_TYPES;
  const values = type === LOG_DISTRIBUTION_TYPE ? empiricalValuesOf(getIn(distribution, ['values'])) : null;
  return (
    <>
      <SelectField
        path={[...path, 'type']}
        label={t('editor.distribution.type', { what: label })}
        options={types.map((value) => ({
          value,
          label: t(`editor.distribution.types.${value as DistributionType | typeof LOG_DISTRIBUTION_TYPE}`),
          detail: t(`editor.distribution.typeHints.${value as DistributionType | typeof LOG_DISTRIBUTION_TYPE}`),
        }))}
        onSelect={(next) => {
          if (next !== type && next !== LOG_DISTRIBUTION_TYPE)
            change((doc) =>
              setIn(doc, path, distributionOfType(next as DistributionType, distribution)),
            );
        }}
      />
      {values && <EmpiricalSizes path={path} values={values} unit={unit} />}
      {type === 'fixed' && <NumberField path={[...path, 'value']} label={label} unit={unit} />}
      {(type === 'exponential' || type === 'lognormal') && (
        <NumberField
          path={[...path, 'mean']}
          label={t('editor.distribution.mean', { what: label })}
          unit={unit}
        />
      )}
      {type === 'lognormal' && (
        <NumberField
          path={[...path, 'cv']}
          label={t('editor.distribution.cv')}
          hint={t('editor.distribution.cvHint')}
        />
      )}
      {type === 'uniform' && (
        <>
          <NumberField path={[...path, 'min']} label={t('editor.distribution.min')} unit={unit} />
          <NumberField path={[...path, 'max']} label={t('editor.distribution.max')} unit={unit} />
        </>
      )}
    </>
  );
}
