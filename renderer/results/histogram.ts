/** One bar of a histogram: values in [from, to) (the last bar also holds its upper edge). */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** Bars for `n` values: about the square root (the usual rule), from 1 up to `maxBins`. */
export function binCount(n: number, maxBins = 12): number {
  return Math.max(1, Math.min(maxBins, Math.ceil(Math.sqrt(n))));
}

/**
 * Counts values (one per simulated run) into equal-width bins spanning their range. Values
 * that are not finite (a run where no job finished) are left out. All-equal values make a
 * single bin, so a deterministic strategy shows one bar rather than a division by zero.
 */
export function histogram(values: readonly number[], maxBins = 12): HistogramBin[] {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const v of finite) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (max === min) return [{ from: min, to: max, count: finite.length }];
  const bins = binCount(finite.length, maxBins);
  const width = (max - min) / bins;
  const counts = new Array<number>(bins).fill(0);
  for (const v of finite) {
    const index = Math.min(bins - 1, Math.floor((v - min) / width));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count, i) => ({
    from: min + i * width,
    to: i === bins - 1 ? max : min + (i + 1) * width,
    count,
  }));
}

/**
 * Tick labels for the bins' middles with the fewest decimals (from 1 up to `maxDigits`) that
 * tell neighbouring bins apart, so a narrow spread does not read "2.6K 2.6K 2.6K".
 */
export function distinctLabels(
  bins: readonly HistogramBin[],
  label: (value: number, fractionDigits: number) => string,
  maxDigits = 3,
): string[] {
  const middles = bins.map((bin) => (bin.from + bin.to) / 2);
  let labels = middles.map((m) => label(m, 1));
  for (let digits = 2; digits <= maxDigits; digits++) {
    if (labels.every((text, i) => i === 0 || text !== labels[i - 1])) break;
    labels = middles.map((m) => label(m, digits));
  }
  return labels;
}
