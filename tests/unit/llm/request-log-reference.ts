/**
 * The shared part of the reference test: the Azure conversation log read into requests, the
 * planner's inputs derived from it (size classes by prompt × output quantile bins), and the
 * planner's and the reference's percentiles side by side at one load level.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { LatencyMetric, LatencyTarget } from '@shared/llm/latency-target';
import { simulateContinuousBatching, type LoggedRequest, type ReferenceOutcome } from '@shared/llm/reference/continuous-batching';
import { missSharesAt } from '@shared/llm/serving-capacity';
import { metricQuantile } from '@shared/llm/serving-latency';
import { operatingPoint } from '@shared/llm/serving-operating-point';
import type { ThroughputProfile } from '@shared/llm/serving-profile';
import type { SizeClass } from '@shared/llm/size-class';
import { Rng } from '@shared/sim/prng';
import { quantilesInPlace } from '@shared/sim/quantile';

const FILE = 'tests/fixtures/llm-requests/AzureLLMInferenceTrace_conv.csv';

/** "2023-11-16 18:15:46.6805900" (UTC) in seconds; the milliseconds are kept, the rest dropped. */
function seconds(stamp: string): number {
  return Date.parse(`${stamp.slice(0, 10)}T${stamp.slice(11, 23)}Z`) / 1000;
}

export function readAzureLog(): LoggedRequest[] {
  const rows = Papa.parse<Record<string, string>>(readFileSync(FILE, 'utf8'), { header: true, skipEmptyLines: true }).data;
  const t0 = seconds(rows[0]!.TIMESTAMP!);
  return rows.map((r) => ({ arrivalS: seconds(r.TIMESTAMP!) - t0, promptTokens: Number(r.ContextTokens), outputTokens: Number(r.GeneratedTokens) }));
}

/** Quantile edges of the bins; 6 × 6 bins, finer in the tails where the percentiles are decided. */
const EDGES = [0.25, 0.5, 0.75, 0.9, 0.97];

/** Size classes by prompt and output bins, each with its requests' mean tokens and share. */
export function sizeClassesOf(requests: readonly LoggedRequest[]): SizeClass[] {
  const n = requests.length;
  const promptEdges = quantilesInPlace(Float64Array.from(requests, (r) => r.promptTokens), n, EDGES);
  const outputEdges = quantilesInPlace(Float64Array.from(requests, (r) => r.outputTokens), n, EDGES);
  const bin = (v: number, edges: number[]): number => edges.filter((e) => v > e).length;
  const sums = new Map<string, { n: number; prompt: number; output: number }>();
  for (const r of requests) {
    const key = `prompt ${bin(r.promptTokens, promptEdges)} / output ${bin(r.outputTokens, outputEdges)}`;
    const s = sums.get(key) ?? { n: 0, prompt: 0, output: 0 };
    s.n++;
    s.prompt += r.promptTokens;
    s.output += r.outputTokens;
    sums.set(key, s);
  }
  return [...sums.entries()].map(([name, s]) => ({ name, share: s.n / n, promptTokens: s.prompt / s.n, outputTokens: s.output / s.n }));
}

/** The log's arrival times scaled to λ per replica over `replicas` (the log's own order and bursts). */
export function atRate(requests: readonly LoggedRequest[], perReplica: number, replicas: number): LoggedRequest[] {
  const factor = requests.length / requests[requests.length - 1]!.arrivalS / (perReplica * replicas);
  return requests.map((r) => ({ ...r, arrivalS: r.arrivalS * factor }));
}

/** The log's sizes in a seeded random order, arriving as a Poisson stream at λ per replica: the planner's assumptions met. */
export function poissonAtRate(requests: readonly LoggedRequest[], perReplica: number, replicas: number, seed: number): LoggedRequest[] {
  const rng = Rng.stream(seed, 'llm-reference');
  const order = requests.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.nextUint32() % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let t = 0;
  const rate = perReplica * replicas;
  return order.map((i) => {
    t += -Math.log1p(-rng.nextUint32() / 2 ** 32) / rate;
    return { ...requests[i]!, arrivalS: t };
  });
}

export const QUANTILES = [0.5, 0.95, 0.99] as const;
export const METRICS: readonly LatencyMetric[] = ['ttft', 'tpot', 'e2e'];

function column(outcome: ReferenceOutcome, metric: LatencyMetric): Float64Array {
  return metric === 'ttft' ? outcome.ttftS : metric === 'tpot' ? outcome.tpotS : outcome.e2eS;
}

export interface Comparison {
  /** [metric][quantile] seconds. */
  planner: number[][];
  reference: number[][];
  plannerMiss: number[];
  referenceMiss: number[];
}

/** Share of all requests whose metric exceeds the target (a request without a TPOT meets a TPOT target). */
export function referenceMissShares(outcome: ReferenceOutcome, targets: readonly LatencyTarget[]): number[] {
  return targets.map((t) => {
    const values = column(outcome, t.metric);
    let over = 0;
    for (const v of values) if (v > t.ms / 1000) over++;
    return over / values.length;
  });
}

export function compareAt(requests: readonly LoggedRequest[], classes: readonly SizeClass[], profile: ThroughputProfile, perReplica: number, replicas: number, targets: readonly LatencyTarget[]): Comparison {
  const outcome = simulateContinuousBatching(requests, profile, replicas);
  const point = operatingPoint(classes, profile, perReplica);
  return {
    planner: METRICS.map((m) => QUANTILES.map((q) => metricQuantile(point, m, q))),
    reference: METRICS.map((m) => {
      const values = column(outcome, m).filter((v) => !Number.isNaN(v));
      return quantilesInPlace(values, values.length, QUANTILES);
    }),
    plannerMiss: missSharesAt(classes, profile, perReplica, targets),
    referenceMiss: referenceMissShares(outcome, targets),
  };
}
