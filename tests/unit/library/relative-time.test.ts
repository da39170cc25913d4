import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeAmount } from '@headroom/renderer/library/relative-time';

const NOW = Date.UTC(2026, 2, 31, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeAmount', () => {
  it('calls anything under a minute old "just now" (null)', () => {
    expect(relativeAmount(NOW, NOW)).toBeNull();
    expect(relativeAmount(NOW - 59_999, NOW)).toBeNull();
  });

  it('treats an edit from a clock that ran ahead as just now, not in the future', () => {
    expect(relativeAmount(NOW + 5 * MINUTE, NOW)).toBeNull();
  });

  it('uses the largest whole unit, counting back from now', () => {
    expect(relativeAmount(NOW - MINUTE, NOW)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeAmount(NOW - 59 * MINUTE, NOW)).toEqual({ value: -59, unit: 'minute' });
    expect(relativeAmount(NOW - 3 * HOUR - 5 * MINUTE, NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeAmount(NOW - DAY, NOW)).toEqual({ value: -1, unit: 'day' });
    expect(relativeAmount(NOW - 8 * DAY, NOW)).toEqual({ value: -1, unit: 'week' });
    expect(relativeAmount(NOW - 45 * DAY, NOW)).toEqual({ value: -1, unit: 'month' });
    expect(relativeAmount(NOW - 800 * DAY, NOW)).toEqual({ value: -2, unit: 'year' });
  });
});

describe('formatRelativeTime', () => {
  it('writes English and Chinese phrases', () => {
    expect(formatRelativeTime(NOW - 3 * MINUTE, NOW, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime(NOW - 3 * MINUTE, NOW, 'zh-CN')).toBe('3分钟前');
    expect(formatRelativeTime(NOW - DAY, NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(NOW - DAY, NOW, 'zh-CN')).toBe('昨天');
  });

  it('returns null for just now, so the screen says it in its own words', () => {
    expect(formatRelativeTime(NOW - 1000, NOW, 'en')).toBeNull();
  });
});
