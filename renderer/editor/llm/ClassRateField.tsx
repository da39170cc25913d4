import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { getIn, setIn, type FieldPath } from '../draft/json-path';
import { NumberField } from '../fields/NumberField';
import { parseNumberText } from '../fields/number-text';
import { rateRow, withClassRate } from './size-class-edits';

/**
 * The requests/s a per-class profile gives one size class. Rates are stored by class name, so a
 * class without one (added after the profile) shows an empty field that adds its row when typed in.
 */
export function ClassRateField({ ratesPath, className }: { ratesPath: FieldPath; className: string }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const rates = useDraftValue(ratesPath);
  const [text, setText] = useState('');
  const row = rateRow(rates, className);
  const label = t('editor.llmProfiles.rate', { name: className });
  if (row >= 0)
    return <NumberField path={[...ratesPath, row, 'requestsPerSecond']} label={label} unit={t('editor.units.requestsPerSecond')} />;
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={text}
      error
      helperText={t('editor.llmProfiles.rateMissing')}
      onChange={(e) => {
        setText(e.target.value);
        const value = parseNumberText(e.target.value);
        if (value !== undefined) change((doc) => setIn(doc, ratesPath, withClassRate(getIn(doc, ratesPath), className, value)));
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}
