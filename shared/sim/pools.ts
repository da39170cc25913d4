import type { CompiledPool } from './compiled';
import { ElasticInstances } from './elastic-instances';
import { PackedInstances } from './packing';
import type { Rng } from './prng';

/** A unit's place on a pool that does not share instances (whole instances, counted only). */
export const NO_INSTANCE = -1;

/**
 * Live state of the strategy's pools: instances held, current capacity (0 while a committed
 * pool is outside its term or a spot market is unavailable), queue pressure, and the spot
 * availability process (correlated market or trace replay) that switches a pool off and on.
 */
export class PoolState {
  readonly n: number;
  /** Instances held (provisioning or running). */
  readonly inUse: Int32Array;
  /** Instances that may be held right now. */
  readonly cap: Float64Array;
  readonly peak: Int32Array;
  /** Waiting units that could use the pool. */
  readonly waiters: Int32Array;
  /** Head of each pool's list of units holding instances in it. */
  readonly unitHead: Int32Array;
  readonly launches: Int32Array;
  readonly preemptions: Int32Array;
  /** Owned pools: GPU failures, and the GPU-seconds failed GPUs (or servers) were out of service inside the horizon. */
  readonly failures: Int32Array;
  readonly failureLostGpuS: Float64Array;
  /** Owned pools: units a failure took off a busy GPU, and the jobs' GPU-seconds lost with them (since their last checkpoint). */
  readonly failureInterruptions: Int32Array;
  readonly failureLostWorkGpuS: Float64Array;
  /**
   * Committed pools: the GPU-seconds jobs held there, split into useful work (kept progress,
   * first start-up included), work lost to interruptions (progress since the last checkpoint,
   * done again) and restart overhead after them; the three add up to the jobs' use of the pool
   * (the pool's hours split, metrics.ts).
   */
  readonly jobUsefulGpuS: Float64Array;
  readonly jobLostGpuS: Float64Array;
  readonly jobRestartGpuS: Float64Array;
  /** Per pool: 1 when its spot market (or trace) is currently available. */
  readonly up: Uint8Array;
  /** Trace replay: index of the current sample. */
  readonly traceIndex: Float64Array;
  /** Per pool: its instances' free GPUs when units share instances (CompiledPool.packs), else null. */
  readonly packed: (PackedInstances | null)[];
  /**
   * Per pool: its live instances when units share elastic instances by GPU
   * (CompiledPool.sharesInstances), else null. Units of a whole instance or more take whole
   * instances of their own there, counted only, as on any elastic pool.
   */
  readonly shared: (ElasticInstances | null)[];
  /** Per pool: 1 when units take whole instances, counted only (no packing, no sharing): the hot path's one test. */
  private readonly counted: Uint8Array;
  /** Instances held by a gang unit on a packing pool, by the key in its place (-2 - key). */
  private readonly gangs = new Map<number, Int32Array>();
  private nextGang = 0;

  constructor(
    readonly pools: readonly CompiledPool[],
    nWorkloads = 1,
  ) {
    const n = pools.length;
    this.n = n;
    this.inUse = new Int32Array(n);
    this.cap = new Float64Array(n);
    this.peak = new Int32Array(n);
    this.waiters = new Int32Array(n);
    this.unitHead = new Int32Array(n).fill(-1);
    this.launches = new Int32Array(n);
    this.preemptions = new Int32Array(n);
    this.failures = new Int32Array(n);
    this.failureLostGpuS = new Float64Array(n);
    this.failureInterruptions = new Int32Array(n);
    this.failureLostWorkGpuS = new Float64Array(n);
    this.jobUsefulGpuS = new Float64Array(n);
    this.jobLostGpuS = new Float64Array(n);
    this.jobRestartGpuS = new Float64Array(n);
    this.up = new Uint8Array(n).fill(1);
    this.traceIndex = new Float64Array(n);
    this.packed = pools.map((p) => (p.packs ? new PackedInstances(p.maxInstances, p.gpusPerInstance) : null));
    this.shared = pools.map((p) => (p.sharesInstances ? new ElasticInstances(p.gpusPerInstance, nWorkloads) : null));
    this.counted = Uint8Array.from(pools, (p) => (p.packs || p.sharesInstances ? 0 : 1));
  }

