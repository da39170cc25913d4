import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import { listOf, type DraftOffer } from '../draft/draft-document';
import type { PoolKind } from '../draft/new-items';
import type { SelectOption } from '../fields/SelectField';
import { useOfferOptions } from '../workloads/use-offer-options';
import { useOfferPriceSummary } from './use-offer-price-summary';

function hasPrice(offer: DraftOffer | undefined, kind: PoolKind): boolean {
  const prices = offer?.prices;
  if (!prices) return false;
  return kind === 'reserved' ? listOf(prices.reserved).length > 0 : prices[kind] !== undefined;
}

/**
 * Offers for a pool of this kind: those with the price the pool needs first; the others
 * still listed, marked, since the planner may be about to add the price.
 */
export function usePoolOfferOptions(kind: PoolKind): SelectOption[] {
  const { t } = useTranslation();
  const offers = listOf(useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined);
  const summary = useOfferPriceSummary();
  // Each offer's region and prices beside its GPUs: the picker is where offers are compared.
  const options = useOfferOptions().map((option) => {
    const prices = summary(offers.find((o) => o.id === option.value));
    return prices ? { ...option, detail: [option.detail, prices].filter(Boolean).join(' · ') } : option;
  });
  const priced = options.filter((option) =>
    hasPrice(
      offers.find((o) => o.id === option.value),
      kind,
    ),
  );
  const unpriced = options
    .filter((option) => !priced.includes(option))
    .map((option) => ({
      ...option,
      detail: [
        option.detail,
        t('editor.pools.noPriceForKind', { kind: t(`editor.pools.kinds.${kind}`) }),
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  return [...priced, ...unpriced];
}
