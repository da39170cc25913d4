import type { Distribution, JobSize } from '@shared/scenario';

/**
 * Work sizes scaled by a factor, as the what-if sliders and the sensitivity analysis both move
 * them: every parameter of a distribution that is in GPU-hours is multiplied, so its mean moves
 * by the factor and its shape stays.
 */
export function scaleDistribution(d: Distribution, f: number): Distribution {
  switch (d.type) {
    case 'fixed':
      return { ...d, value: d.value * f };
    case 'exponential':
      return { ...d, mean: d.mean * f };
    case 'lognormal':
      return { ...d, mean: d.mean * f };
    case 'uniform':
      return { ...d, min: d.min * f, max: d.max * f };
    case 'empirical':
      return { ...d, values: d.values.map((v) => v * f) };
  }
}

/** A training job's size (GPU-hours or tokens) scaled by a factor. */
export function scaleJobSize(size: JobSize, f: number): JobSize {
  return size.type === 'gpuHours'
    ? { ...size, gpuHours: scaleDistribution(size.gpuHours, f) }
    : { ...size, tokensBillions: size.tokensBillions * f };
}
