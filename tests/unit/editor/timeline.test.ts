import { describe, expect, it } from 'vitest';
import {
  dateOfDay,
  horizonSpan,
  parseStartDate,
} from '@headroom/renderer/editor/timeline/day-dates';
import {
  monthLabel,
  monthTicks,
  tickShowsYear,
} from '@headroom/renderer/editor/timeline/month-ticks';

describe('scenario days as dates', () => {
  it('reads the start date as a local calendar date', () => {
    const start = parseStartDate('2027-01-04');
    expect(start?.getFullYear()).toBe(2027);
    expect(start?.getMonth()).toBe(0);
    expect(start?.getDate()).toBe(4);
    expect(parseStartDate('2027-13-01')).toBeUndefined();
    expect(parseStartDate(20270104)).toBeUndefined();
  });

  it('counts day 0 as the start date, and fractions within their day', () => {
    expect(dateOfDay('2027-01-04', 0)?.getDate()).toBe(4);
    expect(dateOfDay('2027-01-04', 59.5)?.getMonth()).toBe(2);
    expect(dateOfDay('2027-01-04', '12')).toBeUndefined();
  });

  it('describes a horizon in months, or in years past two years', () => {
    expect(horizonSpan(365)?.unit).toBe('months');
    expect(horizonSpan(365)?.value).toBeCloseTo(12, 1);
    expect(horizonSpan(1461)?.unit).toBe('years');
    expect(horizonSpan(0)).toBeUndefined();
    expect(horizonSpan('90')).toBeUndefined();
  });
});

describe('timeline ticks', () => {
  it('marks the first of each month inside the horizon', () => {
    const ticks = monthTicks(new Date(2027, 0, 1), 365);
    expect(ticks[0]?.day).toBe(0);
    expect(ticks.length).toBeLessThanOrEqual(8);
    for (const tick of ticks) {
      expect(tick.date.getDate()).toBe(1);
      expect(tick.day).toBeGreaterThanOrEqual(0);
      expect(tick.day).toBeLessThanOrEqual(365);
    }
  });

  it('keeps a ten-year horizon to a handful of labels', () => {
    expect(monthTicks(new Date(2027, 0, 15), 3650).length).toBeLessThanOrEqual(9);
  });
});

describe('timeline labels', () => {
  it('name the year on the first tick and at each new year, the month alone between', () => {
    const ticks = monthTicks(new Date(2027, 0, 1), 730);
    const labels = ticks.map((tick, i) => monthLabel(tick.date, 'en-US', tickShowsYear(ticks, i)));
    expect(labels).toEqual(['Jan 2027', 'May', 'Sep', 'Jan 2028', 'May', 'Sep']);
  });

  it('are written in the interface language', () => {
    const date = new Date(2027, 2, 1);
    expect(monthLabel(date, 'zh-CN')).toBe('2027年3月');
    expect(monthLabel(date, 'zh-CN', false)).toBe('3月');
    expect(monthLabel(date, 'en-US', false)).toBe('Mar');
  });
});
