import { lognormalCdf, type SizeChoice, type SizeFit } from './size-fit';

/**
 * The share of jobs at or under a size of what applying stores, to draw over the log's own:
 * the maximum-likelihood lognormal, or the stored sizes' own steps.
 */
export function appliedSizeShare(sizes: SizeFit, choice: SizeChoice): (size: number) => number {
  if (choice === 'lognormal') return (v) => lognormalCdf(v, sizes.lognormal.mu, sizes.lognormal.sigma);
  const values = sizes.stored.values;
  return (v) => {
    // Sorted ascending: the count at or under v by binary search.
    let lo = 0;
    let hi = values.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[mid]! <= v) lo = mid + 1;
      else hi = mid;
    }
    return lo / values.length;
  };
}
