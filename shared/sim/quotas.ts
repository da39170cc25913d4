import type { CompiledPool } from './compiled';
import { jobWorkload } from './job-workload';
import type { Sim } from './sim-state';
import { RUNNING } from './units';

/**
 * Quotas on committed pools at run time (quota-compile.ts compiles them). A quota's holder (a
 * workload, or a team's workloads together) holds, on its pool, the GPUs of its running jobs
 * and of its services' units there; those are counted afresh from the pool's list of units and
 * the services when a decision needs them (quota pools are few, and the count is exact).
 *
 * - maxGpus: a unit that would take the holder past it does not take the pool.
 * - guaranteedGpus: no higher priority takes GPUs that would leave the holder below it, and a
 *   unit that fits wholly within its holder's guarantee reclaims: it may take running jobs of any
 *   priority that are borrowing (whose holder stays at or above its own guarantee without them;
 *   a workload without a quota on the pool is always borrowing), the most recently started first.
 */

/** GPUs a unit of g GPUs (n whole instances) holds on committed pool `pool`: its GPUs on a shared server, else its whole servers. */
export function gpusOfUnitOn(pool: CompiledPool, n: number, g: number): number {
  return pool.packs && g <= pool.gpusPerInstance ? g : n * pool.gpusPerInstance;
}

/** The quota counting workload w on pool p, or -1. */
export function quotaOf(sim: Sim, p: number, w: number): number {
  const q = sim.c.quotas;
  return q === null ? -1 : q.of[p * q.nWorkloads + w]!;
}

/** GPUs every quota of pool p's holder holds there now, indexed by quota (others 0). */
function heldOnPool(sim: Sim, p: number): Float64Array {
  const quotas = sim.c.quotas!;
  const held = new Float64Array(quotas.list.length);
  const pool = sim.c.pools[p]!;
  const units = sim.units;
  const base = p * quotas.nWorkloads;
  for (let u = sim.pools.unitHead[p]!; u !== -1; u = units.poolNext[u]!) {
    const q = quotas.of[base + units.wl[u]!]!;
    if (q >= 0) held[q]! += gpusOfUnitOn(pool, units.nInst[u]!, units.gpus[u]!);
  }
  for (const quota of quotas.list) {
    if (quota.pool !== p) continue;
    for (const w of quota.workloads) held[quota.index]! += sim.holders[w]?.gpusOn(p) ?? 0;
  }
  return held;
}

/** GPUs the holder of quota q holds on its pool now. */
export function heldByQuota(sim: Sim, q: number): number {
  return heldOnPool(sim, sim.c.quotas!.list[q]!.pool)[q]!;
}

/** Whether w may take `gpus` more GPUs of pool p under its quota's maximum (always, without a quota). */
export function quotaAllows(sim: Sim, p: number, w: number, gpus: number): boolean {
  const q = quotaOf(sim, p, w);
  if (q < 0) return true;
  const max = sim.c.quotas!.list[q]!.maxGpus;
  return max === Infinity || heldByQuota(sim, q) + gpus <= max;
}

/** Units of `gpusPerUnit` GPUs w may still take on pool p under its quota's maximum (Infinity without one). */
export function quotaUnitsRoom(sim: Sim, p: number, w: number, gpusPerUnit: number): number {
  const q = quotaOf(sim, p, w);
  if (q < 0) return Infinity;
  const max = sim.c.quotas!.list[q]!.maxGpus;
  if (max === Infinity) return Infinity;
  return Math.max(0, Math.floor((max - heldByQuota(sim, q)) / gpusPerUnit));
}

/** Whether a unit of `gpus` GPUs of w fits wholly within its holder's guarantee on pool p. */
export function withinGuarantee(sim: Sim, p: number, w: number, gpus: number): boolean {
  const q = quotaOf(sim, p, w);
  if (q < 0) return false;
  const g = sim.c.quotas!.list[q]!.guaranteedGpus;
  return g > 0 && heldByQuota(sim, q) + gpus <= g;
}

/**
 * The running jobs on pool p that a unit of w (`gpus` GPUs, `priority`) may take off, in the
 * pool's order (the most recently started first): those of a lower priority, or of any priority
 * when the unit reclaims its guarantee, each only if its own holder keeps its guarantee without
 * it (counted as they are taken one after another). `pendingGpus`: GPUs the asker is about to
 * take besides this unit (a service taking several units at once).
 */
export function quotaVictims(sim: Sim, p: number, w: number, gpus: number, priority: number, pendingGpus: number): number[] {
  const quotas = sim.c.quotas!;
  const held = heldOnPool(sim, p);
  const mine = quotaOf(sim, p, w);
  const reclaiming = mine >= 0 && held[mine]! + pendingGpus + gpus <= quotas.list[mine]!.guaranteedGpus;
  const pool = sim.c.pools[p]!;
  const units = sim.units;
  const base = p * quotas.nWorkloads;
  const victims: number[] = [];
  for (let u = sim.pools.unitHead[p]!; u !== -1; u = units.poolNext[u]!) {
    if (units.state[u] !== RUNNING) continue;
    const vw = units.wl[u]!;
    if (!(reclaiming || jobWorkload(sim, vw).priority < priority)) continue;
    const vq = quotas.of[base + vw]!;
    if (vq >= 0) {
      const g = gpusOfUnitOn(pool, units.nInst[u]!, units.gpus[u]!);
      if (held[vq]! - g < quotas.list[vq]!.guaranteedGpus) continue;
      held[vq]! -= g;
    }
    victims.push(u);
  }
  return victims;
}

/**
 * After the GPUs w holds on pool p changed (a start, a stay's end, a service's units taken or
 * released): the time since its quota's last change is accounted at the GPUs held over it
 * (borrowed GPU-seconds above the guarantee), and the new count is kept, with the peak.
 */
export function noteQuotaChange(sim: Sim, p: number, w: number): void {
  const q = quotaOf(sim, p, w);
  if (q < 0) return;
  const track = sim.quotaTrack;
  track.advance(q, sim.kernel.now, sim.c.quotas!.list[q]!.guaranteedGpus);
  const held = heldByQuota(sim, q);
  track.held[q] = held;
  if (held > track.peak[q]!) track.peak[q] = held;
}
