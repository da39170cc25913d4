import { Catalog } from '@shared/scenario';
import type { PriceKind } from '../catalog-tools';
import { DEFAULT_GPUS, type CatalogInput, type GpuInput, type OfferInput } from '../default-catalog';
import { matchGpu } from './gpu-match';
import { importedPrices, newOfferFromImport, type PriceStamp } from './offer-from-import';
import type { ImportedOffer, PriceListParse } from './price-list-types';

/**
 * What importing a price list would do to a catalog, before anything is changed: offers it
 * adds, prices it changes (old → new), prices it confirms, GPUs it brings, and the catalog as
 * it would be. Applying is taking `catalog`; cancelling is dropping the preview.
 *
 * An imported offer is the catalog's offer with the same provider, instance type and region
 * (case aside). Its prices of the kinds the file states are replaced, with the file's date and
 * source; prices the file does not state stay as they were.
 */

export interface PriceAmount {
  kind: PriceKind;
  termMonths: number | null;
  amount: number;
}

export interface PriceChange extends PriceAmount {
  offerId: string;
  label: string;
  /** null: the offer had no price of this kind (or term) before. */
  old: number | null;
}

export interface NewOfferLine {
  offerId: string;
  label: string;
  gpuName: string;
  gpusPerInstance: number;
  prices: PriceAmount[];
  line: number;
}

export interface NewGpuLine {
  id: string;
  name: string;
  /** 'default': taken from the default catalog; 'unknown': speeds are estimates to confirm. */
  kind: 'default' | 'unknown';
}

export interface ImportPreview {
  newOffers: NewOfferLine[];
  changes: PriceChange[];
  /** Matched offers whose prices the file states unchanged (their date and source are renewed). */
  confirmed: number;
  newGpus: NewGpuLine[];
  /** Offers of the file left out by the region filter. */
  filteredOut: number;
  /** The catalog after applying. */
  catalog: CatalogInput;
  /** Why the result cannot be applied (too many offers, a value the format refuses). */
  problems: string[];
}

export interface PreviewOptions extends PriceStamp {
  /** Keep only offers in these regions (empty: every region). */
  regions: readonly string[];
}

/** The format's own limits on a catalog (catalog-schema.ts). */
export const MAX_OFFERS = 2000;
export const MAX_GPUS = 500;

const lower = (s: string | undefined) => (s ?? '').trim().toLowerCase();
const offerKey = (provider: string, type: string, region: string | undefined) => `${lower(provider)}\u0000${lower(type)}\u0000${lower(region)}`;

export function offerLabel(offer: { provider: string; instanceType: string; region?: string | undefined }): string {
  return [`${offer.provider} ${offer.instanceType}`, offer.region].filter(Boolean).join(' · ');
}

function amounts(prices: OfferInput['prices']): PriceAmount[] {
  const p = prices ?? {};
  return [
    ...(p.onDemand ? [{ kind: 'onDemand' as const, termMonths: null, amount: p.onDemand.perHour }] : []),
    ...(p.spot ? [{ kind: 'spot' as const, termMonths: null, amount: p.spot.perHour }] : []),
    ...(p.reserved ?? []).map((r) => ({ kind: 'reserved' as const, termMonths: r.termMonths, amount: r.perHour })),
    ...(p.bareMetal ? [{ kind: 'bareMetal' as const, termMonths: null, amount: p.bareMetal.perServerMonth }] : []),
  ];
}

function uniqueId(base: string, taken: Set<string>): string {
  const clean = base.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '').slice(0, 56) || 'offer';
  let id = clean;
  for (let n = 2; taken.has(id); n++) id = `${clean}-${n}`;
  taken.add(id);
  return id;
}

