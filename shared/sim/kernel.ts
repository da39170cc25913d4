/**
 * A SimPy-shaped discrete-event kernel: an integer-second clock and a binary heap of events
 * ordered by (time, priority, sequence). Events are plain numbers (type, target, data) kept
 * in parallel typed arrays, so scheduling allocates nothing and dispatch is one call into a
 * single handler (no closure per event). Cancellation is lazy: a cancelled event stays in
 * the heap and is dropped when it reaches the top.
 *
 * Life cycle of an event: scheduled (in the heap) -> triggered (popped, clock advanced to
 * its time) -> processed (handler called). Time never goes backwards: scheduling in the past
 * throws.
 */

import { MAX_EVENTS_PER_RUN, MAX_PENDING_EVENTS, SimulationBudgetExceeded } from './budget';
import { grown } from './typed-arrays';

/** Receives every processed event. One object, one method: the call site stays monomorphic. */
export interface EventHandler {
  handle(type: number, target: number, data: number): void;
}

export interface RunControl {
  /** Called every `progressEvery` events with the fraction of [start, until) simulated. */
  onProgress?: (fraction: number) => void;
  /** Checked as often as progress is reported; returning true stops the run with SimulationCancelled. */
  shouldStop?: () => boolean;
  /** Events between progress reports and stop checks (rounded up to a power of two). */
  progressEvery?: number;
}

/** Thrown by Kernel.run (and so by runStrategy / simulateScenario) when shouldStop() says so. */
export class SimulationCancelled extends Error {
  constructor() {
    super('simulation cancelled');
    this.name = 'SimulationCancelled';
  }
}

/** Priorities: lower runs first among events at the same second. */
export const MAX_PRIORITY = 7;

/**
 * A binary min-heap of events keyed by (time * 8 + priority, sequence). The key and the
 * sequence live in the heap order; the payload (type, target, data) stays in a slot that
 * never moves, so a sift moves three numbers per level instead of five.
 *
 * Every position at or past `size` holds a sentinel (key and sequence +Infinity): the
 * sift-down reads both children without checking that the right one exists, and an empty
 * heap's root is +Infinity, which Kernel.run compares like any other root.
 */
class EventHeap {
  key: Float64Array;
  seq: Float64Array;
  slot: Int32Array;
  type: Int32Array;
  target: Int32Array;
  data: Float64Array;
  size = 0;
  /** Free payload slots: a stack of capacity - size entries, its top at capacity - size - 1. */
  private freeSlots: Int32Array;

  /** `n` positions (one stays the sentinel); at most `maxPending` events held at once. */
  constructor(
    n: number,
    private readonly maxPending: number,
  ) {
    n = Math.min(n, maxPending + 1);
    this.key = new Float64Array(n).fill(Infinity);
    this.seq = new Float64Array(n).fill(Infinity);
    this.slot = new Int32Array(n);
    this.type = new Int32Array(n);
    this.target = new Int32Array(n);
    this.data = new Float64Array(n);
    this.freeSlots = new Int32Array(n);
    for (let i = 0; i < n; i++) this.freeSlots[i] = n - 1 - i;
  }

