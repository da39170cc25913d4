import { describe, expect, it } from 'vitest';
import { numberText, parseNumberText } from '@headroom/renderer/editor/fields/number-text';
import { dayListText, parseDayList } from '@headroom/renderer/editor/workloads/day-list-text';

describe('number fields', () => {
  it.each<[string, number | string | undefined]>([
    ['', undefined],
    ['  ', undefined],
    ['12', 12],
    ['1.', 1],
    ['.5', 0.5],
    ['-3', -3],
    ['1,200.5', 1200.5],
    ['１２', 12],
    ['2e3', 2000],
    ['12x', '12x'],
    ['-', '-'],
    ['1e999', '1e999'],
  ])('read %j as %j', (text, value) => {
    expect(parseNumberText(text)).toEqual(value);
  });

  it('show numbers in full and typed text as it was typed', () => {
    expect(numberText(0.30000000000000004)).toBe('0.30000000000000004');
    expect(numberText('12x')).toBe('12x');
    expect(numberText(undefined)).toBe('');
    expect(numberText(Number.NaN)).toBe('');
  });
});

describe('lists of days', () => {
  it('read commas, Chinese commas and spaces', () => {
    expect(parseDayList('0, 7，14.5  21')).toEqual({ ok: true, days: [0, 7, 14.5, 21] });
    expect(parseDayList('')).toEqual({ ok: true, days: [] });
  });

  it('name the first part that is not a number', () => {
    expect(parseDayList('0, seven, 14')).toEqual({ ok: false, bad: 'seven' });
  });

  it('write a list back as text', () => {
    expect(dayListText([0, 7.5])).toBe('0, 7.5');
    // Text that is not a list stays as typed, so the field shows what the problem is about.
    expect(dayListText('x')).toBe('x');
    expect(dayListText(undefined)).toBe('');
  });
});
