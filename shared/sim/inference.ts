import { DAY_S, isActive, isWeekend } from './calendar';
import type { CompiledInference } from './compile';
import type { Sim } from './engine';
import { maxArrivalRate } from './erlang';
import { EV_INF_DOWN, EV_INF_TICK, EV_INF_UP, PRIO_DECIDE } from './events';
import { Holder } from './holders';

/**
 * Online inference as a fluid: never one event per request. Demand is the 24 h curve
 * (weekday or weekend, piecewise constant per point) x (1 + growth)^(whole months elapsed),
 * during active phases. The autoscaler wants ceil(demand / (rps x speed x target utilisation))
 * replicas within [min, max]; a rise is acted on scaleUpDelay later (then provisioning), a
 * fall only once the wanted count has stayed lower for scaleDownDelay. Events happen only
 * where the wanted count changes; requests are integrated point by point in between, with
 * capacity = ready replicas x rps x speed (full utilisation), and latency from Erlang C with
 * c = replicas x concurrency servers.
 */
export class InferenceHolder extends Holder {
  declare readonly cw: CompiledInference;
  private readonly step: number;
  private readonly perDay: number;
  private readonly fixed: boolean;
  active = false;

  constructor(sim: Sim, cw: CompiledInference) {
    super(sim, cw);
    this.perDay = cw.w.traffic.weekday.length;
    this.step = DAY_S / this.perDay;
    this.fixed = cw.placement.scaling === 'fixed';
  }

  /** Requests per second wanted at time t (0 outside active phases). */
  demandAt(t: number): number {
    if (!isActive(this.cw.active, t)) return 0;
    const cal = this.sim.c.calendar;
    const day = Math.min(cal.days - 1, Math.floor(t / DAY_S));
    const tr = this.cw.w.traffic;
    const curve = tr.weekend !== undefined && isWeekend(cal.weekday[day]!) ? tr.weekend : tr.weekday;
    const point = Math.floor((t - day * DAY_S) / this.step);
    const growth = tr.growthPerMonth === 0 ? 1 : Math.pow(1 + tr.growthPerMonth, cal.monthsElapsed[day]!);
    return curve[point]! * growth;
  }

  /** Replicas wanted at time t. */
  desiredAt(t: number): number {
    const w = this.cw.w;
    if (!isActive(this.cw.active, t)) return 0;
    if (this.fixed) return this.cw.placement.fixedReplicas ?? w.minReplicas;
    const perReplica = w.requestsPerSecondPerReplica * this.cw.replicaSpeed[0]! * w.targetUtilisation;
    const want = Math.ceil(this.demandAt(t) / perReplica - 1e-9);
    return Math.min(w.maxReplicas, Math.max(w.minReplicas, want));
  }

  /** The next time after `now` at which the wanted count (or the phase activity) changes. */
  nextChange(now: number): number {
    const H = this.sim.horizonS;
    const active = this.cw.active;
    let boundary = H;
    for (let i = 0; i < active.length; i++) {
      if (active[i]! > now) {
        boundary = Math.min(boundary, active[i]!);
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

  protected busyUnits(j: number): number {
    return this.ready[j]!;
  }

  protected accountInterval(a: number, b: number): void {
    if (!this.active) return;
    const sim = this.sim;
    const w = this.cw.w;
    const ctr = sim.counters;
    let cap = 0;
    let servers = 0;
    let serviceRate = 0;
    for (let j = 0; j < this.nSlots; j++) {
      const r = this.ready[j]!;
      if (r === 0) continue;
      const speed = this.cw.replicaSpeed[j]!;
      cap += r * w.requestsPerSecondPerReplica * speed;
      servers += r * w.concurrencyPerReplica;
      serviceRate += (r * w.concurrencyPerReplica * speed * 1000) / w.serviceTimeMs;
    }
    const mu = servers > 0 ? serviceRate / servers : 0;
    const lambdaMax = servers > 0 ? this.lambdaMax(servers, mu) : -1;
    let total = 0;
    let served = 0;
    let miss = 0;
    let t = a;
    while (t < b) {
      const end = Math.min(b, (Math.floor(t / this.step) + 1) * this.step);
      const dt = end - t;
      const lambda = this.demandAt(t);
      total += lambda * dt;
      served += Math.min(lambda, cap) * dt;
      if (lambda > 0 && lambda > lambdaMax) miss += dt;
      t = end;
    }
    const w0 = this.w;
    ctr.requestsTotal[w0]! += total;
    ctr.requestsServed[w0]! += served;
    ctr.latencyMissS[w0]! += miss;
    ctr.activeS[w0]! += b - a;
  }

  private lambdaMax(servers: number, mu: number): number {
    const memo = this.cw.latencyMemo;
    const key = servers * 1e6 + Math.round(mu * 1000);
    let v = memo.get(key);
    if (v === undefined) {
      v = maxArrivalRate(servers, mu, this.cw.w.latencyTargetMs / 1000);
      memo.set(key, v);
    }
    return v;
  }

  onTick(): void {
    const sim = this.sim;
    const now = sim.kernel.now;
    this.advance(now);
    this.active = isActive(this.cw.active, now);
    const d = this.desiredAt(now);
    this.demandUnits = d;
    const w = this.cw.w;
    if (this.fixed) {
      this.setTarget(d);
    } else if (d > this.target) {
      const delay = Math.round(w.scaleUpDelayMinutes * 60);
      if (delay === 0) this.setTarget(d);
      else if (now + delay < sim.horizonS) sim.kernel.schedule(now + delay, EV_INF_UP, this.w, d, PRIO_DECIDE);
    } else if (d < this.target) {
      const delay = Math.round(w.scaleDownDelayMinutes * 60);
      if (delay === 0) this.setTarget(d);
      else if (now + delay < sim.horizonS) sim.kernel.schedule(now + delay, EV_INF_DOWN, this.w, 0, PRIO_DECIDE);
    }
    const next = this.nextChange(now);
    if (next < sim.horizonS) sim.kernel.schedule(next, EV_INF_TICK, this.w, 0, PRIO_DECIDE);
  }

  onUp(observed: number): void {
    if (observed > this.target) this.setTarget(observed);
  }

  /** Scale down to the most wanted over the last scaleDownDelay (only if that is lower). */
  onDown(): void {
    const now = this.sim.kernel.now;
    const delay = Math.round(this.cw.w.scaleDownDelayMinutes * 60);
    const from = Math.max(0, now - delay);
    let most = this.desiredAt(from);
    for (let t = (Math.floor(from / this.step) + 1) * this.step; t <= now; t += this.step) {
      most = Math.max(most, this.desiredAt(t));
    }
    if (most < this.target) this.setTarget(most);
  }
}

export function startInference(sim: Sim, h: InferenceHolder): void {
  sim.kernel.schedule(0, EV_INF_TICK, h.w, 0, PRIO_DECIDE);
}
