import { z } from 'zod';
import { LLM_METRICS, LLM_STATISTICS, MAX_LLM_TARGETS } from '@shared/scenario';
import type { Recommendation, ScenarioResults } from '@shared/sim/results';
import { WhatIfAdjustments } from './adjustments';
import { units } from '../stats';
import { compareResults, type ResultsComparison } from './compare';

/**
 * A what-if kept for the report of its results: the figures of the baseline and of the
 * what-if as the what-if mode showed them once every run was in, on the same seeds, compared
 * by compareResults (so the report and the screen share one arithmetic of the changes). Only
 * the comparison and the two recommendations are kept, not the results themselves, which
 * hold a representative run's jobs and daily series (megabytes).
 */
export interface KeptWhatIfResult {
  /** Runs behind both sides: always the scenario's full count (a first answer is never kept). */
  runs: number;
  baseSeed: number;
  comparison: ResultsComparison;
  recommendationBefore: Recommendation | null;
  recommendationAfter: Recommendation | null;
  /** Cost by calendar month of each strategy's median run on both sides, for the report's chart (absent in what-ifs kept before it was). */
  costByMonth?: KeptCostByMonth;
}

/** Each strategy's cost in each calendar month of its median run: the saved scenario's and the what-if's. */
export interface KeptCostByMonth {
  /** "YYYY-MM", in order: the months of the horizon either side has costs in. */
  months: string[];
  /** In currency units, one value per month. */
  strategies: { strategyId: string; before: number[]; after: number[] }[];
}

/**
 * The months' costs of the median runs of both sides: a few numbers a month, not the runs
 * themselves. What the what-if mode's cost chart draws, and what a kept what-if keeps of it.
 */
export function medianRunCostByMonth(baseline: ScenarioResults, whatIf: ScenarioResults): KeptCostByMonth {
  const months = [
    ...new Set([...baseline.strategies, ...whatIf.strategies].flatMap((s) => Object.keys(s.representative.costByMonthMicro))),
  ].sort();
  const monthly = (byMonth: Record<string, number> | undefined) => months.map((m) => units(byMonth?.[m] ?? 0));
  return {
    months,
    strategies: whatIf.strategies.map((s) => ({
      strategyId: s.strategyId,
      before: monthly(baseline.strategies.find((b) => b.strategyId === s.strategyId)?.representative.costByMonthMicro),
      after: monthly(s.representative.costByMonthMicro),
    })),
  };
}

/** Why a what-if answer cannot be kept: it is not yet the full-run answer of both sides. */
export class PartialWhatIfError extends Error {}

/**
 * The record of a what-if answer, for keeping with its run. Refuses a first or refining answer
 * (fewer runs than the scenario asks for, on either side) and two sides on different seeds.
 */
export function keepWhatIf(baseline: ScenarioResults, whatIf: ScenarioResults, fullRuns: number): KeptWhatIfResult {
  if (baseline.runs !== fullRuns || whatIf.runs !== fullRuns)
    throw new PartialWhatIfError(`only a full-run answer is kept: ${Math.min(baseline.runs, whatIf.runs)} of ${fullRuns} runs are in`);
  if (baseline.baseSeed !== whatIf.baseSeed)
    throw new PartialWhatIfError(`the baseline (seed ${baseline.baseSeed}) and the what-if (seed ${whatIf.baseSeed}) do not share their seeds`);
  return {
    runs: fullRuns,
    baseSeed: baseline.baseSeed,
    comparison: compareResults(baseline, whatIf),
    recommendationBefore: baseline.recommendation,
    recommendationAfter: whatIf.recommendation,
    costByMonth: medianRunCostByMonth(baseline, whatIf),
  };
}

// ---- Reading a kept record back (from the database or a backup file): bounded and strict. ----

const Amount = z.number().finite().min(-1e15).max(1e15);
const Id = z.string().min(1).max(200);

const FigureDeltaSchema = z.strictObject({
  before: Amount,
  after: Amount,
  change: Amount,
  percent: z.number().finite().min(-1e9).max(1e9).nullable(),
});

const PairedSchema = z.strictObject({
  pairs: z.int().min(0).max(1_000_000),
  mean: Amount,
  sd: z.number().finite().min(0).max(1e15),
  halfWidth95: z.number().finite().min(0).max(1e15),
  withinNoise: z.boolean(),
});

const PairedSpreadSchema = z.strictObject({
  pairs: z.int().min(1).max(1_000_000),
  mean: Amount,
  p10: Amount,
  p50: Amount,
  p90: Amount,
  exact: z.boolean(),
  withinNoise: z.boolean(),
});

const LlmFigureIdSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('target'),
    index: z.int().min(0).max(MAX_LLM_TARGETS - 1),
    metric: z.enum(LLM_METRICS),
    statistic: z.enum(LLM_STATISTICS),
    ms: z.number().finite().positive().max(3_600_000),
  }),
  z.strictObject({ type: z.literal('perMillion') }),
  z.strictObject({ type: z.literal('perMillionOutput') }),
]);

const LlmDeltaFigureSchema = z.strictObject({
  key: z.string().min(1).max(300),
  workloadId: Id,
  workloadName: z.string().max(1_000),
  figure: LlmFigureIdSchema,
  kind: z.enum(['share', 'money']),
  delta: FigureDeltaSchema,
  paired: PairedSpreadSchema.nullable(),
  // Absent from what-ifs kept before the analytical estimate was shown beside simulated requests.
  estimate: FigureDeltaSchema.optional(),
});

