import type { CatalogInput, OfferInput } from './default-catalog';

export type PriceKind = 'onDemand' | 'reserved' | 'spot' | 'bareMetal';

/** One price of one offer, flattened for listings ("every price shows its date and source"). */
export interface PriceEntry {
  offerId: string;
  kind: PriceKind;
  /** Reserved: the term; bare-metal: the minimum term. */
  termMonths: number | null;
  /** Per instance-hour, or per server-month for bare-metal. */
  amount: number;
  unit: 'instance-hour' | 'server-month';
  asOf: string;
  source: string;
  status: string;
}

/** Every price in a catalog, offer by offer, in a stable order. */
export function priceEntries(catalog: CatalogInput): PriceEntry[] {
  const out: PriceEntry[] = [];
  for (const offer of catalog.offers) {
    const p = offer.prices ?? {};
    const base = (
      kind: PriceKind,
      termMonths: number | null,
      amount: number,
      price: { asOf: string; source: string; status?: string | undefined },
    ) =>
      out.push({
        offerId: offer.id,
        kind,
        termMonths,
        amount,
        unit: kind === 'bareMetal' ? 'server-month' : 'instance-hour',
        asOf: price.asOf,
        source: price.source,
        status: price.status ?? 'user',
      });
    if (p.onDemand) base('onDemand', null, p.onDemand.perHour, p.onDemand);
    for (const r of p.reserved ?? []) base('reserved', r.termMonths, r.perHour, r);
    if (p.spot) base('spot', null, p.spot.perHour, p.spot);
    if (p.bareMetal)
      base('bareMetal', p.bareMetal.minTermMonths ?? 1, p.bareMetal.perServerMonth, p.bareMetal);
  }
  return out;
}

/**
 * The catalog with every price multiplied by `rate` (units of the new currency per unit of the
 * old), rounded to 4 decimals, and the conversion appended to each price's source text so the
 * rate stays visible ("converted at 7.2 CNY per USD").
 */
export function convertCatalogPrices(
  catalog: CatalogInput,
  rate: number,
  note: string,
): CatalogInput {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError('rate must be a positive number');
  const round = (x: number) => Math.round(x * rate * 10_000) / 10_000;
  const cite = (source: string) => `${source}; ${note}`.slice(0, 500);
  const offers = catalog.offers.map((offer): OfferInput => {
    const p = offer.prices ?? {};
    return {
      ...offer,
      prices: {
        ...(p.onDemand && {
          onDemand: {
            ...p.onDemand,
            perHour: round(p.onDemand.perHour),
            source: cite(p.onDemand.source),
          },
        }),
        reserved: (p.reserved ?? []).map((r) => ({
          ...r,
          perHour: round(r.perHour),
          source: cite(r.source),
        })),
        ...(p.spot && {
          spot: { ...p.spot, perHour: round(p.spot.perHour), source: cite(p.spot.source) },
        }),
        ...(p.bareMetal && {
          bareMetal: {
            ...p.bareMetal,
            perServerMonth: round(p.bareMetal.perServerMonth),
            source: cite(p.bareMetal.source),
          },
        }),
      },
    };
  });
  return { ...catalog, offers };
}

/**
 * A smaller catalog holding only the given offers (in the order given) and the GPUs they use,
 * plus the reference GPU: what a scenario file embeds. Unknown ids throw: this is for code that
 * builds scenarios, where a typo is a bug.
 */
export function pickOffers(catalog: CatalogInput, offerIds: readonly string[]): CatalogInput {
  const byId = new Map(catalog.offers.map((o) => [o.id, o]));
  const offers = offerIds.map((id) => {
    const offer = byId.get(id);
    if (!offer) throw new Error(`no offer "${id}" in the catalog`);
    return offer;
  });
  const gpuIds = new Set([catalog.referenceGpuId, ...offers.map((o) => o.gpuId)]);
  return { ...catalog, gpus: catalog.gpus.filter((g) => gpuIds.has(g.id)), offers };
}
