import { hasPriorities, placementPriority, preemptiblePoolIds, type Strategy } from '@shared/scenario';
import type { CompiledPool, CompiledWorkload } from './compiled';

/**
 * Priorities of a strategy, compiled once: the committed pools where placements of different
 * priorities meet are contested (they keep the list of their units, so a higher priority can
 * take a running job off them), each workload gets its priority and, with a priority fallback,
 * the slots it falls back to. Returns the job workloads' distinct priorities, highest first.
 * A strategy whose placements all have one priority is left exactly as compiled (no contested
 * pool, fast paths kept, one FIFO queue) and gets an empty list.
 */
export function compilePriorities(strategy: Strategy, pools: CompiledPool[], workloads: CompiledWorkload[]): Int32Array {
  if (!hasPriorities(strategy)) return new Int32Array(0);
  const byId = new Map(pools.map((p) => [p.id, p]));
  const levels = new Set<number>();
  for (const cw of workloads) {
    const placement = cw.placement;
    const priority = placementPriority(placement);
    cw.priority = priority;
    if (cw.kind === 'training' || cw.kind === 'batch') {
      levels.add(priority);
      // Queue order across priorities is the general path's: no fast path once priorities differ.
      cw.simple = false;
    }
    const preemptible = preemptiblePoolIds(strategy, placement);
    for (const id of placement.poolIds) {
      const pool = byId.get(id);
      if (pool !== undefined && pool.committed && preemptible.has(id)) {
        pool.contested = true;
        pool.evictable = true;
      }
    }
    const after = placement.priorityFallback?.afterPreemptions;
    if (after !== undefined) {
      const unshared = [...cw.slotsAll].filter((j) => !preemptible.has(pools[cw.pools[j]!]!.id));
      cw.priorityFallbackAfter = after;
      cw.slotsUnshared = Int32Array.from(unshared);
      cw.slotsUnsharedNonSpot = Int32Array.from(unshared.filter((j) => pools[cw.pools[j]!]!.kind !== 'spot'));
    }
  }
  return Int32Array.from([...levels].sort((a, b) => b - a));
}