/** The offer's prices with the imported ones put in, kind by kind (reserved: term by term). */
function mergePrices(current: OfferInput['prices'], incoming: NonNullable<OfferInput['prices']>): NonNullable<OfferInput['prices']> {
  const p = current ?? {};
  const reserved = [...(p.reserved ?? [])];
  for (const r of incoming.reserved ?? []) {
    const at = reserved.findIndex((x) => x.termMonths === r.termMonths);
    if (at >= 0) reserved[at] = r;
    else reserved.push(r);
  }
  return {
    ...p,
    ...(incoming.onDemand ? { onDemand: incoming.onDemand } : {}),
    ...(incoming.spot ? { spot: incoming.spot } : {}),
    reserved: reserved.slice(0, 10),
    ...(incoming.bareMetal ? { bareMetal: incoming.bareMetal } : {}),
  };
}

export function previewImport(catalog: CatalogInput, parsed: PriceListParse, options: PreviewOptions): ImportPreview {
  const regions = new Set(options.regions.map(lower).filter((r) => r !== ''));
  const wanted = parsed.offers.filter((o) => regions.size === 0 || regions.has(lower(o.region)));
  const offers = [...catalog.offers];
  const gpus: GpuInput[] = [...catalog.gpus];
  const byKey = new Map(offers.map((o, index) => [offerKey(o.provider, o.instanceType, o.region), index]));
  const offerIds = new Set(offers.map((o) => o.id));
  const gpuIds = new Set(gpus.map((g) => g.id));
  const preview: Omit<ImportPreview, 'catalog' | 'problems'> = { newOffers: [], changes: [], confirmed: 0, newGpus: [], filteredOut: parsed.offers.length - wanted.length };

  const gpuFor = (offer: ImportedOffer): GpuInput => {
    const match = matchGpu(offer.acceleratorName, offer.gpuMemoryGb, gpus, DEFAULT_GPUS, catalog.referenceGpuId, `Imported from ${options.source}.`);
    if (match.kind === 'catalog') return gpus.find((g) => g.id === match.gpuId)!;
    const gpu = { ...match.gpu, id: uniqueId(match.gpu.id, gpuIds) };
    gpus.push(gpu);
    preview.newGpus.push({ id: gpu.id, name: gpu.name, kind: match.kind });
    return gpu;
  };

  for (const imported of wanted) {
    const incoming = importedPrices(imported, options);
    const index = byKey.get(offerKey(imported.provider, imported.instanceType, imported.region));
    if (index === undefined) {
      const gpu = gpuFor(imported);
      const id = uniqueId(`${imported.provider}-${imported.instanceType}${imported.region ? `-${imported.region}` : ''}`, offerIds);
      const offer = newOfferFromImport(imported, id, gpu.id, options);
      byKey.set(offerKey(offer.provider, offer.instanceType, offer.region), offers.length);
      offers.push(offer);
      preview.newOffers.push({ offerId: id, label: offerLabel(offer), gpuName: gpu.name, gpusPerInstance: offer.gpusPerInstance, prices: amounts(offer.prices), line: imported.line });
      continue;
    }
    const current = offers[index]!;
    const before = amounts(current.prices);
    let changed = false;
    for (const after of amounts(incoming)) {
      const old = before.find((b) => b.kind === after.kind && b.termMonths === after.termMonths);
      if (old && old.amount === after.amount) continue;
      changed = true;
      preview.changes.push({ ...after, offerId: current.id, label: offerLabel(current), old: old?.amount ?? null });
    }
    if (!changed) preview.confirmed++;
    offers[index] = { ...current, prices: mergePrices(current.prices, incoming) };
  }

  const asOf = options.asOf > catalog.asOf ? options.asOf : catalog.asOf;
  const next: CatalogInput = { ...catalog, asOf, gpus, offers };
  const checked = Catalog.safeParse(next);
  const problems: string[] = [];
  if (offers.length > MAX_OFFERS)
    problems.push(`the catalog would hold ${offers.length.toLocaleString('en-US')} offers, more than the ${MAX_OFFERS.toLocaleString('en-US')} a scenario may have: import fewer regions`);
  else if (gpus.length > MAX_GPUS)
    problems.push(`the catalog would hold ${gpus.length} GPUs, more than the ${MAX_GPUS} a scenario may have`);
  else if (!checked.success)
    problems.push(...checked.error.issues.slice(0, 5).map((issue) => `catalog.${issue.path.join('.')}: ${issue.message}`));
  return { ...preview, catalog: next, problems };
}
