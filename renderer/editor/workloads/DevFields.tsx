import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SwitchField } from '../fields/SwitchField';

/** Interactive development machines: how many, when people work, and what happens after hours. */
export const DevFields = memo(function DevFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const base = ['workloads', index] as const;
  const shutdownOn = useDraftValue([...base, 'idleShutdown', 'enabled']) === true;
  return (
    <>
      <FieldGroup title={t('editor.dev.machines')}>
        <FormGrid minColumnWidth={200}>
          <NumberField path={[...base, 'machines']} label={t('editor.dev.machineCount')} integer />
          <NumberField
            path={[...base, 'gpusPerMachine']}
            label={t('editor.dev.gpusPerMachine')}
            integer
          />
        </FormGrid>
      </FieldGroup>
      <FieldGroup title={t('editor.dev.workingHours')} intro={t('editor.dev.workingHoursIntro')}>
        <FormGrid minColumnWidth={200}>
          <NumberField
            path={[...base, 'workingHours', 'startHour']}
            label={t('editor.dev.startHour')}
            hint={t('editor.dev.hourHint')}
          />
          <NumberField
            path={[...base, 'workingHours', 'endHour']}
            label={t('editor.dev.endHour')}
            hint={t('editor.dev.hourHint')}
          />
          <SwitchField
            path={[...base, 'workingHours', 'weekdaysOnly']}
            label={t('editor.dev.weekdaysOnly')}
          />
        </FormGrid>
      </FieldGroup>
      <FieldGroup title={t('editor.dev.afterHours')} intro={t('editor.dev.afterHoursIntro')}>
        <FormGrid minColumnWidth={200}>
          <NumberField
            path={[...base, 'forgottenShare']}
            label={t('editor.dev.forgottenShare')}
            hint={t('editor.dev.forgottenShareHint')}
          />
          <SwitchField
            path={[...base, 'idleShutdown', 'enabled']}
            label={t('editor.dev.idleShutdown')}
            hint={t('editor.dev.idleShutdownHint')}
          />
          {shutdownOn && (
            <NumberField
              path={[...base, 'idleShutdown', 'afterMinutes']}
              label={t('editor.dev.afterMinutes')}
              unit={t('editor.units.minutes')}
            />
          )}
        </FormGrid>
      </FieldGroup>
    </>
  );
});
