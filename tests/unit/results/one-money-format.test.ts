import { describe, expect, it } from 'vitest';
import { oneMoneyFormat } from '@headroom/renderer/results/one-money-format';

const zh = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const compact = (v: number) => zh.format(v);
const whole = (v: number) => full.format(v);
const money = (v: number) => cents.format(v);
const formats = { money, whole, compact };

describe('oneMoneyFormat', () => {
  it('writes every label in full when the compact unit would differ between them', () => {
    const format = oneMoneyFormat([4073.6, 40_000], formats);
    expect(format).toBe(whole);
    expect(format(4073.6)).not.toContain('万');
    expect(format(40_000)).not.toContain('万');
  });

  it('keeps compact labels that share one unit and stay distinct', () => {
    expect(oneMoneyFormat([120_000, 340_000], formats)).toBe(compact);
  });

  it('writes in full when two different values would read the same', () => {
    expect(oneMoneyFormat([40_100, 40_200], formats)).toBe(whole);
  });

  it('keeps the cents when every figure is under 1,000', () => {
    expect(oneMoneyFormat([466.01, 466.04], formats)).toBe(money);
  });
});
