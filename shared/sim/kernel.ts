/**
 * A SimPy-shaped discrete-event kernel: an integer-second clock and a queue of events ordered
 * by (time, priority, sequence) (a calendar of buckets: bucket-queue.ts). Events are plain
 * numbers (type, target, data) kept in parallel typed arrays, so scheduling allocates nothing
 * and dispatch is one call into a single handler (no closure per event). Cancellation is
 * lazy: a cancelled event stays in the queue and is dropped when it comes first.
 *
 * Life cycle of an event: scheduled (in the queue) -> triggered (popped, clock advanced to
 * its time) -> processed (handler called). Time never goes backwards: scheduling in the past
 * throws.
 */

import { MAX_EVENTS_PER_RUN, MAX_PENDING_EVENTS, SimulationBudgetExceeded } from './budget';
import { BucketQueue } from './bucket-queue';

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

  /**
   * Every scheduled event. Job arrivals once had a heap of their own so that their push did
   * not sift through every pending finish; the bucket queue files any event in O(1).
   */
  private readonly queue: BucketQueue;
  private nextSeq = 0;
  private cancelled: Set<number> | null = null;

  /**
   * `pendingBudget`: most events that may be scheduled at once before scheduling throws
   * SimulationBudgetExceeded (default MAX_PENDING_EVENTS).
   */
  constructor(
    private readonly handler: EventHandler,
    initialCapacity = 1024,
    readonly pendingBudget = MAX_PENDING_EVENTS,
  ) {
    this.queue = new BucketQueue(Math.max(16, initialCapacity), pendingBudget);
  }

  /** Events waiting (including cancelled ones not yet dropped). */
  get pending(): number {
    return this.queue.pending;
  }

  /**
   * Schedules an event at integer second `time` (>= now). Returns a handle for cancel().
   * `data` may be any float64 (e.g. a generation counter).
   */
  schedule(time: number, type: number, target = 0, data = 0, priority = 0): number {
    if (!(time >= this.now) || time !== Math.floor(time)) this.badTime(time);
    const seq = this.nextSeq++;
    this.queue.push(time, priority, seq, type, target, data);
    return seq;
  }

  private badTime(time: number): never {
    throw new RangeError(`event time ${time} is before now (${this.now}) or not a whole second`);
  }

  /** Cancels a scheduled event by its handle. Unknown or already processed handles are ignored. */
  cancel(handle: number): void {
    if (handle < 0) return;
    (this.cancelled ??= new Set()).add(handle);
  }

  /** Time of the next event, or Infinity when none is pending. */
  peek(): number {
    const q = this.queue;
    if (q.fill()) return Math.floor(q.frontKey[0]! / 8);
    return q.overSize === 0 ? Infinity : Math.floor(q.key[q.overSlot[0]!]! / 8);
  }

  /** Processes one event. Returns false when there was none. */
  step(): boolean {
    const q = this.queue;
    for (;;) {
      let s: number;
      if (q.fill()) s = q.pop();
      else if (q.overSize > 0) s = q.popOver();
      else return false;
      if (this.dispatch(s)) return true;
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
    const q = this.queue;
    const handler = this.handler;
    const eventBudget = this.eventBudget;
    // Progress, stop and budget are checked at every multiple of `every` events: one compare
    // per event on the hot path, as cheap as the old test of whether anyone listens.
    let checkAt = (Math.floor(this.eventCount / every) + 1) * every;
    for (;;) {
      if (q.frontSize === 0 && !q.fill()) {
        // Only events from 2^31 s on are left, if any (never in a scenario): the slow path.
        if (q.overSize === 0 || !(q.key[q.overSlot[0]!]! < keyLimit)) break;
        this.dispatch(q.popOver());
      } else {
        // dispatch() inlined by hand (step() still calls it): this is the hottest loop.
        const k = q.frontKey[0]!;
        if (!(k < keyLimit)) break;
        const s = q.pop();
        // The slot was freed by pop(): its fields stay as they are until the next push.
        const type = q.type[s]!;
        const target = q.target[s]!;
        const data = q.data[s]!;
        const cancelled = this.cancelled;
        if (cancelled !== null && cancelled.size > 0 && cancelled.delete(q.seq[s]!)) continue;
        // Same as k / 8 (scaling by a power of two is exact), without a division.
        const time = Math.floor(k * 0.125);
        this.now = time;
        this.eventCount++;
        if (this.monitor !== undefined) this.monitor(time, type);
        handler.handle(type, target, data);
      }
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

  /** Processes the event just popped from slot s (its fields are intact); false when it was cancelled. */
  private dispatch(s: number): boolean {
    const q = this.queue;
    const cancelled = this.cancelled;
    if (cancelled !== null && cancelled.size > 0 && cancelled.delete(q.seq[s]!)) return false;
    const time = Math.floor(q.key[s]! / 8);
    const type = q.type[s]!;
    this.now = time;
    this.eventCount++;
    if (this.monitor !== undefined) this.monitor(time, type);
    this.handler.handle(type, q.target[s]!, q.data[s]!);
    return true;
  }
}

function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}
