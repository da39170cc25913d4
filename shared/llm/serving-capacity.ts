/**
 * How many requests per second one replica of an offer takes at the targets, for either kind of
 * serving profile, and the share of requests that miss each target at a given rate.
 * - 'throughput': the latency model (serving-latency.ts); the largest rate meeting every target
 *   is found by bisection, the miss shares growing with the rate.
 * - 'ratePerClass': the profile already gives each class's sustainable rate at the targets, so
 *   the mix's capacity is the harmonic mean 1 / Σ share_k / rate_k (a second of the replica serves
 *   share_k / rate_k of a request of each class). Fluid: below it nothing misses; above it the
 *   replica serves its capacity and the excess share 1 − capacity / λ of requests misses every
 *   target (it waits without bound). No percentile figures exist for it.
 */
import { allowedMissShare, type LatencyTarget } from './latency-target';
import { operatingPoint, saturatedRate } from './serving-operating-point';
import { metricTail } from './serving-latency';
import type { RatePerClassProfile, ServingProfile, ThroughputProfile } from './serving-profile';
import type { SizeClass } from './size-class';

/** The mix's sustainable requests/s on a 'ratePerClass' profile; an error names a class without a rate. */
export function ratePerClassCapacity(classes: readonly SizeClass[], profile: RatePerClassProfile): { ok: true; requestsPerSecond: number } | { ok: false; message: string } {
  let secondsPerRequest = 0;
  for (const c of classes) {
    if (c.share <= 0) continue;
    const rate = profile.rates.find((r) => r.className === c.name)?.requestsPerSecond;
    if (rate === undefined || !(rate > 0)) return { ok: false, message: `rates has no positive requestsPerSecond for the size class "${c.name}".` };
    secondsPerRequest += c.share / rate;
  }
  return { ok: true, requestsPerSecond: secondsPerRequest > 0 ? 1 / secondsPerRequest : Infinity };
}

/** For each target, the share of requests that miss it at λ requests/s per replica (1 for an unusable profile). */
export function missSharesAt(classes: readonly SizeClass[], profile: ServingProfile, lambda: number, targets: readonly LatencyTarget[]): number[] {
  if (profile.kind === 'ratePerClass') {
    const cap = ratePerClassCapacity(classes, profile);
    const excess = !cap.ok ? 1 : lambda <= cap.requestsPerSecond ? 0 : 1 - cap.requestsPerSecond / lambda;
    return targets.map(() => excess);
  }
  const point = operatingPoint(classes, profile, lambda);
  return targets.map((t) => metricTail(point, t.metric, t.ms / 1000));
}

function meetsAll(classes: readonly SizeClass[], profile: ThroughputProfile, lambda: number, targets: readonly LatencyTarget[]): boolean {
  const shares = missSharesAt(classes, profile, lambda, targets);
  return shares.every((s, i) => s <= allowedMissShare(targets[i]!.statistic));
}

/**
 * The largest requests/s per replica at which every target holds (its miss share within what
 * its percentile allows); 0 when even a trickle misses one. Bisection to a part in 10⁴ of the
 * saturated rate, assuming the miss shares grow with λ (a property test checks they do).
 */
export function maxRateMeetingTargets(classes: readonly SizeClass[], profile: ServingProfile, targets: readonly LatencyTarget[]): number {
  if (profile.kind === 'ratePerClass') {
    const cap = ratePerClassCapacity(classes, profile);
    return cap.ok ? cap.requestsPerSecond : 0;
  }
  const prefillMean = classes.reduce((s, c) => s + (c.share * c.promptTokens) / profile.prefillTokensPerSecond, 0);
  const top = saturatedRate(classes, profile, prefillMean);
  if (!meetsAll(classes, profile, top * 1e-6, targets)) return 0;
  let lo = top * 1e-6;
  let hi = top;
  while (hi - lo > 1e-4 * top) {
    const mid = (lo + hi) / 2;
    if (meetsAll(classes, profile, mid, targets)) lo = mid;
    else hi = mid;
  }
  return lo;
}
