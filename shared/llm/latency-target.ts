/**
 * Latency targets as LLM teams write them: a metric at a percentile ("P95 time to first token
 * within 2 s", "P99 time per output token within 100 ms").
 * - ttft: time to first token, from arrival to the first output token (queueing + prefill);
 * - tpot: time per output token after the first, (end − first token) / (output tokens − 1);
 * - e2e: end-to-end time, arrival to the last token = TTFT + (output − 1) × TPOT.
 */

export const LATENCY_METRICS = ['ttft', 'tpot', 'e2e'] as const;
/** The percentiles a target can hold; the scenario format's request-model targets add the mean. */
export const LATENCY_STATISTICS = ['p50', 'p90', 'p95', 'p99'] as const;
export type LatencyMetric = (typeof LATENCY_METRICS)[number];
export type LatencyStatistic = (typeof LATENCY_STATISTICS)[number];

/** The share of requests each percentile lets miss its target (P95: 5 %). */
const ALLOWED_MISS_SHARE: Readonly<Record<LatencyStatistic, number>> = { p50: 0.5, p90: 0.1, p95: 0.05, p99: 0.01 };

export interface LatencyTarget {
  metric: LatencyMetric;
  statistic: LatencyStatistic;
  /** The target in milliseconds. */
  ms: number;
}


/** The percentile as a fraction: 0.95 for 'p95'. */
export function statisticQuantile(statistic: LatencyStatistic): number {
  return { p50: 0.5, p90: 0.9, p95: 0.95, p99: 0.99 }[statistic];
}

/** The share of requests a target lets miss it: 0.05 for a P95 target. */
export function allowedMissShare(statistic: LatencyStatistic): number {
  return ALLOWED_MISS_SHARE[statistic];
}

/** What is wrong with a target (null when usable), naming the field; never throws. */
export function latencyTargetProblem(target: LatencyTarget): string | null {
  if (!(LATENCY_METRICS as readonly string[]).includes(target.metric)) return `metric must be one of ${LATENCY_METRICS.join(', ')} (got ${String(target.metric)}).`;
  if (!(LATENCY_STATISTICS as readonly string[]).includes(target.statistic)) return `statistic must be one of ${LATENCY_STATISTICS.join(', ')} (got ${String(target.statistic)}).`;
  if (typeof target.ms !== 'number' || !Number.isFinite(target.ms) || target.ms <= 0) return `ms must be a positive number of milliseconds (got ${String(target.ms)}).`;
  return null;
}
