import { z } from 'zod';
import { TrendPercent } from '@shared/scenario/price-trend-schema';

/**
 * What a planner changes in a what-if, kept apart from the scenario so the saved scenario is
 * never touched until they choose to save, and so "Reset" is simply the empty set. Factors
 * multiply the scenario's own value (1 = unchanged); changes are fractions (-0.3 = 30 % less).
 * Every entry is optional: an absent entry leaves that part of the scenario as it is.
 */
const Factor = z.number().finite().min(0).max(100);
const Change = z.number().finite().min(-1).max(10);

export const WorkloadAdjustment = z.strictObject({
  /** Inference: the weekday traffic curve drawn anew (requests per second per point). */
  curve: z.array(z.number().finite().min(0)).max(288).optional(),
  /** Inference: both day curves times this factor. */
  curveScale: Factor.optional(),
  /** Inference: both day curves moved later by this many hours (negative = earlier), wrapping round the day. */
  peakShiftHours: z.number().finite().min(-23).max(23).optional(),
  /** Inference: compound traffic growth per month, replacing the scenario's. */
  growthPerMonth: z.number().finite().min(-0.9).max(10).optional(),
  /** Training and batch: how often work arrives, times this factor. */
  arrivalsFactor: Factor.optional(),
  /** Training and batch: the size of each job (or task), times this factor. */
  sizeFactor: Factor.optional(),
});
export type WorkloadAdjustment = z.infer<typeof WorkloadAdjustment>;

export const PriceChange = z.strictObject({
  onDemand: Change.optional(),
  reserved: Change.optional(),
  spot: Change.optional(),
  bareMetal: Change.optional(),
  /** Owned servers: the price of a server (the catalog's owned price and any pool's own price). */
  owned: Change.optional(),
});
export type PriceChange = z.infer<typeof PriceChange>;

/** Price trend per pool kind, % a year, in place of the scenario's (every offer of that kind). */
export const TrendChange = z.strictObject({
  onDemand: TrendPercent.optional(),
  reserved: TrendPercent.optional(),
  spot: TrendPercent.optional(),
  bareMetal: TrendPercent.optional(),
});
export type TrendChange = z.infer<typeof TrendChange>;

/** Owned servers' running terms, on every owned pool of every strategy. */
export const OwnedChange = z.strictObject({
  /** The electricity tariff per kWh, as a change (-0.3 = 30 % cheaper power). */
  tariff: Change.optional(),
  /** Resale value at the end of the horizon, in percentage points added to each pool's resalePercent (kept within 0–100 %). */
  resalePoints: z.number().finite().min(-100).max(100).optional(),
});
export type OwnedChange = z.infer<typeof OwnedChange>;

export const WhatIfAdjustments = z.strictObject({
  /** Keyed by workload id. */
  workloads: z.record(z.string(), WorkloadAdjustment).default({}),
  /** Price change per pool kind, on every offer of the catalog. */
  prices: PriceChange.default({}),
  /** Optional (what-ifs kept before trends have none): price trends in place of the scenario's. */
  trends: TrendChange.optional(),
  /** Spot interruptions happen this many times as often (Poisson rate up, market availability spells shorter). */
  spotInterruptionFactor: Factor.optional(),
  /**
   * Reserved instances or bare-metal servers per pool, keyed by strategy id then pool id
   * (a reserved pool's `count`, a bare-metal pool's `servers`).
   */
  poolSizes: z.record(z.string(), z.record(z.string(), z.number().int().min(1).max(100_000))).default({}),
  /** New start day of a phase, keyed by phase id; the phase before it ends there (launch earlier or later). */
  phaseStartDays: z.record(z.string(), z.number().finite().min(0)).default({}),
  /** Optional (what-ifs kept before owned servers had none): tariff and resale of every owned pool. */
  owned: OwnedChange.optional(),
  /**
   * Optional, as `owned`: a savings plan's commitment per hour as a change (0.2 = 20 % more
   * committed), keyed by strategy id then plan id.
   */
  savingsPlans: z.record(z.string(), z.record(z.string(), Change)).optional(),
});
export type WhatIfAdjustments = z.infer<typeof WhatIfAdjustments>;

export function emptyAdjustments(): WhatIfAdjustments {
  return { workloads: {}, prices: {}, poolSizes: {}, phaseStartDays: {} };
}

/** True when nothing is adjusted (every entry absent or neutral). */
export function isEmptyAdjustments(a: WhatIfAdjustments): boolean {
  const workloadsEmpty = Object.values(a.workloads).every((w) =>
    Object.entries(w).every(([key, v]) => v === undefined || (key.endsWith('Factor') || key === 'curveScale' ? v === 1 : key === 'peakShiftHours' ? v === 0 : false)),
  );
  const pricesEmpty = Object.values(a.prices).every((v) => v === undefined || v === 0);
  const poolsEmpty = Object.values(a.poolSizes).every((p) => Object.keys(p).length === 0);
  const trendsEmpty = Object.values(a.trends ?? {}).every((v) => v === undefined);
  const ownedEmpty = Object.values(a.owned ?? {}).every((v) => v === undefined || v === 0);
  const plansEmpty = Object.values(a.savingsPlans ?? {}).every((p) => Object.values(p).every((v) => v === 0));
  return (
    workloadsEmpty &&
    pricesEmpty &&
    trendsEmpty &&
    (a.spotInterruptionFactor === undefined || a.spotInterruptionFactor === 1) &&
    poolsEmpty &&
    ownedEmpty &&
    plansEmpty &&
    Object.keys(a.phaseStartDays).length === 0
  );
}
