// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { TornadoChart, type TornadoBar } from '@headroom/renderer/results/decision/TornadoChart';
import { renderInLanguage } from '../render-in-language';

const format = (v: number) => `$${v.toFixed(0)}`;

/** Each bar's [left, right] in the chart's units, by row and end, and where the planned line is. */
function draw(bars: TornadoBar[], planned: number) {
  const container = renderInLanguage(<TornadoChart bars={bars} planned={planned} format={format} testId="t" legend={{ low: 'Low', high: 'High' }} />, 'en');
  const line = Number(container.querySelector('[data-testid="t"] line')!.getAttribute('x1'));
  const rows = [...container.querySelectorAll('[data-testid="t-row"]')].map((row) => {
    const end = (name: 'low' | 'high') => {
      const rect = row.querySelector(`rect[data-end="${name}"]`)!;
      const left = Number(rect.getAttribute('x'));
      const label = row.querySelector(`text[data-label="${name}"]`)!;
      return { left, right: left + Number(rect.getAttribute('width')), anchor: label.getAttribute('text-anchor') };
    };
    return { low: end('low'), high: end('high') };
  });
  return { line, rows };
}

const bar = (id: string, low: number, high: number): TornadoBar => ({ id, label: id, low, high, ariaLabel: id });

describe('the tornado chart', () => {
  it('draws each end on its own side of the planned value, a sub-pixel end included, with its label beyond it', () => {
    // 1,000 across 290 chart units: 1 is a third of a unit, drawn as a one-unit bar.
    const { line, rows } = draw([bar('wide', 500, 1500), bar('hair below', 999, 1300), bar('hair above', 700, 1001)], 1000);
    const [wide, below, above] = rows;
    expect(wide!.low.right).toBeCloseTo(line);
    expect(wide!.high.left).toBeCloseTo(line);
    // The low end of "hair below" is a third of a unit left of the line: its one-unit bar ends
    // at the line and points left, as its label does.
    expect(below!.low.right).toBeCloseTo(line);
    expect(below!.low.left).toBeCloseTo(line - 1);
    expect(below!.low.anchor).toBe('end');
    expect(above!.high.left).toBeCloseTo(line);
    expect(above!.high.right).toBeCloseTo(line + 1);
    expect(above!.high.anchor).toBe('start');
  });

  it('keeps a high end a hair under the planned value left of the line when both ends fall below it', () => {
    const { line, rows } = draw([bar('wide', 0, 2000), bar('both below', 400, 999)], 1000);
    const both = rows[1]!;
    expect(both.high.right).toBeCloseTo(line);
    expect(both.high.left).toBeLessThan(line);
    expect(both.high.anchor).toBe('end');
  });
});
