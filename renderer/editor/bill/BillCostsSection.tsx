import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { DiscountList } from './DiscountList';
import { StorageList } from './StorageList';

/**
 * The costs a cloud bill carries beside GPU time, in the order they apply: discounts off GPU
 * time, storage and egress, support on the spend after discounts, tax on everything. Every
 * field is optional; validation names the field of a value out of range.
 */
export function BillCostsSection() {
  const { t } = useTranslation();
  const currencyValue = useDraftValue(['currency']);
  const currency = typeof currencyValue === 'string' ? currencyValue : undefined;
  const percent = t('bill.editor.percentUnit');
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }} data-testid="bill-costs-section">
      <div>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          {t('bill.editor.title')}
        </Typography>
        <Typography color="text.secondary">{t('bill.editor.intro')}</Typography>
      </div>
      <DiscountList />
      <StorageList currency={currency} />
      <FieldGroup title={t('bill.editor.egressTitle')}>
        <FormGrid minColumnWidth={200}>
          <NumberField path={['billCosts', 'egress', 'pricePerGb']} label={t('bill.editor.pricePerGb')} unit={currency} />
          <NumberField path={['billCosts', 'egress', 'gbPerMonth']} label={t('bill.editor.gbPerMonth')} unit={t('bill.editor.gbUnit')} />
          <NumberField path={['billCosts', 'egress', 'gbPer10kRequests']} label={t('bill.editor.gbPer10kRequests')} unit={t('bill.editor.gbUnit')} />
        </FormGrid>
      </FieldGroup>
      <FieldGroup title={t('bill.editor.supportTitle')}>
        <FormGrid minColumnWidth={200}>
          <NumberField path={['billCosts', 'support', 'percent']} label={t('bill.editor.supportPercent')} unit={percent} />
          <NumberField path={['billCosts', 'support', 'minimumPerMonth']} label={t('bill.editor.minimumPerMonth')} unit={currency} />
        </FormGrid>
      </FieldGroup>
      <FieldGroup title={t('bill.editor.taxPercent')}>
        <FormGrid minColumnWidth={200}>
          <NumberField path={['billCosts', 'taxPercent']} label={t('bill.editor.taxPercent')} unit={percent} />
        </FormGrid>
      </FieldGroup>
    </Stack>
  );
}
