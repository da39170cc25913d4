import { billedSeconds } from './billing';
import type { CompiledDev, CompiledInference } from './compiled';
import { EV_HOLDER_PREEMPT, EV_HOLDER_READY, PRIO_READY, PRIO_RELEASE } from './events';
import { occupantOfHolder } from './elastic-instances';
import { instanceReady, joinDelay, leaveShared } from './elastic-packing';
import { takeRoomFor } from './jobs';
import { NO_INSTANCE } from './pools';
import { gpusOfUnitOn, noteQuotaChange, quotaUnitsRoom } from './quotas';
import type { ServiceHolder, Sim } from './sim-state';

/**
 * An elastic group of identical units held by a service: inference replicas or dev machines.
 * It aims at a target count, taking capacity in placement order (reserved first when listed
 * first, then on-demand burst), and sheds from the least preferred pool first. On a packing
 * pool each unit takes GPUs on its best-fitting instance, so one-GPU replicas share a server. Services take
 * capacity ahead of queued jobs: one that is short is fed again whenever capacity is freed.
 * On-demand and spot units are billed each from when it became ready to its release
 * (granularity and minimum applied); spot units can be interrupted and are replaced at once.
 */
export abstract class Holder implements ServiceHolder {
  readonly w: number;
  readonly nSlots: number;
  readonly ready: Int32Array;
  readonly prov: Int32Array;
  /** Per slot: ready times of the ready units (a stack: the newest is released first). */
  private readonly readyTimes: number[][];
  private readonly batchSlot: number[] = [];
  private readonly batchCount: number[] = [];
  /** Per batch: the shared elastic instance of its one unit, or -1 (see sharedSlot). */
  private readonly batchPlace: number[] = [];
  /** Per slot: 1 when its units share elastic instances by GPU (elastic-packing.ts): one unit per batch, interrupted with its instance. */
  private readonly sharedSlot: Uint8Array;
  private readonly openBatches: number[][];
  private readonly preemptGen: Int32Array;
  /** Per slot on a packing pool: the instance of each ready unit, in the order of readyTimes. */
  private readonly places: number[][];
  /** Short of its target: fed again when capacity is freed. */
  hungry = false;
  /** Provisioning already covered by a spot notice for the next replacement. */
  private credit = 0;
  target = 0;
  lastT = 0;
  /** Units of this service lost to spot interruptions. */
  preemptions = 0;
  /** Units the workload wants right now (daily demand series). */
  demandUnits = 0;

  constructor(
    protected readonly sim: Sim,
    readonly cw: CompiledInference | CompiledDev,
  ) {
    this.w = cw.index;
    this.nSlots = cw.pools.length;
    this.ready = new Int32Array(this.nSlots);
    this.prov = new Int32Array(this.nSlots);
    this.readyTimes = Array.from({ length: this.nSlots }, () => []);
    this.openBatches = Array.from({ length: this.nSlots }, () => []);
    this.preemptGen = new Int32Array(this.nSlots);
    this.places = Array.from({ length: this.nSlots }, () => []);
    this.sharedSlot = Uint8Array.from(cw.pools, (p) => {
      const pool = sim.c.pools[p]!;
      return pool.sharesInstances && cw.unitGpus < pool.gpusPerInstance ? 1 : 0;
    });
  }

  /** Units of slot j doing useful work (the rest of the ready units are idle). */
  protected abstract busyUnits(j: number): number;
  /** Kind-specific accounting over [a, b) with the current state (traffic, shortfall). */
  protected abstract accountInterval(a: number, b: number): void;

  held(): number {
    let n = 0;
    for (let j = 0; j < this.nSlots; j++) n += this.ready[j]! + this.prov[j]!;
    return n;
  }

  /** GPUs the service holds on pool p (ready and provisioning units of every slot there). */
  gpusOn(p: number): number {
    const pool = this.sim.c.pools[p]!;
    let n = 0;
    for (let j = 0; j < this.nSlots; j++) {
      if (this.cw.pools[j] === p) n += (this.ready[j]! + this.prov[j]!) * gpusOfUnitOn(pool, this.cw.instances[j]!, this.cw.unitGpus);
    }
    return n;
  }

