import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_MESSAGE_PREFIX,
  isSimulationBudgetExceeded,
  MAX_PENDING_EVENTS,
  SimulationBudgetExceeded,
} from '@shared/sim/budget';
import { Kernel } from '@shared/sim/kernel';

const quiet = { handle: () => undefined };

/** Schedules events one second apart until the kernel refuses; returns how many it took and the error. */
function fill(k: Kernel, most: number): { held: number; error: unknown } {
  for (let i = 0; i < most; i++) {
    try {
      k.schedule(i, 0);
    } catch (error) {
      return { held: i, error };
    }
  }
  return { held: most, error: null };
}

describe('the simulator’s budget of events scheduled at once', () => {
  it('holds exactly the budget and refuses the next event with a typed error, whatever the starting capacity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 5000 }), (budget, capacity) => {
        const k = new Kernel(quiet, capacity, budget);
        const { held, error } = fill(k, budget + 5);
        expect(held).toBe(budget);
        expect(k.pending).toBe(budget);
        expect(error).toBeInstanceOf(SimulationBudgetExceeded);
        expect(error).toMatchObject({ kind: 'pendingEvents', limit: budget });
      }),
      { numRuns: 60 },
    );
  });

  it('counts events held, not events ever scheduled: processing makes room again', () => {
    const k = new Kernel(quiet, 16, 100);
    expect(fill(k, 100).held).toBe(100);
    k.run(50); // the events at seconds 0..49
    expect(k.pending).toBe(50);
    for (let i = 0; i < 50; i++) k.schedule(1000 + i, 0);
    expect(() => k.schedule(2000, 0)).toThrow(SimulationBudgetExceeded);
    // The refusal leaves the kernel as it was: every event held still runs, in order.
    const seen: number[] = [];
    const k2 = new Kernel({ handle: (_type, target) => seen.push(target) }, 4, 8);
    for (let i = 0; i < 8; i++) k2.schedule(10 - i, 0, i);
    expect(() => k2.schedule(0, 0, 99)).toThrow(SimulationBudgetExceeded);
    k2.run(Infinity);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('is 8,388,608 events by default: that many are held, one more stops the run with a clear message', () => {
    expect(MAX_PENDING_EVENTS).toBe(8_388_608);
    const k = new Kernel(quiet);
    expect(k.pendingBudget).toBe(MAX_PENDING_EVENTS);
    // About 330 MB of typed arrays at the limit: the budget is what keeps a run below a few hundred MB.
    const { held, error } = fill(k, MAX_PENDING_EVENTS + 1);
    expect(held).toBe(MAX_PENDING_EVENTS);
    expect(isSimulationBudgetExceeded(error)).toBe(true);
    const message = (error as Error).message;
    expect(message.startsWith(BUDGET_MESSAGE_PREFIX)).toBe(true);
    expect(message).toContain('8,388,608 events scheduled at once');
    expect(message.length).toBeLessThan(300);
  }, 60_000);
});
