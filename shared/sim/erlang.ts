/**
 * M/M/c queueing formulas for the inference latency estimate (and the queueing check in the
 * statistical tests).
 */

/** Erlang C: probability an arrival waits, for c servers and offered load a = lambda / mu (< c). */
export function erlangC(c: number, a: number): number {
  if (c <= 0) return 1;
  if (a <= 0) return 0;
  if (a >= c) return 1;
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
 * The largest arrival rate for which the mean response time stays within target (found by
 * bisection; the response time grows with the rate). -1 when even a trickle misses it.
 */
export function maxArrivalRate(c: number, mu: number, targetS: number): number {
  if (c <= 0 || 1 / mu > targetS) return -1;
  let lo = 0;
  let hi = c * mu;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (meanResponseTime(c, mid, mu) <= targetS) lo = mid;
    else hi = mid;
    if (hi - lo <= 1e-9 * c * mu) break;
  }
  return lo;
}
