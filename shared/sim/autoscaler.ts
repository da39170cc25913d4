import type { InferenceWorkload, Placement } from '@shared/scenario';
import { DayIntegral } from './day-integral';
import { DAY_S, isActive, isWeekend, monthsElapsedSince, type Calendar, type Intervals } from './calendar';
import type { InferencePlan } from './inference-plan';
import { Kernel, type EventHandler } from './kernel';
import { ReplayedTraffic } from './replayed-traffic';

/**
 * The inference autoscaler, planned once per strategy. Demand is the 24 h curve (weekday or
 * weekend, piecewise constant per point) x (1 + growth)^(whole months since the workload's
 * growth start, traffic.growthFromDay, else its first active day) during its active phases.
 * The autoscaler wants ceil(demand / (rps x speed x target utilisation)) replicas (a service
 * planned in tokens: the primary offer's rate meeting every target in place of rps x speed) within
 * [min, max] (a fixed placement wants fixedReplicas); a rise observed at t becomes the target at
 * t + scaleUpDelay, a fall at t is acted on at t + scaleDownDelay and only down to the most
 * wanted over that window.
 *
 * None of this depends on capacity or randomness, so the target over time is worked out here
 * with its own small kernel, and every run only replays the target changes (capacity,
 * provisioning and interruptions then decide how many replicas are really serving).
 */

const MAX_TABULATED_POINTS = 2_000_000;

/** Demand and wanted replicas as functions of time (pure). */
export class DemandModel {
  readonly step: number;
  private readonly fixed: boolean;
  private readonly perReplica: number;
  /** Whole months of growth on each day, counted from the workload's growth start. */
  private readonly growthMonths: Int32Array;
  /** The replayed history, read before the curves where it covers (no growth on it). */
  private readonly replay: ReplayedTraffic | null;
  /** Seconds each curve point holds (step is finer when a replay's is). */
  private readonly curveStep: number;

  constructor(
    readonly w: InferenceWorkload,
    readonly placement: Placement,
    readonly active: Intervals,
    readonly calendar: Calendar,
    /**
     * Requests per second one replica of the primary (first) slot serves at full utilisation:
     * requestsPerSecondPerReplica x its speed, or for a service planned in tokens the rate
     * meeting every target on that offer (its profile is measured there: no speed factor).
     */
    replicaRps: number,
    /**
     * Planned in tokens: the replicas that serve a rate at the targets, filling the placement's
     * slots in order (a committed base first, then burst on another offer of another capacity).
     * Absent: demand / (replicaRps x target utilisation).
     */
    private readonly replicasFor?: (requestsPerSecond: number) => number,
  ) {
    this.replay = w.traffic.replay ? new ReplayedTraffic(w.traffic.replay) : null;
    // Both steps divide an hour, so the finer one is a whole step of the other.
    this.curveStep = DAY_S / w.traffic.weekday.length;
    this.step = Math.min(this.curveStep, this.replay?.stepS ?? DAY_S);
    this.fixed = placement.scaling === 'fixed';
    this.perReplica = replicaRps * w.targetUtilisation;
    // Growth counts from the workload's own start (its first active day) unless the file says.
    const fromDay = w.traffic.growthFromDay ?? (active.length > 0 ? Math.floor(active[0]! / DAY_S) : 0);
    this.growthMonths = fromDay === 0 ? calendar.monthsElapsed : monthsElapsedSince(calendar.startDate, calendar.days, fromDay);
  }

  /** Requests per second wanted at time t (0 outside active phases). */
  demandAt(t: number): number {
    return isActive(this.active, t) ? this.curveAt(t) : 0;
  }

  /** The replayed history at time t where it applies, else the curve x growth, whatever the phase. */
  curveAt(t: number): number {
    const replayed = this.replay === null ? null : this.replay.rateAt(t);
    if (replayed !== null) return replayed;
    const cal = this.calendar;
    const day = Math.min(cal.days - 1, Math.floor(t / DAY_S));
    const tr = this.w.traffic;
    const curve = tr.weekend !== undefined && isWeekend(cal.weekday[day]!) ? tr.weekend : tr.weekday;
    const point = Math.floor((t - day * DAY_S) / this.curveStep);
    const growth = tr.growthPerMonth === 0 ? 1 : Math.pow(1 + tr.growthPerMonth, this.growthMonths[day]!);
    return curve[point]! * growth;
  }

