import type { Gpu, Offer, Workload, WorkloadKind } from '@shared/scenario';

/**
 * The explainable throughput model. The wall time of a unit of work of G reference-GPU-hours
 * on g GPUs of offer o is
 *
 *   G / (g x gpu.relativeSpeed[kind] x o.speedFactor x pipeline x scaling) x jitter
 *
 * pipeline = the workload's override for the offer, else workload.pipelineEfficiency x
 *            offer.efficiency.pipeline
 * scaling  = intra ^ log2(GPUs used inside one instance) x inter ^ log2(instances)
 *            (per-doubling factors from the offer, overridable per workload per offer)
 * jitter   = lognormal multiplier with mean 1 and cv offer.efficiency.jitterCv (0 on bare-metal).
 */
export interface SpeedBreakdown {
  relativeSpeed: number;
  speedFactor: number;
  pipeline: number;
  scaling: number;
  instances: number;
  /** Product of the above: reference-GPU-seconds one GPU delivers per wall second. */
  perGpu: number;
}

export function instancesFor(gpus: number, gpusPerInstance: number): number {
  return Math.ceil(gpus / gpusPerInstance);
}

export function speedOf(workload: Workload, offer: Offer, gpu: Gpu, gpus: number, kind: WorkloadKind = workload.kind): SpeedBreakdown {
  const override = workload.offerEfficiency.find((o) => o.offerId === offer.id);
  const pipeline = override?.pipeline ?? workload.pipelineEfficiency * offer.efficiency.pipeline;
  const intra = override?.intraNodeScalingPerDoubling ?? offer.efficiency.intraNodeScalingPerDoubling;
  const inter = override?.interNodeScalingPerDoubling ?? offer.efficiency.interNodeScalingPerDoubling;
  const instances = instancesFor(gpus, offer.gpusPerInstance);
  const inside = Math.min(gpus, offer.gpusPerInstance);
  const scaling = Math.pow(intra, Math.log2(inside)) * Math.pow(inter, Math.log2(instances));
  const relativeSpeed = gpu.relativeSpeed[kind];
  const speedFactor = offer.efficiency.speedFactor;
  return { relativeSpeed, speedFactor, pipeline, scaling, instances, perGpu: relativeSpeed * speedFactor * pipeline * scaling };
}

/** Reference GPU-hours of a training job sized from model and data: 6·N·D FLOPs at the assumed utilisation. */
export function flopsToGpuHours(parametersBillions: number, tokensBillions: number, utilisation: number, referenceTflops: number): number {
  const flops = 6 * parametersBillions * 1e9 * tokensBillions * 1e9;
  const seconds = flops / (referenceTflops * 1e12 * utilisation);
  return seconds / 3600;
}

/** Wall seconds (without jitter) for `gpuHours` reference GPU-hours on `gpus` GPUs at `perGpu` speed. */
export function wallSeconds(gpuHours: number, gpus: number, perGpu: number): number {
  return (gpuHours * 3600) / (gpus * perGpu);
}
