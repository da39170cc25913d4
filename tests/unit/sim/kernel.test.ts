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
