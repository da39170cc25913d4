import type { PriceKind } from '../draft/new-items';

export const PRICE_KINDS: readonly PriceKind[] = ['onDemand', 'spot', 'reserved', 'bareMetal'];

export const PRICE_STATUSES = ['sourced', 'secondary', 'estimate', 'claim', 'user'] as const;
export type PriceStatus = (typeof PRICE_STATUSES)[number];

export function isPriceStatus(value: unknown): value is PriceStatus {
  return (PRICE_STATUSES as readonly unknown[]).includes(value);
}

/** The field holding the amount: per instance-hour, or per server-month for bare metal. */
export function amountField(kind: PriceKind): 'perHour' | 'perServerMonth' {
  return kind === 'bareMetal' ? 'perServerMonth' : 'perHour';
}

/** How sure a price is, as a chip colour: sourced prices plain, estimates and claims marked. */
export const STATUS_COLORS: Readonly<
  Record<PriceStatus, 'success' | 'info' | 'warning' | 'default'>
> = {
  sourced: 'success',
  secondary: 'info',
  estimate: 'warning',
  claim: 'warning',
  user: 'default',
};