  readyTotal(): number {
    let n = 0;
    for (let j = 0; j < this.nSlots; j++) n += this.ready[j]!;
    return n;
  }

  /** Accounts the time since the last change with the state that held over it. */
  advance(now: number): void {
    const a = this.lastT;
    if (now <= a) return;
    const g = this.cw.unitGpus;
    const ledger = this.sim.ledger;
    for (let j = 0; j < this.nSlots; j++) {
      const busy = this.busyUnits(j);
      if (busy > 0) ledger.use(this.cw.pools[j]!, this.w, a, now, busy * g);
    }
    if (this.demandUnits > 0) ledger.demand(a, now, this.demandUnits * g);
    this.accountInterval(a, now);
    this.lastT = now;
  }

  setTarget(n: number): void {
    this.advance(this.sim.kernel.now);
    this.target = n;
    this.reconcile();
  }

  reconcile(): void {
    if (this.hungry) {
      this.hungry = false;
      this.sim.hungryHolders--;
    }
    const routes = this.routeStart;
    if (routes === null) {
      const held = this.held();
      if (held < this.target) this.acquire(this.target - held, 0, this.nSlots);
      else if (held > this.target) this.shed(held - this.target, 0, this.nSlots);
      return;
    }
    // Routed: each run of slots is held to its own route's target.
    for (let r = 0; r + 1 < routes.length; r++) {
      const from = routes[r]!;
      const to = routes[r + 1]!;
      let held = 0;
      for (let j = from; j < to; j++) held += this.ready[j]! + this.prov[j]!;
      const target = this.routeTarget[r]!;
      if (held < target) this.acquire(target - held, from, to);
      else if (held > target) this.shed(held - target, from, to);
    }
  }

  /**
   * Routed size classes (inference): route r holds slots [routeStart[r], routeStart[r + 1]) to
   * routeTarget[r] units; null when the slots are filled in order towards one target.
   */
  protected routeStart: Int32Array | null = null;
  protected routeTarget: Int32Array = new Int32Array(0);

  private acquire(k: number, from: number, to: number): void {
    const sim = this.sim;
    const ps = sim.pools;
    const now = sim.kernel.now;
    for (let j = from; j < to && k > 0; j++) {
      const p = this.cw.pools[j]!;
      const inst = this.cw.instances[j]!;
      const g = this.cw.unitGpus;
      const pool = sim.c.pools[p]!;
      // Quotas: never past the workload's (or team's) maximum on the pool.
      const want = sim.c.quotas === null ? k : Math.min(k, quotaUnitsRoom(sim, p, this.w, gpusOfUnitOn(pool, inst, g)));
      let m = Math.min(want, ps.unitsThatFit(p, inst, g));
      // Priorities: on a contested pool the service takes GPUs from lower-priority jobs before it uses its next pool.
      while (m < want && pool.contested && takeRoomFor(sim, p, inst, g, this.cw.priority, this.w, m * gpusOfUnitOn(pool, inst, g)))
        m = Math.min(want, ps.unitsThatFit(p, inst, g));
      if (m <= 0) continue;
      if (this.sharedSlot[j] === 1) {
        this.acquireShared(j, m, now);
        k -= m;
        continue;
      }
      if (pool.packs) {
        // Committed, so ready at once (below): each unit onto its best-fitting instance.
        const places = this.places[j]!;
        for (let i = 0; i < m; i++) places.push(ps.takeUnit(p, inst, g));
      } else {
        ps.take(p, m * inst);
      }
      if (!pool.committed) ps.launches[p]! += m * inst;
      k -= m;
      const delay = pool.committed ? 0 : Math.max(0, pool.provisioningS - this.credit);
      if (delay === 0) {
        this.makeReady(j, m, now);
      } else {
        this.prov[j]! += m;
        const id = this.batchSlot.length;
        this.batchSlot.push(j);
        this.batchCount.push(m);
        this.batchPlace.push(-1);
        this.openBatches[j]!.push(id);
        sim.kernel.schedule(now + delay, EV_HOLDER_READY, this.w, id, PRIO_READY);
      }
      // Held now counts the units just taken (ready, or provisioning).
      if (sim.c.quotas !== null) noteQuotaChange(sim, p, this.w);
    }
    this.credit = 0;
    if (k > 0 && !this.hungry) {
      this.hungry = true;
      sim.hungryHolders++;
    }
  }

