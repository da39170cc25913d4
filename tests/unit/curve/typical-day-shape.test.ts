import { describe, expect, it } from 'vitest';
import { curveStats } from '@headroom/renderer/curve/curve-stats';
import {
  typicalDayShape,
  typicalShapeProblem,
  type TypicalDayShape,
} from '@headroom/renderer/curve/typical-day-shape';

const customerService: TypicalDayShape = {
  base: 5,
  peak: 120,
  peakStartHour: 9,
  peakEndHour: 18,
  points: 24,
};

describe('typicalDayShape', () => {
  it('sits at the base at night and at the peak in the busy hours', () => {
    const curve = typicalDayShape(customerService);
    expect(curve).toHaveLength(24);
    for (const hour of [0, 1, 2, 3, 4, 5, 6, 21, 22, 23]) expect(curve[hour], `${hour}:00`).toBe(5);
    for (const hour of [9, 10, 11, 14, 15, 16, 17]) expect(curve[hour], `${hour}:00`).toBe(120);
    const stats = curveStats(curve);
    expect(stats.peak).toBe(120);
    expect(stats.trough).toBe(5);
  });

  it('climbs before the busy hours and falls after them, without jumps', () => {
    const curve = typicalDayShape(customerService);
    const morning = curve.slice(6, 10);
    expect(morning).toEqual([...morning].sort((a, b) => a - b));
    expect(curve[7]).toBeGreaterThan(5);
    expect(curve[7]).toBeLessThan(120);
    expect(curve[18]).toBeGreaterThan(curve[19] ?? Infinity);
    expect(curve[19]).toBeGreaterThan(5);
  });

  it('dips over lunch by the share asked for', () => {
    const curve = typicalDayShape({ ...customerService, lunchDip: 0.2 });
    expect(curve[12]).toBeLessThan(120);
    expect(curve[12]).toBeGreaterThanOrEqual(120 - 0.2 * 115);
    expect(typicalDayShape({ ...customerService, lunchDip: 0 })[12]).toBe(120);
  });

  it('follows the busy hours it is given and any resolution', () => {
    const evening = typicalDayShape({
      ...customerService,
      peakStartHour: 19,
      peakEndHour: 23,
      points: 96,
    });
    expect(evening).toHaveLength(96);
    expect(evening[4 * 20]).toBe(120);
    expect(evening[4 * 10]).toBe(5);
  });

  it('snaps the slopes to the chart’s step so the numbers read cleanly', () => {
    for (const value of typicalDayShape(customerService)) expect((value * 2) % 1).toBe(0);
  });

  it('gives a flat curve at the base for parameters that make no day', () => {
    expect(typicalDayShape({ ...customerService, peakStartHour: 18, peakEndHour: 9 })).toEqual(
      new Array(24).fill(5),
    );
    expect(typicalDayShape({ ...customerService, points: 0 })).toHaveLength(24);
  });
});

describe('typicalShapeProblem', () => {
  it('names what is wrong', () => {
    expect(typicalShapeProblem(customerService)).toBeNull();
    expect(typicalShapeProblem({ ...customerService, base: -1 })).toBe('baseNegative');
    expect(typicalShapeProblem({ ...customerService, peak: 4 })).toBe('peakBelowBase');
    expect(typicalShapeProblem({ ...customerService, peakEndHour: 25 })).toBe('hoursOutOfDay');
    expect(typicalShapeProblem({ ...customerService, peakEndHour: 9 })).toBe('endNotAfterStart');
  });
});
