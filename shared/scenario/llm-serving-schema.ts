import { z } from 'zod';
import { LATENCY_METRICS, LATENCY_STATISTICS } from '@shared/llm/latency-target';
import { Fraction, Id, NonNegative, Positive, PositiveInt } from './primitives';

/**
 * An inference workload planned in tokens, the way LLM teams plan a serving fleet: the request
 * mix as size classes, how each offer serves the model (from the planner's serving benchmark),
 * and percentile targets on time to first token, time per output token and end-to-end time.
 * When a workload has it, each replica's capacity and latency come from the token model
 * (shared/llm) instead of requestsPerSecondPerReplica, serviceTimeMs, concurrencyPerReplica and
 * latencyTargetMs, which the file keeps but the run does not read.
 */

/** The most size classes a mix has: a planner reads them as a table. */
export const MAX_SIZE_CLASSES = 8;
/** The most percentile targets a service holds (a metric at each statistic would be 12; nobody holds all). */
export const MAX_LLM_TARGETS = 9;
/** Shares are typed with a few digits: within this of 1 they sum to 1. */
export const SHARE_SUM_TOLERANCE = 1e-3;

export const LlmSizeClass = z.strictObject({
  name: z.string().min(1).max(60),
  /** Share of requests, 0..1; the mix's shares sum to 1. */
  share: Fraction,
  /** Mean prompt (input) tokens of a request of the class. */
  promptTokens: Positive.max(10_000_000),
  /** Mean output (generated) tokens of a request of the class. */
  outputTokens: NonNegative.max(10_000_000),
});
export type LlmSizeClass = z.infer<typeof LlmSizeClass>;

/** Marked like a price: true until the figure is measured on the real model and offer. */
const Estimate = z.boolean().default(true);

/**
 * Prefill speed, the decode step model (one sequence alone, and the full batch in aggregate) and
 * the concurrency the KV cache allows: what a serving benchmark reports.
 */
export const ThroughputServing = z
  .strictObject({
    kind: z.literal('throughput'),
    prefillTokensPerSecond: Positive.max(1e9),
    singleSequenceTokensPerSecond: Positive.max(1e7),
    fullBatchTokensPerSecond: Positive.max(1e9),
    maxConcurrentSequences: PositiveInt.max(100_000),
    estimate: Estimate,
  })
  // Batching never lowers a real server's aggregate decode speed.
  .refine((p) => p.fullBatchTokensPerSecond >= p.singleSequenceTokensPerSecond, {
    message: 'the full batch must decode at least as many tokens a second as one sequence alone',
    path: ['fullBatchTokensPerSecond'],
    params: { key: 'fullBatchBelowSingle' },
  });

/** The sustainable requests per second of each size class at the targets (Mélange's profile). */
export const RatePerClassServing = z.strictObject({
  kind: z.literal('ratePerClass'),
  rates: z
    .array(z.strictObject({ className: z.string().min(1).max(60), requestsPerSecond: Positive.max(1e7) }))
    .min(1)
    .max(MAX_SIZE_CLASSES),
  estimate: Estimate,
});

export const LlmServingProfile = z.discriminatedUnion('kind', [ThroughputServing, RatePerClassServing]);
export type LlmServingProfile = z.infer<typeof LlmServingProfile>;

/** How one replica of an offer serves the model. */
export const LlmOfferProfile = z.strictObject({
  offerId: Id,
  profile: LlmServingProfile,
});
export type LlmOfferProfile = z.infer<typeof LlmOfferProfile>;

export const LLM_METRICS = LATENCY_METRICS;
export const LLM_STATISTICS = LATENCY_STATISTICS;

/** "P95 time to first token within 800 ms". */
export const LlmTarget = z.strictObject({
  metric: z.enum(LLM_METRICS),
  statistic: z.enum(LLM_STATISTICS),
  ms: Positive.max(3_600_000),
});
export type LlmTarget = z.infer<typeof LlmTarget>;

/** `arrivalDispersion`'s limits: 1 is Poisson (independent arrivals), the least bursty the model has. */
export const MIN_ARRIVAL_DISPERSION = 1;
export const MAX_ARRIVAL_DISPERSION = 10_000;

export const LlmServing = z
  .strictObject({
    sizeClasses: z.array(LlmSizeClass).min(1).max(MAX_SIZE_CLASSES),
    profiles: z.array(LlmOfferProfile).min(1).max(200),
    targets: z.array(LlmTarget).min(1).max(MAX_LLM_TARGETS),
    /** Where the mix came from ("request log api-2026-11.csv, 19,366 requests"), shown with it. */
    source: z.string().max(500).optional(),
    /**
     * How bursty the requests come: the index of dispersion of per-second request counts (each
     * second against its own minute's mean), as the request-log import measures it. The
     * simulated requests then arrive in bursts fitted to it; absent (or 1), as a Poisson stream.
     */
    arrivalDispersion: z.number().min(MIN_ARRIVAL_DISPERSION).max(MAX_ARRIVAL_DISPERSION).optional(),
  })
  .refine((l) => Math.abs(l.sizeClasses.reduce((s, c) => s + c.share, 0) - 1) <= SHARE_SUM_TOLERANCE, {
    message: 'the size classes\' shares must add up to 1 (100 %)',
    path: ['sizeClasses'],
    params: { key: 'sharesNotOne' },
  })
  .refine((l) => new Set(l.sizeClasses.map((c) => c.name)).size === l.sizeClasses.length, {
    message: 'two size classes have the same name',
    path: ['sizeClasses'],
    params: { key: 'duplicateClassName' },
  })
  .refine((l) => new Set(l.profiles.map((p) => p.offerId)).size === l.profiles.length, {
    message: 'an offer has two serving profiles',
    path: ['profiles'],
    params: { key: 'duplicateProfile' },
  });
export type LlmServing = z.infer<typeof LlmServing>;
