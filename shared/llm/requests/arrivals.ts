import type { Rng } from '@shared/sim/prng';

/**
 * How requests arrive, apart from their rate:
 * - 'poisson': independent arrivals (no log to say otherwise);
 * - 'bursts': a compound Poisson process, bursts of a geometric number of requests (mean
 *   `meanBurst`) spread over `spreadS` seconds (a tenth of a second when fitted), fitted to a log's index of dispersion of
 *   per-second counts (geometric bursts give a dispersion of 2·meanBurst − 1);
 * - 'replay': a log's own inter-arrival gaps, in units of its mean gap, replayed in order from a
 *   seeded starting point (looping), so runs of requests stay runs.
 */
export type ArrivalPattern = { kind: 'poisson' } | { kind: 'bursts'; meanBurst: number; spreadS: number } | { kind: 'replay'; gaps: Float64Array };

/** The bursts process matching a measured dispersion (1 or less: Poisson). */
export function burstsForDispersion(dispersion: number): ArrivalPattern {
  if (!(dispersion > 1.05)) return { kind: 'poisson' };
  return { kind: 'bursts', meanBurst: (dispersion + 1) / 2, spreadS: 0.1 };
}

/** A log's arrival times (sorted) as gaps in units of its mean gap. */
export function gapsOf(sortedArrivalsS: ArrayLike<number>): Float64Array {
  const n = sortedArrivalsS.length;
  const span = sortedArrivalsS[n - 1]! - sortedArrivalsS[0]!;
  const gaps = new Float64Array(Math.max(0, n - 1));
  if (!(span > 0)) return gaps.fill(1);
  const unit = span / (n - 1);
  for (let i = 1; i < n; i++) gaps[i - 1] = (sortedArrivalsS[i]! - sortedArrivalsS[i - 1]!) / unit;
  return gaps;
}

/**
 * Arrival times over [0, rates.length × stepS) at `rates[k]` requests/s in step k, with the
 * pattern's structure: arrivals are generated in operational time (one request per unit on
 * average) and mapped through the cumulative rate Λ(t) = ∫ rate, so a rate twice as high packs
 * the same bursts twice as close (a 2× what-if doubles the rate and keeps the bursts). Seeded
 * by `rng` only.
 */
export function arrivalsOver(pattern: ArrivalPattern, rates: ArrayLike<number>, stepS: number, rng: Rng): Float64Array {
  const out: number[] = [];
  let u = 0;
  let step = 0;
  let stepStartU = 0;
  let replayAt = pattern.kind === 'replay' && pattern.gaps.length > 0 ? rng.nextUint32() % pattern.gaps.length : 0;
  // Operational time → clock time within the piecewise constant rates; null past the end.
  const clockOf = (target: number): number | null => {
    while (step < rates.length) {
      const r = rates[step]!;
      const units = r * stepS;
      if (target < stepStartU + units) return step * stepS + (target - stepStartU) / r;
      stepStartU += units;
      step++;
    }
    return null;
  };
  for (;;) {
    if (pattern.kind === 'replay' && pattern.gaps.length > 0) {
      u += pattern.gaps[replayAt]!;
      replayAt = (replayAt + 1) % pattern.gaps.length;
      const t = clockOf(u);
      if (t === null) break;
      out.push(t);
    } else if (pattern.kind === 'bursts') {
      u += rng.exponential(pattern.meanBurst);
      const t = clockOf(u);
      if (t === null) break;
      const size = 1 + Math.floor(Math.log(rng.nextOpen()) / Math.log(1 - 1 / pattern.meanBurst));
      for (let k = 0; k < size; k++) out.push(t + rng.next() * pattern.spreadS);
    } else {
      u += rng.standardExponential();
      const t = clockOf(u);
      if (t === null) break;
      out.push(t);
    }
  }
  const end = rates.length * stepS;
  const times = Float64Array.from(out.filter((t) => t < end));
  return times.sort();
}
