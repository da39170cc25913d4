/**
 * The steady state of one replica of a 'throughput' profile under Poisson arrivals at λ
 * requests per second of a size mix: the planner's approximation, the part that works out
 * loads and waits (serving-latency.ts turns it into percentiles and miss shares).
 *
 * - Prefill has priority: a replica runs a prefill iteration whenever a request waits and a
 *   slot is free, stalling decode (vLLM's default scheduler, as in the reference). Its
 *   utilisation is ρp = λ·E[prompt] / prefillTokensPerSecond, so a request's output tokens come
 *   at TPOT = step(n̄) / (1 − ρp): out of its decode time, the share ρp goes to others' prefills.
 * - Each request holds one of c = maxConcurrentSequences slots for S = prefill + (output − 1)·TPOT.
 *   The running count it sees, n̄ = E[min(c, 1 + N)] with N ~ Poisson(λ·E[S(n̄)]), solves a fixed
 *   point (step and so S grow with n̄), found by bisection.
 * - Waiting for a slot: only when all c run, and then every completion admits the next, so the
 *   replica runs flat out: slots free at the saturated rate λ* (below). The chance of waiting
 *   comes from the birth–death chain of the requests present (slot-wait.ts: Erlang C of
 *   shared/sim/erlang.ts when completions grow linearly with n, and closer to the reference when
 *   they grow as batching makes them); the wait is then Exp(λ* − λ). Stable while λ < λ*.
 * - Waiting for the prefill, once admitted: the high-priority class of a non-preemptive M/G/1
 *   whose other work is decode steps: mean R / (1 − ρp) with R = λE[X²]/2 + ρd·step/2 (the
 *   residual of the prefill or step under way), taken as exponential given that the replica is
 *   busy on arrival (probability ρp + ρd, ρd the share of time decoding).
 */
import { addMixtures, type ExpMixture, NO_WAIT, waitsExponentially } from './exp-mixture';
import { seenOccupancy } from './poisson-occupancy';
import { slotWaitProbability } from './slot-wait';
import { decodeStepSeconds, type ThroughputProfile } from './serving-profile';
import type { SizeClass } from './size-class';

export interface ClassPoint {
  share: number;
  /** The class's own prefill, seconds. */
  prefillS: number;
  /** Output tokens after the first (decode steps it takes part in). */
  decodeTokens: number;
  tpotMeanS: number;
  tpotVarianceS2: number;
}

export interface OperatingPoint {
  arrivalRate: number;
  /** False when the replica cannot keep up (then every request counts as missing every target). */
  stable: boolean;
  prefillUtilisation: number;
  /** n̄: mean sequences running as a decoding request sees them. */
  meanRunning: number;
  stepS: number;
  /** Mean slot time of a request at n̄. */
  slotHoldMeanS: number;
  /** The wait from arrival to the start of its own prefill (slot, then prefill queue). */
  wait: ExpMixture;
  classes: ClassPoint[];
}

interface MixMoments {
  prefillMean: number;
  prefillSecond: number;
}

function prefillMoments(classes: readonly SizeClass[], profile: ThroughputProfile): MixMoments {
  let mean = 0;
  let second = 0;
  for (const c of classes) {
    const x = c.promptTokens / profile.prefillTokensPerSecond;
    mean += c.share * x;
    second += c.share * x * x;
  }
  return { prefillMean: mean, prefillSecond: second };
}

/** First and second moments of the slot time with n running, at prefill utilisation rho. */
function slotMoments(classes: readonly SizeClass[], profile: ThroughputProfile, n: number, rho: number): [number, number] {
  const tpot = decodeStepSeconds(profile, n) / (1 - rho);
  let m1 = 0;
  let m2 = 0;
  for (const c of classes) {
    const s = c.promptTokens / profile.prefillTokensPerSecond + Math.max(0, c.outputTokens - 1) * tpot;
    m1 += c.share * s;
    m2 += c.share * s * s;
  }
  return [m1, m2];
}

