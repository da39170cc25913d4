import { describe, expect, it } from 'vitest';
import { figureDelta } from '@shared/analysis/what-if';
import { sameFigureRow, type WhatIfFigureRowProps } from '@headroom/renderer/what-if/WhatIfFigureRow';

const fmt = {} as WhatIfFigureRowProps['fmt'];
const row = (over: Partial<WhatIfFigureRowProps> = {}): WhatIfFigureRowProps => ({
  label: 'Cost per GPU-hour',
  delta: figureDelta(2.5, 2.4),
  kind: 'money',
  fmt,
  testId: 'what-if-figure-x',
  withinNoise: false,
  ...over,
});

describe('a what-if figure row is redrawn only when what it shows changes', () => {
  it('a new answer with the same figures draws the same row', () => {
    expect(sameFigureRow(row(), row())).toBe(true);
    expect(sameFigureRow(row({ note: 'estimate 1 % → 2 %' }), row({ note: 'estimate 1 % → 2 %' }))).toBe(true);
  });

  it('a changed figure, label, note, format or noise reading draws it again', () => {
    expect(sameFigureRow(row(), row({ delta: figureDelta(2.5, 2.3) }))).toBe(false);
    expect(sameFigureRow(row(), row({ delta: figureDelta(2.6, 2.4) }))).toBe(false);
    expect(sameFigureRow(row(), row({ label: '每 GPU 小时成本' }))).toBe(false);
    expect(sameFigureRow(row(), row({ withinNoise: true }))).toBe(false);
    expect(sameFigureRow(row(), row({ fmt: {} as WhatIfFigureRowProps['fmt'] }))).toBe(false);
    expect(sameFigureRow(row({ note: 'a' }), row({ note: null }))).toBe(false);
    expect(sameFigureRow(row(), row({ note: null }))).toBe(false);
  });
});
