import { describe, expect, it } from 'vitest';
import { reportDateTicks } from '@headroom/renderer/report/charts/date-ticks';

/** `n` days from a local date, one Date per day. */
function days(year: number, month: number, day: number, n: number): Date[] {
  return Array.from({ length: n }, (_, i) => new Date(year, month - 1, day + i));
}
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function ticks(dates: Date[]) {
  // The report's plot: 564 units from x = 64.
  const x = (i: number) => 64 + (i / Math.max(1, dates.length - 1)) * 564;
  return reportDateTicks(dates, x, (i) => iso(dates[i]!), { left: 64, right: 628 });
}

describe('reportDateTicks', () => {
  it('labels the start and every first of the month on a horizon from mid-January', () => {
    expect(ticks(days(2027, 1, 15, 59)).map((t) => t.label)).toEqual(['2027-01-15', '2027-02-01', '2027-03-01']);
  });

  it('drops the start, not a first of the month, when the two would touch', () => {
    expect(ticks(days(2027, 2, 27, 40)).map((t) => t.label)).toEqual(['2027-03-01', '2027-04-01']);
  });

  it('thins a long horizon evenly: every n-th month, none dropped in between', () => {
    const labels = ticks(days(2027, 1, 1, 3 * 365)).map((t) => t.label);
    const months = labels.map((l) => Number(l.slice(0, 4)) * 12 + Number(l.slice(5, 7)));
    const steps = new Set(months.slice(1).map((m, i) => m - months[i]!));
    expect(steps.size).toBe(1);
    expect(labels[0]).toBe('2027-01-01');
  });
});
