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

/**
 * The same quantiles as quantilesInPlace for the first n values of an integer array, without
 * reordering it: a count of the values by their high bits finds the bucket holding each order
 * statistic needed, and only those buckets' values are gathered and selected. Two passes over
 * the data and no swaps, so the turnarounds of a million jobs take a few milliseconds.
 */
export function integerQuantiles(values: Int32Array, n: number, qs: readonly number[]): number[] {
  if (n === 0) return qs.map(() => NaN);
  let min = values[0]!;
  let max = min;
  for (let i = 1; i < n; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    else if (v > max) max = v;
  }
  // Order statistics wanted: lo of each quantile, and lo + 1 when it interpolates.
  const ranks: number[] = [];
  const plan = qs.map((q) => {
    const pos = q * (n - 1);
    const lo = Math.floor(pos);
    const frac = pos - lo;
    const hi = frac === 0 || lo + 1 >= n ? -1 : lo + 1;
    ranks.push(lo);
    if (hi >= 0) ranks.push(hi);
    return { lo, hi, frac };
  });
  const range = max - min;
  // About one bucket per value, at most 65,536 buckets; equal values share a bucket.
  const bits = range === 0 ? 0 : 32 - Math.clz32(range);
  const wantBits = Math.min(16, Math.max(4, 32 - Math.clz32(n)));
  const shift = Math.max(0, bits - wantBits);
  const counts = new Int32Array((range >>> shift) + 1);
  for (let i = 0; i < n; i++) counts[(values[i]! - min) >>> shift]! += 1;
  // Bucket and rank inside it of every wanted order statistic (one walk: ranks are few).
  const bucketOf = new Map<number, { bucket: number; offset: number }>();
  for (const k of ranks) {
    if (bucketOf.has(k)) continue;
    let below = 0;
    let b = 0;
    while (below + counts[b]! <= k) below += counts[b++]!;
    bucketOf.set(k, { bucket: b, offset: k - below });
  }
  const valueAt = new Map<number, number>();
  if (shift === 0) {
    // Each bucket holds a single value.
    for (const [k, { bucket }] of bucketOf) valueAt.set(k, min + bucket);
  } else {
    // Gather the wanted buckets' values (one pass), then select inside each.
    const gathered = new Map<number, { values: Int32Array; fill: number }>();
    for (const { bucket } of bucketOf.values())
      if (!gathered.has(bucket)) gathered.set(bucket, { values: new Int32Array(counts[bucket]!), fill: 0 });
    const wanted = new Int32Array(counts.length).fill(-1);
    const buffers = [...gathered.values()];
    [...gathered.keys()].forEach((bucket, i) => (wanted[bucket] = i));
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      const slot = wanted[(v - min) >>> shift]!;
      if (slot >= 0) {
        const buf = buffers[slot]!;
        buf.values[buf.fill++] = v;
      }
    }
    for (const [k, { bucket, offset }] of bucketOf) {
      const buf = gathered.get(bucket)!.values;
      valueAt.set(k, select(buf, offset, 0, buf.length - 1));
    }
  }
  return plan.map(({ lo, hi, frac }) => {
    const a = valueAt.get(lo)!;
    if (hi < 0) return a;
    const b = valueAt.get(hi)!;
    return a + (b - a) * frac;
  });
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
