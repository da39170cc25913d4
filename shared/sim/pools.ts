import type { CompiledPool } from './compile';
import type { Rng } from './prng';

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
  /** Per pool: 1 when its spot market (or trace) is currently available. */
  readonly up: Uint8Array;
  /** Trace replay: index of the current sample. */
  readonly traceIndex: Float64Array;

  constructor(readonly pools: readonly CompiledPool[]) {
    const n = pools.length;
    this.n = n;
    this.inUse = new Int32Array(n);
    this.cap = new Float64Array(n);
    this.peak = new Int32Array(n);
    this.waiters = new Int32Array(n);
    this.unitHead = new Int32Array(n).fill(-1);
    this.launches = new Int32Array(n);
    this.preemptions = new Int32Array(n);
    this.up = new Uint8Array(n).fill(1);
    this.traceIndex = new Float64Array(n);
  }

  room(p: number): number {
    return this.cap[p]! - this.inUse[p]!;
  }

  take(p: number, instances: number): void {
    const v = (this.inUse[p]! += instances);
    if (v > this.cap[p]!) throw new Error(`pool ${this.pools[p]!.id}: ${v} instances held, capacity ${this.cap[p]}`);
    if (v > this.peak[p]!) this.peak[p] = v;
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
