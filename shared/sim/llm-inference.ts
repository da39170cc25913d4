import { missSharesAt } from '@shared/llm/serving-capacity';
import type { CompiledLlm } from './compiled';

/** A per-slot memo grows no further than this (a curve read point by point may not repeat). */
const MEMO_LIMIT = 65_536;

/**
 * A service planned in tokens over one stretch of time in which its ready replicas do not
 * change (InferenceHolder.accountInterval walks the traffic curve through it):
 * - the traffic is split across the ready replicas in proportion to each one's capacity at the
 *   targets, as a balancer that sends each replica what it can take; a replica serves up to
 *   its saturated rate, and once one is full the rest take the excess in the same proportion
 *   (water-filling); what no replica can take goes unserved;
 * - per target, the requests that missed it come from simulated requests: the arrivals times
 *   the target's miss share in the request-level window of these ready replicas at this rate
 *   (shared/llm/requests' RequestWindows: pooled replicas, the traffic's bursts, unserved
 *   requests waiting and missing), when every ready replica has a 'throughput' profile;
 * - the estimate beside it (and the verdict when the windows cannot serve the stretch: a
 *   'ratePerClass' profile, or the run asked for the estimate) is the analytical model's: the
 *   unserved requests plus, on each slot, the requests served there times the target's miss
 *   share at that slot's per-replica rate (shared/llm's missSharesAt, memoised per slot and rate);
 * - a second counts as missing latency when any target's share of the arrivals that missed it
 *   is above what its statistic allows.
 */
export class LlmStretch {
  /** Requests/s per replica of each slot at the last rate served. */
  private readonly perReplica: Float64Array;
  /** Per target: requests that missed it over the stretch (fractional: a fluid). */
  readonly missed: Float64Array;
  /** Per target: the same by the analytical model (the estimate). */
  readonly missedEstimate: Float64Array;
  /** Seconds during which some target's miss share was above its allowance. */
  missS = 0;
  /** Per target: requests/s missing it at the current rate (scratch). */
  private readonly rates: Float64Array;
  /** Per target: requests/s missing it by the analytical model, the whole service's (scratch). */
  private readonly estimateRates: Float64Array;
  /** Per target: this stretch's own analytical requests/s missing it (scratch). */
  private readonly scratch: Float64Array;
  private readonly weights: Float64Array;
  private readonly most: number;

  /** Routed size classes: a stretch per route over its own slots, each fed its classes' share. */
  private readonly routes: { share: number; stretch: LlmStretch }[] | null;
  /** Prompt and output tokens served over the stretch (routed: each route's classes' own mean). */
  promptTokens = 0;
  outputTokens = 0;

  constructor(
    private readonly m: CompiledLlm,
    private readonly ready: Int32Array,
  ) {
    const n = ready.length;
    this.perReplica = new Float64Array(n);
    this.missed = new Float64Array(m.targets.length);
    this.missedEstimate = new Float64Array(m.targets.length);
    this.rates = new Float64Array(m.targets.length);
    this.estimateRates = new Float64Array(m.targets.length);
    this.scratch = new Float64Array(m.targets.length);
    this.routes = m.routes === null ? null : m.routes.map((r) => ({ share: r.share, stretch: new LlmStretch(r.llm, ready.subarray(r.from, r.to)) }));
    // Split by capacity at the targets; when no ready replica meets them at any rate, by what each serves at all.
    let byCapacity = 0;
    let most = 0;
    for (let j = 0; j < n; j++) {
      byCapacity += ready[j]! * m.capacity[j]!;
      most += ready[j]! * m.saturation[j]!;
    }
    this.weights = byCapacity > 0 ? m.capacity : m.saturation;
    this.most = most;
  }

