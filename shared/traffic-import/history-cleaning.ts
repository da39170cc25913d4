import { sortedOrder } from './sample-buffer';

/** What was found and mended in a rate history's timeline. */
export interface TimelineReport {
  /** Rows that came before an earlier row's time (the file is sorted before use). */
  unsortedRows: number;
  /** Rows whose time another row already had (their values averaged). */
  duplicateRows: number;
  /** The usual time between samples (the median), in seconds. */
  intervalSeconds: number;
  /** Waits longer than twice the usual interval: those slots have no data. */
  gaps: number;
  longestGapSeconds: number;
  /** Where the longest gap starts (UTC ms), or null. */
  longestGapAt: number | null;
}

export interface CleanHistory {
  utcMs: Float64Array;
  offsets: Float64Array;
  values: Float64Array;
  report: TimelineReport;
}

/** Sorts a history, merges duplicate timestamps (mean of their values), and finds the gaps. */
export function cleanHistory(utcMs: Float64Array, offsets: Float64Array, values: Float64Array): CleanHistory {
  const { order, unsortedRows } = sortedOrder(utcMs);
  const t: number[] = [];
  const off: number[] = [];
  const v: number[] = [];
  let duplicateRows = 0;
  let run = 1;
  for (const i of order) {
    if (t.length > 0 && t[t.length - 1] === utcMs[i]) {
      duplicateRows++;
      run++;
      v[v.length - 1] = v[v.length - 1]! + (values[i]! - v[v.length - 1]!) / run;
      continue;
    }
    run = 1;
    t.push(utcMs[i]!);
    off.push(offsets[i]!);
    v.push(values[i]!);
  }
  const gaps = t.slice(1).map((time, i) => time - t[i]!);
  const sortedGaps = [...gaps].sort((a, b) => a - b);
  const interval = sortedGaps.length > 0 ? sortedGaps[Math.floor(sortedGaps.length / 2)]! : 60_000;
  let gapCount = 0;
  let longest = 0;
  let longestAt: number | null = null;
  gaps.forEach((gap, i) => {
    if (gap <= 2 * interval) return;
    gapCount++;
    if (gap > longest) {
      longest = gap;
      longestAt = t[i]!;
    }
  });
  return {
    utcMs: Float64Array.from(t),
    offsets: Float64Array.from(off),
    values: Float64Array.from(v),
    report: {
      unsortedRows,
      duplicateRows,
      intervalSeconds: interval / 1000,
      gaps: gapCount,
      longestGapSeconds: longest / 1000,
      longestGapAt: longestAt,
    },
  };
}
