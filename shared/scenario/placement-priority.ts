import type { Placement, Strategy } from './strategy-schema';

/**
 * Priorities of a strategy's placements, read the same way by validation and the simulator:
 * which committed pools are contested (placements of different priorities meet there, so a
 * higher one may take GPUs from a lower one) and which of a placement's pools can take its
 * GPUs away. A strategy whose placements all have one priority has none of this: it runs
 * exactly as before priorities existed.
 */

/** A placement's priority; omitted is 0, the lowest. */
export function placementPriority(placement: Pick<Placement, 'priority'>): number {
  return placement.priority ?? 0;
}

/** Whether the strategy's placements have more than one priority (else priorities change nothing). */
export function hasPriorities(strategy: Pick<Strategy, 'placements'>): boolean {
  const first = strategy.placements[0];
  if (first === undefined) return false;
  const p0 = placementPriority(first);
  return strategy.placements.some((p) => placementPriority(p) !== p0);
}

/**
 * Per committed pool (reserved, bare-metal) of the strategy: the highest priority placed on it.
 * Elastic pools are left out: there a higher priority launches instances instead of taking them.
 */
function highestOnCommittedPools(strategy: Pick<Strategy, 'pools' | 'placements'>): Map<string, number> {
  const committed = new Set(strategy.pools.filter((p) => p.kind === 'reserved' || p.kind === 'bareMetal').map((p) => p.id));
  const highest = new Map<string, number>();
  for (const placement of strategy.placements) {
    const q = placementPriority(placement);
    for (const id of placement.poolIds) {
      if (!committed.has(id)) continue;
      highest.set(id, Math.max(highest.get(id) ?? 0, q));
    }
  }
  return highest;
}

/**
 * The ids of the placement's pools where work of a higher priority can take its GPUs: the
 * committed pools on which some placement of the strategy has a higher priority than it.
 */
export function preemptiblePoolIds(strategy: Pick<Strategy, 'pools' | 'placements'>, placement: Placement): Set<string> {
  const highest = highestOnCommittedPools(strategy);
  const q = placementPriority(placement);
  return new Set(placement.poolIds.filter((id) => (highest.get(id) ?? -1) > q));
}
