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

/** The smallest of 1, 2, 2.5 and 5 times a power of ten that is at least `raw`. */
export function niceWidth(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw * (1 - 1e-12)) ?? 10;
  return step * magnitude;
}

/**
 * Counts values (one per simulated run) into equal-width bins of a round width, each centred
 * on a round value (a multiple of the width), so the axis reads 2,600 · 2,650 · 2,700 rather
 * than uneven figures; about `maxBins` of them. Values that are not finite (a run where no
 * job finished) are left out. All-equal values make a single bin, so a deterministic
 * strategy shows one bar rather than a division by zero.
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
  const width = niceWidth((max - min) / binCount(finite.length, maxBins));
  const firstCentre = Math.round(min / width) * width;
  const start = firstCentre - width / 2;
  const bins = Math.max(1, Math.floor((max - start) / width) + 1);
  const counts = new Array<number>(bins).fill(0);
  for (const v of finite) {
    const index = Math.min(bins - 1, Math.max(0, Math.floor((v - start) / width)));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count, i) => ({
    from: start + i * width,
    to: start + (i + 1) * width,
    count,
  }));
}

/**
 * Tick labels for the bins' middles with the fewest decimals (from none up to `maxDigits`)
 * that tell neighbouring bins apart, so a narrow spread does not read "2.6K 2.6K 2.6K".
 */
export function distinctLabels(
  bins: readonly HistogramBin[],
  label: (value: number, fractionDigits: number) => string,
  maxDigits = 3,
): string[] {
  const middles = bins.map((bin) => (bin.from + bin.to) / 2);
  let labels = middles.map((m) => label(m, 0));
  for (let digits = 1; digits <= maxDigits; digits++) {
    if (labels.every((text, i) => i === 0 || text !== labels[i - 1])) break;
    labels = middles.map((m) => label(m, digits));
  }
  return labels;
}