  /**
   * `seq` must exceed every sequence in the heap (the kernel's counter only grows), so the
   * new event goes after every equal key and the sift-up compares keys only.
   */
  push(k: number, seq: number, type: number, target: number, data: number): void {
    // Keep one position past the last event for the sentinel.
    if (this.size + 1 === this.key.length) this.grow();
    const s = this.freeSlots[this.key.length - this.size - 1]!;
    this.type[s] = type;
    this.target[s] = target;
    this.data[s] = data;
    let i = this.size++;
    const key = this.key;
    const sq = this.seq;
    const sl = this.slot;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = key[p]!;
      if (pk <= k) break;
      key[i] = pk;
      sq[i] = sq[p]!;
      sl[i] = sl[p]!;
      i = p;
    }
    key[i] = k;
    sq[i] = seq;
    sl[i] = s;
  }

  /** Removes the root; its payload slot is freed (read type/target/data[slot[0]] before). */
  removeRoot(): void {
    const n = --this.size;
    const key = this.key;
    const sq = this.seq;
    const sl = this.slot;
    this.freeSlots[key.length - n - 1] = sl[0]!;
    const lastKey = key[n]!;
    const lastSeq = sq[n]!;
    const lastSlot = sl[n]!;
    key[n] = Infinity;
    sq[n] = Infinity;
    if (n === 0) return;
    // Floyd's variant: move the hole down to a leaf along the smaller children, then sift the
    // last event up from there. The last event almost always belongs near the bottom, so
    // this skips the comparison with it on every level of the way down.
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const lk = key[c]!;
      const rk = key[c + 1]!;
      // Which child is smaller is a coin toss: `+(rk < lk)` compiles to a flag set, not a
      // branch mispredicted half the time. Equal keys are rare (a predictable branch).
      if (rk === lk) {
        if (sq[c + 1]! < sq[c]!) c++;
      } else {
        c += +(rk < lk);
      }
      key[i] = key[c]!;
      sq[i] = sq[c]!;
      sl[i] = sl[c]!;
      i = c;
    }
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = key[p]!;
      if (pk < lastKey || (pk === lastKey && sq[p]! < lastSeq)) break;
      key[i] = pk;
      sq[i] = sq[p]!;
      sl[i] = sl[p]!;
      i = p;
    }
    key[i] = lastKey;
    sq[i] = lastSeq;
    sl[i] = lastSlot;
  }

  private grow(): void {
    const old = this.key.length;
    // Full: `old` positions hold old - 1 events and the sentinel. The budget is exact (the
    // last growth stops at budget + 1 positions), so it never allocates past what it allows.
    if (old - 1 >= this.maxPending) {
      throw new SimulationBudgetExceeded('pendingEvents', this.maxPending);
    }
    const n = Math.min(old * 2, this.maxPending + 1);
    // New positions hold the sentinel.
    this.key = grown(this.key, n, Infinity);
    this.seq = grown(this.seq, n, Infinity);
    this.slot = grown(this.slot, n);
    this.type = grown(this.type, n);
    this.target = grown(this.target, n);
    this.data = grown(this.data, n);
    // The new slots [old, n) go under the old free stack, which keeps its order on top.
    const free = new Int32Array(n);
    for (let i = 0; i < n - old; i++) free[i] = n - 1 - i;
    free.set(this.freeSlots.subarray(0, old - this.size), n - old);
    this.freeSlots = free;
  }
}

export class Kernel {
  /** Current simulation time in whole seconds. */
  now = 0;
  /** Events processed (handler called) so far. */
  eventCount = 0;
  /** Most events run() may process before it stops with SimulationBudgetExceeded (checked every progress interval). */
  eventBudget = MAX_EVENTS_PER_RUN;
  /** Optional observer for tests: sees every processed event before its handler. */
  monitor: ((time: number, type: number) => void) | undefined = undefined;

  /** Everything scheduled with schedule(). */
  private readonly main: EventHeap;
  /**
   * Events scheduled with scheduleLane(): streams that keep about one pending event each
   * (job arrivals). Kept out of the main heap so their push and pop cost O(1) instead of a
   * sift through every pending finish; both heaps share one sequence counter and are merged
   * on (key, sequence), so the order is exactly that of a single heap.
   */
  private readonly lane: EventHeap;
  private nextSeq = 0;
  private cancelled: Set<number> | null = null;

  /**
   * `pendingBudget`: most events each of the two heaps may hold scheduled at once before
   * scheduling throws SimulationBudgetExceeded (default MAX_PENDING_EVENTS).
   */
  constructor(
    private readonly handler: EventHandler,
    initialCapacity = 1024,
    readonly pendingBudget = MAX_PENDING_EVENTS,
  ) {
    this.main = new EventHeap(Math.max(16, initialCapacity), pendingBudget);
    this.lane = new EventHeap(16, pendingBudget);
  }

  /** Events waiting (including cancelled ones not yet dropped). */
  get pending(): number {
    return this.main.size + this.lane.size;
  }

  /**
   * Schedules an event at integer second `time` (>= now). Returns a handle for cancel().
   * `data` may be any float64 (e.g. a generation counter).
   */
  schedule(time: number, type: number, target = 0, data = 0, priority = 0): number {
    if (!(time >= this.now) || time !== Math.floor(time)) {
      throw new RangeError(`event time ${time} is before now (${this.now}) or not a whole second`);
    }
    const seq = this.nextSeq++;
    this.main.push(time * 8 + priority, seq, type, target, data);
    return seq;
  }

