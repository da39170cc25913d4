import { QuotaTrack } from './quota-track';
import { Ledger } from './billing';
import type { CompiledStrategy } from './compiled';
import {
  EV_ARRIVAL,
  EV_DEV_CHANGE,
  EV_HOLDER_PREEMPT,
  EV_HOLDER_READY,
  EV_INF_PLAN,
  EV_INSTANCE_PREEMPT,
  EV_OWNED_DELIVERY,
  EV_OWNED_FAILURE,
  EV_OWNED_REPAIR,
  EV_POOL_CLOSE,
  EV_POOL_OPEN,
  EV_SPOT_CHANGE,
  EV_UNIT_DEADLINE,
  EV_UNIT_FINISH,
  EV_UNIT_PREEMPT,
  EV_UNIT_READY,
  PRIO_READY,
  PRIO_RELEASE,
} from './events';
import { ExponentialBlocks } from './exponential-blocks';
import { JobStats } from './job-stats';
import { Kernel, type EventHandler } from './kernel';
import { initialSpotState, nextSpotChange, PoolState } from './pools';
import { Rng } from './prng';
import type { RunScratch } from './run-scratch';
import { RecordTable, UnitTable } from './units';
import type { Holder } from './holders';
import { initArrivals, onArrival } from './job-arrivals';
import { onUnitReady } from './job-stays';
import { closeUnits, evictPool, onUnitDeadline, onUnitFinish, onUnitPreempt, scanQueue } from './jobs';
import { onInstancePreempt } from './instance-interruption';
import { OwnedCapacity } from './owned-capacity';
import { WorkloadCounters, type Sim } from './sim-state';
import { createHolders, onDevChange, onInferencePlan, startHolders } from './services';

/**
 * One simulated run: the kernel, the ledger, pools, units and services, and the dispatch of
 * every event to the module that owns it. Built fresh per run; nothing is shared between runs
 * except the read-only compiled strategy (and its pure memo of latency limits).
 */
export class SimRun implements Sim, EventHandler {
  readonly kernel: Kernel;
  readonly ledger: Ledger;
  readonly pools: PoolState;
  readonly units: UnitTable;
  readonly records = new RecordTable(16);
  readonly counters: WorkloadCounters;
  readonly stats: JobStats;
  readonly horizonS: number;
  /** Per workload: arrival times, sizes and run-time jitter streams. */
  readonly arrivalRng: Rng[];
  readonly sizeRng: Rng[];
  readonly arrivalGaps: ExponentialBlocks;
  readonly exponentialSizes: ExponentialBlocks;
  readonly jitterRng: Rng[];
  readonly gpuRng: Rng[];
  /** Per pool: interruption stream. */
  readonly poolRng: Rng[];
  readonly holders: (Holder | null)[];
  /** Per pool: an owned pool's deliveries and failures, or null. */
  readonly owned: (OwnedCapacity | null)[];
  /** FIFO of waiting units (intrusive list through units.waitNext / waitPrev). */
  waitHead = -1;
  waitTail = -1;
  /** Capacity was freed during the current event: feed short services and scan the queue after it. */
  dirty = false;
  /** Services short of their target (fed when capacity is freed). */
  hungryHolders = 0;
  /** Jobs on on-demand waiting for room on spot to go back (Uniform Progress). */
  spotSeekers = 0;
  /** Scan epoch and per-pool marks (pools blocked by an earlier waiting unit in this scan). */
  scanEpoch = 0;
  readonly blockedEpoch: Int32Array;
  quotaReclaims = 0;
  readonly quotaTrack: QuotaTrack;

  constructor(
    readonly c: CompiledStrategy,
    readonly seed: number,
    maxJobRecords: number,
    scratch: RunScratch | null = null,
  ) {
    const nW = c.workloads.length;
    this.horizonS = c.calendar.horizonS;
    this.kernel = new Kernel(this, 64);
    this.units = new UnitTable(c.unitsHint);
    this.ledger = new Ledger(c.calendar, c.pools, nW, c.savingsPlans);
    this.pools = new PoolState(c.pools, nW);
    this.counters = new WorkloadCounters(nW, c.calendar.monthKeys.length);
    this.stats = new JobStats(c, maxJobRecords, scratch);
    this.arrivalRng = c.workloads.map((w) => Rng.stream(seed, `arrivals:${w.id}`));
    this.sizeRng = c.workloads.map((w) => Rng.stream(seed, `sizes:${w.id}`));
    this.arrivalGaps = new ExponentialBlocks(nW);
    this.exponentialSizes = new ExponentialBlocks(nW);
    this.jitterRng = c.workloads.map((w) => Rng.stream(seed, `jitter:${w.id}`));
    this.gpuRng = c.workloads.map((w) => Rng.stream(seed, `gpus:${w.id}`));
    this.poolRng = c.pools.map((p) => Rng.stream(seed, `interruptions:${p.id}`));
    this.blockedEpoch = new Int32Array(c.pools.length);
    this.quotaTrack = new QuotaTrack(c.quotas?.list.length ?? 0);
    this.owned = c.pools.map((p) => (p.owned !== null ? new OwnedCapacity(p, this, this.horizonS, seed) : null));
    this.holders = createHolders(this);
  }

