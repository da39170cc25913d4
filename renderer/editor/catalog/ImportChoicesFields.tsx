import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PriceListParse } from '@shared/catalog/import';
import { FormGrid } from '../fields/FormGrid';
import type { ImportChoices } from './use-import-preview';

interface Props {
  parsed: PriceListParse;
  choices: ImportChoices;
  onChange(choices: ImportChoices): void;
  scenarioCurrency: string;
  rateNeeded: boolean;
}

/** Whose prices, which regions, their date and source, and the rate when the currencies differ. */
export function ImportChoicesFields({ parsed, choices, onChange, scenarioCurrency, rateNeeded }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof ImportChoices) => (event: { target: { value: string } }) => onChange({ ...choices, [key]: event.target.value });
  const fileCurrency = parsed.currency ?? scenarioCurrency;
  const showRate = parsed.currency !== undefined && parsed.currency !== scenarioCurrency;
  return (
    <FormGrid minColumnWidth={220}>
      {parsed.format === 'skypilot' && (
        <TextField size="small" label={t('editor.priceImport.provider')} value={choices.provider} onChange={set('provider')} helperText={t('editor.priceImport.providerHint')} />
      )}
      <TextField size="small" label={t('editor.priceImport.regions')} value={choices.regions} onChange={set('regions')} helperText={t('editor.priceImport.regionsHint')} />
      <TextField size="small" type="date" label={t('editor.priceImport.asOf')} value={choices.asOf} onChange={set('asOf')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" label={t('editor.priceImport.source')} value={choices.source} onChange={set('source')} />
      {showRate && (
        <TextField
          size="small"
          label={t('editor.priceImport.rate', { scenario: scenarioCurrency, file: fileCurrency })}
          value={choices.rate}
          onChange={set('rate')}
          error={rateNeeded}
          helperText={rateNeeded ? t('editor.priceImport.rateNeeded') : t('editor.priceImport.rateHint', { scenario: scenarioCurrency, file: fileCurrency })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    </FormGrid>
  );
}
