import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Kernel, SimulationCancelled, type EventHandler } from '@shared/sim/kernel';
import { Rng } from '@shared/sim/prng';

class Recorder implements EventHandler {
  log: [number, number, number, number][] = [];
  kernel!: Kernel;
  handle(type: number, target: number, data: number): void {
    this.log.push([this.kernel.now, type, target, data]);
  }
}

function setup(): { k: Kernel; r: Recorder } {
  const r = new Recorder();
  const k = new Kernel(r, 4);
  r.kernel = k;
  return { k, r };
}

describe('Kernel', () => {
  it('orders events by time, then priority, then scheduling order', () => {
    const { k, r } = setup();
    k.schedule(10, 1, 0, 0, 2);
    k.schedule(5, 2);
    k.schedule(10, 3, 0, 0, 0);
    k.schedule(10, 4, 0, 0, 2);
    k.schedule(7, 5);
    k.run(100);
    expect(r.log.map((e) => e[1])).toEqual([2, 5, 3, 1, 4]);
    expect(k.eventCount).toBe(5);
    expect(k.now).toBe(100);
  });

  it('run(until) stops before events at `until` and moves the clock there', () => {
    const { k, r } = setup();
    k.schedule(3, 1);
    k.schedule(5, 2);
    k.run(5);
    expect(r.log.map((e) => e[1])).toEqual([1]);
    expect(k.now).toBe(5);
    expect(k.peek()).toBe(5);
    k.run(6);
    expect(r.log.map((e) => e[1])).toEqual([1, 2]);
  });

  it('steps one event at a time', () => {
    const { k, r } = setup();
    k.schedule(2, 1);
    k.schedule(1, 2);
    expect(k.step()).toBe(true);
    expect(k.now).toBe(1);
    expect(k.step()).toBe(true);
    expect(k.step()).toBe(false);
    expect(r.log.map((e) => e[1])).toEqual([2, 1]);
  });

  it('cancels events lazily', () => {
    const { k, r } = setup();
    const a = k.schedule(1, 1);
    k.schedule(2, 2);
    const c = k.schedule(3, 3);
    k.cancel(a);
    k.cancel(c);
    k.cancel(-1);
    k.run(10);
    expect(r.log.map((e) => e[1])).toEqual([2]);
    expect(k.eventCount).toBe(1);
  });

  it('refuses to schedule in the past or between seconds', () => {
    const { k } = setup();
    k.schedule(5, 1);
    k.run(6);
    expect(() => k.schedule(5, 1)).toThrow(RangeError);
    expect(() => k.schedule(7.5, 1)).toThrow(RangeError);
    expect(() => k.schedule(Number.NaN, 1)).toThrow(RangeError);
  });

  it('passes target and float data through', () => {
    const { k, r } = setup();
    k.schedule(1, 7, 42, 1.5e12);
    k.run(2);
    expect(r.log[0]).toEqual([1, 7, 42, 1.5e12]);
  });

  it('pops exactly in (time, priority, sequence) order, through growth (against a sort)', () => {
    const rng = new Rng(5, 5);
    const order: number[] = [];
    const k = new Kernel({ handle: (_t, target) => order.push(target) }, 2);
    const events: [number, number, number][] = [];
    for (let seq = 0; seq < 5_000; seq++) {
      const e: [number, number, number] = [rng.int(300), rng.int(8), seq];
      events.push(e);
      k.schedule(e[0], 0, seq, 0, e[1]);
    }
    k.run(Infinity);
    events.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    expect(order).toEqual(events.map((e) => e[2]));
  });

  it('keeps that order over times from one second to decades, with events scheduled as it runs', () => {
    // Played on the kernel and on the linear-scan reference below: the same pops, in the same order.
    const play = (make: (h: EventHandler) => Pick<Kernel, 'now' | 'schedule' | 'run'>): number[] => {
      const rng = new Rng(8, 8);
      const order: number[] = [];
      let seq = 0;
      const add = (time: number): void => void k.schedule(time, 0, seq++, 0, rng.int(8));
      const k = make({
        handle: (_t, target) => {
          order.push(target);
          // Children at the same second (any priority) and up to 2^30 s later.
          if (seq < 6_000) for (let i = rng.int(3); i > 0; i--) add(k.now + (rng.int(3) === 0 ? 0 : rng.int(2 ** rng.int(31))));
        },
      });
      for (let i = 0; i < 2_000; i++) add(rng.int(2 ** rng.int(31)));
      k.run(2 ** 31);
      return order;
    };
    const actual = play((h) => new Kernel(h, 2));
    expect(actual.length).toBeGreaterThan(5_000);
    expect(actual).toEqual(play((h) => new ReferenceKernel(h)));
  });

  it('steps through events at time +Infinity in scheduling order (run never reaches them)', () => {
    const order: number[] = [];
    const k = new Kernel({ handle: (_t, target) => order.push(target) }, 2);
    const rng = new Rng(7, 7);
    const expected: number[] = [];
    for (let i = 0; i < 200; i++) {
      if (rng.int(2) === 0) k.schedule(Infinity, 0, i, 0, rng.int(8));
      else {
        k.schedule(rng.int(50), 0, i);
        expected.push(i);
      }
    }
    k.run(Infinity);
    expect(k.pending).toBe(200 - expected.length);
    while (k.step());
    // Finite ones by time (then sequence), then all +Infinity ones by sequence alone:
    // Infinity * 8 + priority is Infinity whatever the priority.
    expect(order.slice(expected.length)).toEqual(
      Array.from({ length: 200 }, (_, i) => i).filter((i) => !expected.includes(i)),
    );
    expect(k.now).toBe(Infinity);
  });

  it('never goes back in time when events schedule more events', () => {
    const rng = new Rng(6, 6);
    let last = -1;
    let backwards = 0;
    let n = 0;
    const k = new Kernel({
      handle: () => {
        if (k.now < last) backwards++;
        last = k.now;
        for (let i = rng.int(3); i > 0 && n < 20_000; i--, n++) k.schedule(k.now + rng.int(20), 0, 0, 0, rng.int(8));
      },
    });
    for (let i = 0; i < 50; i++) k.schedule(rng.int(100), 0);
    k.run(Infinity);
    expect(backwards).toBe(0);
    expect(k.eventCount).toBeGreaterThan(1_000);
  });

  it('reports progress and stops when asked', () => {
    const handler: EventHandler = { handle: () => k.schedule(k.now + 1, 0) };
    const k = new Kernel(handler);
    k.schedule(0, 0);
    const fractions: number[] = [];
    k.run(1000, { onProgress: (f) => fractions.push(f), progressEvery: 100 });
    expect(fractions.length).toBeGreaterThan(5);
    expect(fractions.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= fractions[i - 1]!))).toBe(true);
    let calls = 0;
    expect(() => k.run(1_000_000, { shouldStop: () => ++calls > 3, progressEvery: 64 })).toThrow(SimulationCancelled);
  });
});

