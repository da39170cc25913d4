/**
 * A positive, right-skewed time given by its mean and variance: the lognormal of those moments.
 * The latency model uses it for a request's decode time, a sum of many step times and prefill
 * stalls, which is never negative and has a longer right tail than a normal of the same moments.
 */
import { erfc } from '../sim/erlang';

export interface Lognormal {
  mu: number;
  sigma: number;
}

/** The lognormal with this mean (> 0) and variance (≥ 0). */
export function lognormalFromMoments(mean: number, variance: number): Lognormal {
  const sigma2 = Math.log1p(Math.max(0, variance) / (mean * mean));
  return { mu: Math.log(mean) - sigma2 / 2, sigma: Math.sqrt(sigma2) };
}

/** P(X > t). A zero-variance lognormal is the point mass at its mean. */
export function lognormalTail(d: Lognormal, t: number): number {
  if (t <= 0) return 1;
  if (d.sigma === 0) return Math.log(t) < d.mu ? 1 : 0;
  return 0.5 * erfc((Math.log(t) - d.mu) / (d.sigma * Math.SQRT2));
}
