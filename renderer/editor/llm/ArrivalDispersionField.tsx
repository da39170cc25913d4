import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ARRIVAL_DISPERSION, MIN_ARRIVAL_DISPERSION } from '@shared/scenario';
import { useFormat } from '../app';
import { FieldGroup } from '../fields/FieldGroup';
import { NumberField } from '../fields/NumberField';
import { llmPath } from './size-class-edits';

/**
 * How the service's requests arrive: `llm.arrivalDispersion`, the index of dispersion of its
 * per-second request counts. Empty means independent (Poisson) arrivals; a request-log import
 * fills it in with the log's own value, and the simulated requests then come as bunched.
 */
export const ArrivalDispersionField = memo(function ArrivalDispersionField({ index }: { index: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FieldGroup title={t('editor.llm.arrivals.title')} intro={t('editor.llm.arrivals.intro')}>
      <NumberField
        path={[...llmPath(index), 'arrivalDispersion']}
        label={t('editor.llm.arrivals.dispersion')}
        hint={t('editor.llm.arrivals.hint', { min: format.number(MIN_ARRIVAL_DISPERSION), max: format.number(MAX_ARRIVAL_DISPERSION) })}
        width="min(100%, 360px)"
      />
    </FieldGroup>
  );
});
