import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { getIn } from '../draft/json-path';
import { AutocompleteField } from '../fields/AutocompleteField';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { currencyLabel, currencyOptions } from './zone-and-currency-lists';

interface DisplayCurrencyFieldsProps {
  currency: string;
  locale: string;
}

/**
 * An optional second currency for showing amounts (CNY budgets, USD quotes). The rate is the
 * planner's to state: it is left empty when switched on, and the field asks for it.
 */
export function DisplayCurrencyFields({ currency, locale }: DisplayCurrencyFieldsProps) {
  const { t } = useTranslation();
  const { setField } = useDraftStore();
  const displayCurrency = useDraftValue(['displayCurrency']);
  const enabled = displayCurrency !== undefined;
  const other = getIn(displayCurrency, ['code']);
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            onChange={(event) =>
              setField(
                ['displayCurrency'],
                event.target.checked ? { code: currency === 'USD' ? 'CNY' : 'USD' } : undefined,
              )
            }
          />
        }
        label={t('editor.general.displayCurrency')}
      />
      {enabled && (
        <Box sx={{ mt: 1.5 }}>
          <FormGrid minColumnWidth={240}>
            <AutocompleteField
              path={['displayCurrency', 'code']}
              label={t('editor.general.displayCurrencyCode')}
              options={currencyOptions()}
              optionLabel={(code) => currencyLabel(code, locale)}
            />
            <NumberField
              path={['displayCurrency', 'rate']}
              label={t('editor.general.displayCurrencyRate', {
                from: currency,
                to: typeof other === 'string' ? other : '',
              })}
              unit={typeof other === 'string' ? other : undefined}
              hint={t('editor.general.displayCurrencyRateHint')}
            />
          </FormGrid>
        </Box>
      )}
    </Box>
  );
}