  /** m units of slot j onto shared elastic instances: each ready with its instance. */
  private acquireShared(j: number, m: number, now: number): void {
    const sim = this.sim;
    const p = this.cw.pools[j]!;
    const who = occupantOfHolder(this.w, j);
    for (let i = 0; i < m; i++) {
      const place = sim.pools.takeUnit(p, this.cw.instances[j]!, this.cw.unitGpus, who, this.w);
      const delay = joinDelay(sim, p, place, this.credit);
      if (delay === 0) {
        this.makeReadyShared(j, place, now);
        continue;
      }
      this.prov[j]! += 1;
      const id = this.batchSlot.length;
      this.batchSlot.push(j);
      this.batchCount.push(1);
      this.batchPlace.push(place);
      this.openBatches[j]!.push(id);
      sim.kernel.schedule(now + delay, EV_HOLDER_READY, this.w, id, PRIO_READY);
    }
  }

  private makeReadyShared(j: number, place: number, now: number): void {
    instanceReady(this.sim, this.cw.pools[j]!, place);
    this.ready[j]! += 1;
    this.readyTimes[j]!.push(now);
    this.places[j]!.push(place);
  }

  /** Gives back c provisioning units of batch id (slot j): never billed. */
  private dropProvisioning(j: number, id: number, c: number): void {
    const p = this.cw.pools[j]!;
    if (this.sharedSlot[j] === 1) {
      leaveShared(this.sim, p, this.batchPlace[id]!, occupantOfHolder(this.w, j), this.w, this.cw.unitGpus, 0);
    } else {
      this.sim.pools.give(p, c * this.cw.instances[j]!);
    }
  }

  /**
   * The shared elastic instance i was interrupted: slot j's units on it are gone (counted as
   * preemptions). Returns false when slot j had none there. The caller reconciles.
   */
  loseOnInstance(j: number, i: number): boolean {
    const sim = this.sim;
    const now = sim.kernel.now;
    const p = this.cw.pools[j]!;
    const places = this.places[j]!;
    const times = this.readyTimes[j]!;
    const g = this.cw.unitGpus;
    const who = occupantOfHolder(this.w, j);
    this.advance(now);
    let n = 0;
    for (let k = places.length - 1; k >= 0; k--) {
      if (places[k] !== i) continue;
      const t0 = times[k]!;
      places.splice(k, 1);
      times.splice(k, 1);
      this.ready[j]! -= 1;
      leaveShared(sim, p, i, who, this.w, g, g * (now - t0));
      n++;
    }
    if (n === 0) return false;
    this.preemptions += n;
    sim.pools.preemptions[p]! += n;
    this.credit = sim.c.pools[p]!.spot?.noticeS ?? 0;
    return true;
  }

  heldAt(p: number, i: number): number {
    let n = 0;
    for (let j = 0; j < this.nSlots; j++) {
      if (this.cw.pools[j] !== p) continue;
      if (i === NO_INSTANCE) n += this.ready[j]! * this.cw.instances[j]!;
      else for (const place of this.places[j]!) n += this.gpusAt(p, place, i);
    }
    return n;
  }

  /** GPUs a unit at `place` of packing pool p holds on instance i: its own, or the whole server when it is a gang over several. */
  private gpusAt(p: number, place: number, i: number): number {
    if (place >= 0) return place === i ? this.cw.unitGpus : 0;
    const ps = this.sim.pools;
    return ps.gangInstances(place).includes(i) ? ps.packed[p]!.gpusPerInstance : 0;
  }

