/** Longest stretch of a request log whose per-second counts are kept for burstiness (a week, 2.4 MB). */
export const BURSTINESS_WINDOW_SECONDS = 7 * 86_400;

export interface Burstiness {
  /** Seconds measured (the log's span, up to BURSTINESS_WINDOW_SECONDS). */
  seconds: number;
  meanPerSecond: number;
  /**
   * Variance over mean of the per-second counts, each second against its own minute's mean
   * (so a rise over the hour is not read as burstiness). Poisson arrivals give 1.
   */
  dispersion: number;
  /** The busiest second's requests. */
  peakPerSecond: number;
  /** The busiest second a Poisson stream of the same minute-by-minute rates would reach about half the time. */
  poissonPeak: number;
}

/**
 * Burstiness of a request log from the arrival instants (sorted, UTC ms): per-second counts
 * over its span, then the index of dispersion and the busiest second against Poisson's.
 */
export function burstinessOf(sortedUtcMs: ArrayLike<number>): Burstiness | null {
  if (sortedUtcMs.length < 2) return null;
  const start = Math.floor(sortedUtcMs[0]! / 1000);
  const seconds = Math.min(Math.floor(sortedUtcMs[sortedUtcMs.length - 1]! / 1000) - start + 1, BURSTINESS_WINDOW_SECONDS);
  if (seconds < 60) return null;
  const counts = new Uint32Array(seconds);
  for (let i = 0; i < sortedUtcMs.length; i++) {
    const s = Math.floor(sortedUtcMs[i]! / 1000) - start;
    if (s >= seconds) break;
    counts[s]!++;
  }
  let total = 0;
  let peak = 0;
  let squares = 0;
  let means = 0;
  const minutes = Math.floor(seconds / 60);
  const minuteRates: number[] = [];
  for (let m = 0; m < minutes; m++) {
    let sum = 0;
    for (let s = m * 60; s < m * 60 + 60; s++) sum += counts[s]!;
    const rate = sum / 60;
    minuteRates.push(rate);
    for (let s = m * 60; s < m * 60 + 60; s++) {
      const c = counts[s]!;
      squares += (c - rate) * (c - rate);
      if (c > peak) peak = c;
    }
    means += rate * 59; // 59: one degree of freedom per minute goes to its own mean
    total += sum;
  }
  return {
    seconds: minutes * 60,
    meanPerSecond: total / (minutes * 60),
    dispersion: means > 0 ? squares / means : 1,
    peakPerSecond: peak,
    poissonPeak: poissonMedianPeak(minuteRates),
  };
}

/**
 * The smallest k such that a Poisson stream with these per-minute rates has at least even odds
 * that no second passes k: the median busiest second Poisson alone would give.
 */
function poissonMedianPeak(minuteRates: readonly number[]): number {
  for (let k = 0; k < 100_000; k++) {
    let logNone = 0;
    for (const rate of minuteRates) logNone += 60 * Math.log(Math.max(1e-300, poissonCdf(k, rate)));
    if (logNone >= Math.log(0.5)) return k;
  }
  return Infinity;
}

/** P(X ≤ k) for X ~ Poisson(rate), summed in log space so large rates do not overflow. */
function poissonCdf(k: number, rate: number): number {
  if (rate <= 0) return 1;
  let term = Math.exp(-rate);
  if (term === 0) {
    // Very large rates: the normal approximation with continuity correction.
    const z = (k + 0.5 - rate) / Math.sqrt(rate);
    return 0.5 * (1 + erf(z / Math.SQRT2));
  }
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= rate / i;
    sum += term;
  }
  return Math.min(1, sum);
}

function erf(x: number): number {
  // Abramowitz and Stegun 7.1.26 (error under 1.5e-7): enough for a peak in whole requests.
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
}
