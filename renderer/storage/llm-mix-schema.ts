/**
 * What a stored "cheapest mix of GPUs" must hold to be read back (the results screen and the
 * report read these fields), bounded like the other stored analyses. Loose objects: the
 * analysis may carry more (its strategy is checked in full by the scenario's own validation
 * when it is added), so a richer result from a newer app version still reads.
 */
import { z } from 'zod';

const Id = z.string().min(1).max(200);
const Text = z.string().max(10_000);
const Amount = z.number().finite();
const Share = z.number().finite().min(0).max(1);
/** A mix has at most a handful of offers and size classes; a list past this is not one. */
const Few = <T extends z.ZodType>(item: T) => z.array(item).max(1_000);

const MixOffer = z.looseObject({
  offerId: Id,
  name: Text,
  pricePerReplicaHour: Amount,
  classCapacity: Few(Amount),
  replicaHours: Amount,
  cost: Amount,
  peakReplicas: Amount,
});

export const LlmMixAnalysisSchema = z.looseObject({
  workloadId: Id,
  workloadName: Text,
  currency: z.string().min(1).max(10),
  horizonDays: z.number().finite().min(0),
  classNames: Few(Text),
  offers: Few(MixOffer),
  leftOut: Few(z.looseObject({ offerId: Id, reason: Text })),
  base: z
    .looseObject({ offerId: Id, replicas: Amount, termMonths: Amount, cost: Amount })
    .nullable(),
  plan: z
    .looseObject({
      totalCost: Amount,
      bestSingle: z.looseObject({ offerId: Id, cost: Amount }).nullable(),
      saving: Amount.nullable(),
      classSplit: Few(z.looseObject({ offers: Few(Share), base: Share })),
      sentence: Text,
    })
    .nullable(),
  failure: Text.nullable(),
  strategy: z.looseObject({ id: Id, name: z.string().max(1_000) }).nullable(),
  /** The strategies that serve the mix, simulated (absent in a mix kept before they were). */
  candidates: Few(
    z.looseObject({ kind: z.enum(['routed', 'inOrder']), strategyName: Text, totalCostP50: Amount, meetsTargets: z.boolean() }),
  ).optional(),
  chosen: z.enum(['routed', 'inOrder']).nullable().optional(),
  note: Text,
});

/** The last mix of each service planned in tokens, with the base each was solved with. */
export const LlmMixResultSchema = z.looseObject({ mixes: Few(LlmMixAnalysisSchema) });
