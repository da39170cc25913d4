import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { TextInputField } from '../fields/TextInputField';
import { JobImportButton } from './JobImportButton';
import { ArrivalsFields } from './ArrivalsFields';
import { DistributionFields } from './DistributionFields';

/** Batches of independent tasks (rendering, transcoding): when, how many, how big, by when. */
export const BatchFields = memo(function BatchFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const base = ['workloads', index] as const;
  return (
    <>
      <JobImportButton index={index} kind="batch" />
      <ArrivalsFields
        path={[...base, 'arrivals']}
        title={t('editor.batch.arrivals')}
        what="batches"
      />
      <FieldGroup title={t('editor.batch.tasks')} intro={t('editor.batch.tasksIntro')}>
        <FormGrid minColumnWidth={200}>
          <NumberField
            path={[...base, 'tasksPerBatch']}
            label={t('editor.batch.tasksPerBatch')}
            integer
          />
          <TextInputField
            path={[...base, 'unitName']}
            label={t('editor.batch.unitName')}
            hint={t('editor.batch.unitNameHint')}
          />
          <NumberField
            path={[...base, 'gpusPerTask']}
            label={t('editor.batch.gpusPerTask')}
            integer
          />
          <NumberField
            path={[...base, 'startupMinutes']}
            label={t('model.startup')}
            unit={t('editor.units.minutes')}
            hint={t('model.batchStartupHint')}
          />
          <DistributionFields
            path={[...base, 'taskGpuHours']}
            label={t('editor.batch.taskGpuHours')}
            unit={t('editor.units.gpuHours')}
          />
        </FormGrid>
      </FieldGroup>
      <FieldGroup title={t('editor.batch.deadline')}>
        <FormGrid minColumnWidth={200}>
          <NumberField
            path={[...base, 'deadlineHours']}
            label={t('editor.batch.deadlineHours')}
            unit={t('editor.units.hours')}
            hint={t('editor.batch.deadlineHoursHint')}
          />
        </FormGrid>
      </FieldGroup>
    </>
  );
});
