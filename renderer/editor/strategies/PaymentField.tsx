import { useTranslation } from 'react-i18next';
import { PAYMENT_OPTIONS } from '@shared/scenario';
import { useDraftValue } from '../draft/draft-context';
import { listOf, type DraftOffer, type DraftPool } from '../draft/draft-document';
import { SelectField } from '../fields/SelectField';

interface PaymentFieldProps {
  strategyIndex: number;
  poolIndex: number;
  pool: DraftPool;
}

/**
 * How a reserved pool pays: one of the payment options its offer's reserved price for the
 * pool's term lists, or none (the price as listed). Shown only when the price lists some, or
 * when the pool names one the price has lost (so the planner sees it and picks again).
 */
export function PaymentField({ strategyIndex, poolIndex, pool }: PaymentFieldProps) {
  const { t } = useTranslation();
  const offers = useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined;
  const offer = listOf(offers).find((o) => o.id === pool.offerId);
  const term = (pool as { termMonths?: unknown }).termMonths;
  const price = listOf(offer?.prices?.reserved).find((r) => r.termMonths === term);
  const listed = new Set(listOf((price as { payments?: unknown } | undefined)?.payments as { option?: unknown }[] | undefined).map((p) => p.option));
  const chosen = (pool as { payment?: unknown }).payment;
  if (listed.size === 0 && chosen === undefined) return null;
  const path = ['strategies', strategyIndex, 'pools', poolIndex, 'payment'] as const;
  return (
    <SelectField
      path={path}
      label={t('cash.editor.payment')}
      hint={t('cash.editor.paymentHint')}
      // No option chosen: the price's own hourly rate and upfront share stand.
      absentLabel={t('cash.editor.paymentListed')}
      options={PAYMENT_OPTIONS.filter((o) => listed.has(o)).map((o) => ({ value: o, label: t(`cash.options.${o}`) }))}
    />
  );
}
