import { describe, expect, it } from 'vitest';
import { durationParts } from '@headroom/renderer/results/duration';
import { dayStart, monthStart, wallClockAt } from '@headroom/renderer/results/sim-time';
import { strategyColor } from '@headroom/renderer/results/strategy-colors';

describe('simulation time on the wall clock', () => {
  it('reads seconds from local midnight of the start date', () => {
    const at = wallClockAt('2027-01-04', 9 * 3600);
    expect([at?.getFullYear(), at?.getMonth(), at?.getDate(), at?.getHours()]).toEqual([
      2027, 0, 4, 9,
    ]);
  });

  it('rolls over months and years by whole days', () => {
    const day = dayStart('2026-12-30', 3);
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([
      2027, 0, 2, 0,
    ]);
  });

  it('refuses malformed input rather than showing a wrong date', () => {
    expect(wallClockAt('4 Jan 2027', 0)).toBeNull();
    expect(wallClockAt('2027-01-04', Number.NaN)).toBeNull();
    expect(monthStart('2027-1')).toBeNull();
    expect(monthStart('2027-02')?.getMonth()).toBe(1);
  });
});

describe('time left', () => {
  it('picks the unit a person would say', () => {
    expect(durationParts(400)).toEqual({ unit: 'seconds', count: 1 });
    expect(durationParts(42_100)).toEqual({ unit: 'seconds', count: 43 });
    expect(durationParts(90_000)).toEqual({ unit: 'minutes', count: 2 });
    expect(durationParts(3 * 3_600_000)).toEqual({ unit: 'hours', count: 3 });
    expect(durationParts(-5)).toEqual({ unit: 'seconds', count: 1 });
  });
});

describe('strategy colours', () => {
  it('differ for the first eight strategies and repeat after', () => {
    const light = Array.from({ length: 8 }, (_, i) => strategyColor('light', i));
    expect(new Set(light).size).toBe(8);
    expect(strategyColor('dark', 8)).toBe(strategyColor('dark', 0));
  });
});
