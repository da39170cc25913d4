/**
 * The standard normal CDF, from the error function by Abramowitz & Stegun 7.1.26 (absolute
 * error under 1.5e-7, far below what a goodness-of-fit statistic shows). A few lines, so no
 * statistics library is pulled into shared/ for it.
 */
export function standardNormalCdf(z: number): number {
  if (!Number.isFinite(z)) return z > 0 ? 1 : 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
