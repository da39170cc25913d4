import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAYMENT_OPTIONS, type PaymentOption } from '@shared/scenario';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import type { FieldPath } from '../draft/json-path';
import { listOf } from '../draft/draft-document';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';

interface PaymentOptionsFieldsProps {
  /** Path of the reserved price. */
  path: FieldPath;
  /** Of an hourly amount: "USD/h". */
  unit: string;
}

/**
 * The ways a reserved term is sold, each with its own price: all upfront (an upfront payment
 * only), partial upfront (both), no upfront (an hourly rate only). Ticking one adds it to the
 * price's list, unticking removes it; its amounts are edited in place.
 */
export function PaymentOptionsFields({ path, unit }: PaymentOptionsFieldsProps) {
  const { t } = useTranslation();
  const { setField } = useDraftStore();
  const currency = useDraftValue(['currency']);
  const payments = listOf(useDraftValue([...path, 'payments']) as { option?: unknown }[] | undefined);
  const listPath = [...path, 'payments'];
  const toggle = (option: PaymentOption, on: boolean) => {
    const next = on ? [...payments, { option }] : payments.filter((p) => p.option !== option);
    // Kept in the order providers list them; an empty list is no list.
    next.sort((a, b) => PAYMENT_OPTIONS.indexOf(a.option as PaymentOption) - PAYMENT_OPTIONS.indexOf(b.option as PaymentOption));
    setField(listPath, next.length > 0 ? next : undefined);
  };
  return (
    <Stack spacing={1} data-testid="payment-options">
      <Typography variant="subtitle2" component="h3">
        {t('cash.editor.paymentsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('cash.editor.paymentsIntro')}
      </Typography>
      {PAYMENT_OPTIONS.map((option) => {
        const index = payments.findIndex((p) => p.option === option);
        return (
          <Stack key={option} spacing={1}>
            <FormControlLabel
              control={<Checkbox size="small" checked={index >= 0} onChange={(e) => toggle(option, e.target.checked)} />}
              label={t(`cash.options.${option}`)}
            />
            {index >= 0 && (
              <FormGrid minColumnWidth={200}>
                {option !== 'noUpfront' && (
                  <NumberField path={[...listPath, index, 'upfront']} label={t('cash.editor.upfront')} unit={typeof currency === 'string' ? currency : undefined} />
                )}
                {option !== 'allUpfront' && (
                  <NumberField path={[...listPath, index, 'perHour']} label={t('cash.editor.perHour')} unit={unit} />
                )}
              </FormGrid>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