  /** Whether a unit of g GPUs on pool p shares an elastic instance (fewer GPUs than one instance). */
  private sharesOn(p: number, g: number): ElasticInstances | null {
    const sh = this.shared[p]!;
    return sh !== null && g < sh.gpusPerInstance ? sh : null;
  }

  /**
   * Whether a unit of g GPUs (n whole instances when it has instances of its own) can start on
   * pool p now: on a packing pool, one instance with g free GPUs, or n fully free instances
   * for a gang larger than one instance.
   */
  fits(p: number, n: number, g: number): boolean {
    return this.counted[p] === 1 ? this.cap[p]! - this.inUse[p]! >= n : this.fitsShared(p, n, g);
  }

  /** fits() on a pool whose instances are packed or shared by GPU. */
  private fitsShared(p: number, n: number, g: number): boolean {
    const pk = this.packed[p]!;
    if (pk === null) {
      const sh = this.sharesOn(p, g);
      if (sh !== null) return this.cap[p]! > 0 && (sh.bestFit(g) >= 0 || this.cap[p]! - this.inUse[p]! >= 1);
      return this.cap[p]! - this.inUse[p]! >= n;
    }
    if (this.cap[p]! <= 0) return false;
    return g <= pk.gpusPerInstance ? pk.bestFit(g) >= 0 : pk.fullyFree() >= n;
  }

  /** How many more units of g GPUs (n instances each) fit on pool p now. */
  unitsThatFit(p: number, n: number, g: number): number {
    if (this.counted[p] === 1) return Math.floor((this.cap[p]! - this.inUse[p]!) / n);
    const pk = this.packed[p]!;
    if (pk === null) {
      const sh = this.sharesOn(p, g);
      if (sh === null) return Math.floor((this.cap[p]! - this.inUse[p]!) / n);
      if (this.cap[p]! <= 0) return 0;
      const launchable = Math.max(0, this.cap[p]! - this.inUse[p]!);
      return sh.unitsThatFit(g) + (launchable === 0 ? 0 : launchable * Math.floor(sh.gpusPerInstance / g));
    }
    if (this.cap[p]! <= 0) return 0;
    if (g > pk.gpusPerInstance) return Math.floor(pk.fullyFree() / n);
    let k = 0;
    for (let i = 0; i < pk.n; i++) k += Math.floor(pk.free[i]! / g);
    return k;
  }

  /**
   * Starts a unit of g GPUs on pool p (the caller checked fits()) and returns its place: the
   * instance it shares, a gang of whole instances (-2 - key), or NO_INSTANCE on a pool that
   * only counts whole instances. On an elastic pool that shares instances, the unit (occupant
   * code `who`, of workload w) joins its best-fitting live instance, or launches one; the
   * caller times a fresh launch (readyAt still Infinity, see elastic-packing.ts joinDelay).
   */
  takeUnit(p: number, n: number, g: number, who = 0, w = 0): number {
    if (this.counted[p] !== 1) return this.takeShared(p, n, g, who, w);
    // Counted pools (whole instances, nothing shared): the common case, kept small enough for
    // the simulator's hot callers to take in whole.
    this.take(p, n);
    return NO_INSTANCE;
  }

  /** takeUnit on a pool whose instances are packed or shared by GPU. */
  private takeShared(p: number, n: number, g: number, who: number, w: number): number {
    const pk = this.packed[p]!;
    if (pk === null) {
      const sh = this.sharesOn(p, g);
      if (sh === null) {
        this.take(p, n);
        return NO_INSTANCE;
      }
      let i = sh.bestFit(g);
      if (i < 0) {
        this.take(p, 1);
        this.launches[p]! += 1;
        i = sh.launch(w);
      }
      sh.join(i, g, who);
      return i;
    }
    let place: number;
    if (g <= pk.gpusPerInstance) {
      place = pk.bestFit(g);
      if (place < 0) throw new Error(`pool ${this.pools[p]!.id}: no instance with ${g} free GPUs`);
      pk.change(place, g);
    } else {
      const G = pk.gpusPerInstance;
      const ids = new Int32Array(n);
      for (let k = 0; k < n; k++) {
        const i = pk.bestFit(G);
        if (i < 0) throw new Error(`pool ${this.pools[p]!.id}: ${n} free instances wanted`);
        pk.change(i, G);
        ids[k] = i;
      }
      const key = this.nextGang++;
      this.gangs.set(key, ids);
      place = -2 - key;
    }
    this.noteOccupied(p, pk);
    return place;
  }