/** n̄ = E[min(c, 1 + Poisson(λ·E[S(n̄)]))], by bisection (the right side grows with n̄). */
function solveRunning(classes: readonly SizeClass[], profile: ThroughputProfile, lambda: number, rho: number): number {
  const c = profile.maxConcurrentSequences;
  const gap = (n: number): number => seenOccupancy(lambda * slotMoments(classes, profile, n, rho)[0], c).meanRunning - n;
  if (gap(c) >= 0) return c;
  let lo = 1;
  let hi = c;
  for (let i = 0; i < 60 && hi - lo > 1e-9 * c; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) >= 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The most requests per second the replica completes with every slot taken: λ* = c / E[S(c)] at
 * the prefill utilisation λ*·E[prefill] (while requests wait for a slot, each completion admits
 * the next, so the replica prefills at the pace it completes). E[S(c)] grows with λ*, so the
 * root is found by bisection.
 */
export function saturatedRate(classes: readonly SizeClass[], profile: ThroughputProfile, prefillMean: number): number {
  const c = profile.maxConcurrentSequences;
  let lo = 0;
  let hi = prefillMean > 0 ? 1 / prefillMean : c / slotMoments(classes, profile, c, 0)[0];
  for (let i = 0; i < 80 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (mid * slotMoments(classes, profile, c, mid * prefillMean)[0] < c) lo = mid;
    else hi = mid;
  }
  return lo;
}

export function operatingPoint(classes: readonly SizeClass[], profile: ThroughputProfile, lambda: number): OperatingPoint {
  const c = profile.maxConcurrentSequences;
  const { prefillMean, prefillSecond } = prefillMoments(classes, profile);
  const rho = lambda * prefillMean;
  const unstable = (): OperatingPoint => ({
    arrivalRate: lambda,
    stable: false,
    prefillUtilisation: rho,
    meanRunning: c,
    stepS: decodeStepSeconds(profile, c),
    slotHoldMeanS: Infinity,
    wait: { atZero: 0, terms: [{ weight: 1, rate: 0 }] },
    classes: [],
  });
  if (rho >= 1) return unstable();
  const capacity = saturatedRate(classes, profile, prefillMean);
  if (lambda >= capacity) return unstable();

  const n = solveRunning(classes, profile, lambda, rho);
  const step = decodeStepSeconds(profile, n);
  const tpot = step / (1 - rho);
  const [hold, holdSecond] = slotMoments(classes, profile, n, rho);
  const others = lambda * hold;
  const occupancy = seenOccupancy(others, c);

  const slotWait: ExpMixture = lambda > 0 ? waitsExponentially(slotWaitProbability(lambda, c, (k) => (k >= c ? capacity : k / slotMoments(classes, profile, k, rho)[0]), capacity), 1 / (capacity - lambda)) : NO_WAIT;
  const busy = Math.min(1, rho + (1 - rho) * -Math.expm1(-others));
  const decoding = busy - rho;
  const residual = (lambda * prefillSecond) / 2 + (decoding * step) / 2;
  const prefillWait = busy > 0 ? waitsExponentially(busy, residual / (1 - rho) / busy) : NO_WAIT;

  // TPOT spread: the prefills that stall its decode (a compound Poisson amount of work, whose
  // busy-period variance is A·λE[X²] / (1 − ρp)³ for A seconds of own decoding), and the running
  // count drifting over its life (an M/G/∞ count averaged over D seconds has variance about
  // L / (1 + D·E[S]/E[S²]); none while the count sits at the cap).
  const slope = c > 1 ? (decodeStepSeconds(profile, c) - decodeStepSeconds(profile, 1)) / (c - 1) : 0;
  const points: ClassPoint[] = classes.map((k) => {
    const tokens = Math.max(0, k.outputTokens - 1);
    const own = tokens * step;
    const life = tokens * tpot;
    const stall = tokens > 0 ? (own * lambda * prefillSecond) / (1 - rho) ** 3 / (tokens * tokens) : 0;
    const drift = tokens > 0 ? (slope * slope * others * occupancy.belowCap) / (1 + (life * hold) / holdSecond) / (1 - rho) ** 2 : 0;
    return { share: k.share, prefillS: k.promptTokens / profile.prefillTokensPerSecond, decodeTokens: tokens, tpotMeanS: tpot, tpotVarianceS2: stall + drift };
  });
  return {
    arrivalRate: lambda,
    stable: true,
    prefillUtilisation: rho,
    meanRunning: n,
    stepS: step,
    slotHoldMeanS: hold,
    wait: addMixtures(slotWait, prefillWait),
    classes: points,
  };
}
