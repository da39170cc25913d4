import type { PoolKind, Scenario } from '@shared/scenario';

export interface TrendSet {
  kind: PoolKind;
  /** null: the kind's trend for every offer; an id: that offer's own trend, in place of the kind's. */
  offerId: string | null;
  percentPerYear: number;
}

const KINDS = ['onDemand', 'reserved', 'spot', 'bareMetal'] as const;

/** The price trends a scenario sets to something other than zero: kinds first, then offers' own. */
export function trendsSet(scenario: Pick<Scenario, 'priceTrends'>): TrendSet[] {
  const trends = scenario.priceTrends;
  if (!trends) return [];
  const out: TrendSet[] = [];
  for (const kind of KINDS) {
    const percentPerYear = trends[kind];
    if (percentPerYear !== undefined && percentPerYear !== 0) out.push({ kind, offerId: null, percentPerYear });
  }
  for (const o of trends.offers ?? []) out.push({ kind: o.kind, offerId: o.offerId, percentPerYear: o.percentPerYear });
  return out;
}