  /**
   * Like schedule(), for a stream that keeps few events pending at a time (one per source,
   * e.g. the next arrival of each workload). Same ordering, same handles.
   */
  scheduleLane(time: number, type: number, target = 0, data = 0, priority = 0): number {
    if (!(time >= this.now) || time !== Math.floor(time)) {
      throw new RangeError(`event time ${time} is before now (${this.now}) or not a whole second`);
    }
    const seq = this.nextSeq++;
    this.lane.push(time * 8 + priority, seq, type, target, data);
    return seq;
  }

  /** Cancels a scheduled event by its handle. Unknown or already processed handles are ignored. */
  cancel(handle: number): void {
    if (handle < 0) return;
    (this.cancelled ??= new Set()).add(handle);
  }

  /** Time of the next event, or Infinity when none is pending. */
  peek(): number {
    const h = this.next();
    return h === null ? Infinity : Math.floor(h.key[0]! / 8);
  }

  /** Processes one event. Returns false when there was none. */
  step(): boolean {
    for (;;) {
      const h = this.next();
      if (h === null) return false;
      if (this.popAndDispatch(h)) return true;
    }
  }

  /**
   * Processes events with time < until, then sets the clock to `until` (if later than now).
   * Throws SimulationCancelled when control.shouldStop() returns true.
   */
  run(until: number, control?: RunControl): void {
    const start = this.now;
    const span = Math.max(1, until - start);
    const every = nextPowerOfTwo(control?.progressEvery ?? 65_536);
    const keyLimit = until * 8;
    const hasControl =
      control !== undefined &&
      (control.onProgress !== undefined || control.shouldStop !== undefined);
    const main = this.main;
    const lane = this.lane;
    const handler = this.handler;
    const eventBudget = this.eventBudget;
    // Progress, stop and budget are checked at every multiple of `every` events: one compare
    // per event on the hot path, as cheap as the old test of whether anyone listens.
    let checkAt = (Math.floor(this.eventCount / every) + 1) * every;
    for (;;) {
      // The earlier of the two roots on (key, sequence). An empty heap's root is its
      // +Infinity sentinel, which never passes the limit below, so no size checks.
      const lk = lane.key[0]!;
      const mk = main.key[0]!;
      const h = lk < mk || (lk === mk && lane.seq[0]! < main.seq[0]!) ? lane : main;
      const k = lk < mk ? lk : mk;
      if (!(k < keyLimit)) break;
      // popAndDispatch inlined by hand (step() still calls it): this is the hottest loop.
      const seq = h.seq[0]!;
      const s = h.slot[0]!;
      const type = h.type[s]!;
      const target = h.target[s]!;
      const data = h.data[s]!;
      h.removeRoot();
      const cancelled = this.cancelled;
      if (cancelled !== null && cancelled.size > 0 && cancelled.delete(seq)) continue;
      // Same as k / 8 (scaling by a power of two is exact), without a division.
      const time = Math.floor(k * 0.125);
      this.now = time;
      this.eventCount++;
      if (this.monitor !== undefined) this.monitor(time, type);
      handler.handle(type, target, data);
      if (this.eventCount >= checkAt) {
        checkAt += every;
        if (this.eventCount >= eventBudget) throw new SimulationBudgetExceeded('events', eventBudget);
        if (hasControl) {
          if (control.shouldStop?.()) throw new SimulationCancelled();
          control.onProgress?.(Math.min(1, (this.now - start) / span));
        }
      }
    }
    if (until > this.now && Number.isFinite(until)) this.now = until;
  }

  /** The heap whose root is the next event, or null when both are empty. */
  private next(): EventHeap | null {
    const main = this.main;
    const lane = this.lane;
    if (lane.size === 0) return main.size === 0 ? null : main;
    if (main.size === 0) return lane;
    const lk = lane.key[0]!;
    const mk = main.key[0]!;
    return lk < mk || (lk === mk && lane.seq[0]! < main.seq[0]!) ? lane : main;
  }

  private popAndDispatch(h: EventHeap): boolean {
    const time = Math.floor(h.key[0]! / 8);
    const seq = h.seq[0]!;
    const s = h.slot[0]!;
    const type = h.type[s]!;
    const target = h.target[s]!;
    const data = h.data[s]!;
    h.removeRoot();
    const cancelled = this.cancelled;
    if (cancelled !== null && cancelled.size > 0 && cancelled.delete(seq)) return false;
    this.now = time;
    this.eventCount++;
    if (this.monitor !== undefined) this.monitor(time, type);
    this.handler.handle(type, target, data);
    return true;
  }
}

function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}
