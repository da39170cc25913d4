import { MAX_LLM_TARGETS } from '@shared/scenario';
import { DAY_S } from './calendar';
import type { CompiledInference } from './compiled';
import type { Sim } from './sim-state';
import { maxArrivalRate, responseTimeExceeds } from './erlang';
import { EV_INF_PLAN, PRIO_DECIDE } from './events';
import { Holder } from './holders';
import { LlmStretch } from './llm-inference';

/**
 * Online inference as a fluid: never one event per request. The autoscaler's target over
 * time is planned once per strategy (autoscaler.ts); a run replays its changes, and the
 * replicas that capacity, provisioning and interruptions actually allow serve the traffic.
 * Requests are integrated curve point by curve point between changes, with capacity =
 * ready replicas x rps x speed (full utilisation); latency comes from Erlang C with
 * c = replicas x concurrency servers and the service time scaled by speed, and every second
 * whose response time misses the target in its statistic (mean or percentile), or whose queue
 * is unstable, counts as a miss. Requests that miss it are counted too: at each instant the
 * share of arrivals slower than the target is P(T > target), the exact M/M/c tail at the rate
 * served; requests over capacity (unserved) all miss it, and every request does while the queue
 * is unstable, so the request-weighted share is the planner's SLO figure.
 */
export class InferenceHolder extends Holder {
  declare readonly cw: CompiledInference;
  active = false;

  constructor(sim: Sim, cw: CompiledInference) {
    super(sim, cw);
    const routes = cw.llm?.routes ?? null;
    if (routes !== null) {
      this.routeStart = Int32Array.from([...routes.map((r) => r.from), routes[routes.length - 1]!.to]);
      this.routeTarget = new Int32Array(routes.length);
    }
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
    // A service planned in tokens takes its capacity and misses from the token model instead.
    const llm = this.cw.llm !== null ? new LlmStretch(this.cw.llm, this.ready) : null;
    const mu = servers > 0 ? serviceRate / servers : 0;
    const lambdaMax = servers > 0 && llm === null ? this.lambdaMax(servers, mu) : -1;
    const tails = servers > 0 && llm === null ? this.tails(servers, mu) : null;
    const targetS = w.latencyTargetMs / 1000;
    const plan = this.cw.plan;
    const table = plan.lambda;
    const step = plan.step;
    let total = 0;
    let served = 0;
    let miss = 0;
    let missed = 0;
    let t = a;
    // Served requests go to their calendar month too (egress per request is billed by month).
    const cal = sim.c.calendar;
    let month = cal.monthOfDay[Math.min(cal.days - 1, Math.floor(a / DAY_S))]!;
    let monthEndS = month + 1 < cal.monthKeys.length ? cal.monthStartDay[month + 1]! * DAY_S : Infinity;
    let servedInMonth = 0;
    while (t < b) {
      const k = Math.floor(t / step);
      const end = Math.min(b, (k + 1) * step);
      const dt = end - t;
      const lambda = table !== null ? table[k]! : this.cw.demand.curveAt(t);
      total += lambda * dt;
      while (t >= monthEndS) {
        ctr.servedByMonth[month]! += servedInMonth;
        servedInMonth = 0;
        month++;
        monthEndS = month + 1 < cal.monthKeys.length ? cal.monthStartDay[month + 1]! * DAY_S : Infinity;
      }
      if (llm !== null) {
        const servedHere = llm.serve(lambda, dt) * dt;
        served += servedHere;
        servedInMonth += servedHere;
        t = end;
        continue;
      }
      const servedHere = (lambda < cap ? lambda : cap) * dt;
      served += servedHere;
      servedInMonth += servedHere;
      if (lambda > 0 && lambda > lambdaMax) miss += dt;
      if (lambda > 0) {
        // Requests over capacity get no answer: all missed. Those served queue at the served rate.
        const rate = lambda < cap ? lambda : cap;
        missed += (lambda - rate) * dt + rate * dt * (tails === null ? 1 : this.tailAt(tails, servers, rate, mu, targetS));
      }
      t = end;
    }
    ctr.servedByMonth[month]! += servedInMonth;
    const w0 = this.w;
    ctr.requestsTotal[w0]! += total;
    ctr.requestsServed[w0]! += served;
    ctr.latencyMissS[w0]! += miss;
    ctr.requestsMissed[w0]! += missed;
    ctr.activeS[w0]! += b - a;
    if (llm !== null) {
      ctr.latencyMissS[w0]! += llm.missS;
      const at = w0 * MAX_LLM_TARGETS;
      for (let i = 0; i < llm.missed.length; i++) {
        ctr.llmMissed[at + i]! += llm.missed[i]!;
        ctr.llmMissedEstimate[at + i]! += llm.missedEstimate[i]!;
      }
      ctr.llmTokens[2 * w0]! += llm.promptTokens;
      ctr.llmTokens[2 * w0 + 1]! += llm.outputTokens;
    }
  }

  private lambdaMax(servers: number, mu: number): number {
    const memo = this.cw.latencyMemo;
    const key = servers * 1e6 + Math.round(mu * 1000);
    let v = memo.get(key);
    if (v === undefined) {
      v = maxArrivalRate(servers, mu, this.cw.w.latencyTargetMs / 1000, this.cw.allowedMiss);
      memo.set(key, v);
    }
    return v;
  }

  private tails(servers: number, mu: number): Map<number, number> {
    const memo = this.cw.missMemo;
    const key = servers * 1e6 + Math.round(mu * 1000);
    let m = memo.get(key);
    if (m === undefined) {
      m = new Map();
      memo.set(key, m);
    }
    return m;
  }

  private tailAt(tails: Map<number, number>, servers: number, lambda: number, mu: number, targetS: number): number {
    let p = tails.get(lambda);
    if (p === undefined) {
      p = responseTimeExceeds(servers, lambda, mu, targetS);
      // A curve read point by point (too long to tabulate) may not repeat: bound the memo.
      if (tails.size < 65_536) tails.set(lambda, p);
    }
    return p;
  }

  /** Replays change point i of the plan: activity and the autoscaler's target. */
  onPlan(i: number): void {
    const sim = this.sim;
    const plan = this.cw.plan;
    this.advance(sim.kernel.now);
    this.active = plan.active[i]!;
    const perRoute = plan.routeTargets?.[i];
    if (perRoute !== undefined) this.routeTarget.set(perRoute);
    this.setTarget(plan.targets[i]!);
    const next = plan.times[i + 1];
    if (next !== undefined && next < sim.horizonS) sim.kernel.schedule(next, EV_INF_PLAN, this.w, i + 1, PRIO_DECIDE);
  }

  override close(H: number): void {
    super.close(H);
    this.sim.ledger.addDemandByDay(this.cw.plan.demandGpuSByDay);
  }
}

export function startInference(sim: Sim, h: InferenceHolder): void {
  const t0 = h.cw.plan.times[0];
  if (t0 !== undefined && t0 < sim.horizonS) sim.kernel.schedule(t0, EV_INF_PLAN, h.w, 0, PRIO_DECIDE);
}