/**
 * The order the kernel promises, spelled out as plainly as possible: every pending event in
 * one array, the next one found by a linear scan for the least (time * 8 + priority, seq).
 * Cancellation is lazy as in the kernel, so `pending` and `peek` must agree too.
 */
class ReferenceKernel {
  now = 0;
  eventCount = 0;
  private nextSeq = 0;
  private readonly events: {
    key: number;
    seq: number;
    type: number;
    target: number;
    data: number;
  }[] = [];
  private readonly cancelled = new Set<number>();

  constructor(private readonly handler: EventHandler) {}

  get pending(): number {
    return this.events.length;
  }

  schedule(time: number, type: number, target = 0, data = 0, priority = 0): number {
    if (!(time >= this.now) || time !== Math.floor(time)) throw new RangeError('bad time');
    const seq = this.nextSeq++;
    this.events.push({ key: time * 8 + priority, seq, type, target, data });
    return seq;
  }

  cancel(handle: number): void {
    if (handle >= 0) this.cancelled.add(handle);
  }

  private first(): number {
    let best = -1;
    for (let i = 0; i < this.events.length; i++) {
      const e = this.events[i]!;
      const b = best < 0 ? undefined : this.events[best]!;
      if (b === undefined || e.key < b.key || (e.key === b.key && e.seq < b.seq)) best = i;
    }
    return best;
  }

  peek(): number {
    const i = this.first();
    return i < 0 ? Infinity : Math.floor(this.events[i]!.key / 8);
  }

  /** Pops the first event; false when it was cancelled (dropped unprocessed). */
  private popOne(i: number): boolean {
    const [e] = this.events.splice(i, 1);
    if (this.cancelled.delete(e!.seq)) return false;
    this.now = Math.floor(e!.key / 8);
    this.eventCount++;
    this.handler.handle(e!.type, e!.target, e!.data);
    return true;
  }

  step(): boolean {
    for (;;) {
      const i = this.first();
      if (i < 0) return false;
      if (this.popOne(i)) return true;
    }
  }

  run(until: number): void {
    for (;;) {
      const i = this.first();
      if (i < 0 || !(this.events[i]!.key < until * 8)) break;
      this.popOne(i);
    }
    if (until > this.now && Number.isFinite(until)) this.now = until;
  }
}

