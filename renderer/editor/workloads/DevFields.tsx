import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SwitchField } from '../fields/SwitchField';
import { leftRunning } from './left-running';

/** Interactive development machines: how many, when people work, and what happens after hours. */
export const DevFields = memo(function DevFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const base = ['workloads', index] as const;
  const shutdownOn = useDraftValue([...base, 'idleShutdown', 'enabled']) === true;
  const num = (v: unknown) => finiteNumber(v) ?? NaN;
  const machines = num(useDraftValue([...base, 'machines']));
  const share = num(useDraftValue([...base, 'forgottenShare']));
  const gpus = num(useDraftValue([...base, 'gpusPerMachine']));
  const startHour = num(useDraftValue([...base, 'workingHours', 'startHour']));
  const endHour = num(useDraftValue([...base, 'workingHours', 'endHour']));
  const weekdaysOnly = useDraftValue([...base, 'workingHours', 'weekdaysOnly']) !== false;
  const left = leftRunning(machines, share, gpus, { startHour, endHour, weekdaysOnly });
  // Says how the share is rounded and what it costs, so 0.3 of 3 machines is not a surprise.
  const shareHint = [
    t('editor.dev.forgottenShareHint'),
    left &&
      t(shutdownOn ? 'editor.dev.leftRunningShutdown' : 'editor.dev.leftRunning', {
        count: left.machines,
        machines,
        share,
        hours: Math.round(left.extraGpuHoursPerWeek),
      }),
  ]
    .filter(Boolean)
    .join(' ');
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
            hint={shareHint}
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
