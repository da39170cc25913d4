/**
 * Removing a part of a scenario together with the references that only make sense with it:
 * a workload's placements, a pool's place in placement lists and size-class routes, a phase in
 * workloads' phases.
 * References whose removal would change meaning silently (a pool's offer, an offer's GPU)
 * are left for validation to point at, and undo brings everything back.
 */
import type { DraftDocument, DraftWorkload } from './draft-document';
import { listOf } from './draft-document';
import { placementWithoutRoutedPool } from './size-class-routes';

export function removeWorkload(doc: DraftDocument, index: number): DraftDocument {
  const workloads = listOf(doc.workloads);
  const removed = workloads[index];
  if (!removed) return doc;
  return {
    ...doc,
    workloads: workloads.filter((_w, i) => i !== index),
    strategies: listOf(doc.strategies).map((s) => ({
      ...s,
      placements: listOf(s.placements).filter((p) => p.workloadId !== removed.id),
    })),
  };
}

export function removePool(
  doc: DraftDocument,
  strategyIndex: number,
  poolIndex: number,
): DraftDocument {
  const strategies = listOf(doc.strategies);
  const strategy = strategies[strategyIndex];
  const removed = strategy ? listOf(strategy.pools)[poolIndex] : undefined;
  if (!strategy || !removed) return doc;
  const updated = {
    ...strategy,
    pools: listOf(strategy.pools).filter((_p, i) => i !== poolIndex),
    placements: listOf(strategy.placements).map((p) =>
      placementWithoutRoutedPool({ ...p, poolIds: listOf(p.poolIds).filter((id) => id !== removed.id) }, String(removed.id)),
    ),
  };
  return { ...doc, strategies: strategies.map((s, i) => (i === strategyIndex ? updated : s)) };
}

export function removePhase(doc: DraftDocument, index: number): DraftDocument {
  const phases = listOf(doc.phases);
  const removed = phases[index];
  if (!removed) return doc;
  return {
    ...doc,
    phases: phases.filter((_p, i) => i !== index),
    workloads: listOf(doc.workloads).map((w): DraftWorkload => {
      const ids = listOf(w.phaseIds);
      return ids.includes(removed.id)
        ? { ...w, phaseIds: ids.filter((id) => id !== removed.id) }
        : w;
    }),
  };
}

export function removeOfferEfficiencyFor(doc: DraftDocument, offerId: string): DraftDocument {
  return {
    ...doc,
    workloads: listOf(doc.workloads).map((w): DraftWorkload => {
      const overrides = listOf(w.offerEfficiency);
      return overrides.some((o) => o.offerId === offerId)
        ? { ...w, offerEfficiency: overrides.filter((o) => o.offerId !== offerId) }
        : w;
    }),
  };
}