  loseAt(p: number, i: number, b: number): void {
    const sim = this.sim;
    this.advance(sim.kernel.now);
    const g = this.cw.unitGpus;
    for (let j = 0; j < this.nSlots; j++) {
      if (this.cw.pools[j] !== p) continue;
      const inst = this.cw.instances[j]!;
      const times = this.readyTimes[j]!;
      if (i === NO_INSTANCE) {
        if (b >= this.ready[j]! * inst) {
          b -= this.ready[j]! * inst;
          continue;
        }
        times.splice(Math.floor(b / inst), 1);
        this.ready[j]! -= 1;
        sim.pools.give(p, inst);
        // A quota's holder holds one unit less (the failed GPU's replica is gone).
        if (sim.c.quotas !== null) noteQuotaChange(sim, p, this.w);
        sim.dirty = true;
        return;
      }
      const places = this.places[j]!;
      for (let k = 0; k < places.length; k++) {
        const w = this.gpusAt(p, places[k]!, i);
        if (b >= w) {
          b -= w;
          continue;
        }
        const place = places[k]!;
        places.splice(k, 1);
        times.splice(k, 1);
        this.ready[j]! -= 1;
        sim.pools.giveUnit(p, inst, g, place);
        if (sim.c.quotas !== null) noteQuotaChange(sim, p, this.w);
        sim.dirty = true;
        return;
      }
    }
  }

  private makeReady(j: number, m: number, now: number): void {
    this.ready[j]! += m;
    const times = this.readyTimes[j]!;
    for (let i = 0; i < m; i++) times.push(now);
    this.rescheduleSpot(j);
  }

  private shed(k: number, from: number, to: number): void {
    const sim = this.sim;
    for (let j = to - 1; j >= from && k > 0; j--) {
      // Cancel provisioning first (never billed), newest first.
      const open = this.openBatches[j]!;
      while (k > 0 && open.length > 0) {
        const id = open[open.length - 1]!;
        const c = Math.min(k, this.batchCount[id]!);
        this.batchCount[id]! -= c;
        this.prov[j]! -= c;
        this.dropProvisioning(j, id, c);
        k -= c;
        if (this.batchCount[id] === 0) open.pop();
        sim.dirty = true;
      }
      const m = Math.min(k, this.ready[j]!);
      if (m > 0) {
        this.releaseReady(j, m);
        k -= m;
      }
    }
  }

  /** Releases m ready units of slot j now, billing elastic ones. */
  private releaseReady(j: number, m: number): void {
    const sim = this.sim;
    const now = sim.kernel.now;
    const p = this.cw.pools[j]!;
    const pool = sim.c.pools[p]!;
    const inst = this.cw.instances[j]!;
    const times = this.readyTimes[j]!;
    if (this.sharedSlot[j] === 1) {
      // Each leaves its instance; the instance is billed when its last unit leaves.
      const places = this.places[j]!;
      const g = this.cw.unitGpus;
      const who = occupantOfHolder(this.w, j);
      for (let i = 0; i < m; i++) leaveShared(sim, p, places.pop()!, who, this.w, g, g * (now - times.pop()!));
      this.ready[j]! -= m;
      sim.dirty = true;
      return;
    }
    for (let i = 0; i < m; i++) {
      const t0 = times.pop()!;
      if (!pool.committed) {
        const billed = billedSeconds(now - t0, pool.granularityS, pool.minimumS);
        sim.ledger.charge(p, this.w, t0, t0 + billed, pool.rateMicroPerInstanceS * inst, inst * pool.gpusPerInstance);
      }
    }
    this.ready[j]! -= m;
    if (pool.packs) {
      const places = this.places[j]!;
      for (let i = 0; i < m; i++) sim.pools.giveUnit(p, inst, this.cw.unitGpus, places.pop()!);
    } else {
      sim.pools.give(p, m * inst);
    }
    if (sim.c.quotas !== null) noteQuotaChange(sim, p, this.w);
    sim.dirty = true;
    this.rescheduleSpot(j);
  }

