import { describe, expect, it } from 'vitest';
import { dateAxisTicks, dateTickLabelKind } from '@headroom/renderer/results/date-ticks';

function days(start: [number, number, number], count: number): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(start[0], start[1] - 1, start[2] + i));
}
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('date axis ticks', () => {
  it('a 59-day horizon ticks the start, the first of each month and the weeks between', () => {
    const ticks = dateAxisTicks(days([2027, 1, 4], 59)).map(iso);
    expect(ticks).toEqual([
      '2027-01-04',
      '2027-01-15',
      '2027-01-22',
      '2027-02-01',
      '2027-02-08',
      '2027-02-15',
      '2027-02-22',
      '2027-03-01',
    ]);
  });

  it('a horizon from mid-month keeps every first of the month a week or more after the tick before', () => {
    for (const [month, day] of [
      [1, 15],
      [1, 25],
      [2, 10],
      [3, 29],
      [12, 20],
    ] as const) {
      const all = dateAxisTicks(days([2027, month, day], 59));
      const ticks = all.map(iso);
      expect(ticks.filter((t) => t.endsWith('-01')).length).toBeGreaterThanOrEqual(1);
      for (const [i, tick] of all.entries()) {
        if (i === 0 || tick.getDate() !== 1) continue;
        const gapDays = (tick.getTime() - all[i - 1]!.getTime()) / 86_400_000;
        expect(gapDays, `${ticks[i - 1]} → ${ticks[i]}`).toBeGreaterThanOrEqual(5);
      }
      // No two ticks closer than five days: neighbouring labels never crowd each other out.
      for (let i = 1; i < all.length; i++)
        expect(all[i]!.getTime() - all[i - 1]!.getTime()).toBeGreaterThanOrEqual(5 * 86_400_000);
    }
  });

  it('a start a few days before a first of the month gives way to it', () => {
    const ticks = dateAxisTicks(days([2027, 1, 29], 40)).map(iso);
    expect(ticks[0]).toBe('2027-02-01');
    expect(ticks).toContain('2027-03-01');
  });

  it('labels the start and the firsts in full, the weeks between by their day', () => {
    const start = new Date(2027, 0, 15);
    expect(dateTickLabelKind(start, start)).toBe('full');
    expect(dateTickLabelKind(new Date(2027, 1, 1), start)).toBe('full');
    expect(dateTickLabelKind(new Date(2027, 1, 8), start)).toBe('day');
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
