import type { Catalog } from './catalog-schema';
import type { Pool, PoolKind } from './strategy-schema';

/**
 * What a pool is called wherever results name it. Most pools carry no name of their own, and
 * their id ("od", "committed") is a file-internal key a reader of a report cannot place, so an
 * unnamed pool is called by the offer it buys ("AWS p4d.24xlarge"); tables show its kind
 * beside it. The id is the last resort, for an offer missing from the catalog.
 */
export function poolLabel(pool: Pick<Pool, 'id' | 'name' | 'offerId'>, catalog: Pick<Catalog, 'offers'>): string {
  if (pool.name !== undefined && pool.name.trim() !== '') return pool.name;
  const offer = catalog.offers.find((o) => o.id === pool.offerId);
  return offer ? `${offer.provider} ${offer.instanceType}` : pool.id;
}

/** A pool kind in English words, for the command line's sentences (the app words its own). */
export const POOL_KIND_WORDS: Readonly<Record<PoolKind, string>> = {
  onDemand: 'on-demand',
  reserved: 'reserved',
  spot: 'spot',
  bareMetal: 'bare-metal',
  owned: 'owned',
};
