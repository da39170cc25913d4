import type { Offer } from './catalog-schema';
import type { OwnedExpansion, OwnedPayment } from './strategy-schema';
import type { Pool } from './strategy-schema';

type OwnedPool = Extract<Pool, { kind: 'owned' }>;

/** The fields of an owned pool that fall back to the offer's owned price when the pool leaves them out. */
export const OWNED_PRICE_FIELDS = ['pricePerServer', 'leadTimeWeeks', 'powerIdleKw', 'powerBusyKw'] as const;
export type OwnedPriceField = (typeof OWNED_PRICE_FIELDS)[number];

/** Everything an owned pool costs and does, with the offer's defaults filled in (all numbers plain). */
export interface OwnedTerms {
  servers: number;
  gpusPerServer: number;
  orderDay: number;
  leadTimeWeeks: number;
  pricePerServer: number;
  depreciationYears: number;
  residualPercent: number;
  powerIdleKw: number;
  powerBusyKw: number;
  pue: number;
  tariffPerKwh: number;
  colocationPerKwMonth: number;
  maintenancePercentPerYear: number;
  staffPerMonth: number;
  failuresPerGpuYear: number;
  daysOutPerFailure: number;
  payment: OwnedPayment;
  resalePercent: number;
  /** Later orders of more servers, in order of their order day (empty when none). */
  expansions: OwnedExpansion[];
}

/** The fields neither the pool nor the offer's owned price gives (each is refused at its own field). */
export function missingOwnedFields(pool: OwnedPool, offer: Offer): OwnedPriceField[] {
  const price = offer.prices.owned;
  return OWNED_PRICE_FIELDS.filter((f) => pool[f] === undefined && price?.[f] === undefined);
}

/** The pool's terms with the offer's owned price filled in where the pool leaves a field out (0 when neither has it: validation refuses that first). */
export function ownedTerms(pool: OwnedPool, offer: Offer): OwnedTerms {
  const price = offer.prices.owned;
  return {
    servers: pool.servers,
    gpusPerServer: offer.gpusPerInstance,
    orderDay: pool.orderDay,
    leadTimeWeeks: pool.leadTimeWeeks ?? price?.leadTimeWeeks ?? 0,
    pricePerServer: pool.pricePerServer ?? price?.pricePerServer ?? 0,
    depreciationYears: pool.depreciationYears,
    residualPercent: pool.residualPercent,
    powerIdleKw: pool.powerIdleKw ?? price?.powerIdleKw ?? 0,
    powerBusyKw: pool.powerBusyKw ?? price?.powerBusyKw ?? 0,
    pue: pool.pue,
    tariffPerKwh: pool.tariffPerKwh,
    colocationPerKwMonth: pool.colocationPerKwMonth,
    maintenancePercentPerYear: pool.maintenancePercentPerYear,
    staffPerMonth: pool.staffPerMonth,
    failuresPerGpuYear: pool.failuresPerGpuYear,
    daysOutPerFailure: pool.daysOutPerFailure,
    payment: pool.payment,
    resalePercent: pool.resalePercent,
    expansions: [...(pool.expansions ?? [])].sort((a, b) => a.orderDay - b.orderDay),
  };
}
