/**
 * Clustering of a log's requests by size, for size-classes-from-log.ts: k-means on
 * (log2(1 + prompt tokens), log2(1 + output tokens)), where sizes a factor apart are equally far
 * apart whether short or long, as a planner sees them. Fast for millions of requests: requests
 * are first gathered into fine bins (1/16 of a doubling on each axis, about 4 % apart), and
 * k-means runs on the weighted bins, so its cost does not grow with the log. Deterministic: no
 * random seeds; Lloyd's iterations start from a few quantile seedings and the split with the
 * smallest spread wins.
 */

const BINS_PER_DOUBLING = 16;
/** Output bins per prompt bin in a bin's key: 9-digit token counts need at most 30 doublings. */
const KEY_STRIDE = 1024;
const MAX_LLOYD_ITERATIONS = 100;

/** Requests gathered by size: each bin's weight (requests) and mean position in log space. */
export interface SizeBins {
  /** The bin of each request (index into the arrays below). */
  binOf: Int32Array;
  weight: Float64Array;
  u: Float64Array;
  v: Float64Array;
}

export function sizeBins(prompt: ArrayLike<number>, output: ArrayLike<number>): SizeBins {
  const n = prompt.length;
  const keyOf = new Float64Array(n);
  const us = new Float64Array(n);
  const vs = new Float64Array(n);
  const keys = new Set<number>();
  for (let i = 0; i < n; i++) {
    const u = Math.log2(1 + prompt[i]!);
    const v = Math.log2(1 + output[i]!);
    const key = Math.floor(u * BINS_PER_DOUBLING) * KEY_STRIDE + Math.floor(v * BINS_PER_DOUBLING);
    us[i] = u;
    vs[i] = v;
    keyOf[i] = key;
    keys.add(key);
  }
  // Bins in key order, not in the order the log met them: the same requests in any order cluster alike.
  const sortedKeys = Float64Array.from(keys).sort();
  const indexOfKey = new Map<number, number>();
  sortedKeys.forEach((key, index) => indexOfKey.set(key, index));
  const bins: SizeBins = {
    binOf: new Int32Array(n),
    weight: new Float64Array(sortedKeys.length),
    u: new Float64Array(sortedKeys.length),
    v: new Float64Array(sortedKeys.length),
  };
  for (let i = 0; i < n; i++) {
    const b = indexOfKey.get(keyOf[i]!)!;
    bins.binOf[i] = b;
    bins.weight[b]! += 1;
    bins.u[b]! += us[i]!;
    bins.v[b]! += vs[i]!;
  }
  for (let b = 0; b < sortedKeys.length; b++) {
    bins.u[b]! /= bins.weight[b]!;
    bins.v[b]! /= bins.weight[b]!;
  }
  return bins;
}

interface Centres {
  u: Float64Array;
  v: Float64Array;
}

/**
 * The cluster of each bin: the best of Lloyd's k-means from several deterministic seedings
 * (equal-weight slabs by prompt, by output and by both, and a greedy farthest-heavy seeding).
 * Clusters may come out fewer than k when the log has fewer distinct sizes.
 */
export function clusterBins(bins: SizeBins, k: number): Int32Array {
  const seedings = [
    slabSeeds(bins, k, (b) => bins.u[b]!),
    slabSeeds(bins, k, (b) => bins.v[b]!),
    slabSeeds(bins, k, (b) => bins.u[b]! + bins.v[b]!),
    greedySeeds(bins, k),
  ];
  let best: Int32Array | null = null;
  let bestSpread = Infinity;
  for (const seeds of seedings) {
    const clusterOf = lloyd(bins, seeds);
    const spread = spreadOf(bins, clusterOf, centresOf(bins, clusterOf, seeds.u.length));
    // Strictly smaller: a tie keeps the earlier seeding, so the answer never depends on rounding order.
    if (best === null || spread < bestSpread - 1e-9 * Math.max(1, bestSpread)) {
      best = clusterOf;
      bestSpread = spread;
    }
  }
  return best!;
}

/** Seeds at the weighted means of k equal-weight slabs of the bins ordered by `along`. */
function slabSeeds(bins: SizeBins, k: number, along: (bin: number) => number): Centres {
  const order = Array.from(bins.weight, (_w, b) => b).sort((a, b) => along(a) - along(b) || a - b);
  const total = bins.weight.reduce((s, w) => s + w, 0);
  const seeds: Centres = { u: new Float64Array(k), v: new Float64Array(k) };
  const weights = new Float64Array(k);
  let seen = 0;
  for (const b of order) {
    const w = bins.weight[b]!;
    // The slab of the bin's middle request.
    const slab = Math.min(k - 1, Math.floor(((seen + w / 2) / total) * k));
    seen += w;
    seeds.u[slab]! += w * bins.u[b]!;
    seeds.v[slab]! += w * bins.v[b]!;
    weights[slab]! += w;
  }
  return compact(seeds, weights);
}