const StrategyDeltaSchema = z.strictObject({
  strategyId: Id,
  name: z.string().max(1_000),
  totalCost: FigureDeltaSchema,
  totalCostPaired: PairedSchema,
  costIncludingWaiting: FigureDeltaSchema,
  costPerJob: FigureDeltaSchema.nullable(),
  costPer10kRequests: FigureDeltaSchema.nullable(),
  turnaroundP50H: FigureDeltaSchema.nullable(),
  turnaroundPaired: PairedSchema.nullable(),
  meetsTargetsBefore: z.boolean(),
  meetsTargetsAfter: z.boolean(),
  // Absent from what-ifs kept before the report showed unit-cost noise and target figures.
  costPerJobPaired: PairedSchema.nullable().optional(),
  costPer10kRequestsPaired: PairedSchema.nullable().optional(),
  unservedShare: FigureDeltaSchema.nullable().optional(),
  unservedSharePaired: PairedSchema.nullable().optional(),
  latencyMissShare: FigureDeltaSchema.nullable().optional(),
  latencyMissSharePaired: PairedSchema.nullable().optional(),
  requestMissShare: FigureDeltaSchema.nullable().optional(),
  requestMissSharePaired: PairedSchema.nullable().optional(),
  deadlineMisses: FigureDeltaSchema.nullable().optional(),
  deadlineMissesPaired: PairedSchema.nullable().optional(),
  // Absent from what-ifs kept before services planned in tokens were compared run by run.
  llm: z.array(LlmDeltaFigureSchema).max(2_000).optional(),
  // Strategies with priorities on a shared pool only (shared-pool-deltas.ts); absent from what-ifs kept before.
  serviceOverflowCost: FigureDeltaSchema.optional(),
  serviceOverflowCostPaired: PairedSchema.optional(),
  priorityPreemptionsPerJob: FigureDeltaSchema.optional(),
  priorityPreemptionsPerJobPaired: PairedSchema.optional(),
  priorityLostGpuHours: FigureDeltaSchema.optional(),
  priorityLostGpuHoursPaired: PairedSchema.optional(),
  turnaroundP95H: FigureDeltaSchema.optional(),
  turnaroundP95Paired: PairedSchema.optional(),
  // Strategies that own servers or commit to a savings plan (owned-deltas.ts); absent from what-ifs kept before.
  npv: FigureDeltaSchema.optional(),
  owned: z
    .array(
      z.strictObject({
        poolId: Id,
        name: z.string().max(1_000),
        utilisation: FigureDeltaSchema.nullable(),
        power: FigureDeltaSchema,
        breakEvenAccounting: FigureDeltaSchema.nullable(),
        breakEvenCash: FigureDeltaSchema.nullable(),
      }),
    )
    .max(200)
    .optional(),
});

const ComparisonSchema = z.strictObject({
  strategies: z.array(StrategyDeltaSchema).max(200),
  recommendationBefore: Id.nullable(),
  recommendationAfter: Id.nullable(),
  recommendationChanged: z.boolean(),
  pairs: z.int().min(0).max(1_000_000),
});

/** The fields the recommendation sentence reads; the rest of a recommendation is kept as it is. */
const RecommendationSchema = z.looseObject({
  strategyId: Id,
  reason: z.string().max(5_000),
  basis: z.enum(['cheapest-meeting-targets', 'only-strategy', 'none-meet-targets']),
  metric: z.enum(['costPerJob', 'costPer10kRequests', 'totalCost']),
  comparedWithId: Id.nullable(),
  saving: z.number().finite().nullable(),
  turnaroundGainH: z.number().finite().nullable(),
  comparedWithMeetsTargets: z.boolean(),
  cheaperButMissesId: Id.nullable(),
  cheaperButMisses: z.array(z.enum(['deadlines', 'latency'])).max(2),
  runsMeetingTargets: z.number().min(0).max(1),
});

/** A horizon is at most about 30 years: 400 months is room enough. */
const MONTHS_KEPT = 400;

const CostByMonthSchema = z
  .strictObject({
    months: z.array(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM')).max(MONTHS_KEPT),
    strategies: z
      .array(z.strictObject({ strategyId: Id, before: z.array(Amount).max(MONTHS_KEPT), after: z.array(Amount).max(MONTHS_KEPT) }))
      .max(200),
  })
  .refine((v) => v.strategies.every((s) => s.before.length === v.months.length && s.after.length === v.months.length), {
    message: 'one cost for each month on both sides',
    path: ['strategies'],
  });

export const KeptWhatIfResultSchema = z.strictObject({
  runs: z.int().min(1).max(1_000_000),
  baseSeed: z.int().min(0).max(2_147_483_647),
  comparison: ComparisonSchema,
  recommendationBefore: RecommendationSchema.nullable(),
  recommendationAfter: RecommendationSchema.nullable(),
  costByMonth: CostByMonthSchema.optional(),
});

/** A kept what-if as stored with its run: the adjustments (the planner's choices), the figures, and when. */
export const KeptWhatIfSchema = z.strictObject({
  result: KeptWhatIfResultSchema,
  options: WhatIfAdjustments,
  /** Epoch milliseconds between 1970 and the year 9999. */
  computedAt: z.int().min(0).max(253_402_300_799_999),
});