  /** Requests/s served of λ arriving, with the per-slot rates set (water-filling by weight up to saturation). */
  private split(lambda: number): number {
    const m = this.m;
    const ready = this.ready;
    const w = this.weights;
    const x = this.perReplica;
    if (lambda >= this.most) {
      for (let j = 0; j < x.length; j++) x[j] = ready[j]! > 0 && w[j]! > 0 ? m.saturation[j]! : 0;
      return this.most;
    }
    let weight = 0;
    for (let j = 0; j < x.length; j++) weight += ready[j]! * w[j]!;
    let full = 0;
    // Slots saturate in fillOrder (saturation / weight ascending); the level u is where the rest take what is left.
    for (let i = 0; i < m.fillOrder.length; i++) {
      const j = m.fillOrder[i]!;
      if (ready[j]! === 0 || w[j]! <= 0) continue;
      const level = m.saturation[j]! / w[j]!;
      if (full + level * weight >= lambda) break;
      full += ready[j]! * m.saturation[j]!;
      weight -= ready[j]! * w[j]!;
    }
    const u = weight > 0 ? (lambda - full) / weight : 0;
    for (let j = 0; j < x.length; j++) x[j] = ready[j]! > 0 && w[j]! > 0 ? Math.min(m.saturation[j]!, u * w[j]!) : 0;
    return lambda;
  }

  private sharesAt(j: number, rate: number): Float64Array {
    const m = this.m;
    const memo = m.missMemo[j]!;
    let shares = memo.get(rate);
    if (shares === undefined) {
      const profile = m.profiles[j]!;
      shares = Float64Array.from(missSharesAt(m.classes, profile, rate, m.targets));
      if (memo.size < MEMO_LIMIT) memo.set(rate, shares);
    }
    return shares;
  }

  /**
   * Adds each target's requests/s missing it, with λ arriving, into `out`: the unserved ones
   * and, per slot, those served there times the target's miss share at its per-replica rate.
   * Returns the rate served; the tokens served over dt are counted into `tokens` (the stretch
   * the service accounts with, for a route's stretch too).
   */
  private addMisses(lambda: number, dt: number, out: Float64Array, estimate: Float64Array, tokens: LlmStretch): number {
    if (this.routes !== null) {
      let served = 0;
      for (const r of this.routes) if (r.share > 0) served += r.stretch.addMisses(lambda * r.share, dt, out, estimate, tokens);
      return served;
    }
    const mine = this.scratch;
    const served = this.addEstimate(lambda, mine);
    for (let t = 0; t < out.length; t++) estimate[t]! += mine[t]!;
    const windows = this.m.windows;
    const simulated = windows !== null && this.most > 0 && windows.covers(this.ready) ? windows.sharesAt(this.ready, lambda) : null;
    for (let t = 0; t < out.length; t++) out[t]! += simulated === null ? mine[t]! : lambda * simulated[t]!;
    tokens.promptTokens += served * dt * this.m.meanPromptTokens;
    tokens.outputTokens += served * dt * this.m.meanOutputTokens;
    return served;
  }

  /** The analytical model's requests/s missing each target, set into `out`; returns the rate served. */
  private addEstimate(lambda: number, out: Float64Array): number {
    out.fill(0);
    const served = this.split(lambda);
    const unserved = lambda - served;
    for (let t = 0; t < out.length; t++) out[t]! += unserved;
    for (let j = 0; j < this.perReplica.length; j++) {
      const x = this.perReplica[j]!;
      if (!(x > 0)) continue;
      const shares = this.sharesAt(j, x);
      const servedHere = this.ready[j]! * x;
      for (let t = 0; t < out.length; t++) out[t]! += servedHere * shares[t]!;
    }
    return served;
  }

  /** Accounts λ requests/s arriving for dt seconds; returns the rate served. */
  serve(lambda: number, dt: number): number {
    if (!(lambda > 0)) return 0;
    const m = this.m;
    const rates = this.rates;
    rates.fill(0);
    const estimate = this.estimateRates;
    estimate.fill(0);
    const served = this.addMisses(lambda, dt, rates, estimate, this);
    let over = false;
    for (let t = 0; t < rates.length; t++) {
      this.missed[t]! += rates[t]! * dt;
      this.missedEstimate[t]! += estimate[t]! * dt;
      if (rates[t]! / lambda > m.allowed[t]!) over = true;
    }
    if (over) this.missS += dt;
    return served;
  }
}
