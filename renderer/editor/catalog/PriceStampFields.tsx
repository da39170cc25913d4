import { useTranslation } from 'react-i18next';
import type { FieldPath } from '../draft/json-path';
import { DateField } from '../fields/DateField';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';
import { PRICE_STATUSES } from './price-kinds';

/**
 * A price's date, how sure it is and where it comes from: the same fields on every kind of price.
 * `withSource: false` leaves the source out, for a form that gives it more room elsewhere.
 */
export function PriceStampFields({ path, withSource = true }: { path: FieldPath; withSource?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <DateField path={[...path, 'asOf']} label={t('editor.catalog.asOfLabel')} />
      <SelectField
        path={[...path, 'status']}
        label={t('editor.catalog.statusLabel')}
        options={PRICE_STATUSES.map((status) => ({
          value: status,
          label: t(`editor.catalog.status.${status}`),
          detail: t(`editor.catalog.statusHints.${status}`),
        }))}
      />
      {withSource && <TextInputField path={[...path, 'source']} label={t('editor.catalog.sourceLabel')} hint={t('editor.catalog.sourceHint')} />}
    </>
  );
}
