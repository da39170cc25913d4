import { z } from 'zod';
import { BillCosts } from './bill-costs-schema';
import { Catalog } from './catalog-schema';
import { PriceTrends } from './price-trend-schema';
import { Id, IsoDate, NonNegative, Positive, PositiveInt } from './primitives';
import { checkReferences } from './references';
import { Strategy } from './strategy-schema';
import { Workload } from './workload-schema';

export const CURRENT_SCHEMA_VERSION = 8;

export const CurrencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as CNY, USD or EUR');

export const Phase = z
  .strictObject({
    id: Id,
    name: z.string().min(1).max(120),
    kind: z.enum(['development', 'production', 'other']).default('other'),
    startDay: NonNegative,
    endDay: Positive,
  })
  .refine((p) => p.endDay > p.startDay, { message: 'endDay must be after startDay', path: ['endDay'], params: { key: 'endNotAfterStart' } });
export type Phase = z.infer<typeof Phase>;

/**
 * How strategies are compared when a commitment (a reservation or bare-metal term) outlasts the
 * horizon: `horizonSlice` reads the horizon as a representative slice of a longer life and counts
 * only the part of each term inside it (pro rata); `wholeCommitments` counts every signed term in
 * full, as the cash the plan commits to. Absent means `horizonSlice`.
 */
export const ComparisonBasis = z.enum(['horizonSlice', 'wholeCommitments']);
export type ComparisonBasis = z.infer<typeof ComparisonBasis>;
export const DEFAULT_COMPARISON_BASIS: ComparisonBasis = 'horizonSlice';

export const SimulationSettings = z
  .strictObject({
    runs: PositiveInt.max(100_000).default(50),
    baseSeed: z.number().int().min(0).max(2 ** 31 - 1).default(1),
    /** Optional: absent reads as DEFAULT_COMPARISON_BASIS (see comparisonBasisOf). */
    comparisonBasis: ComparisonBasis.optional(),
    /**
     * Cost of capital, % a year, for the net present value of each strategy's cash. Optional:
     * absent (or 0) counts a payment next year the same as one today.
     */
    discountRatePercent: z.number().finite().min(0).max(100).optional(),
  })
  .prefault({});

const ScenarioShape = z.strictObject({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  name: z.string().min(1).max(200),
  description: z.string().max(10_000).default(''),
  currency: CurrencyCode,
  /** Optional second currency for display: 1 unit of `currency` = `rate` units of `code`. */
  displayCurrency: z.strictObject({ code: CurrencyCode, rate: Positive }).optional(),
  /** Local midnight of this date is time zero of the simulation. */
  startDate: IsoDate,
  horizonDays: PositiveInt.max(3660),
  /** IANA zone the hours of traffic curves and working hours are read in (fixed offset days). */
  timeZone: z.string().min(1).max(64).default('UTC'),
  /** What an hour of a person waiting on a result is worth, in the scenario currency. */
  waitingValuePerPersonHour: NonNegative.default(0),
  /** Optional: prices that move over the horizon (absent = today's prices throughout). */
  priceTrends: PriceTrends.optional(),
  catalog: Catalog,
  /** Optional: storage, egress, discounts, support and tax beside GPU time (absent = GPU time only). */
  billCosts: BillCosts.optional(),
  phases: z.array(Phase).max(50).default([]),
  workloads: z.array(Workload).min(1).max(200),
  strategies: z.array(Strategy).min(1).max(50),
  simulation: SimulationSettings,
});

export const Scenario = ScenarioShape.superRefine(checkReferences);
export type Scenario = z.infer<typeof ScenarioShape>;
/** A scenario as written in a file, before defaults are filled in. */
export type ScenarioInput = z.input<typeof ScenarioShape>;

/** The scenario's comparison basis, the default when it names none. */
export function comparisonBasisOf(scenario: { simulation: { comparisonBasis?: ComparisonBasis | undefined } }): ComparisonBasis {
  return scenario.simulation.comparisonBasis ?? DEFAULT_COMPARISON_BASIS;
}

/** The scenario's discount rate, % a year (0 when it names none). */
export function discountRateOf(scenario: { simulation: { discountRatePercent?: number | undefined } }): number {
  return scenario.simulation.discountRatePercent ?? 0;
}
