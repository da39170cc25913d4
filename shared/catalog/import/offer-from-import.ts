import type { OfferInput } from '../default-catalog';
import type { ImportedOffer } from './price-list-types';
import { roundPrice } from './row-values';

/** Where imported prices come from and how they are converted, as the planner confirmed it. */
export interface PriceStamp {
  asOf: string;
  source: string;
  status: 'sourced' | 'secondary' | 'user';
  /** Units of the scenario's currency per unit of the file's (1 when they are the same). */
  rate: number;
}

/** Network speed assumed for an offer whose file does not state one (SkyPilot, most quotes). */
export const ASSUMED_NETWORK_GBPS = 25;

type Prices = NonNullable<OfferInput['prices']>;

/** The prices an imported offer states, in the scenario's currency, each with its date and source. */
export function importedPrices(offer: ImportedOffer, stamp: PriceStamp): Prices {
  const at = { asOf: stamp.asOf, source: `${stamp.source}, line ${offer.line}`.slice(0, 500), status: stamp.status };
  const money = (x: number) => roundPrice(x * stamp.rate);
  return {
    ...(offer.onDemandPerHour !== undefined ? { onDemand: { ...at, perHour: money(offer.onDemandPerHour) } } : {}),
    ...(offer.spotPerHour !== undefined ? { spot: { ...at, perHour: money(offer.spotPerHour) } } : {}),
    reserved: offer.reserved.map((r) => ({
      ...at,
      termMonths: r.termMonths,
      perHour: money(r.perHour),
      upfrontShare: r.upfrontShare,
      ...(r.payments && r.payments.length > 0
        ? { payments: r.payments.map((p) => ({ option: p.option, upfront: money(p.upfront), perHour: money(p.perHour) })) }
        : {}),
    })),
    ...(offer.bareMetalPerServerMonth !== undefined
      ? { bareMetal: { ...at, perServerMonth: money(offer.bareMetalPerServerMonth), minTermMonths: 1, leadTimeDays: 0 } }
      : {}),
  };
}

/** A catalog offer for an imported one no offer of the catalog matches. */
export function newOfferFromImport(offer: ImportedOffer, id: string, gpuId: string, stamp: PriceStamp): OfferInput {
  const assumed = offer.networkGbps === undefined ? ` Network speed is not in the file: ${ASSUMED_NETWORK_GBPS} Gbps assumed.` : '';
  return {
    id,
    provider: offer.provider.slice(0, 120),
    instanceType: offer.instanceType.slice(0, 120),
    ...(offer.region !== '' ? { region: offer.region.slice(0, 120) } : {}),
    gpuId,
    gpusPerInstance: offer.gpusPerInstance,
    vcpus: offer.vcpus,
    ramGb: offer.ramGb,
    networkGbps: offer.networkGbps ?? ASSUMED_NETWORK_GBPS,
    virtualization: offer.bareMetalInstance ? 'bare-metal' : 'passthrough',
    prices: importedPrices(offer, stamp),
    notes: `Imported from ${stamp.source} (line ${offer.line}) on ${stamp.asOf}.${assumed} Efficiency factors are the defaults: adjust them to what you measure.`.slice(0, 2000),
  };
}
