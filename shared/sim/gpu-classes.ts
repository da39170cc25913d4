import type { Gpu, Offer, Placement, Workload } from '@shared/scenario';
import { gpusPerUnit } from '@shared/scenario';
import type { Rng } from './prng';
import { speedOf } from './throughput';

/**
 * The GPU counts the units of a workload run on under one placement. Most workloads have one
 * count; a training workload with a GPU mix (`gpusPerJobMix`) has one class per count of the
 * mix, and each job draws its class as it arrives. A job of k GPUs is a gang: it holds k GPUs
 * at once, and its size (GPU-hours on the reference GPU) is spread over them, so it runs
 * size / (k x speed per GPU at k GPUs) hours and its GPU-hours and cost are those of k GPUs
 * over that time.
 */
export interface GpuClasses {
  /** Cumulative shares of the classes (the last is 1), or null when there is one class. */
  cdf: Float64Array | null;
  /** GPUs a unit of each class runs on: the placement's override, else its own count. */
  gpus: Int32Array;
  /** GPUs a unit of each class asks for (its ideal run, against which waiting is measured). */
  ideal: Int32Array;
  /** Per class, then per placement slot (class x slots + slot): instances one unit takes. */
  instances: Int32Array;
  /** Per class, then per slot: reference-GPU-seconds per wall second for one whole unit. */
  unitRate: Float64Array;
}

/** The counts and shares of a workload's units: its mix, else its one count at share 1. */
function countsOf(w: Workload): { gpus: number; share: number }[] {
  if (w.kind === 'training' && w.gpusPerJobMix !== undefined) return w.gpusPerJobMix;
  return [{ gpus: gpusPerUnit(w), share: 1 }];
}

export function gpuClasses(w: Workload, placement: Placement, slots: readonly { offer: Offer; gpu: Gpu }[]): GpuClasses {
  const counts = countsOf(w);
  const S = slots.length;
  const gpus = new Int32Array(counts.length);
  const ideal = new Int32Array(counts.length);
  const instances = new Int32Array(counts.length * S);
  const unitRate = new Float64Array(counts.length * S);
  counts.forEach((c, k) => {
    // A strategy's override runs every unit on its count (placedGpusPerUnit for one class).
    const g = placement.gpusPerUnit ?? c.gpus;
    gpus[k] = g;
    ideal[k] = c.gpus;
    slots.forEach((p, j) => {
      const s = speedOf(w, p.offer, p.gpu, g);
      instances[k * S + j] = s.instances;
      unitRate[k * S + j] = g * s.perGpu;
    });
  });
  return { cdf: counts.length > 1 ? cumulativeShares(counts) : null, gpus, ideal, instances, unitRate };
}

/** Running sums of the shares, read relative to their total, the last exactly 1. */
function cumulativeShares(counts: readonly { share: number }[]): Float64Array {
  const total = counts.reduce((s, c) => s + c.share, 0);
  const cdf = new Float64Array(counts.length);
  let sum = 0;
  counts.forEach((c, k) => {
    sum += c.share;
    cdf[k] = sum / total;
  });
  cdf[counts.length - 1] = 1;
  return cdf;
}

/** The class of the next job: the first whose cumulative share exceeds one uniform draw. */
export function drawGpuClass(cdf: Float64Array, rng: Rng): number {
  const x = rng.next();
  let k = 0;
  while (k < cdf.length - 1 && x >= cdf[k]!) k++;
  return k;
}