  /** Replicas wanted at time t. */
  desiredAt(t: number): number {
    const w = this.w;
    if (!isActive(this.active, t)) return 0;
    if (this.fixed) return this.placement.fixedReplicas ?? w.minReplicas;
    const demand = this.demandAt(t);
    if (this.replicasFor !== undefined) return Math.min(w.maxReplicas, Math.max(w.minReplicas, this.replicasFor(demand / w.targetUtilisation)));
    // A replica that meets the targets at no rate at all: as many as allowed while there is traffic.
    if (!(this.perReplica > 0)) return demand > 0 ? w.maxReplicas : w.minReplicas;
    const want = Math.ceil(demand / this.perReplica - 1e-9);
    return Math.min(w.maxReplicas, Math.max(w.minReplicas, want));
  }

  /** The next time after `now` at which the wanted count or the activity changes (or the horizon). */
  nextChange(now: number): number {
    let boundary = this.calendar.horizonS;
    for (let i = 0; i < this.active.length; i++) {
      if (this.active[i]! > now) {
        boundary = Math.min(boundary, this.active[i]!);
        break;
      }
    }
    const current = this.desiredAt(now);
    let t = (Math.floor(now / this.step) + 1) * this.step;
    while (t < boundary) {
      if (this.desiredAt(t) !== current) return t;
      t += this.step;
    }
    return boundary;
  }
}

const TICK = 1;
const UP = 2;
const DOWN = 3;

class Planner implements EventHandler {
  readonly kernel = new Kernel(this, 64);
  target = 0;
  private readonly up: number;
  private readonly down: number;
  private readonly fixed: boolean;
  readonly times: number[] = [];
  readonly targets: number[] = [];
  readonly active: boolean[] = [];
  private activeNow = false;
  private lastTick = 0;
  private lastDesired = 0;
  readonly demand: DayIntegral;

  constructor(
    private readonly m: DemandModel,
    private readonly gpusPerReplica: number,
  ) {
    this.up = Math.round(m.w.scaleUpDelayMinutes * 60);
    this.down = Math.round(m.w.scaleDownDelayMinutes * 60);
    this.fixed = m.placement.scaling === 'fixed';
    this.demand = new DayIntegral(m.calendar.days);
  }

  private record(): void {
    const now = this.kernel.now;
    const n = this.times.length;
    if (n > 0 && this.times[n - 1] === now) {
      this.targets[n - 1] = this.target;
      this.active[n - 1] = this.activeNow;
      return;
    }
    if (n > 0 && this.targets[n - 1] === this.target && this.active[n - 1] === this.activeNow) return;
    this.times.push(now);
    this.targets.push(this.target);
    this.active.push(this.activeNow);
  }

  private setTarget(n: number): void {
    this.target = n;
    this.record();
  }

  handle(type: number, _target: number, data: number): void {
    const k = this.kernel;
    const now = k.now;
    const H = this.m.calendar.horizonS;
    if (type === TICK) {
      this.demand.add(this.lastTick, now, this.lastDesired * this.gpusPerReplica);
      const activeNow = isActive(this.m.active, now);
      const d = this.m.desiredAt(now);
      this.lastTick = now;
      this.lastDesired = d;
      if (activeNow !== this.activeNow) {
        this.activeNow = activeNow;
        this.record();
      }
      if (this.fixed) {
        if (d !== this.target) this.setTarget(d);
      } else if (d > this.target) {
        if (this.up === 0) this.setTarget(d);
        else if (now + this.up < H) k.schedule(now + this.up, UP, 0, d);
      } else if (d < this.target) {
        if (this.down === 0) this.setTarget(d);
        else if (now + this.down < H) k.schedule(now + this.down, DOWN);
      }
      const next = this.m.nextChange(now);
      if (next < H) k.schedule(next, TICK);
    } else if (type === UP) {
      if (data > this.target) this.setTarget(data);
    } else if (type === DOWN) {
      // Down to the most wanted over the last scaleDownDelay, if that is lower.
      const from = Math.max(0, now - this.down);
      const step = this.m.step;
      let most = this.m.desiredAt(from);
      for (let t = (Math.floor(from / step) + 1) * step; t <= now; t += step) most = Math.max(most, this.m.desiredAt(t));
      if (most < this.target) this.setTarget(most);
    }
  }

  finish(): void {
    this.demand.add(this.lastTick, this.m.calendar.horizonS, this.lastDesired * this.gpusPerReplica);
  }
}

export function planInference(m: DemandModel, gpusPerReplica: number): InferencePlan {
  const p = new Planner(m, gpusPerReplica);
  p.kernel.schedule(0, TICK);
  p.kernel.run(m.calendar.horizonS);
  p.finish();
  const points = Math.ceil(m.calendar.horizonS / m.step);
  let lambda: Float64Array | null = null;
  if (points <= MAX_TABULATED_POINTS) {
    lambda = new Float64Array(points);
    for (let k = 0; k < points; k++) lambda[k] = m.curveAt(k * m.step);
  }
  return { step: m.step, lambda, times: p.times, targets: p.targets, active: p.active, demandGpuSByDay: p.demand.totals() };
}
