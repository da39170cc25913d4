import { z } from 'zod';
import { Id } from './primitives';

/**
 * A yearly price trend in per cent (−20 = prices fall 20 % a year). Bounded so a typing slip
 * cannot drive prices to zero or to infinity: at −90 % a year a price still has a tenth left
 * after a year.
 */
export const TrendPercent = z.number().finite().min(-90).max(200);

/** One offer's own trend for one kind of pool, taking the place of the kind's trend for that offer. */
export const OfferPriceTrend = z.strictObject({
  offerId: Id,
  kind: z.enum(['onDemand', 'reserved', 'spot', 'bareMetal']),
  percentPerYear: TrendPercent,
});
export type OfferPriceTrend = z.infer<typeof OfferPriceTrend>;

/**
 * How prices move over the horizon, per pool kind, for every offer of that kind (per offer
 * where `offers` names one). Applied month by month from the start date. A commitment signed
 * on day d pays the price of day d for its whole term; on-demand and spot pay the price of the
 * month they run in. Optional, and every kind left out stays at today's price, so a file
 * without it means what it always meant.
 */
export const PriceTrends = z.strictObject({
  onDemand: TrendPercent.optional(),
  reserved: TrendPercent.optional(),
  spot: TrendPercent.optional(),
  bareMetal: TrendPercent.optional(),
  offers: z.array(OfferPriceTrend).max(400).optional(),
});
export type PriceTrends = z.infer<typeof PriceTrends>;
