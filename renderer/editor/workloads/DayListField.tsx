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
    current = { text: dayListText(field.value), value: field.value, bad: null };
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
  const errors = [
    ...(current.bad !== null ? [t('editor.arrivals.notADay', { text: current.bad })] : []),
    ...field.errors,
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
          // Kept on screen, not written: the document keeps the last list that made sense.
          setShown({ text, value: field.value, bad: parsed.bad });
        }
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', spellCheck: false, autoComplete: 'off' } }}
    />
  );
}
