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
  /** Optional observer for tests: sees every processed event before its handler. */
  monitor: ((time: number, type: number) => void) | undefined = undefined;

  private key: Float64Array;
  private seq: Float64Array;
  private type: Int32Array;
  private target: Int32Array;
  private data: Float64Array;
  private size = 0;
  private nextSeq = 0;
  private cancelled: Set<number> | null = null;

  constructor(
    private readonly handler: EventHandler,
    initialCapacity = 1024,
  ) {
    const n = Math.max(16, initialCapacity);
    this.key = new Float64Array(n);
    this.seq = new Float64Array(n);
    this.type = new Int32Array(n);
    this.target = new Int32Array(n);
    this.data = new Float64Array(n);
  }

  /** Events waiting in the heap (including cancelled ones not yet dropped). */
  get pending(): number {
    return this.size;
  }

  /**
   * Schedules an event at integer second `time` (>= now). Returns a handle for cancel().
   * `data` may be any float64 (e.g. a generation counter).
   */
  schedule(time: number, type: number, target = 0, data = 0, priority = 0): number {
    if (!(time >= this.now) || time !== Math.floor(time)) {
      throw new RangeError(`event time ${time} is before now (${this.now}) or not a whole second`);
    }
    if (this.size === this.key.length) this.grow();
    const seq = this.nextSeq++;
    const k = time * 8 + priority;
    // Sift up with a hole: move parents down until the new key fits.
    let i = this.size++;
    const key = this.key;
    const sq = this.seq;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = key[p]!;
      if (pk < k || (pk === k && sq[p]! < seq)) break;
      this.move(p, i);
      i = p;
    }
    key[i] = k;
    sq[i] = seq;
    this.type[i] = type;
    this.target[i] = target;
    this.data[i] = data;
    return seq;
  }

  /** Cancels a scheduled event by its handle. Unknown or already processed handles are ignored. */
  cancel(handle: number): void {
    if (handle < 0) return;
    (this.cancelled ??= new Set()).add(handle);
  }

  /** Time of the next event, or Infinity when the heap is empty. */
  peek(): number {
    return this.size > 0 ? Math.floor(this.key[0]! / 8) : Infinity;
  }

  /** Processes one event. Returns false when there was none. */
  step(): boolean {
    while (this.size > 0) {
      if (this.popAndDispatch()) return true;
    }
    return false;
  }

  /**
   * Processes events with time < until, then sets the clock to `until` (if later than now).
   * Throws SimulationCancelled when control.shouldStop() returns true.
   */
  run(until: number, control?: RunControl): void {
    const start = this.now;
    const span = Math.max(1, until - start);
    const every = nextPowerOfTwo(control?.progressEvery ?? 65_536);
    const mask = every - 1;
    const keyLimit = until * 8;
    const hasControl = control !== undefined && (control.onProgress !== undefined || control.shouldStop !== undefined);
    while (this.size > 0 && this.key[0]! < keyLimit) {
      if (this.popAndDispatch() && hasControl && (this.eventCount & mask) === 0) {
        if (control.shouldStop?.()) throw new SimulationCancelled();
        control.onProgress?.(Math.min(1, (this.now - start) / span));
      }
    }
    if (until > this.now && Number.isFinite(until)) this.now = until;
  }

  private popAndDispatch(): boolean {
    const key = this.key;
    const time = Math.floor(key[0]! / 8);
    const seq = this.seq[0]!;
    const type = this.type[0]!;
    const target = this.target[0]!;
    const data = this.data[0]!;
    this.removeRoot();
    const cancelled = this.cancelled;
    if (cancelled !== null && cancelled.size > 0 && cancelled.delete(seq)) return false;
    this.now = time;
    this.eventCount++;
    if (this.monitor !== undefined) this.monitor(time, type);
    this.handler.handle(type, target, data);
    return true;
  }

  private removeRoot(): void {
    const n = --this.size;
    if (n === 0) return;
    const key = this.key;
    const sq = this.seq;
    const lastKey = key[n]!;
    const lastSeq = sq[n]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const r = c + 1;
      if (r < n) {
        const rk = key[r]!;
        const ck = key[c]!;
        if (rk < ck || (rk === ck && sq[r]! < sq[c]!)) c = r;
      }
      const ck = key[c]!;
      if (lastKey < ck || (lastKey === ck && lastSeq < sq[c]!)) break;
      this.move(c, i);
      i = c;
    }
    if (i !== n) this.move(n, i);
  }

  private move(from: number, to: number): void {
    this.key[to] = this.key[from]!;
    this.seq[to] = this.seq[from]!;
    this.type[to] = this.type[from]!;
    this.target[to] = this.target[from]!;
    this.data[to] = this.data[from]!;
  }

  private grow(): void {
    const n = this.key.length * 2;
    const key = new Float64Array(n);
    key.set(this.key);
    this.key = key;
    const seq = new Float64Array(n);
    seq.set(this.seq);
    this.seq = seq;
    const type = new Int32Array(n);
    type.set(this.type);
    this.type = type;
    const target = new Int32Array(n);
    target.set(this.target);
    this.target = target;
    const data = new Float64Array(n);
    data.set(this.data);
    this.data = data;
  }
}

function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}
