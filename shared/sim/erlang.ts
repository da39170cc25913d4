/**
 * M/M/c queueing formulas for the inference latency estimate (and the queueing check in the
 * statistical tests).
 */

/**
 * Servers up to which Erlang C is the exact recursion, whose cost grows with the servers;
 * past it, the normal approximation below, whose cost does not. Every shipped scenario and
 * test keeps under it (the largest shipped inference has 240 servers), so their results are
 * those of the exact formula.
 */
export const ERLANG_EXACT_MAX_SERVERS = 1000;

/** Complementary error function (Numerical Recipes' erfcc: fractional error below 1.2e-7); the LLM latency model's lognormal tails use it too. */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/**
 * Erlang C for many servers in constant time. Erlang B is P(N = c) / P(N <= c) for N Poisson
 * with mean a: the numerator in log space with Stirling's series (exact to rounding for
 * c > 1000), the denominator by the normal approximation with a continuity correction and the
 * first Edgeworth (skewness) term. Measured against the exact recursion over loads 0.3c-c
 * (tests/unit/sim/erlang-large.test.ts): relative error in C at most 2.1e-5 at 1,000 servers,
 * falling as 1/c (2.1e-6 at 10,000, 2.1e-7 at 100,000), absolute error below 3e-6.
 */
function erlangCLarge(c: number, a: number): number {
  const lnPmf = c * Math.log1p((a - c) / c) + (c - a) - 0.5 * Math.log(2 * Math.PI * c) - 1 / (12 * c) + 1 / (360 * c ** 3);
  const z = (c + 0.5 - a) / Math.sqrt(a);
  const density = Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
  const cdf = 0.5 * erfc(-z / Math.SQRT2) - (density * (z * z - 1)) / (6 * Math.sqrt(a));
  const b = Math.min(1, Math.exp(lnPmf) / cdf);
  return Math.min(1, Math.max(0, (c * b) / (c - a * (1 - b))));
}

/** Erlang C: probability an arrival waits, for c servers and offered load a = lambda / mu (< c). */
export function erlangC(c: number, a: number): number {
  if (c <= 0) return 1;
  if (a <= 0) return 0;
  if (a >= c) return 1;
  if (c > ERLANG_EXACT_MAX_SERVERS) return erlangCLarge(c, a);
  // Erlang B by the stable recursion B(k) = a B(k-1) / (k + a B(k-1)).
  let b = 1;
  for (let k = 1; k <= c; k++) b = (a * b) / (k + a * b);
  return (c * b) / (c - a * (1 - b));
}

/** Mean time in queue Wq for M/M/c (same time unit as 1 / mu); Infinity when unstable. */
export function meanQueueWait(c: number, lambda: number, mu: number): number {
  if (lambda <= 0) return 0;
  if (lambda >= c * mu) return Infinity;
  return erlangC(c, lambda / mu) / (c * mu - lambda);
}

/** Mean response time (wait + service). */
export function meanResponseTime(c: number, lambda: number, mu: number): number {
  return meanQueueWait(c, lambda, mu) + 1 / mu;
}

/**
 * P(T > t) for the response time T = W + S of M/M/c (same time unit as 1 / mu): exact, not an
 * approximation. An arrival waits with probability C, and then for Exp(theta), theta = c mu -
 * lambda; its service is Exp(mu). Writing the textbook form
 * (1 - C) e^(-mu t) + C (theta e^(-mu t) - mu e^(-theta t)) / (theta - mu) as
 * e^(-mu t) + C mu (e^(-min t) - e^(-max t)) / |theta - mu| keeps it exact to rounding when theta
 * is close to mu (where the textbook form divides two tiny differences; its limit there is
 * (1 + mu t) e^(-mu t) for C = 1). 1 when unstable.
 */
export function responseTimeExceeds(c: number, lambda: number, mu: number, t: number): number {
  if (t <= 0) return 1;
  if (c <= 0 || lambda >= c * mu) return 1;
  const tail = Math.exp(-mu * t);
  if (lambda <= 0) return tail;
  const waits = erlangC(c, lambda / mu);
  const theta = c * mu - lambda;
  const gap = Math.abs(theta - mu);
  // (e^(-min t) - e^(-max t)) / gap = e^(-min t) (1 - e^(-gap t)) / gap, and t when gap is 0.
  const spread = gap * t < 1e-12 ? t * Math.exp(-Math.min(theta, mu) * t) : (Math.exp(-Math.min(theta, mu) * t) * -Math.expm1(-gap * t)) / gap;
  return Math.min(1, tail + waits * mu * spread);
}

/**
 * Whether the response time at arrival rate lambda meets a target of targetS: its mean within
 * it (allowedMiss null), or at most allowedMiss of requests over it (0.05 for a P95 target).
 */
export function meetsLatencyTarget(c: number, lambda: number, mu: number, targetS: number, allowedMiss: number | null): boolean {
  if (allowedMiss === null) return meanResponseTime(c, lambda, mu) <= targetS;
  return responseTimeExceeds(c, lambda, mu, targetS) <= allowedMiss;
}

/**
 * The largest arrival rate for which the response time meets the target (mean, or a
 * percentile when allowedMiss is given; found by bisection: the response time grows with the
 * rate in either sense). -1 when even a trickle misses it.
 */
export function maxArrivalRate(c: number, mu: number, targetS: number, allowedMiss: number | null = null): number {
  if (c <= 0 || !meetsLatencyTarget(c, 0, mu, targetS, allowedMiss)) return -1;
  let lo = 0;
  let hi = c * mu;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (meetsLatencyTarget(c, mid, mu, targetS, allowedMiss)) lo = mid;
    else hi = mid;
    if (hi - lo <= 1e-9 * c * mu) break;
  }
  return lo;
}
