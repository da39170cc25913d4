import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PurchaseOption } from '@shared/scenario';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { appendTo, removeAt } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { ListRow } from './ListRow';

const BASE = ['billCosts', 'discounts'] as const;

/** Negotiated discounts on GPU time: a provider and a purchase option (either may be any), and a %. */
export function DiscountList() {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const items = listOf(useDraftValue([...BASE]) as unknown[] | undefined);
  const offers = listOf(useDraftValue(['catalog', 'offers']) as { provider?: unknown }[] | undefined);
  const providers = [...new Set(offers.map((o) => o.provider).filter((p): p is string => typeof p === 'string' && p !== ''))];
  return (
    <FieldGroup
      title={t('bill.editor.discountsTitle')}
      intro={t('bill.editor.discountsHint')}
      actions={
        <Button startIcon={<AddOutlined />} onClick={() => change((doc) => appendTo(doc, BASE, { percent: 0 }))} data-testid="bill-add-discount">
          {t('bill.editor.discountAdd')}
        </Button>
      }
    >
      <Stack spacing={1}>
        {items.map((_item, index) => (
          <ListRow
            key={index}
            testId={`bill-discount-${index}`}
            removeLabel={`${t('bill.editor.remove')}: ${t('bill.editor.discountPercent')} ${index + 1}`}
            onRemove={() => change((doc) => removeAt(doc, BASE, index))}
          >
            <FormGrid minColumnWidth={180}>
              <SelectField
                path={[...BASE, index, 'provider']}
                label={t('bill.editor.provider')}
                absentLabel={t('bill.editor.anyProvider')}
                options={providers.map((p) => ({ value: p, label: p }))}
              />
              <SelectField
                path={[...BASE, index, 'purchaseOption']}
                label={t('bill.editor.purchaseOption')}
                absentLabel={t('bill.editor.anyOption')}
                options={PurchaseOption.options.map((o) => ({ value: o, label: t(`editor.pools.kinds.${o}`) }))}
              />
              <NumberField path={[...BASE, index, 'percent']} label={t('bill.editor.discountPercent')} unit={t('bill.editor.percentUnit')} />
            </FormGrid>
          </ListRow>
        ))}
      </Stack>
    </FieldGroup>
  );
}
