import { describe, expect, it } from 'vitest';
import {
  dayAtPointer,
  endRange,
  movedTo,
  spanAfterKey,
  spanOf,
  startRange,
  withEndAt,
  withStartAt,
} from '@headroom/renderer/editor/phases/phase-span';

const HORIZON = 365;
const dev = { startDay: 0, endDay: 120 };
const prod = { startDay: 120, endDay: 365 };

describe('a phase’s span on the timeline', () => {
  it('is read only from days that make a phase', () => {
    expect(spanOf({ startDay: 3, endDay: 9 })).toEqual({ startDay: 3, endDay: 9 });
    expect(spanOf({ startDay: 9, endDay: 9 })).toBeUndefined();
    expect(spanOf({ startDay: '3', endDay: 9 })).toBeUndefined();
    expect(spanOf({ startDay: 0, endDay: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(spanOf({})).toBeUndefined();
  });

  it('moves its start in whole days, before its end and not before day 0', () => {
    expect(withStartAt(dev, 10.4, HORIZON)).toEqual({ startDay: 10, endDay: 120 });
    expect(withStartAt(dev, 10.6, HORIZON)).toEqual({ startDay: 11, endDay: 120 });
    expect(withStartAt(dev, 500, HORIZON)).toEqual({ startDay: 119, endDay: 120 });
    expect(withStartAt(prod, -40, HORIZON)).toEqual({ startDay: 0, endDay: 365 });
    expect(withStartAt(dev, Number.NaN, HORIZON)).toBe(dev);
  });

  it('returns the span itself when the day does not change it', () => {
    expect(withStartAt(dev, 0.2, HORIZON)).toBe(dev);
    expect(withEndAt(dev, 119.6, HORIZON)).toBe(dev);
    expect(movedTo(prod, 120.3, HORIZON)).toBe(prod);
  });

  it('moves its end in whole days, after its start and not past the horizon', () => {
    expect(withEndAt(dev, 150.2, HORIZON)).toEqual({ startDay: 0, endDay: 150 });
    expect(withEndAt(dev, 900, HORIZON)).toEqual({ startDay: 0, endDay: 365 });
    expect(withEndAt(prod, 3, HORIZON)).toEqual({ startDay: 120, endDay: 121 });
    // A start typed as a fraction still leaves a whole day at least.
    expect(withEndAt({ startDay: 4.5, endDay: 9 }, 0, HORIZON)).toEqual({
      startDay: 4.5,
      endDay: 5,
    });
  });

  it('moves as a whole, keeping its length, inside the horizon', () => {
    expect(movedTo(dev, 30.4, HORIZON)).toEqual({ startDay: 30, endDay: 150 });
    expect(movedTo(dev, 300, HORIZON)).toEqual({ startDay: 245, endDay: 365 });
    expect(movedTo(prod, -10, HORIZON)).toEqual({ startDay: 0, endDay: 245 });
    expect(movedTo({ startDay: 0.5, endDay: 10.8 }, 3, HORIZON)).toEqual({
      startDay: 3,
      endDay: 13.3,
    });
    // Longer than the horizon (a horizon shortened later): it starts at 0.
    expect(movedTo({ startDay: 10, endDay: 500 }, 40, HORIZON)).toEqual({
      startDay: 0,
      endDay: 490,
    });
  });

  it('gives the slider ranges the rules allow', () => {
    expect(startRange(dev, HORIZON)).toEqual({ min: 0, max: 119 });
    expect(endRange(dev, HORIZON)).toEqual({ min: 1, max: 365 });
    expect(startRange({ startDay: 0, endDay: 400 }, HORIZON)).toEqual({ min: 0, max: 364 });
  });

  it('steps a day with the arrows, a week with Page Up and Down, to the ends with Home and End', () => {
    expect(spanAfterKey(dev, 'end', 'ArrowRight', HORIZON)).toEqual({ startDay: 0, endDay: 121 });
    expect(spanAfterKey(dev, 'end', 'ArrowUp', HORIZON)?.endDay).toBe(121);
    expect(spanAfterKey(dev, 'end', 'ArrowLeft', HORIZON)?.endDay).toBe(119);
    expect(spanAfterKey(dev, 'end', 'PageUp', HORIZON)?.endDay).toBe(127);
    expect(spanAfterKey(prod, 'start', 'PageDown', HORIZON)?.startDay).toBe(113);
    expect(spanAfterKey(prod, 'start', 'Home', HORIZON)?.startDay).toBe(0);
    expect(spanAfterKey(prod, 'start', 'End', HORIZON)?.startDay).toBe(364);
    expect(spanAfterKey(dev, 'end', 'Home', HORIZON)?.endDay).toBe(1);
    expect(spanAfterKey(dev, 'end', 'End', HORIZON)?.endDay).toBe(365);
    expect(spanAfterKey(dev, 'start', 'ArrowLeft', HORIZON)).toBe(dev);
    expect(spanAfterKey(dev, 'start', 'Enter', HORIZON)).toBeNull();
  });

  it('moves a whole phase by key, keeping its length inside the horizon', () => {
    expect(spanAfterKey(prod, 'move', 'ArrowRight', HORIZON)).toBe(prod); // already at the end
    expect(spanAfterKey(prod, 'move', 'ArrowLeft', HORIZON)).toEqual({
      startDay: 119,
      endDay: 364,
    });
    expect(spanAfterKey(dev, 'move', 'PageUp', HORIZON)).toEqual({ startDay: 7, endDay: 127 });
    expect(spanAfterKey(dev, 'move', 'End', HORIZON)).toEqual({ startDay: 245, endDay: 365 });
    expect(spanAfterKey(prod, 'move', 'Home', HORIZON)).toEqual({ startDay: 0, endDay: 245 });
    expect(spanAfterKey(dev, 'move', 'ArrowLeft', HORIZON)).toBe(dev);
    expect(spanAfterKey(dev, 'move', 'Tab', HORIZON)).toBeNull();
  });

  it('reads the day under the pointer from the track’s place on screen', () => {
    expect(dayAtPointer(300, { left: 100, width: 400 }, 365)).toBeCloseTo(182.5);
    expect(dayAtPointer(50, { left: 100, width: 400 }, 365)).toBeLessThan(0);
    expect(dayAtPointer(300, { left: 100, width: 0 }, 365)).toBeNaN();
  });
});
