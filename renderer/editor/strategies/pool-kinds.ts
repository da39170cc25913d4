import type { PoolKind } from '../draft/new-items';

/** The ways to buy, in the order the overview explains them (and the theme colours them). */
export const POOL_KINDS: readonly PoolKind[] = ['onDemand', 'reserved', 'spot', 'bareMetal', 'owned'];

export function isPoolKind(value: unknown): value is PoolKind {
  return (POOL_KINDS as readonly unknown[]).includes(value);
}
