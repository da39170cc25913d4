import { z } from 'zod';
import { Fraction, PositiveInt } from './primitives';
import { SHARE_SUM_TOLERANCE } from './llm-serving-schema';

/**
 * The GPUs a training workload's jobs ask for, as a mix (format 8, optional): "61 % of jobs
 * run on 1 GPU, 22 % on 2, 17 % on 4", as a job log has them. Each job draws its count from
 * the mix; without one every job takes `gpusPerJob`.
 */

/** Most GPU counts one mix may hold (a log with more keeps its most common ones). */
export const MAX_GPU_MIX_COUNTS = 64;
/** Most GPUs one job may ask for (the limit on `gpusPerJob`). */
export const MAX_GPUS_PER_JOB = 4096;

export const GpuCountShare = z.strictObject({
  gpus: PositiveInt.max(MAX_GPUS_PER_JOB),
  /** Share of jobs that ask for this many GPUs (0.22 = 22 %). */
  share: Fraction,
});
export type GpuCountShare = z.infer<typeof GpuCountShare>;

export const GpuMix = z
  .array(GpuCountShare)
  .min(1)
  .max(MAX_GPU_MIX_COUNTS)
  .refine((mix) => Math.abs(mix.reduce((s, c) => s + c.share, 0) - 1) <= SHARE_SUM_TOLERANCE, {
    message: "the GPU counts' shares must add up to 1 (100 %)",
    params: { key: 'gpuSharesNotOne' },
  })
  .refine((mix) => new Set(mix.map((c) => c.gpus)).size === mix.length, {
    message: 'a GPU count is listed twice',
    params: { key: 'duplicateGpuCount' },
  });
export type GpuMix = z.infer<typeof GpuMix>;

/** The largest number of GPUs a job of the mix asks for: what a pool must hold for every job to run. */
export const largestGpuCount = (mix: readonly GpuCountShare[]): number => mix.reduce((m, c) => Math.max(m, c.gpus), 0);

/** GPUs a job asks for on average (shares read relative to their sum). */
export function meanGpuCount(mix: readonly GpuCountShare[]): number {
  const total = mix.reduce((s, c) => s + c.share, 0);
  return total > 0 ? mix.reduce((s, c) => s + c.gpus * c.share, 0) / total : 0;
}

/**
 * Weights as shares to 4 decimals (0.01 %) that add up to exactly 1, the largest taking the
 * rounding; null when no weight is above 0.
 */
export function roundedShares(weights: readonly number[]): number[] | null {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (!(sum > 0)) return null;
  const scaled = weights.map((w) => Math.round((w / sum) * 1e4) / 1e4);
  const largest = scaled.indexOf(Math.max(...scaled));
  const rest = scaled.reduce((s, v, i) => (i === largest ? s : s + v), 0);
  scaled[largest] = Math.round((1 - rest) * 1e4) / 1e4;
  return scaled;
}
