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
import { EventHeap } from './event-heap';

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
      const h = lk < mk || (lk === mk && lane.rootSeq() < main.rootSeq()) ? lane : main;
      const k = lk < mk ? lk : mk;
      if (!(k < keyLimit)) break;
      // popAndDispatch inlined by hand (step() still calls it): this is the hottest loop.
      const s = h.slot[0]!;
      const type = h.type[s]!;
      const target = h.target[s]!;
      const data = h.data[s]!;
      h.removeRoot();
      // The freed slot keeps its sequence until the next push: read only when something was cancelled.
      const cancelled = this.cancelled;
      if (cancelled !== null && cancelled.size > 0 && cancelled.delete(h.seqOf[s]!)) continue;
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
    return lk < mk || (lk === mk && lane.rootSeq() < main.rootSeq()) ? lane : main;
  }

  private popAndDispatch(h: EventHeap): boolean {
    const time = Math.floor(h.key[0]! / 8);
    const seq = h.rootSeq();
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
