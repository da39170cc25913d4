import type { GpuInput } from '../default-catalog';

/**
 * Which GPU of the catalog a price list's accelerator is. Names are compared by their model
 * ("NVIDIA A100 80GB SXM", "A100-80GB" and "A100" with 80 GB of memory are all the A100), and
 * where a model comes in sizes (A100 40 GB / 80 GB) by memory. An accelerator the scenario's
 * catalog lacks is taken from the default catalog when that knows it (with its speed
 * estimates and notes), else it becomes a new GPU whose speeds are marked as estimates.
 */

export type GpuMatch =
  | { kind: 'catalog'; gpuId: string }
  | { kind: 'default'; gpu: GpuInput }
  | { kind: 'unknown'; gpu: GpuInput };

/** Names that differ in the files but are the same chip for planning (AWS's A10G is an A10). */
const ALIASES: Readonly<Record<string, string>> = { A10G: 'A10', T4G: 'T4' };

/** "NVIDIA GeForce RTX 4090 24GB" -> "RTX4090"; "A100-80GB" -> "A100"; "H100 NVL" -> "H100NVL". */
export function gpuModelKey(name: string): string {
  const key = name
    .toUpperCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b(NVIDIA|GEFORCE|TESLA|AMD|SXM\d?|PCIE|MEGA)\b/g, ' ')
    .replace(/\d+(\.\d+)?\s*GB\b/g, ' ')
    .replace(/[^A-Z0-9]/g, '');
  return ALIASES[key] ?? key;
}

/** Memory named in an accelerator's own name ("A100-80GB", "V100-32GB"). */
function memoryInName(name: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*GB/i.exec(name);
  return match ? Number(match[1]) : undefined;
}

function closeEnough(a: number, b: number): boolean {
  return Math.abs(a - b) / Math.max(a, b) <= 0.15;
}

function pick(candidates: readonly GpuInput[], name: string, memoryGb: number | undefined): GpuInput | undefined {
  const key = gpuModelKey(name);
  const same = candidates.filter((g) => gpuModelKey(g.name) === key || gpuModelKey(g.id) === key);
  const memory = memoryInName(name) ?? memoryGb;
  if (memory === undefined) {
    // No size given: the smallest of the model, as a plain "A100" is the 40 GB one.
    return [...same].sort((a, b) => a.memoryGb - b.memoryGb)[0];
  }
  return same.filter((g) => closeEnough(g.memoryGb, memory)).sort((a, b) => Math.abs(a.memoryGb - memory) - Math.abs(b.memoryGb - memory))[0];
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9.]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48) || 'gpu';
}

/**
 * A GPU no catalog knows. Its speeds are a guess, scaled by memory against the reference GPU
 * (bigger memory has meant a newer, faster class of GPU), kept between 0.1 and 1, and its
 * notes say they are estimates the planner must confirm.
 */
function unknownGpu(name: string, memoryGb: number | undefined, reference: GpuInput | undefined, note: string): GpuInput {
  const memory = memoryInName(name) ?? memoryGb ?? 16;
  const speed = Math.min(1, Math.max(0.1, Math.round((memory / (reference?.memoryGb ?? 80)) * 100) / 100));
  return {
    id: `imported-${slug(name)}`,
    name: `${name} (imported)`.slice(0, 120),
    memoryGb: memory,
    relativeSpeed: { training: speed, inference: speed, batch: speed, dev: speed },
    interconnect: 'pcie',
    notes: `${note} Speeds ${speed} are an estimate from memory (${memory} GB against the reference GPU's ${reference?.memoryGb ?? 80} GB), not a measurement: confirm them before trusting results.${memoryGb === undefined && memoryInName(name) === undefined ? ' Memory is not in the file: 16 GB assumed.' : ''}`.slice(0, 2000),
  };
}

export function matchGpu(
  name: string,
  memoryGb: number | undefined,
  catalogGpus: readonly GpuInput[],
  defaultGpus: readonly GpuInput[],
  referenceGpuId: string,
  note: string,
): GpuMatch {
  const inCatalog = pick(catalogGpus, name, memoryGb);
  if (inCatalog) return { kind: 'catalog', gpuId: inCatalog.id };
  const known = pick(defaultGpus, name, memoryGb);
  if (known) return { kind: 'default', gpu: known };
  const reference = catalogGpus.find((g) => g.id === referenceGpuId);
  return { kind: 'unknown', gpu: unknownGpu(name, memoryGb, reference, note) };
}
