/**
 * Quantiles with linear interpolation between order statistics (the common "type 7"
 * definition: q = 0.5 of [1, 2, 3, 4] is 2.5). Selection, not a full sort, so a million
 * turnarounds cost a few milliseconds.
 */

type Values = Float64Array | Int32Array;

function select(a: Values, k: number, lo: number, hi: number): number {
  while (hi > lo) {
    // Median of three as pivot.
    const mid = (lo + hi) >> 1;
    const x = a[lo]!;
    const y = a[mid]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}

/**
 * Several quantiles (ascending qs) of the first n values, reordering them: each selection
 * narrows the range for the next, so P50 and P95 of a million values cost about 1.5 passes.
 */
export function quantilesInPlace(values: Values, n: number, qs: readonly number[]): number[] {
  const out: number[] = [];
  if (n === 0) return qs.map(() => NaN);
  let from = 0;
  for (const q of qs) {
    const pos = q * (n - 1);
    const lo = Math.floor(pos);
    const frac = pos - lo;
    const a = lo < from ? values[lo]! : select(values, lo, from, n - 1);
    from = Math.max(from, lo);
    if (frac === 0 || lo + 1 >= n) {
      out.push(a);
      continue;
    }
    let b = Infinity;
    for (let i = lo + 1; i < n; i++) if (values[i]! < b) b = values[i]!;
    out.push(a + (b - a) * frac);
  }
  return out;
}

/** Quantile q in [0, 1] of the values (reorders `values`). NaN for an empty array. */
export function quantileInPlace(values: Float64Array, q: number): number {
  const n = values.length;
  if (n === 0) return NaN;
  if (n === 1) return values[0]!;
  const pos = q * (n - 1);
  const lo = Math.floor(pos);
  const frac = pos - lo;
  const a = select(values, lo, 0, n - 1);
  if (frac === 0) return a;
  // The next order statistic is the minimum of the part above lo.
  let b = Infinity;
  for (let i = lo + 1; i < n; i++) if (values[i]! < b) b = values[i]!;
  return a + (b - a) * frac;
}

/** Quantile of a plain array (copied, not reordered). */
export function quantile(values: readonly number[] | Float64Array, q: number): number {
  return quantileInPlace(Float64Array.from(values), q);
}
