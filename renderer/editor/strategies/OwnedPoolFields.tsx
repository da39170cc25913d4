import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OWNED_PRICE_FIELDS, type OwnedPriceField } from '@shared/scenario';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { setIn, type FieldPath } from '../draft/json-path';
import { finiteNumber, listOf, type DraftOffer, type DraftPool } from '../draft/draft-document';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { OwnedExpansionsField } from './OwnedExpansionsField';

type OwnedDraft = Extract<DraftPool, { kind: 'owned' }>;
type OwnedNumberField = Exclude<keyof OwnedDraft, 'id' | 'offerId' | 'name' | 'kind' | 'oneUnitPerInstance' | 'payment' | 'expansions'>;

/**
 * The fields of an owned pool: what is bought and when, the price and how the books write it
 * off, power, upkeep, failures, how the price is paid and what the servers sell for. Each
 * field's hint says what its line of the monthly cost means; the price, lead time and power
 * show the offer's value they fall back to when left empty.
 */
export function OwnedPoolFields({ base, pool }: { base: FieldPath; pool: OwnedDraft }) {
  const { t } = useTranslation();
  const offers = listOf(useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined);
  const offer: DraftOffer | undefined = offers.find((o) => o.id === pool.offerId);
  const fallback = Object.fromEntries(
    OWNED_PRICE_FIELDS.map((f) => [f, finiteNumber(offer?.prices?.owned?.[f])]),
  ) as Record<OwnedPriceField, number | undefined>;
  const hint = (field: OwnedPriceField) =>
    t(`owned.editor.${field}Hint`, { value: fallback[field] ?? '—' });
  const field = (name: OwnedNumberField, extra: { integer?: boolean; hint?: string } = {}) => (
    <NumberField path={[...base, name]} label={t(`owned.editor.${name}`)} {...extra} />
  );
  const { change } = useDraftStore();
  const lease = pool.payment?.kind === 'lease';
  // A payment is a whole object per kind: switching replaces it (a lease starts at 0.5 % a month over 36 months).
  const choosePayment = (kind: string) =>
    change((doc) =>
      setIn(doc, [...base, 'payment'], kind === 'lease' ? { kind: 'lease', monthlyRatePercent: 0.5, termMonths: 36 } : { kind: 'atDelivery' }),
    );
  return (
    <>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="body2" color="text.secondary">
          {t('owned.editor.intro')}
        </Typography>
      </Box>
      {field('servers', { integer: true })}
      {field('orderDay', { hint: t('owned.editor.orderDayHint') })}
      {field('leadTimeWeeks', { hint: hint('leadTimeWeeks') })}
      <OwnedExpansionsField base={base} />
      {field('pricePerServer', { hint: hint('pricePerServer') })}
      {field('depreciationYears', { hint: t('owned.editor.depreciationYearsHint') })}
      {field('residualPercent', { hint: t('owned.editor.residualPercentHint') })}
      {field('powerIdleKw', { hint: hint('powerIdleKw') })}
      {field('powerBusyKw', { hint: hint('powerBusyKw') })}
      {field('pue', { hint: t('owned.editor.pueHint') })}
      {field('tariffPerKwh', { hint: t('owned.editor.tariffPerKwhHint') })}
      {field('colocationPerKwMonth', { hint: t('owned.editor.colocationPerKwMonthHint') })}
      {field('maintenancePercentPerYear', { hint: t('owned.editor.maintenancePercentPerYearHint') })}
      {field('staffPerMonth', { hint: t('owned.editor.staffPerMonthHint') })}
      {field('failuresPerGpuYear', { hint: t('owned.editor.failuresPerGpuYearHint') })}
      {field('daysOutPerFailure')}
      {field('resalePercent', { hint: t('owned.editor.resalePercentHint') })}
      <SelectField
        path={[...base, 'payment', 'kind']}
        label={t('owned.editor.payment')}
        hint={t('owned.editor.paymentHint')}
        absentValue="atDelivery"
        onSelect={choosePayment}
        options={(['atDelivery', 'lease'] as const).map((value) => ({ value, label: t(`owned.editor.payments.${value}`) }))}
      />
      {lease && (
        <>
          <NumberField path={[...base, 'payment', 'monthlyRatePercent']} label={t('owned.editor.monthlyRatePercent')} />
          <NumberField path={[...base, 'payment', 'termMonths']} label={t('owned.editor.leaseTermMonths')} integer />
        </>
      )}
    </>
  );
}
