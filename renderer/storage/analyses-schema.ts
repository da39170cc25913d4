/**
 * What a run's stored analyses must hold to be read: the fields the results screen and the
 * report read from each, bounded. One schema for the database (a record that fails it is left
 * out rather than drawn) and for a backup file (a record that fails it refuses the file, with
 * the path of the field). Objects are loose where an analysis's result carries more than its
 * readers need, so a richer result from a newer app version still reads.
 */
import { z } from 'zod';
import { KeptWhatIfSchema } from '@shared/analysis/what-if';
import { LlmMixResultSchema } from './llm-mix-schema';

const Timestamp = z.int().min(0).max(253_402_300_799_999);
const Runs = z.int().min(1).max(1_000_000);
const Seed = z.int().min(0).max(2_147_483_647);
const Id = z.string().min(1).max(200);
const Amount = z.number().finite();
/** Lists in an analysis are a few hundred entries at most (strategies, inputs, commitment points). */
const List = <T extends z.ZodType>(item: T) => z.array(item).max(10_000);

const Distribution = z.looseObject({
  p10: Amount,
  p50: Amount,
  p90: Amount,
  mean: Amount,
});

/** A paired difference of the decision analyses (shared/analysis/paired-difference.ts). */
const Paired = z.looseObject({
  mean: Amount,
  low: Amount,
  high: Amount,
  withinNoise: z.boolean(),
  runs: z.int().min(0),
});

const Option = z.looseObject({
  key: z.string().max(1_000),
  kind: z.enum(['reserved', 'bareMetal']),
  offerId: Id,
  termMonths: z.number().finite(),
});

const Plan = z.looseObject({
  tranches: List(z.looseObject({ option: Option, count: z.number().finite(), busyShare: z.number().finite().nullable() })),
  cost: Distribution,
  meetsTargets: z.boolean(),
});

const OptimiseResult = z.looseObject({
  runs: Runs,
  baseSeed: Seed,
  objective: z.enum(['mean', 'p90', 'npv']),
  basis: z.enum(['horizonSlice', 'wholeCommitments']),
  baseStrategyId: Id.nullable(),
  curves: List(
    z.looseObject({
      option: Option,
      points: List(
        z.looseObject({
          count: z.number().finite(),
          gpus: z.number().finite(),
          cost: Distribution,
          meetsTargets: z.boolean(),
          busyShare: z.number().finite().nullable(),
        }),
      ),
      bestCount: z.number().finite(),
    }),
  ),
  flat: Plan.nullable(),
  staggered: Plan.nullable(),
  staggeredVsFlat: Paired.nullable(),
  optimum: z.looseObject({
    source: z.enum(['commitment', 'existing']),
    existingStrategyId: Id.nullable(),
    plan: Plan.nullable(),
    cost: Distribution,
    meetsTargets: z.boolean(),
  }),
  comparisons: List(z.looseObject({ strategyId: Id, name: z.string().max(1_000), difference: Paired })),
  note: z.enum(['no-elastic-base', 'no-commitment-offers', 'no-accepted-term']).nullable(),
});

const Input = z.looseObject({ id: z.string().min(1).max(300), kind: z.string().min(1).max(50), label: z.string().max(1_000) });
const TornadoEnd = z.looseObject({ factor: Amount, winnerId: Id, cost: Amount, lead: Paired.nullable() });

const SensitivityResult = z.looseObject({
  runs: Runs,
  baseSeed: Seed,
  range: z.number().finite().min(0).max(10),
  winnerId: Id,
  runnerUpId: Id.nullable(),
  baseCost: Distribution,
  baseLead: Paired.nullable(),
  rows: List(z.looseObject({ input: Input, low: TornadoEnd, high: TornadoEnd })),
  tippingPoints: List(z.looseObject({ input: Input, direction: z.enum(['up', 'down']), factor: Amount, newWinnerId: Id })),
  unchanged: List(Input),
});

const Hours = z.number().finite().min(0).nullable();
const Share = z.number().finite().min(0).max(1);

const PlanPool = z.looseObject({
  kind: z.enum(['onDemand', 'reserved', 'spot', 'bareMetal', 'owned']),
  offerId: Id,
  count: z.number().finite().min(0).optional(),
  termMonths: z.number().finite().min(0).optional(),
  servedShare: Share,
  // The other workloads on a burst pool shared between workloads: their names are looked up and listed.
  sharedWith: List(Id).optional(),
});

/** A found plan: what the table, the chart, "Add as strategy" and the report read of it. */
const FoundPlan = z.looseObject({
  key: z.string().min(1).max(10_000),
  // Checked in full by the scenario's own validation when it is added.
  strategy: z.looseObject({ id: Id, name: z.string().max(1_000) }),
  choices: List(z.looseObject({ workloadId: Id, pools: List(PlanPool) })),
  cost: Distribution,
  turnaroundP95H: Hours,
  latencyMissH: Hours,
  meetsTargets: z.boolean(),
  metShare: Share,
  contract: z.looseObject({ contractValue: Amount, npv: Amount, lastEndDate: z.string().max(40).nullable() }),
  reason: z.looseObject({ kind: z.string().min(1).max(50) }),
  vsBestExisting: Paired.nullable(),
});

const PlanSearchResult = z.looseObject({
  runs: Runs,
  baseSeed: Seed,
  budgetSeconds: z.number().finite().positive(),
  elapsedMs: z.number().finite().min(0),
  plansTried: z.int().min(0),
  plansPruned: z.int().min(0),
  axis: z.enum(['turnaroundP95H', 'latencyMissH']),
  stoppedBy: z.enum(['searchedAll', 'budget']),
  bestKey: z.string().max(10_000).nullable(),
  bestExistingId: Id.nullable().optional(),
  frontier: List(FoundPlan),
  existing: List(
    z.looseObject({ strategyId: Id, name: z.string().max(1_000), cost: Distribution, turnaroundP95H: Hours, latencyMissH: Hours, meetsTargets: z.boolean() }),
  ),
  offersConsidered: List(Id),
  note: z.enum(['no-offers-match', 'no-workloads']).nullable(),
});

/** The choices made for an analysis are passed back to it as they are: an object, nothing more is read. */
const Options = z.looseObject({});

export const StoredOptimiseSchema = z.strictObject({ result: OptimiseResult, options: Options, computedAt: Timestamp });
export const StoredSensitivitySchema = z.strictObject({ result: SensitivityResult, options: Options, computedAt: Timestamp });
export const StoredPlanSearchSchema = z.strictObject({ result: PlanSearchResult, options: Options, computedAt: Timestamp });
export const StoredLlmMixSchema = z.strictObject({ result: LlmMixResultSchema, options: Options, computedAt: Timestamp });

/** A run's `analyses`: each analysis optional, nothing else. */
export const RunAnalysesSchema = z.strictObject({
  optimise: StoredOptimiseSchema.optional(),
  sensitivity: StoredSensitivitySchema.optional(),
  planSearch: StoredPlanSearchSchema.optional(),
  llmMix: StoredLlmMixSchema.optional(),
  whatIf: KeptWhatIfSchema.optional(),
});

export const ANALYSIS_SCHEMAS = {
  optimise: StoredOptimiseSchema,
  sensitivity: StoredSensitivitySchema,
  planSearch: StoredPlanSearchSchema,
  llmMix: StoredLlmMixSchema,
  whatIf: KeptWhatIfSchema,
} as const;
