import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber } from '../draft/draft-document';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { DayListField } from './DayListField';

const ARRIVAL_TYPES = ['fixed', 'recurring', 'poisson'] as const;
type ArrivalType = (typeof ARRIVAL_TYPES)[number];

/** A new arrival pattern of another type, carrying over the first day where it can. */
function arrivalsOfType(type: ArrivalType, previous: unknown): Record<string, unknown> {
  const firstDay =
    finiteNumber(getIn(previous, ['firstDay'])) ?? finiteNumber(getIn(previous, ['days', 0])) ?? 0;
  switch (type) {
    case 'fixed':
      return { type, days: [firstDay] };
    case 'recurring':
      return { type, everyDays: 7, firstDay };
    case 'poisson':
      return { type, perDay: 1 };
  }
}

interface ArrivalsFieldsProps {
  path: FieldPath;
  title: string;
  /** What arrives: "jobs", "batches". */
  what: 'jobs' | 'batches';
}

/** When work arrives: on given days, every so many days, or at random (Poisson) at a daily rate. */
export function ArrivalsFields({ path, title, what }: ArrivalsFieldsProps) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const arrivals = useDraftValue(path);
  const type = getIn(arrivals, ['type']);

  return (
    <FieldGroup title={title} intro={t(`editor.arrivals.intro.${what}`)}>
      <FormGrid minColumnWidth={200}>
        <SelectField
          path={[...path, 'type']}
          label={t('editor.arrivals.type')}
          options={ARRIVAL_TYPES.map((value) => ({
            value,
            label: t(`editor.arrivals.types.${value}`),
            detail: t(`editor.arrivals.typeHints.${value}`),
          }))}
          onSelect={(next) => {
            if (next === type) return;
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
