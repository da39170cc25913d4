import { z } from 'zod';
import { Id } from './primitives';

/**
 * The costs a cloud bill carries beside GPU time (scenario format 6): block storage, data
 * egress, negotiated discounts, a support plan and tax. All optional: a scenario without
 * `billCosts` is priced on GPU time alone, exactly as before. Amounts are in the scenario
 * currency; the upper limits keep every figure far inside what integer micro-units can add
 * up exactly (a planner typing 1e300 gets a message naming the field, not an Infinity).
 */

/** A percentage, 0..100. */
const Percent = z.number().finite().min(0).max(100);
/** A price or an amount of money, in the scenario currency. */
const Amount = z.number().finite().min(0).max(1e9);
/** A quantity of data, in GB. */
const Gigabytes = z.number().finite().min(0).max(1e9);

/** The four ways to buy GPU time, the purchase option a discount is negotiated for. */
export const PurchaseOption = z.enum(['onDemand', 'reserved', 'spot', 'bareMetal']);
export type PurchaseOption = z.infer<typeof PurchaseOption>;

/**
 * Block storage billed per GB-month. `per: "instance"` attaches `gb` to every instance of the
 * matching offers while it is held (a boot or scratch disk); `per: "pool"` keeps `gb` for the
 * whole horizon for each pool of the matching offers in a strategy (a volume each pool mounts);
 * `per: "strategy"` keeps `gb` once for the whole horizon in every strategy with a pool of the
 * matching offers (a dataset or checkpoint volume the pools share). `offerIds` absent: every offer.
 */
export const StorageCost = z.strictObject({
  name: z.string().min(1).max(120),
  per: z.enum(['instance', 'pool', 'strategy']).default('instance'),
  gb: Gigabytes,
  pricePerGbMonth: Amount,
  offerIds: z.array(Id).max(200).optional(),
});
export type StorageCost = z.infer<typeof StorageCost>;

/** Data sent out to users: a fixed volume a month and/or a volume per 10,000 served requests. */
export const EgressCost = z.strictObject({
  pricePerGb: Amount.default(0),
  gbPerMonth: Gigabytes.default(0),
  gbPer10kRequests: Gigabytes.default(0),
});
export type EgressCost = z.infer<typeof EgressCost>;

/** A support plan: a share of the month's spend, never less than its monthly minimum. */
export const SupportPlan = z.strictObject({
  percent: Percent.default(0),
  minimumPerMonth: Amount.default(0),
});
export type SupportPlan = z.infer<typeof SupportPlan>;

/**
 * An enterprise or negotiated discount on GPU spend: `percent` off the pools of one provider
 * (absent: every provider) bought one way (absent: every purchase option). The first rule
 * that matches a pool applies to it, so a specific rule goes before a general one.
 */
export const Discount = z.strictObject({
  provider: z.string().min(1).max(120).optional(),
  purchaseOption: PurchaseOption.optional(),
  percent: Percent,
});
export type Discount = z.infer<typeof Discount>;

export const BillCosts = z.strictObject({
  storage: z.array(StorageCost).max(20).default([]),
  egress: EgressCost.optional(),
  support: SupportPlan.optional(),
  discounts: z.array(Discount).max(50).default([]),
  /** Tax or VAT, % on the whole bill (GPU, storage and egress after discounts, and support). */
  taxPercent: Percent.default(0),
});
export type BillCosts = z.infer<typeof BillCosts>;
