/**
 * The planner's latency percentiles and miss shares for one replica of a 'throughput' profile
 * at λ requests per second of a size mix (the steady state comes from serving-operating-point.ts):
 * - TTFT of class k = W + prefill_k, W the wait for a slot plus the wait for the prefill (a
 *   combination of exponentials, exact for the model);
 * - TPOT of class k: lognormal with the operating point's mean and the class's variance (short
 *   answers spread more: fewer steps average out the prefill stalls);
 * - E2E of class k = W + prefill_k + (output − 1)·TPOT, the lognormal decode time added to the
 *   wait by numerical integration over the wait's density.
 * A mix's figure is request-weighted: P(metric > t) = Σ share_k · P(metric_k > t). A request of one
 * output token has no TPOT: it never misses a TPOT target and TPOT percentiles leave it out.
 * An unstable replica misses every target with every request.
 */
import { type ExpMixture, mixtureTail } from './exp-mixture';
import type { LatencyMetric } from './latency-target';
import { lognormalFromMoments, lognormalTail, type Lognormal } from './lognormal';
import type { ClassPoint, OperatingPoint } from './serving-operating-point';

/** Simpson intervals per exponential term of the wait, in the variable v = 1 − e^(−r w). */
const SIMPSON_INTERVALS = 64;

function decodeTime(k: ClassPoint): Lognormal {
  return lognormalFromMoments(k.decodeTokens * k.tpotMeanS, k.decodeTokens * k.decodeTokens * k.tpotVarianceS2);
}

/** P(W + D > s) for the wait W and a decode time D independent of it. */
function waitPlusDecodeTail(wait: ExpMixture, d: Lognormal, s: number): number {
  if (s <= 0) return 1;
  let p = wait.atZero * lognormalTail(d, s) + mixtureTail(wait, s);
  for (const term of wait.terms) {
    // ∫0^s w r e^(−r x) P(D > s − x) dx = w ∫0^(1−e^(−rs)) P(D > s + ln(1 − v) / r) dv.
    const top = -Math.expm1(-term.rate * s);
    const h = top / SIMPSON_INTERVALS;
    let sum = 0;
    for (let i = 0; i <= SIMPSON_INTERVALS; i++) {
      const v = i * h;
      const x = i === SIMPSON_INTERVALS ? s : -Math.log1p(-v) / term.rate;
      const g = lognormalTail(d, s - x);
      sum += (i === 0 || i === SIMPSON_INTERVALS ? 1 : i % 2 === 1 ? 4 : 2) * g;
    }
    p += (term.weight * sum * h) / 3;
  }
  return Math.min(1, Math.max(0, p));
}

/** P(metric > t seconds) for a request of one class. */
export function classMetricTail(point: OperatingPoint, k: ClassPoint, metric: LatencyMetric, t: number): number {
  if (!point.stable) return 1;
  if (metric === 'ttft') return mixtureTail(point.wait, t - k.prefillS);
  if (k.decodeTokens === 0) return metric === 'tpot' ? 0 : mixtureTail(point.wait, t - k.prefillS);
  if (metric === 'tpot') return lognormalTail(lognormalFromMoments(k.tpotMeanS, k.tpotVarianceS2), t);
  return waitPlusDecodeTail(point.wait, decodeTime(k), t - k.prefillS);
}

/** Share of all requests with metric > t seconds (request-weighted over the mix). */
export function metricTail(point: OperatingPoint, metric: LatencyMetric, t: number): number {
  if (!point.stable) return 1;
  let p = 0;
  for (const k of point.classes) p += k.share * classMetricTail(point, k, metric, t);
  return p;
}

/**
 * The q-quantile of a metric over the mix, seconds (Infinity when unstable). TPOT's is over the
 * requests that have one (more than one output token). Bisection: the tail falls with t.
 */
export function metricQuantile(point: OperatingPoint, metric: LatencyMetric, q: number): number {
  if (!point.stable) return Infinity;
  const counted = metric === 'tpot' ? point.classes.reduce((s, k) => s + (k.decodeTokens > 0 ? k.share : 0), 0) : 1;
  if (counted <= 0) return NaN;
  const over = (t: number): boolean => metricTail(point, metric, t) / counted > 1 - q;
  let hi = 1;
  while (over(hi) && hi < 1e9) hi *= 2;
  let lo = 0;
  for (let i = 0; i < 60 && hi - lo > 1e-7 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (over(mid)) lo = mid;
    else hi = mid;
  }
  return hi;
}
