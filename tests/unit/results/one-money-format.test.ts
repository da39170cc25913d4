import { describe, expect, it } from 'vitest';
import { oneMoneyFormat } from '@headroom/renderer/results/one-money-format';

const zh = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compact = (v: number) => zh.format(v);
const money = (v: number) => full.format(v);

describe('oneMoneyFormat', () => {
  it('writes every label in full when the compact unit would differ between them', () => {
    const format = oneMoneyFormat([4073.6, 40_000], money, compact);
    expect(format).toBe(money);
    expect(format(4073.6)).not.toContain('万');
    expect(format(40_000)).not.toContain('万');
  });

  it('keeps compact labels that share one unit and stay distinct', () => {
    expect(oneMoneyFormat([120_000, 340_000], money, compact)).toBe(compact);
  });

  it('writes in full when two different values would read the same', () => {
    expect(oneMoneyFormat([40_100, 40_200], money, compact)).toBe(money);
  });
});
