import { standardNormalCdf } from './normal-cdf';
import { storedSizes, type StoredSizes } from './size-sample';

/**
 * The job sizes of a log (GPU-hours a job): the data's own figures, and the two ways the
 * scenario can hold them:
 * - "empirical": the log's sizes themselves (subsampled to the scenario's limit by evenly
 *   spaced quantiles keeping the mean, see size-sample.ts), each draw one of them;
 * - "lognormal": the maximum-likelihood fit (mean and standard deviation of ln size), stored by
 *   its mean and CV, with its Kolmogorov-Smirnov statistic against the data: the largest gap
 *   between the share of jobs at or under a size and the share the distribution gives.
 */

export const SIZE_CHOICES = ['empirical', 'lognormal'] as const;
export type SizeChoice = (typeof SIZE_CHOICES)[number];
export const isSizeChoice = (x: string): x is SizeChoice => (SIZE_CHOICES as readonly string[]).includes(x);

export interface LognormalFit {
  /** The distribution as the scenario stores it. */
  mean: number;
  cv: number;
  /** Mean and standard deviation of ln(size). */
  mu: number;
  sigma: number;
  /** Kolmogorov-Smirnov statistic against the data (0 to 1). */
  ks: number;
}

export interface SizeFit {
  count: number;
  mean: number;
  cv: number;
  min: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** The maximum-likelihood lognormal. */
  lognormal: LognormalFit;
  /** What an empirical import stores. */
  stored: StoredSizes;
  /** The KS statistic under which the data is consistent with a distribution at the 5 % level (1.358/√n). */
  ksCritical: number;
  /** The data's cumulative shares at up to ECDF_POINTS sizes, [size, share at or under], for charts. */
  ecdf: [number, number][];
}

const ECDF_POINTS = 120;

function quantile(sorted: Float64Array, q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** The share of a lognormal at or under x. */
export function lognormalCdf(x: number, mu: number, sigma: number): number {
  if (x <= 0) return 0;
  if (sigma === 0) return Math.log(x) >= mu ? 1 : 0;
  return standardNormalCdf((Math.log(x) - mu) / sigma);
}

function ksStatistic(sorted: Float64Array, mu: number, sigma: number): number {
  const n = sorted.length;
  let d = 0;
  for (let i = 0; i < n; i++) {
    const f = lognormalCdf(sorted[i]!, mu, sigma);
    // Equal sizes are one step of the data's CDF: compare at its bottom and its top.
    let j = i;
    while (j + 1 < n && sorted[j + 1] === sorted[i]) j++;
    d = Math.max(d, Math.abs(f - i / n), Math.abs((j + 1) / n - f));
    i = j;
  }
  return d;
}

function maximumLikelihood(sorted: Float64Array): LognormalFit {
  const n = sorted.length;
  let mu = 0;
  for (const x of sorted) mu += Math.log(x);
  mu /= n;
  let ss = 0;
  for (const x of sorted) ss += (Math.log(x) - mu) ** 2;
  const sigma = Math.sqrt(ss / n);
  return { mean: Math.exp(mu + (sigma * sigma) / 2), cv: Math.sqrt(Math.expm1(sigma * sigma)), mu, sigma, ks: ksStatistic(sorted, mu, sigma) };
}

/** The fit of sizes above 0 (at least one). */
export function fitSizes(sizes: readonly number[]): SizeFit {
  const sorted = Float64Array.from(sizes).sort();
  const n = sorted.length;
  const mean = sorted.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? sorted.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : 0;
  const cv = Math.min(10, Math.sqrt(variance) / mean);
  const step = Math.max(1, Math.ceil(n / ECDF_POINTS));
  const ecdf: [number, number][] = [];
  for (let i = 0; i < n; i += step) ecdf.push([sorted[i]!, (i + 1) / n]);
  if (ecdf.at(-1)![0] !== sorted[n - 1]) ecdf.push([sorted[n - 1]!, 1]);
  return {
    count: n,
    mean,
    cv,
    min: sorted[0]!,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted[n - 1]!,
    lognormal: maximumLikelihood(sorted),
    stored: storedSizes(sorted),
    ksCritical: 1.358 / Math.sqrt(n),
    ecdf,
  };
}