type KernelLike = Pick<
  Kernel,
  | 'now'
  | 'eventCount'
  | 'pending'
  | 'schedule'
  | 'cancel'
  | 'peek'
  | 'step'
  | 'run'
>;

type Op =
  | { op: 'schedule'; dt: number; priority: number; children: number; burst: number }
  | { op: 'cancel'; pick: number }
  | { op: 'step' }
  | { op: 'run'; dt: number }
  | { op: 'past' }
  | { op: 'never' }
  | { op: 'leap'; bit: number; priority: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('schedule' as const),
      dt: fc.integer({ min: 0, max: 12 }),
      priority: fc.integer({ min: 0, max: 7 }),
      children: fc.integer({ min: 0, max: 3 }),
      burst: fc.integer({ min: 1, max: 24 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('step' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('run' as const), dt: fc.integer({ min: 0, max: 15 }) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('past' as const) }) },
  // Time +Infinity passes the checks: run() never reaches it, step() does.
  { weight: 1, arbitrary: fc.record({ op: fc.constant('never' as const) }) },
  // Far ahead: every bucket of the radix queue, and past its 2^31 s into the binary heap.
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('leap' as const),
      bit: fc.integer({ min: 0, max: 33 }),
      priority: fc.integer({ min: 0, max: 7 }),
    }),
  },
);

/** Most events pending at once over all plays (checks that growth was exercised). */
let maxPending = 0;

function throwsRangeError(f: () => unknown): boolean {
  try {
    f();
    return false;
  } catch (e) {
    return e instanceof RangeError;
  }
}

/**
 * Plays the same operations on a kernel and returns everything observable: processed events
 * (clock, type, target, data), handles, and pending/peek after every operation. Handlers
 * schedule children (same second and later, all priorities) and cancel
 * earlier handles, so the sequence counter and the lazy cancellation are exercised from
 * inside run() and step() too.
 */
function play(make: (h: EventHandler) => KernelLike, ops: Op[]): unknown[] {
  const log: unknown[] = [];
  const handles: number[] = [];
  let budget = 400;
  const handler: EventHandler = {
    handle(type, target, data) {
      log.push(['event', k.now, type, target, data]);
      for (let c = 0; c < target && budget > 0; c++, budget--) {
        const mix = (type * 31 + c * 17 + data) >>> 0;
        const at = k.now + (mix % 5);
        const child =
          mix % 3 === 0
            ? k.schedule(at, type + 1, target - 1, mix % 97, mix % 8)
            : k.schedule(at, type + 1, target - 1, mix % 89, (mix >> 3) % 8);
        handles.push(child);
        if (mix % 7 === 0 && handles.length > 2) k.cancel(handles[mix % handles.length]!);
      }
    },
  };
  const k = make(handler);
  for (const o of ops) {
    switch (o.op) {
      case 'schedule':
        // A burst of events a few seconds apart, with many equal keys.
        for (let j = 0; j < o.burst; j++) {
          const at = k.now + o.dt + (j % 3);
          const priority = (o.priority + j) % 8;
          const h = k.schedule(at, 0, o.children, j * 0.5, priority);
          handles.push(h);
          log.push(['handle', h]);
        }
        maxPending = Math.max(maxPending, k.pending);
        break;
      case 'cancel':
        k.cancel(handles.length === 0 ? -1 : handles[o.pick % handles.length]!);
        break;
      case 'step':
        log.push(['step', k.step()]);
        break;
      case 'run':
        k.run(k.now + o.dt);
        break;
      case 'never':
        handles.push(k.schedule(Infinity, 9, 1, 0, 3));
        break;
      case 'leap':
        handles.push(k.schedule(k.now + 2 ** o.bit - 1, 8, 1, 0, o.priority));
        break;
      case 'past':
        if (k.now > 0) log.push(['past', throwsRangeError(() => k.schedule(k.now - 1, 0))]);
        break;
    }
    log.push(['state', k.now, k.eventCount, k.pending, k.peek()]);
  }
  k.run(Infinity);
  log.push(['end', k.now, k.eventCount, k.pending, k.peek()]);
  return log;
}

describe('Kernel against a reference', () => {
  it('processes, drops and reports exactly like a linear scan over (key, seq)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 120 }), (ops) => {
        // Capacity 2 (floored to 16 by the kernel) so the queue grows during the run.
        const actual = play((h) => new Kernel(h, 2), ops);
        const expected = play((h) => new ReferenceKernel(h), ops);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 300 },
    );
    // The bursts must have made the queue grow past its initial 16 slots.
    expect(maxPending).toBeGreaterThan(40);
  });
});