  /** Schedules the start of everything: pool terms, spot availability, arrivals, services. */
  start(): void {
    const k = this.kernel;
    const H = this.horizonS;
    for (const p of this.c.pools) {
      const i = p.index;
      if (p.committed) {
        this.owned[i]?.start();
        this.pools.cap[i] = p.openS <= 0 && p.closeS > 0 ? this.capacityAtOpen(i) : 0;
        if (p.openS > 0 && p.openS < H) k.schedule(p.openS, EV_POOL_OPEN, i, 0, PRIO_READY);
        if (p.closeS < H) k.schedule(p.closeS, EV_POOL_CLOSE, i, 0, PRIO_RELEASE);
      } else {
        this.pools.cap[i] = p.maxInstances;
        if (p.spot) {
          const up = initialSpotState(p, this.pools, this.poolRng[i]!);
          this.pools.up[i] = up;
          if (up === 0) this.pools.cap[i] = 0;
          const next = nextSpotChange(p, this.pools, this.poolRng[i]!, 0, up);
          if (next < H) k.schedule(next, EV_SPOT_CHANGE, i, 1 - up, PRIO_RELEASE);
        }
      }
    }
    initArrivals(this);
    startHolders(this);
  }

  handle(type: number, target: number, data: number): void {
    // Job finishes and arrivals are nearly every event of a long job stream: they are tested
    // first and the rest is dispatched out of line, so this stays small enough for the
    // kernel's loop to take in whole.
    if (type === EV_UNIT_FINISH) onUnitFinish(this, target, data);
    else if (type === EV_ARRIVAL) onArrival(this, target);
    else this.handleOther(type, target, data);
    if (this.dirty) this.capacityFreed();
  }

  private handleOther(type: number, target: number, data: number): void {
    switch (type) {
      case EV_UNIT_READY:
        onUnitReady(this, target, data);
        break;
      case EV_UNIT_PREEMPT:
        onUnitPreempt(this, target, data);
        break;
      case EV_UNIT_DEADLINE:
        onUnitDeadline(this, target, data);
        break;
      case EV_POOL_OPEN:
        this.openPool(target);
        break;
      case EV_POOL_CLOSE:
        this.closePool(target);
        break;
      case EV_SPOT_CHANGE:
        this.spotChange(target, data);
        break;
      case EV_INF_PLAN:
        onInferencePlan(this, target, data);
        break;
      case EV_HOLDER_READY:
        this.holders[target]!.onBatchReady(data);
        break;
      case EV_HOLDER_PREEMPT:
        this.holders[target]!.onPreempt(data);
        break;
      case EV_DEV_CHANGE:
        onDevChange(this, target, data);
        break;
      case EV_INSTANCE_PREEMPT:
        onInstancePreempt(this, target, data);
        break;
      case EV_OWNED_DELIVERY:
        this.owned[target]!.deliver(data);
        this.capacityAppeared(target);
        break;
      case EV_OWNED_FAILURE:
        this.owned[target]!.fail(data);
        break;
      case EV_OWNED_REPAIR:
        this.owned[target]!.repair(data);
        this.capacityAppeared(target);
        break;
    }
  }

  /** Capacity was freed during the event: services short of capacity first, then the job queue in FIFO order. */
  private capacityFreed(): void {
    this.dirty = false;
    if (this.hungryHolders > 0) for (const h of this.holders) if (h !== null && h.hungry) h.feed();
    scanQueue(this);
  }

  private openPool(p: number): void {
    this.pools.cap[p] = this.capacityAtOpen(p);
    this.capacityAppeared(p);
  }

  /** Instances usable when a committed pool's term begins: all of them, or an owned pool's first order. */
  private capacityAtOpen(p: number): number {
    return this.owned[p]?.opened() ?? this.c.pools[p]!.maxInstances;
  }

  private closePool(p: number): void {
    this.pools.cap[p] = 0;
    evictPool(this, p, false);
    for (const h of this.holders) h?.poolLost(p, false);
  }

  private spotChange(p: number, up: number): void {
    const pool = this.c.pools[p]!;
    this.pools.up[p] = up;
    if (up === 1) {
      this.pools.cap[p] = pool.maxInstances;
      this.capacityAppeared(p);
    } else {
      this.pools.cap[p] = 0;
      evictPool(this, p, true);
      for (const h of this.holders) h?.poolLost(p, true);
    }
    const next = nextSpotChange(pool, this.pools, this.poolRng[p]!, this.kernel.now, up);
    if (next < this.horizonS) this.kernel.schedule(next, EV_SPOT_CHANGE, p, 1 - up, PRIO_RELEASE);
  }

  private capacityAppeared(p: number): void {
    this.dirty = true;
    for (const h of this.holders) h?.poolAppeared(p);
  }

  /** Runs to the horizon and closes the books. */
  finish(): void {
    const H = this.horizonS;
    closeUnits(this, H);
    for (const h of this.holders) h?.close(H);
    this.ledger.finalise();
  }
}
