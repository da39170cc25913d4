import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import { memo } from 'react';
import { useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { JobImportButton } from './JobImportButton';
import { ArrivalsFields } from './ArrivalsFields';
import { GpuMixTable } from './GpuMixTable';
import { JobSizeFields } from './JobSizeFields';

/** Training and fine-tuning jobs: when they come, how big they are, what they need, by when. */
export const TrainingFields = memo(function TrainingFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const base = ['workloads', index] as const;
  const waitingValue = finiteNumber(useDraftValue(['waitingValuePerPersonHour']));
  const rawCurrency = useDraftValue(['currency']);
  const currency = typeof rawCurrency === 'string' ? rawCurrency : '';
  const hasMix = useDraftValue([...base, 'gpusPerJobMix']) !== undefined;
  const waitingHint =
    waitingValue !== undefined && /^[A-Z]{3}$/.test(currency)
      ? t('editor.training.peopleWaitingHint', { value: format.currency(waitingValue, currency) })
      : undefined;

  return (
    <>
      <JobImportButton index={index} kind="training" />
      <ArrivalsFields
        path={[...base, 'arrivals']}
        title={t('editor.training.arrivals')}
        what="jobs"
      />
      <JobSizeFields path={[...base, 'size']} />
      <FieldGroup
        title={t('editor.training.resources')}
        intro={t('editor.training.resourcesIntro')}
      >
        <FormGrid minColumnWidth={200}>
          <NumberField
            path={[...base, 'gpusPerJob']}
            label={t('editor.training.gpusPerJob')}
            hint={hasMix ? t('editor.training.gpusPerJobMixHint') : undefined}
            integer
          />
          <NumberField
            path={[...base, 'checkpointIntervalMinutes']}
            label={t('editor.training.checkpointInterval')}
            unit={t('editor.units.minutes')}
            hint={t('editor.training.checkpointIntervalHint')}
          />
          <NumberField
            path={[...base, 'startupMinutes']}
            label={t('model.startup')}
            unit={t('editor.units.minutes')}
            hint={t('model.startupHint')}
          />
          <NumberField
            path={[...base, 'restartOverheadMinutes']}
            label={t('editor.training.restartOverhead')}
            unit={t('editor.units.minutes')}
            hint={t('editor.training.restartOverheadHint')}
          />
        </FormGrid>
        <GpuMixTable index={index} />
      </FieldGroup>
      <FieldGroup title={t('editor.training.deadline')}>
        <FormGrid minColumnWidth={200}>
          <NumberField
            path={[...base, 'deadlineHours']}
            label={t('editor.training.deadlineHours')}
            unit={t('editor.units.hours')}
            hint={t('editor.training.deadlineHoursHint')}
          />
          <NumberField
            path={[...base, 'peopleWaiting']}
            label={t('editor.training.peopleWaiting')}
            hint={waitingHint}
          />
        </FormGrid>
      </FieldGroup>
    </>
  );
});