/** The heaviest bin first, then each time the bin with the most weight × squared distance to the seeds so far. */
function greedySeeds(bins: SizeBins, k: number): Centres {
  const n = bins.weight.length;
  const nearest = new Float64Array(n).fill(Infinity);
  const seeds: Centres = { u: new Float64Array(k), v: new Float64Array(k) };
  const weights = new Float64Array(k);
  for (let s = 0; s < k; s++) {
    let pick = -1;
    let score = -1;
    for (let b = 0; b < n; b++) {
      const value = s === 0 ? bins.weight[b]! : bins.weight[b]! * nearest[b]!;
      if (value > score) {
        pick = b;
        score = value;
      }
    }
    if (score <= 0) break; // every bin is a seed already
    seeds.u[s] = bins.u[pick]!;
    seeds.v[s] = bins.v[pick]!;
    weights[s] = 1;
    for (let b = 0; b < n; b++) nearest[b] = Math.min(nearest[b]!, distance2(bins, b, seeds, s));
  }
  return compact(seeds, weights);
}

/** Drops seeds no bin gave weight to, dividing the others' sums by their weights. */
function compact(sums: Centres, weights: Float64Array): Centres {
  const kept = Array.from(weights, (w, i) => i).filter((i) => weights[i]! > 0);
  return {
    u: Float64Array.from(kept, (i) => sums.u[i]! / weights[i]!),
    v: Float64Array.from(kept, (i) => sums.v[i]! / weights[i]!),
  };
}

function distance2(bins: SizeBins, b: number, c: Centres, j: number): number {
  const du = bins.u[b]! - c.u[j]!;
  const dv = bins.v[b]! - c.v[j]!;
  return du * du + dv * dv;
}

function nearestCentre(bins: SizeBins, b: number, c: Centres): number {
  let best = 0;
  let bestD = Infinity;
  for (let j = 0; j < c.u.length; j++) {
    const d = distance2(bins, b, c, j);
    if (d < bestD) {
      best = j;
      bestD = d;
    }
  }
  return best;
}

/** Weighted Lloyd iterations until no bin changes cluster. */
function lloyd(bins: SizeBins, seeds: Centres): Int32Array {
  const clusterOf = new Int32Array(bins.weight.length).fill(-1);
  let centres = seeds;
  for (let iteration = 0; iteration < MAX_LLOYD_ITERATIONS; iteration++) {
    let moved = false;
    for (let b = 0; b < clusterOf.length; b++) {
      const j = nearestCentre(bins, b, centres);
      if (j !== clusterOf[b]) {
        clusterOf[b] = j;
        moved = true;
      }
    }
    if (!moved) break;
    centres = centresOf(bins, clusterOf, centres.u.length, centres);
  }
  return clusterOf;
}

/** Each cluster's weighted mean; an empty cluster keeps its previous centre (or sits at infinity). */
function centresOf(bins: SizeBins, clusterOf: Int32Array, k: number, previous?: Centres): Centres {
  const sums: Centres = { u: new Float64Array(k), v: new Float64Array(k) };
  const weights = new Float64Array(k);
  for (let b = 0; b < clusterOf.length; b++) {
    const j = clusterOf[b]!;
    const w = bins.weight[b]!;
    sums.u[j]! += w * bins.u[b]!;
    sums.v[j]! += w * bins.v[b]!;
    weights[j]! += w;
  }
  for (let j = 0; j < k; j++) {
    sums.u[j] = weights[j]! > 0 ? sums.u[j]! / weights[j]! : (previous?.u[j] ?? Infinity);
    sums.v[j] = weights[j]! > 0 ? sums.v[j]! / weights[j]! : (previous?.v[j] ?? Infinity);
  }
  return sums;
}

/** Weighted squared distance of the bins to their cluster's centre (within-bin spread is the same for any split). */
function spreadOf(bins: SizeBins, clusterOf: Int32Array, centres: Centres): number {
  let sum = 0;
  for (let b = 0; b < clusterOf.length; b++) sum += bins.weight[b]! * distance2(bins, b, centres, clusterOf[b]!);
  return sum;
}
