import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  intlLocale,
} from '@headroom/renderer/i18n/format';

// Local time on purpose: dates are shown in the user's time zone.
const MARCH_31 = new Date(2026, 2, 31, 14, 30);

describe('formatNumber', () => {
  it('groups thousands in both languages', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(1234567.891, 'zh-CN')).toBe('1,234,567.891');
  });

  it('respects fraction digits', () => {
    expect(formatNumber(2.5, 'en', { minimumFractionDigits: 2 })).toBe('2.50');
    expect(formatNumber(2.567, 'en', { maximumFractionDigits: 1 })).toBe('2.6');
  });

  it('writes compact numbers the way each language counts (millions vs 万)', () => {
    expect(formatNumber(1_200_000, 'en', { compact: true })).toBe('1.2M');
    expect(formatNumber(1_200_000, 'zh-CN', { compact: true })).toBe('120万');
  });
});

describe('formatCurrency', () => {
  it('marks yuan as CN¥ in English and ¥ in Chinese', () => {
    expect(formatCurrency(1234.5, 'CNY', 'en')).toBe('CN¥1,234.50');
    expect(formatCurrency(1234.5, 'CNY', 'zh-CN')).toBe('¥1,234.50');
  });

  it('marks dollars as $ in English and US$ in Chinese', () => {
    expect(formatCurrency(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'USD', 'zh-CN')).toBe('US$1,234.50');
  });

  it('formats negative amounts and compact amounts', () => {
    expect(formatCurrency(-12, 'USD', 'en')).toBe('-$12.00');
    expect(formatCurrency(3_400_000, 'CNY', 'zh-CN', { compact: true })).toBe('¥340万');
  });
});

describe('formatPercent', () => {
  it('takes a share of one and keeps one decimal by default', () => {
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(formatPercent(0.125, 'zh-CN')).toBe('12.5%');
    expect(formatPercent(0.3, 'en')).toBe('30%');
  });

  it('accepts explicit fraction digits', () => {
    expect(
      formatPercent(0.12345, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    ).toBe('12.35%');
  });
});

describe('formatDate', () => {
  it('writes long dates in each language, without English ordinals', () => {
    expect(formatDate(MARCH_31, 'en', 'long')).toBe('March 31, 2026');
    expect(formatDate(MARCH_31, 'zh-CN', 'long')).toBe('2026年3月31日');
  });

  it('writes medium dates for tables', () => {
    expect(formatDate(MARCH_31, 'en')).toBe('Mar 31, 2026');
    expect(formatDate(MARCH_31, 'zh-CN')).toBe('2026-03-31');
  });

  it('adds the time of day', () => {
    expect(formatDateTime(MARCH_31, 'en')).toBe('Mar 31, 2026, 2:30 PM');
    expect(formatDateTime(MARCH_31, 'zh-CN')).toBe('2026-03-31 下午 2:30');
  });
});

describe('intlLocale', () => {
  it('gives full BCP 47 tags', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('zh-CN')).toBe('zh-CN');
  });
});
