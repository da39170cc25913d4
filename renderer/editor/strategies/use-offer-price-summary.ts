import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf, type DraftOffer } from '../draft/draft-document';
import { useFormat } from '../app';

/**
 * An offer's region and prices in one line for the offer picker: "us-east-1 · On-demand
 * ¥235.96/h · Spot ¥89.73/h · Reserved 12 mo ¥150.2/h · Bare-metal ¥98,000/month", so
 * offers can be compared where one is chosen. Prices the offer lacks are left out.
 */
export function useOfferPriceSummary(): (offer: DraftOffer | undefined) => string {
  const { t } = useTranslation();
  const format = useFormat();
  const rawCurrency = useDraftValue(['currency']);
  const currency = typeof rawCurrency === 'string' && /^[A-Z]{3}$/.test(rawCurrency) ? rawCurrency : 'USD';
  const hourly = (value: unknown) => {
    const n = finiteNumber(value);
    return n === undefined ? undefined : t('editor.priceImport.perHour', { amount: format.currency(n, currency, { maximumFractionDigits: 4 }) });
  };
  return (offer) => {
    if (!offer) return '';
    const p = offer.prices ?? {};
    const monthly = finiteNumber(p.bareMetal?.perServerMonth);
    const parts = [
      typeof offer.region === 'string' && offer.region !== '' ? offer.region : undefined,
      p.onDemand && hourly(p.onDemand.perHour) && `${t('editor.catalog.priceKinds.onDemand')} ${hourly(p.onDemand.perHour)}`,
      p.spot && hourly(p.spot.perHour) && `${t('editor.catalog.priceKinds.spot')} ${hourly(p.spot.perHour)}`,
      ...listOf(p.reserved).map((r) => hourly(r.perHour) && `${t('editor.priceImport.reservedTerm', { months: finiteNumber(r.termMonths) ?? '?' })} ${hourly(r.perHour)}`),
      monthly !== undefined &&
        `${t('editor.catalog.priceKinds.bareMetal')} ${t('editor.priceImport.perMonth', { amount: format.currency(monthly, currency, { maximumFractionDigits: 2 }) })}`,
    ];
    return parts.filter((x): x is string => typeof x === 'string' && x !== '').join(' · ');
  };
}
