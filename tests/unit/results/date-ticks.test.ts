import { describe, expect, it } from 'vitest';
import { dateAxisTicks } from '@headroom/renderer/results/date-ticks';

function days(start: [number, number, number], count: number): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(start[0], start[1] - 1, start[2] + i));
}
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('date axis ticks', () => {
  it('a 59-day horizon ticks the first of each month and the weeks between, never crowding them', () => {
    const ticks = dateAxisTicks(days([2027, 1, 4], 59)).map(iso);
    expect(ticks).toContain('2027-02-01');
    expect(ticks).toContain('2027-03-01');
    expect(ticks[0]).toBe('2027-01-04');
    // 2027-02-01 is 28 days after the start: the weekly tick that day is the first itself.
    expect(new Set(ticks).size).toBe(ticks.length);
    const times = ticks.map((t) => new Date(t).getTime());
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(3 * 86_400_000);
  });

  it('a year ticks every first of the month', () => {
    const ticks = dateAxisTicks(days([2027, 1, 1], 365)).map(iso);
    expect(ticks).toHaveLength(12);
    expect(ticks.every((t) => t.endsWith('-01'))).toBe(true);
  });

  it('three years tick every third month at most twelve or so times', () => {
    const ticks = dateAxisTicks(days([2027, 1, 1], 3 * 365));
    expect(ticks.length).toBeLessThanOrEqual(13);
    expect(ticks.every((t) => t.getDate() === 1)).toBe(true);
  });

  it('no days, no ticks', () => {
    expect(dateAxisTicks([])).toEqual([]);
  });
});
