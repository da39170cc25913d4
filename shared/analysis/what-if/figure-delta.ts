/** One key figure before and after, at P50. */
export interface FigureDelta {
  before: number;
  after: number;
  /** after - before (currency units, or hours for turnaround). */
  change: number;
  /** change / before; null when before is 0. */
  percent: number | null;
}

export function figureDelta(before: number, after: number): FigureDelta {
  return { before, after, change: after - before, percent: before !== 0 ? (after - before) / Math.abs(before) : null };
}