  onBatchReady(id: number): void {
    const m = this.batchCount[id]!;
    if (m === 0) return;
    const j = this.batchSlot[id]!;
    const now = this.sim.kernel.now;
    this.advance(now);
    this.batchCount[id] = 0;
    const open = this.openBatches[j]!;
    const at = open.indexOf(id);
    if (at >= 0) open.splice(at, 1);
    this.prov[j]! -= m;
    if (this.sharedSlot[j] === 1) this.makeReadyShared(j, this.batchPlace[id]!, now);
    else this.makeReady(j, m, now);
  }

  /** Poisson spot interruptions of the ready units in slot j, superposed: one pending event per slot. */
  private rescheduleSpot(j: number): void {
    const sim = this.sim;
    const pool = sim.c.pools[this.cw.pools[j]!]!;
    const spot = pool.spot;
    if (spot === null || spot.ratePerGpuS <= 0 || this.sharedSlot[j] === 1) return;
    const gen = (this.preemptGen[j]! += 1);
    const n = this.ready[j]!;
    if (n === 0) return;
    const rate = spot.ratePerGpuS * n * this.cw.instances[j]! * pool.gpusPerInstance;
    const at = sim.kernel.now + Math.max(1, Math.ceil(sim.poolRng[pool.index]!.exponential(1 / rate)));
    if (at < sim.horizonS) sim.kernel.schedule(at, EV_HOLDER_PREEMPT, this.w, j + 16 * gen, PRIO_RELEASE);
  }

  onPreempt(data: number): void {
    const j = data % 16;
    const gen = Math.floor(data / 16);
    if (gen !== this.preemptGen[j] || this.ready[j] === 0) return;
    const sim = this.sim;
    const p = this.cw.pools[j]!;
    this.advance(sim.kernel.now);
    sim.pools.preemptions[p]! += 1;
    this.preemptions += 1;
    this.releaseReady(j, 1);
    this.credit = sim.c.pools[p]!.spot?.noticeS ?? 0;
    this.reconcile();
  }

  /** Capacity was freed somewhere: try again to reach the target. */
  feed(): void {
    this.advance(this.sim.kernel.now);
    this.reconcile();
  }

  /** A pool lost its capacity (spot market down, term over): everything on it goes, then we re-place. */
  poolLost(p: number, preemption: boolean): void {
    let touched = false;
    for (let j = 0; j < this.nSlots; j++) {
      if (this.cw.pools[j] !== p) continue;
      if (!touched) this.advance(this.sim.kernel.now);
      touched = true;
      for (const id of this.openBatches[j]!) {
        const c = this.batchCount[id]!;
        this.batchCount[id] = 0;
        this.prov[j]! -= c;
        this.dropProvisioning(j, id, c);
      }
      this.openBatches[j]!.length = 0;
      const m = this.ready[j]!;
      if (m > 0) {
        if (preemption) {
          this.sim.pools.preemptions[p]! += m;
          this.preemptions += m;
        }
        this.releaseReady(j, m);
      }
      if (preemption) this.credit = this.sim.c.pools[p]!.spot?.noticeS ?? 0;
    }
    if (touched) this.reconcile();
  }

  poolAppeared(p: number): void {
    if (this.held() >= this.target) return;
    for (let j = 0; j < this.nSlots; j++) {
      if (this.cw.pools[j] === p) {
        this.advance(this.sim.kernel.now);
        this.reconcile();
        return;
      }
    }
  }

  /** At the horizon: account and bill everything still held. */
  close(H: number): void {
    this.advance(H);
    this.demandUnits = 0;
    for (let j = 0; j < this.nSlots; j++) {
      for (const id of this.openBatches[j]!) {
        const c = this.batchCount[id]!;
        this.batchCount[id] = 0;
        this.prov[j]! -= c;
        this.dropProvisioning(j, id, c);
      }
      this.openBatches[j]!.length = 0;
      if (this.ready[j]! > 0) this.releaseReady(j, this.ready[j]!);
    }
  }
}
