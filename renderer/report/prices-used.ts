import type { Offer, Pool, ReservedPayment, Scenario } from '@shared/scenario';

/** One price the figures rest on: an offer's price for one pool kind (and term, and way of paying). */
export interface PriceRow {
  key: string;
  offer: Offer;
  kind: Pool['kind'];
  perHour?: number;
  perServerMonth?: number;
  termMonths?: number;
  minTermMonths?: number;
  /** Share of a reserved term paid when it starts (the price's own, when no payment option is chosen). */
  upfrontShare?: number;
  /** The payment option a pool chose, with its own upfront and hourly amounts. */
  payment?: ReservedPayment;
  /** Listed because the commitment optimiser may choose it, though no strategy's pool uses it yet. */
  forOptimiser: boolean;
  asOf: string;
  source: string;
  estimate: boolean;
}

function source(price: { asOf: string; source: string; status: string }) {
  return { asOf: price.asOf, source: price.source, estimate: price.status === 'estimate' };
}

/**
 * Every price a figure of the report rests on, once each: the price of each (offer, pool kind,
 * term, payment option) some strategy's pool uses; then every other reserved term and
 * bare-metal price of the offers the strategies use, which the commitment optimiser chooses
 * between, so a reader can recompute its answer from the printed prices alone.
 */
export function pricesUsed(scenario: Scenario): PriceRow[] {
  const offers = new Map(scenario.catalog.offers.map((o) => [o.id, o]));
  const rows = new Map<string, PriceRow>();
  const used = new Set<Offer>();
  for (const strategy of scenario.strategies) {
    for (const pool of strategy.pools) {
      const offer = offers.get(pool.offerId);
      if (!offer) continue;
      used.add(offer);
      const term = pool.kind === 'reserved' ? pool.termMonths : undefined;
      const paying = pool.kind === 'reserved' ? pool.payment : undefined;
      const key = `${offer.id}|${pool.kind}|${term ?? ''}|${paying ?? ''}`;
      if (rows.has(key)) continue;
      const p = offer.prices;
      const base = { key, offer, kind: pool.kind, forOptimiser: false };
      if (pool.kind === 'onDemand' && p.onDemand) {
        rows.set(key, { ...base, perHour: p.onDemand.perHour, ...source(p.onDemand) });
      } else if (pool.kind === 'spot' && p.spot) {
        rows.set(key, { ...base, perHour: p.spot.perHour, ...source(p.spot) });
      } else if (pool.kind === 'reserved') {
        const r = p.reserved.find((x) => x.termMonths === term);
        const payment = paying === undefined ? undefined : r?.payments?.find((x) => x.option === paying);
        if (r)
          rows.set(key, {
            ...base,
            perHour: r.perHour,
            termMonths: r.termMonths,
            upfrontShare: r.upfrontShare,
            ...(payment ? { payment } : {}),
            ...source(r),
          });
      } else if (pool.kind === 'bareMetal' && p.bareMetal) {
        rows.set(key, bareMetalRow(key, offer, false) as PriceRow);
      }
    }
  }
  // The terms the optimiser may sign on these offers: it pays the price's own rate and upfront share.
  for (const offer of used) {
    for (const r of offer.prices.reserved) {
      const key = `${offer.id}|reserved|${r.termMonths}|`;
      if (!rows.has(key))
        rows.set(key, { key, offer, kind: 'reserved', perHour: r.perHour, termMonths: r.termMonths, upfrontShare: r.upfrontShare, forOptimiser: true, ...source(r) });
    }
    const key = `${offer.id}|bareMetal||`;
    const row = bareMetalRow(key, offer, true);
    if (row && !rows.has(key)) rows.set(key, row);
  }
  return [...rows.values()];
}

function bareMetalRow(key: string, offer: Offer, forOptimiser: boolean): PriceRow | null {
  const price = offer.prices.bareMetal;
  if (!price) return null;
  return { key, offer, kind: 'bareMetal', perServerMonth: price.perServerMonth, minTermMonths: price.minTermMonths, forOptimiser, ...source(price) };
}
