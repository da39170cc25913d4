import type { OwnedChange, PriceChange, TrendChange, WhatIfAdjustments, WorkloadAdjustment } from '@shared/analysis/what-if';
import type { PoolKind } from '@shared/scenario';

/** The kinds rented from a provider at a catalog price (owned servers are bought). */
export type RentedKind = Exclude<PoolKind, 'owned'>;

/**
 * Small, pure edits of a what-if's adjustments. A value back at the baseline removes its
 * entry, so "moved back" and "never moved" are the same what-if (and share their runs).
 */
const NEUTRAL: Partial<Record<keyof WorkloadAdjustment, number>> = { curveScale: 1, peakShiftHours: 0, arrivalsFactor: 1, sizeFactor: 1 };

export function withWorkload<K extends keyof WorkloadAdjustment>(a: WhatIfAdjustments, workloadId: string, field: K, value: WorkloadAdjustment[K] | undefined): WhatIfAdjustments {
  const current = { ...(a.workloads[workloadId] ?? {}) };
  if (value === undefined || (typeof value === 'number' && NEUTRAL[field] === value)) delete current[field];
  else current[field] = value;
  const workloads = { ...a.workloads };
  if (Object.keys(current).length === 0) delete workloads[workloadId];
  else workloads[workloadId] = current;
  return { ...a, workloads };
}

export function withPrice(a: WhatIfAdjustments, kind: keyof PriceChange, change: number): WhatIfAdjustments {
  const prices: PriceChange = { ...a.prices };
  if (change === 0) delete prices[kind];
  else prices[kind] = change;
  return { ...a, prices };
}

/** The trend of one pool kind, % a year; back at the scenario's own trend it is no change at all. */
export function withTrend(a: WhatIfAdjustments, kind: RentedKind, percent: number, planned: number): WhatIfAdjustments {
  const trends: TrendChange = { ...a.trends };
  if (percent === planned) delete trends[kind];
  else trends[kind] = percent;
  const next = { ...a };
  if (Object.keys(trends).length === 0) delete next.trends;
  else next.trends = trends;
  return next;
}

export function withSpotFactor(a: WhatIfAdjustments, factor: number): WhatIfAdjustments {
  const next = { ...a };
  if (factor === 1) delete next.spotInterruptionFactor;
  else next.spotInterruptionFactor = factor;
  return next;
}

export function withPoolSize(a: WhatIfAdjustments, strategyId: string, poolId: string, size: number, baseline: number): WhatIfAdjustments {
  const pools = { ...(a.poolSizes[strategyId] ?? {}) };
  if (size === baseline) delete pools[poolId];
  else pools[poolId] = size;
  const poolSizes = { ...a.poolSizes };
  if (Object.keys(pools).length === 0) delete poolSizes[strategyId];
  else poolSizes[strategyId] = pools;
  return { ...a, poolSizes };
}

export function withPhaseStart(a: WhatIfAdjustments, phaseId: string, day: number, baseline: number): WhatIfAdjustments {
  const phaseStartDays = { ...a.phaseStartDays };
  if (day === baseline) delete phaseStartDays[phaseId];
  else phaseStartDays[phaseId] = day;
  return { ...a, phaseStartDays };
}

/** Owned servers' tariff change or resale points; 0 is no change. */
export function withOwned(a: WhatIfAdjustments, field: keyof OwnedChange, value: number): WhatIfAdjustments {
  const owned: OwnedChange = { ...a.owned };
  if (value === 0) delete owned[field];
  else owned[field] = value;
  const next = { ...a };
  if (Object.keys(owned).length === 0) delete next.owned;
  else next.owned = owned;
  return next;
}

/** A savings plan's commitment per hour as a change; 0 is no change. */
export function withPlanCommitment(a: WhatIfAdjustments, strategyId: string, planId: string, change: number): WhatIfAdjustments {
  const plans = { ...(a.savingsPlans?.[strategyId] ?? {}) };
  if (change === 0) delete plans[planId];
  else plans[planId] = change;
  const savingsPlans = { ...a.savingsPlans };
  if (Object.keys(plans).length === 0) delete savingsPlans[strategyId];
  else savingsPlans[strategyId] = plans;
  const next = { ...a };
  if (Object.keys(savingsPlans).length === 0) delete next.savingsPlans;
  else next.savingsPlans = savingsPlans;
  return next;
}
