/**
 * The x ticks of a report chart over days: the start date and the first of each month, so a
 * reader finds "Mar 1" where March starts (evenly spaced ticks land on arbitrary days and can
 * skip a month's start). When the labels would run together on the page, months are thinned
 * evenly (every second, third … month), never one dropped here and there; the start gives way
 * to a first of the month too close after it.
 */
import { LABEL_GAP, labelWidth } from './label-width';

export interface DateTick {
  x: number;
  label: string;
  anchor: 'start' | 'middle' | 'end';
}

/** Month steps tried, fewest labels last. */
const STEPS = [1, 2, 3, 4, 6, 12];


export function reportDateTicks(
  dates: readonly Date[],
  x: (index: number) => number,
  label: (index: number) => string,
  bounds: { left: number; right: number },
): DateTick[] {
  const indexes = dates.map((_, i) => i);
  const firsts = indexes.filter((i) => dates[i]!.getDate() === 1);
  const tick = (i: number): DateTick => {
    const text = label(i);
    const half = labelWidth(text) / 2;
    // Kept inside the chart: a tick near an edge hangs its label inwards.
    const anchor = x(i) - half < bounds.left ? 'start' : x(i) + half > bounds.right ? 'end' : 'middle';
    return { x: x(i), label: text, anchor };
  };
  const extent = (t: DateTick): [number, number] => {
    const w = labelWidth(t.label);
    return t.anchor === 'start' ? [t.x, t.x + w] : t.anchor === 'end' ? [t.x - w, t.x] : [t.x - w / 2, t.x + w / 2];
  };
  const clear = (a: DateTick, b: DateTick) => extent(a)[1] + LABEL_GAP <= extent(b)[0];
  const fits = (ticks: readonly DateTick[]) => ticks.every((t, k) => k === 0 || clear(ticks[k - 1]!, t));
  let months: DateTick[] = [];
  for (const step of STEPS) {
    months = firsts.filter((_, k) => k % step === 0).map(tick);
    if (fits(months)) break;
  }
  if (dates.length === 0) return [];
  const start = tick(0);
  if (months.length === 0) return [start];
  if (firsts[0] === 0) return months;
  return clear(start, months[0]!) ? [start, ...months] : months;
}
