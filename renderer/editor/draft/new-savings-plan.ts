import { defaultCatalog } from '@shared/catalog';
import type { PaymentOption, SavingsPlanScope } from '@shared/scenario';
import { listOf, type DraftDocument, type DraftOffer, type DraftStrategy } from './draft-document';
import { idsOf, uniqueId } from './unique-id';

type DraftSavingsPlan = NonNullable<DraftStrategy['savingsPlans']>[number];
type PlanTerms = { scope: SavingsPlanScope; termMonths: 12 | 36; payment: PaymentOption };

/** An offer's catalog rate for a plan's scope, term and payment; undefined when it lists none. */
function listedRate(offer: Pick<DraftOffer, 'prices'> | undefined, terms: PlanTerms): number | undefined {
  return listOf(offer?.prices?.savingsPlans).find((r) => r.scope === terms.scope && r.termMonths === terms.termMonths && r.payment === terms.payment)?.rate;
}

/**
 * The rates a new plan carries: for each on-demand offer of the strategy sold by the provider,
 * the scenario catalog's rate, else the default catalog's for that offer (older scenarios keep
 * catalogs from before savings-plan rates existed). Offers with neither get none (they stay on demand).
 */
export function planRates(doc: DraftDocument, strategy: DraftStrategy, provider: string, terms: PlanTerms): { offerId: string; rate: number }[] {
  const offers = listOf(doc.catalog?.offers);
  const fallback = defaultCatalog().offers;
  const out: { offerId: string; rate: number }[] = [];
  const onDemandOffers = new Set(listOf(strategy.pools).filter((p) => p.kind === 'onDemand').map((p) => p.offerId));
  for (const offerId of onDemandOffers) {
    const offer = offers.find((o) => o.id === offerId);
    if (offer?.provider !== provider) continue;
    const rate = listedRate(offer, terms) ?? listedRate(fallback.find((o) => o.id === offerId), terms);
    if (rate !== undefined) out.push({ offerId, rate });
  }
  return out;
}

/** `wanted`, or "wanted 2", "wanted 3"… when a plan of the strategy already has that name. */
function freeName(wanted: string, plans: readonly DraftSavingsPlan[]): string {
  const taken = new Set(plans.map((p) => p.name));
  let name = wanted;
  for (let n = 2; taken.has(name); n++) name = `${wanted} ${n}`;
  return name;
}

/**
 * A new compute plan for the provider of the strategy's first on-demand pool: 12 months, no
 * upfront, rates filled in, named in the planner's words from `nameFor(provider)` (so results,
 * report and CSV never show a bare id).
 */
export function newSavingsPlan(doc: DraftDocument, strategy: DraftStrategy, nameFor: (provider: string) => string): DraftSavingsPlan {
  const offers = listOf(doc.catalog?.offers);
  const firstOnDemand = listOf(strategy.pools).find((p) => p.kind === 'onDemand');
  const provider = offers.find((o) => o.id === firstOnDemand?.offerId)?.provider ?? offers[0]?.provider ?? '';
  const terms: PlanTerms = { scope: 'compute', termMonths: 12, payment: 'noUpfront' };
  const id = uniqueId('savings-plan', idsOf(strategy.savingsPlans ?? []));
  const name = freeName(nameFor(provider), strategy.savingsPlans ?? []);
  return { id, name, provider, ...terms, commitmentPerHour: 1, startDay: 0, rates: planRates(doc, strategy, provider, terms) };
}
