/**
 * How one replica of an offer serves the model, as the planner measured it with a serving
 * benchmark (vLLM's benchmark_serving, SGLang's bench_serving, TensorRT-LLM's benchmarks). Two
 * kinds, whichever the planner has:
 * - 'throughput': prompt processing speed, the decode step model and the concurrency limit the
 *   KV cache allows (kv-cache.ts computes it). The latency model (serving-latency.ts) works out
 *   the percentiles at any arrival rate from these.
 * - 'ratePerClass': the sustainable requests per second of each size class at the targets, what
 *   Mélange (UC Berkeley, 2024) profiles per GPU type. Nothing below the rate misses, so the
 *   capacity model for it is fluid (rate-per-class.ts).
 * Both carry `estimate`, shown like an estimated price: a figure not measured on the real model.
 */

export interface ThroughputProfile {
  kind: 'throughput';
  /** Prompt (prefill) tokens processed per second by one replica. */
  prefillTokensPerSecond: number;
  /** Output tokens per second of one sequence decoding alone (1 / the step time at n = 1). */
  singleSequenceTokensPerSecond: number;
  /** Aggregate output tokens per second with maxConcurrentSequences decoding together. */
  fullBatchTokensPerSecond: number;
  /** Sequences that can run at once (from the KV cache, or the server's max_num_seqs). */
  maxConcurrentSequences: number;
  estimate: boolean;
}

export interface ClassRate {
  /** The SizeClass's name. */
  className: string;
  /** Requests per second of this class alone that one replica sustains at the targets. */
  requestsPerSecond: number;
}

export interface RatePerClassProfile {
  kind: 'ratePerClass';
  rates: ClassRate[];
  estimate: boolean;
}

export type ServingProfile = ThroughputProfile | RatePerClassProfile;

/**
 * Seconds of one decode step (one output token for every running sequence) with n sequences
 * running. The roofline-style simplification: decode is memory bound, so one sequence's step
 * costs about reading the weights (1 / single), and every further sequence adds a roughly
 * constant amount of KV-cache reading and compute; the step time is therefore taken linear in n
 * between 1 / single at n = 1 and maxSeq / fullBatch at n = maxSeq. n below 1 counts as 1 and n
 * above maxSeq as maxSeq (no more can run). n may be fractional (a mean occupancy).
 */
export function decodeStepSeconds(profile: ThroughputProfile, n: number): number {
  const one = 1 / profile.singleSequenceTokensPerSecond;
  const maxSeq = profile.maxConcurrentSequences;
  const full = maxSeq / profile.fullBatchTokensPerSecond;
  if (maxSeq <= 1) return one;
  const clamped = Math.min(maxSeq, Math.max(1, n));
  return one + ((full - one) * (clamped - 1)) / (maxSeq - 1);
}

/** A problem with a profile, naming its field. */
export interface ProfileProblem {
  field: string;
  message: string;
}

function positive(field: string, value: unknown, out: ProfileProblem[]): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    out.push({ field, message: `${field} must be a positive number (got ${String(value)}).` });
  }
}

/**
 * What is wrong with a profile (none when it is usable). Hostile input (missing fields, NaN,
 * strings) is reported field by field, never thrown. A full batch slower in aggregate than one
 * sequence alone is refused: batching never lowers throughput in a real server, and the step
 * model would then make more sequences finish later than fewer; nor is one sequence of a full
 * batch faster than one alone (fullBatch ≤ maxSeq × single), or the step would shorten as
 * sequences join.
 */
export function profileProblems(profile: ServingProfile): ProfileProblem[] {
  const out: ProfileProblem[] = [];
  if (profile.kind === 'throughput') {
    positive('prefillTokensPerSecond', profile.prefillTokensPerSecond, out);
    positive('singleSequenceTokensPerSecond', profile.singleSequenceTokensPerSecond, out);
    positive('fullBatchTokensPerSecond', profile.fullBatchTokensPerSecond, out);
    const maxSeq = profile.maxConcurrentSequences;
    if (typeof maxSeq !== 'number' || !Number.isInteger(maxSeq) || maxSeq < 1) {
      out.push({ field: 'maxConcurrentSequences', message: `maxConcurrentSequences must be a whole number of at least 1 (got ${String(maxSeq)}).` });
    }
    const most = profile.singleSequenceTokensPerSecond * maxSeq;
    if (out.length === 0 && (profile.fullBatchTokensPerSecond < profile.singleSequenceTokensPerSecond || profile.fullBatchTokensPerSecond > most)) {
      out.push({
        field: 'fullBatchTokensPerSecond',
        message: `fullBatchTokensPerSecond (${profile.fullBatchTokensPerSecond}) must be between singleSequenceTokensPerSecond (${profile.singleSequenceTokensPerSecond}) and ${most}, maxConcurrentSequences times it.`,
      });
    }
    return out;
  }
  if (!Array.isArray(profile.rates) || profile.rates.length === 0) {
    out.push({ field: 'rates', message: 'rates must list the sustainable rate of at least one size class.' });
    return out;
  }
  profile.rates.forEach((r, i) => positive(`rates[${i}].requestsPerSecond`, r?.requestsPerSecond, out));
  return out;
}
