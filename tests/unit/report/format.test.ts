import { describe, expect, it } from 'vitest';
import {
  addDays,
  fixed,
  formatMoney,
  formatNumber,
  formatShare,
  microToFixed,
  roundTo,
} from '@shared/report';

describe('formatMoney', () => {
  it('uses the narrow symbol and adapts decimals to the size', () => {
    expect(formatMoney(12_345.678, 'USD')).toBe('$12,346');
    expect(formatMoney(123.456, 'USD')).toBe('$123.46');
    expect(formatMoney(0.01234, 'USD')).toBe('$0.0123');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(1234.5, 'CNY')).toBe('¥1,235');
    expect(formatMoney(1234.5, 'CNY', { locale: 'zh-CN', decimals: 2 })).toBe('¥1,234.50');
  });

  it('never shows minus zero, and handles negatives, unknown codes and non-finite values', () => {
    expect(formatMoney(-0.0000001, 'USD', { decimals: 2 })).toBe('$0.00');
    expect(formatMoney(-1500, 'USD')).toBe('-$1,500');
    expect(formatMoney(12.5, 'XQQ')).toMatch(/12\.50/);
    expect(formatMoney(Number.NaN, 'USD')).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'USD')).toBe('—');
  });
});

describe('numbers', () => {
  it('rounds half away from zero, including binary near-halves', () => {
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });

  it('writes machine-readable fixed decimals', () => {
    expect(fixed(1234.5, 2)).toBe('1234.50');
    expect(fixed(-0.001, 2)).toBe('0.00');
    expect(fixed(null, 2)).toBe('');
    expect(fixed(Number.NaN, 2)).toBe('');
    expect(formatNumber(12345.67, 1)).toBe('12,345.7');
    expect(formatShare(0.1234)).toBe('12.3 %');
  });

  it('turns micro-units into exact decimal text', () => {
    expect(microToFixed(1_234_565, 2)).toBe('1.23');
    expect(microToFixed(1_235_000, 2)).toBe('1.24');
    expect(microToFixed(-1_235_000, 2)).toBe('-1.24');
    expect(microToFixed(-4_000, 2)).toBe('0.00');
    expect(microToFixed(9_007_199_254_740_991, 6)).toBe('9007199254.740991');
    expect(microToFixed(5, 6)).toBe('0.000005');
    expect(microToFixed(1_500_000, 0)).toBe('2');
  });

  it('adds days to a date across months and years', () => {
    expect(addDays('2026-01-30', 2)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
