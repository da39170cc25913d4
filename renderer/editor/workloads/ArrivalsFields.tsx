import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { hourOfWeekPerDay } from '@shared/scenario';
import { DayListField } from './DayListField';
import { HourOfWeekArrivals } from './HourOfWeekArrivals';
import { hourlyRatesOf, sixFigures } from './log-shape-values';

/** The kinds typed by hand; Poisson by hour of the week comes from a job log and is offered only when held. */
const ARRIVAL_TYPES = ['fixed', 'recurring', 'poisson'] as const;
const LOG_ARRIVAL_TYPE = 'poissonByHourOfWeek';
type ArrivalType = (typeof ARRIVAL_TYPES)[number];

/**
 * A new arrival pattern of another type, carrying over the first day where it can, and the mean
 * rate of an hour-of-week profile into a flat Poisson rate.
 */
function arrivalsOfType(type: ArrivalType, previous: unknown): Record<string, unknown> {
  const firstDay =
    finiteNumber(getIn(previous, ['firstDay'])) ?? finiteNumber(getIn(previous, ['days', 0])) ?? 0;
  switch (type) {
    case 'fixed':
      return { type, days: [firstDay] };
    case 'recurring':
      return { type, everyDays: 7, firstDay };
    case 'poisson': {
      const perHour = hourlyRatesOf(getIn(previous, ['perHour']));
      return { type, perDay: perHour ? sixFigures(hourOfWeekPerDay(perHour)) : 1 };
    }
  }
}

interface ArrivalsFieldsProps {
  path: FieldPath;
  title: string;
  /** What arrives: "jobs", "batches". */
  what: 'jobs' | 'batches';
}

/**
 * When work arrives: on given days, every so many days, at random (Poisson) at a daily rate, or
 * at random with a rate for each hour of the week (set by a job-history import).
 */
export function ArrivalsFields({ path, title, what }: ArrivalsFieldsProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const arrivals = useDraftValue(path);
  const type = getIn(arrivals, ['type']);
  const types: readonly string[] = type === LOG_ARRIVAL_TYPE ? [...ARRIVAL_TYPES, LOG_ARRIVAL_TYPE] : ARRIVAL_TYPES;
  const perHour = type === LOG_ARRIVAL_TYPE ? hourlyRatesOf(getIn(arrivals, ['perHour'])) : null;

  return (
    <FieldGroup title={title} intro={t(`editor.arrivals.intro.${what}`)}>
      <FormGrid minColumnWidth={200}>
        <SelectField
          path={[...path, 'type']}
          label={t('editor.arrivals.type')}
          options={types.map((value) => ({
            value,
            label: t(`editor.arrivals.types.${value as ArrivalType | typeof LOG_ARRIVAL_TYPE}`),
            detail: t(`editor.arrivals.typeHints.${value as ArrivalType | typeof LOG_ARRIVAL_TYPE}`),
          }))}
          onSelect={(next) => {
            if (next === type || next === LOG_ARRIVAL_TYPE) return;
            change((doc) => setIn(doc, path, arrivalsOfType(next as ArrivalType, arrivals)));
          }}
        />
        {type === 'fixed' && <DayListField path={[...path, 'days']} />}
        {type === 'recurring' && (
          <>
            <NumberField
              path={[...path, 'everyDays']}
              label={t('editor.arrivals.everyDays')}
              unit={t('editor.units.days')}
              hint={t('editor.arrivals.everyDaysHint')}
            />
            <NumberField
              path={[...path, 'firstDay']}
              label={t('editor.arrivals.firstDay')}
              hint={t('editor.arrivals.firstDayHint')}
            />
            <NumberField
              path={[...path, 'count']}
              label={t('editor.arrivals.count')}
              integer
              hint={t('editor.arrivals.countHint')}
            />
          </>
        )}
        {perHour && <HourOfWeekArrivals path={path} perHour={perHour} />}
        {type === 'poisson' && (
          <NumberField
            path={[...path, 'perDay']}
            label={t('editor.arrivals.perDay')}
            unit={t('editor.units.perDay')}
            hint={t('editor.arrivals.perDayHint')}
          />
        )}
      </FormGrid>
    </FieldGroup>
  );
}
