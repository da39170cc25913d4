import type { z } from 'zod';
import type { Offer } from './catalog-schema';
import type { Strategy } from './strategy-schema';

type Path = (string | number)[];

/**
 * A strategy's savings plans name things that exist: ids used once, a provider some offer is
 * sold by, and (instance plans) offers of the catalog sold by that provider.
 */
export function checkSavingsPlanReferences(strategy: Strategy, at: (...rest: Path) => Path, offers: ReadonlyMap<string, Offer>, ctx: z.RefinementCtx): void {
  const plans = strategy.savingsPlans ?? [];
  const seen = new Set<string>();
  const providers = new Set([...offers.values()].map((o) => o.provider));
  plans.forEach((plan, i) => {
    const issue = (path: Path, message: string, params: Record<string, string | number>): void =>
      ctx.addIssue({ code: 'custom', path: at('savingsPlans', i, ...path), message, params });
    if (seen.has(plan.id)) issue(['id'], `savings plan id "${plan.id}" is used twice`, { key: 'duplicateId', kind: 'savingsPlan', id: plan.id });
    seen.add(plan.id);
    if (!providers.has(plan.provider)) issue(['provider'], `no offer in the catalog is sold by "${plan.provider}"`, { key: 'unknownProvider', id: plan.provider });
    (plan.rates ?? []).forEach((r, j) => {
      if (!offers.has(r.offerId)) issue(['rates', j, 'offerId'], `no offer with id "${r.offerId}"`, { key: 'unknownOffer', id: r.offerId });
    });
    if (plan.scope !== 'instance') return;
    (plan.offerIds ?? []).forEach((offerId, j) => {
      const offer = offers.get(offerId);
      if (!offer) issue(['offerIds', j], `no offer with id "${offerId}"`, { key: 'unknownOffer', id: offerId });
      else if (offer.provider !== plan.provider) {
        issue(['offerIds', j], `offer "${offerId}" is sold by "${offer.provider}", not by the plan's provider "${plan.provider}"`, {
          key: 'planOfferOtherProvider',
          offer: offerId,
          provider: plan.provider,
        });
      }
    });
  });
}
