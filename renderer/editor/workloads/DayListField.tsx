import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import { useDraftSelector, useDraftValue } from '../draft/draft-context';
import { pathKey, type FieldPath } from '../draft/json-path';
import { helperText } from '../fields/field-helper';
import { useField } from '../fields/use-field';
import { dateOfDay } from '../timeline/day-dates';
import { dayListText, parseDayList } from './day-list-text';

const DATES_SHOWN = 4;

/** Fixed arrival days typed as a list; the first few are shown as dates under it. */
export function DayListField({ path }: { path: FieldPath }) {
  const { t } = useTranslation();
  const format = useFormat();
  const startDate = useDraftValue(['startDate']);
  const byPath = useDraftSelector((state) => state.validation.byPath);
  const field = useField(path);
  const [shown, setShown] = useState({
    text: dayListText(field.value),
    value: field.value,
    bad: null as string | null,
  });
  let current = shown;
  if (!Object.is(shown.value, field.value)) {
    const text = dayListText(field.value);
    const parsed = parseDayList(text);
    current = { text, value: field.value, bad: parsed.ok ? null : parsed.bad };
    setShown(current);
  }
  const days = Array.isArray(field.value) ? (field.value as unknown[]) : [];
  const dates = days
    .slice(0, DATES_SHOWN)
    .map((day) => dateOfDay(startDate, day))
    .filter((date): date is Date => date !== undefined)
    .map((date) => format.date(date));
  const hint =
    dates.length > 0
      ? t('editor.arrivals.daysPreview', {
          dates: dates.join(', ') + (days.length > DATES_SHOWN ? ' …' : ''),
        })
      : t('editor.arrivals.daysHint');
  const itemIssues = days.some((_d, i) => byPath.has(`${pathKey(path)}[${i}]`));
  // Text that is not a list is in the document too (so the problem count and Run agree);
  // the field words it by the day it could not read rather than as a wrong type.
  const errors = [
    ...(current.bad !== null
      ? [t('editor.arrivals.notADay', { text: current.bad })]
      : field.errors),
    ...(itemIssues ? [t('editor.arrivals.daysInvalid')] : []),
  ];

  return (
    <TextField
      id={field.id}
      label={t('editor.arrivals.days')}
      value={current.text}
      size="small"
      fullWidth
      error={errors.length > 0}
      helperText={helperText(errors, hint)}
      onChange={(event) => {
        const text = event.target.value;
        const parsed = parseDayList(text);
        if (parsed.ok) {
          setShown({ text, value: parsed.days, bad: null });
          field.set(parsed.days);
        } else {
          // Written as typed: the scenario's validation counts it as a problem and Run waits.
          setShown({ text, value: text, bad: parsed.bad });
          field.set(text);
        }
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', spellCheck: false, autoComplete: 'off' } }}
    />
  );
}
