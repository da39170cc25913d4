import { z } from 'zod';
import { PaymentOption } from './payment-options';
import { Id, NonNegativeInt, PriceSource } from './primitives';

/**
 * Savings plans: a commitment to spend a sum of money every hour for one or three years (AWS
 * Savings Plans, Alibaba Cloud 节省计划, Google's flexible committed-use discounts). Each hour
 * the on-demand usage the plan covers is priced at the plan's rates and paid from the
 * commitment until it is used up, the usage with the highest discount first; the rest is paid
 * on demand, and commitment left unused in the hour is paid anyway (shared/sim/README.md,
 * "Savings plans").
 */

/** compute: every instance type and region of the provider; instance: the offers of one family. */
export const SavingsPlanScope = z.enum(['compute', 'instance']);
export type SavingsPlanScope = z.infer<typeof SavingsPlanScope>;

/** Terms the providers sell: one year or three. */
export const SAVINGS_PLAN_TERMS = [12, 36] as const;
export const SavingsPlanTerm = z.union([z.literal(12), z.literal(36)]);

/** The largest commitment an hour (currency units): far above any real plan, small enough to keep totals finite. */
export const MAX_SAVINGS_PLAN_PER_HOUR = 1_000_000;

/**
 * A catalog offer's savings-plan rate: what one hour of its on-demand usage costs under a plan
 * of this scope, term and payment, as a share of the on-demand price (0.72 = 28 % off).
 */
export const SavingsPlanRate = PriceSource.extend({
  scope: SavingsPlanScope,
  termMonths: SavingsPlanTerm,
  payment: PaymentOption,
  rate: z.number().finite().gt(0).max(1),
});
export type SavingsPlanRate = z.infer<typeof SavingsPlanRate>;

export const SavingsPlanRates = z
  .array(SavingsPlanRate)
  .max(12)
  .refine((list) => new Set(list.map((r) => `${r.scope}/${r.termMonths}/${r.payment}`)).size === list.length, {
    message: 'each scope, term and payment at most once',
    params: { key: 'duplicateSavingsPlanRate' },
  });

export const SavingsPlan = z
  .strictObject({
    id: Id,
    name: z.string().max(120).optional(),
    /** The provider whose on-demand usage the plan covers (an offer's provider, e.g. "AWS"). */
    provider: z.string().min(1).max(120),
    scope: SavingsPlanScope,
    /** Instance scope: the offers of the family the plan covers (ignored for a compute plan). */
    offerIds: z.array(Id).min(1).max(50).optional(),
    /** Currency an hour committed, paid every hour of the term whether used or not. */
    commitmentPerHour: z.number().finite().gt(0).max(MAX_SAVINGS_PLAN_PER_HOUR),
    termMonths: SavingsPlanTerm,
    /** Day (from the scenario start) the plan begins. */
    startDay: NonNegativeInt.max(3660).default(0),
    /** allUpfront: the whole term paid on the first day; partialUpfront: half of it; noUpfront: every hour as it comes. */
    payment: PaymentOption.default('noUpfront'),
    /**
     * The plan's rate on given offers (a share of the on-demand price), where the planner has a
     * quote or the catalog has no rate for this scope, term and payment; other offers take the
     * catalog's rate.
     */
    rates: z
      .array(z.strictObject({ offerId: Id, rate: z.number().finite().gt(0).max(1) }))
      .max(50)
      .refine((list) => new Set(list.map((r) => r.offerId)).size === list.length, {
        message: 'each offer at most once',
        params: { key: 'duplicatePlanRate' },
      })
      .optional(),
  })
  .refine((p) => p.scope !== 'instance' || (p.offerIds !== undefined && p.offerIds.length > 0), {
    message: 'an instance savings plan names the offers of its family',
    path: ['offerIds'],
    params: { key: 'instancePlanOffers' },
  });
export type SavingsPlan = z.infer<typeof SavingsPlan>;

/** The share of the whole term's commitment paid on its first day. */
export function savingsPlanUpfrontShare(payment: PaymentOption): number {
  return payment === 'allUpfront' ? 1 : payment === 'partialUpfront' ? 0.5 : 0;
}