  /** Ends a unit's stay: the GPUs (or instances) of its place go back to pool p. */
  giveUnit(p: number, n: number, g: number, place: number): void {
    const pk = this.packed[p]!;
    // Counted pools, and whole instances on a pool that shares elastic instances (shared places are given back by elastic-packing.ts leaveShared).
    if (pk === null) this.give(p, n);
    else this.givePacked(p, g, place, pk);
  }

  private givePacked(p: number, g: number, place: number, pk: PackedInstances): void {
    if (place >= 0) {
      pk.change(place, -g);
    } else {
      const key = -2 - place;
      const ids = this.gangs.get(key)!;
      this.gangs.delete(key);
      for (let k = 0; k < ids.length; k++) pk.change(ids[k]!, -pk.gpusPerInstance);
    }
    this.inUse[p] = pk.occupied;
  }

  /** The instances of a gang unit's place (-2 - key) on a packing pool. */
  gangInstances(place: number): Int32Array {
    return this.gangs.get(-2 - place)!;
  }

  private noteOccupied(p: number, pk: PackedInstances): void {
    const v = pk.occupied;
    this.inUse[p] = v;
    if (v > this.peak[p]!) this.peak[p] = v;
  }

  take(p: number, instances: number): void {
    const v = (this.inUse[p]! += instances);
    if (v > this.cap[p]!) this.overCapacity(p, v);
    if (v > this.peak[p]!) this.peak[p] = v;
  }

  private overCapacity(p: number, held: number): never {
    throw new Error(`pool ${this.pools[p]!.id}: ${held} instances held, capacity ${this.cap[p]}`);
  }

  give(p: number, instances: number): void {
    this.inUse[p]! -= instances;
  }
}

/**
 * Spot availability. Returns the first state (1 = available) and writes nothing else; the
 * caller schedules changes with nextSpotChange.
 */
export function initialSpotState(pool: CompiledPool, state: PoolState, rng: Rng): number {
  const m = pool.spot?.model;
  if (!m) return 1;
  if (m.model === 'market') {
    const pUp = m.meanAvailableHours / (m.meanAvailableHours + m.meanUnavailableHours);
    return rng.next() < pUp ? 1 : 0;
  }
  if (m.model === 'trace') {
    const start = m.randomStart ? rng.int(m.unavailable.length) : 0;
    state.traceIndex[pool.index] = start;
    return m.unavailable[start] === 1 ? 0 : 1;
  }
  return 1;
}

/**
 * Time of the next availability change after `now` given the current state, or Infinity.
 * Market: exponential holding times. Trace: the next sample (cyclic) whose value differs;
 * sample i of the replay covers [(i - start) * gap, ...) from time zero.
 */
export function nextSpotChange(pool: CompiledPool, state: PoolState, rng: Rng, now: number, upNow: number): number {
  const m = pool.spot?.model;
  if (!m) return Infinity;
  if (m.model === 'market') {
    const meanH = upNow === 1 ? m.meanAvailableHours : m.meanUnavailableHours;
    return now + Math.max(1, Math.round(rng.exponential(meanH * 3600)));
  }
  if (m.model === 'trace') {
    const data = m.unavailable;
    const len = data.length;
    const gap = m.gapSeconds;
    const step = Math.floor(now / gap);
    const start = state.traceIndex[pool.index]!;
    const current = data[(start + step) % len];
    for (let k = 1; k <= len; k++) {
      if (data[(start + step + k) % len] !== current) return (step + k) * gap;
    }
    return Infinity;
  }
  return Infinity;
}
