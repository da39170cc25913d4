import { describe, expect, it } from 'vitest';
import { activeIntervals, addMonthsSeconds, addToDays, buildCalendar, DAY_S, isActive, nextActive } from '@shared/sim/calendar';
import { DayIntegral } from '@shared/sim/day-integral';

describe('calendar', () => {
  it('knows weekdays and calendar months from the start date', () => {
    const cal = buildCalendar('2026-01-30', 40); // a Friday
    expect(cal.weekday[0]).toBe(5);
    expect(cal.weekday[1]).toBe(6);
    expect(cal.weekday[3]).toBe(1);
    expect(cal.monthKeys).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(cal.monthStartDay).toEqual([0, 2, 30]);
    expect(cal.monthOfDay[1]).toBe(0);
    expect(cal.monthOfDay[2]).toBe(1);
    expect(cal.monthOfDay[29]).toBe(1);
    expect(cal.monthOfDay[30]).toBe(2);
    expect(cal.horizonS).toBe(40 * DAY_S);
  });

  it('counts whole months elapsed by anniversaries (Jan 31 + 1 month = Feb 28)', () => {
    const cal = buildCalendar('2026-01-31', 70);
    expect(cal.monthsElapsed[0]).toBe(0);
    expect(cal.monthsElapsed[27]).toBe(0); // Feb 27
    expect(cal.monthsElapsed[28]).toBe(1); // Feb 28
    expect(cal.monthsElapsed[58]).toBe(1); // Mar 30
    expect(cal.monthsElapsed[59]).toBe(2); // Mar 31
  });

  it('adds calendar months in seconds', () => {
    expect(addMonthsSeconds('2026-01-01', 0, 1)).toBe(31 * DAY_S);
    expect(addMonthsSeconds('2026-01-01', 0, 12)).toBe(365 * DAY_S);
    expect(addMonthsSeconds('2026-01-01', 31, 1)).toBe((31 + 28) * DAY_S);
    expect(addMonthsSeconds('2028-02-01', 0, 1)).toBe(29 * DAY_S);
  });

  it('merges phase intervals and clips them to the horizon', () => {
    const phases = [
      { id: 'a', startDay: 0, endDay: 2 },
      { id: 'b', startDay: 1.5, endDay: 3 },
      { id: 'c', startDay: 5, endDay: 50 },
    ];
    const h = 10 * DAY_S;
    expect(activeIntervals([], phases, h)).toEqual([0, h]);
    const iv = activeIntervals(['c', 'a', 'b'], phases, h);
    expect(iv).toEqual([0, 3 * DAY_S, 5 * DAY_S, h]);
    expect(isActive(iv, 0)).toBe(true);
    expect(isActive(iv, 3 * DAY_S)).toBe(false);
    expect(nextActive(iv, 4 * DAY_S)).toBe(5 * DAY_S);
    expect(nextActive(iv, h)).toBe(Infinity);
  });

  it('splits intervals into days, beyond-horizon parts on the last day', () => {
    const buckets = new Float64Array(3);
    addToDays(buckets, DAY_S - 10, DAY_S + 20, 2);
    expect(Array.from(buckets)).toEqual([20, 40, 0]);
    addToDays(buckets, 2 * DAY_S + 5, 4 * DAY_S, 1);
    expect(buckets[2]).toBe(2 * DAY_S - 5);
  });

  it('integrates step functions per day in O(1) per change, clipped to the horizon', () => {
    const di = new DayIntegral(3, 2);
    di.add(DAY_S - 10, DAY_S + 20, 2, 0);
    di.add(0, 10 * DAY_S, 1, 1);
    di.add(5, 5, 7, 0);
    const t = di.totals();
    expect(Array.from(t)).toEqual([20, DAY_S, 40, DAY_S, 0, DAY_S]);
  });
});
