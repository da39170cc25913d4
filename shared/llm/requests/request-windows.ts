import { Rng } from '@shared/sim/prng';
import type { LatencyTarget } from '../latency-target';
import type { ServingProfile, ThroughputProfile } from '../serving-profile';
import type { SizeClass } from '../size-class';
import { arrivalsOver, type ArrivalPattern } from './arrivals';
import type { RequestList } from './request-list';
import type { WindowShares } from './window-store';
import { countMisses } from './request-misses';
import { serveRequests, type ReplicaLife } from './serve-requests';

/** Arrival rates are simulated on a grid of this ratio (a rate is read as the nearest grid rate: within ±2.5 %). */
export const RATE_GRID_RATIO = 1.05;
/** Requests measured per window, after the warm-up: a P95 miss share of 0.05 is then known to about ±0.005 (one standard error, independent requests). */
export const MEASURED_REQUESTS = 6000;
/** Requests of warm-up before measuring (the window starts empty; a loaded replica fills in a few hundred). */
export const WARM_UP_REQUESTS = 1500;
/** Bounds of a window's measured time: at least long enough to hold a few bursts, at most what a curve point can be. */
const MIN_MEASURED_S = 300;
const MAX_MEASURED_S = 4 * 3600;

/** The grid rate a rate is simulated at. */
export function gridRate(lambda: number): number {
  return RATE_GRID_RATIO ** Math.round(Math.log(lambda) / Math.log(RATE_GRID_RATIO));
}

/**
 * Miss shares from simulated requests, one window per distinct (ready replicas per slot,
 * arrival rate on the grid): the replicas all ready from the window's start, the rate constant,
 * requests arriving with the traffic's pattern and sized by the mix (each class's requests at
 * its mean tokens), served request by request (serve-requests.ts), the first
 * WARM_UP_REQUESTS' worth of time dropped and the next MEASURED_REQUESTS' counted. A run weighs
 * each window by the time its state holds (the traffic curve point by point), so a month is a few
 * hundred windows, not tens of millions of requests. Each window is drawn from a fixed stream of
 * its own (its key), so the same state gives the same shares in every run and every strategy:
 * the windows' sampling error is common to all runs, not averaged away by them.
 */
export class RequestWindows {
  /** Requests simulated so far (warm-up included): the bench's figure. */
  simulatedRequests = 0;
  private readonly cumulativeShare: Float64Array;

  constructor(
    private readonly classes: readonly SizeClass[],
    private readonly targets: readonly LatencyTarget[],
    private readonly profiles: readonly (ServingProfile | null)[],
    private readonly pattern: ArrivalPattern,
    /** Windows already simulated for this very model (a RequestWindowStore's), or a fresh map. */
    private readonly memo: WindowShares = new Map(),
  ) {
    let sum = 0;
    this.cumulativeShare = Float64Array.from(classes, (c) => (sum += c.share));
  }

  /** Whether every slot with a ready replica serves by a 'throughput' profile (the request model needs its speeds). */
  covers(ready: Int32Array): boolean {
    for (let j = 0; j < ready.length; j++) if (ready[j]! > 0 && this.profiles[j]?.kind !== 'throughput') return false;
    return true;
  }

  /** Per target, the share of requests arriving at λ/s that miss it with `ready` replicas per slot. */
  sharesAt(ready: Int32Array, lambda: number): Float64Array {
    const rate = gridRate(lambda);
    const key = `${ready.join(',')}@${Math.round(Math.log(rate) / Math.log(RATE_GRID_RATIO))}`;
    let shares = this.memo.get(key);
    if (shares === undefined) {
      shares = this.simulate(ready, rate, key);
      this.memo.set(key, shares);
    }
    return shares;
  }

  private simulate(ready: Int32Array, rate: number, key: string): Float64Array {
    const lives: ReplicaLife[] = [];
    for (let j = 0; j < ready.length; j++) {
      for (let k = 0; k < ready[j]!; k++) lives.push({ profile: this.profiles[j] as ThroughputProfile, route: 0, upS: 0, downS: Infinity, interrupted: false });
    }
    const warmS = Math.min(MAX_MEASURED_S / 4, WARM_UP_REQUESTS / rate);
    const measuredS = Math.min(MAX_MEASURED_S, Math.max(MIN_MEASURED_S, MEASURED_REQUESTS / rate));
    const rng = Rng.stream(0x37, `llm-window:${key}`);
    const arrivals = arrivalsOver(this.pattern, [rate], warmS + measuredS, rng);
    const reqs = this.sized(arrivals, rng);
    this.simulatedRequests += arrivals.length;
    // Requests still in service at the end run on past it (up to an hour), so a slow answer is measured, not cut off.
    const served = serveRequests(reqs, lives, warmS + measuredS + 3600);
    const m = countMisses(reqs, served, this.targets, warmS, warmS + measuredS);
    return m.measured > 0 ? m.missed.map((x) => x / m.measured) : new Float64Array(this.targets.length);
  }

  /** The requests' sizes: a class drawn by share, at the class's mean tokens (whole tokens, at least one output). */
  private sized(arrivals: Float64Array, rng: Rng): RequestList {
    const n = arrivals.length;
    const promptTokens = new Float64Array(n);
    const outputTokens = new Float64Array(n);
    const cum = this.cumulativeShare;
    const total = cum[cum.length - 1] ?? 1;
    for (let i = 0; i < n; i++) {
      const u = rng.next() * total;
      let k = 0;
      while (k < cum.length - 1 && u >= cum[k]!) k++;
      const c = this.classes[k]!;
      promptTokens[i] = Math.max(1, Math.round(c.promptTokens));
      outputTokens[i] = Math.max(1, Math.round(c.outputTokens));
    }
    return { arrivalS: arrivals, promptTokens, outputTokens, route: new Uint8Array(n) };
  }
}
