/**
 * The ways to buy GPU time, in the order the overview explains them. The keys match
 * the translation keys under `home.pools` and the theme's pool colours.
 */
export const POOL_KINDS = ['onDemand', 'reserved', 'spot', 'bareMetal', 'owned'] as const;
export type PoolKind = (typeof POOL_KINDS)[number];
