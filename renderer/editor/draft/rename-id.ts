/**
 * Renaming an id everywhere it is referred to, so changing "a100" to "a100-80gb" in the
 * catalog keeps every offer, pool and placement pointing at the same thing. The editor
 * applies this when the planner leaves an id field, not on every keystroke, so a name that
 * passes through another item's id while being typed never captures that item's references.
 */
import type { DraftDocument, DraftPool, DraftStrategy, DraftWorkload } from './draft-document';
import { listOf } from './draft-document';
import { placementWithPoolRenamed } from './size-class-routes';

export type RenamableKind = 'gpu' | 'offer' | 'phase' | 'workload' | 'strategy' | 'pool';

function swap(value: string, from: string, to: string): string {
  return value === from ? to : value;
}

function renameGpu(doc: DraftDocument, from: string, to: string): DraftDocument {
  const catalog = doc.catalog;
  return {
    ...doc,
    catalog: {
      ...catalog,
      referenceGpuId: swap(catalog.referenceGpuId, from, to),
      gpus: listOf(catalog.gpus).map((g) => (g.id === from ? { ...g, id: to } : g)),
      offers: listOf(catalog.offers).map((o) => (o.gpuId === from ? { ...o, gpuId: to } : o)),
    },
  };
}

function renameOffer(doc: DraftDocument, from: string, to: string): DraftDocument {
  return {
    ...doc,
    catalog: {
      ...doc.catalog,
      offers: listOf(doc.catalog.offers).map((o) => (o.id === from ? { ...o, id: to } : o)),
    },
    workloads: listOf(doc.workloads).map((w): DraftWorkload => {
      const overrides = listOf(w.offerEfficiency);
      if (!overrides.some((o) => o.offerId === from)) return w;
      return {
        ...w,
        offerEfficiency: overrides.map((o) => (o.offerId === from ? { ...o, offerId: to } : o)),
      };
    }),
    strategies: listOf(doc.strategies).map((s) => ({
      ...s,
      pools: listOf(s.pools).map((p): DraftPool =>
        p.offerId === from ? { ...p, offerId: to } : p,
      ),
    })),
  };
}

function renamePhase(doc: DraftDocument, from: string, to: string): DraftDocument {
  return {
    ...doc,
    phases: listOf(doc.phases).map((p) => (p.id === from ? { ...p, id: to } : p)),
    workloads: listOf(doc.workloads).map((w): DraftWorkload => {
      const ids = listOf(w.phaseIds);
      return ids.includes(from) ? { ...w, phaseIds: ids.map((id) => swap(id, from, to)) } : w;
    }),
  };
}

function renameWorkload(doc: DraftDocument, from: string, to: string): DraftDocument {
  return {
    ...doc,
    workloads: listOf(doc.workloads).map((w) => (w.id === from ? { ...w, id: to } : w)),
    strategies: listOf(doc.strategies).map((s) => ({
      ...s,
      placements: listOf(s.placements).map((p) =>
        p.workloadId === from ? { ...p, workloadId: to } : p,
      ),
    })),
  };
}

/** Pool ids are scoped to their strategy, so only that strategy's placements (and their routes) follow. */
function renamePool(strategy: DraftStrategy, from: string, to: string): DraftStrategy {
  return {
    ...strategy,
    pools: listOf(strategy.pools).map((p) => (p.id === from ? { ...p, id: to } : p)),
    placements: listOf(strategy.placements).map((p) =>
      placementWithPoolRenamed({ ...p, poolIds: listOf(p.poolIds).map((id) => swap(id, from, to)) }, from, to),
    ),
  };
}

/**
 * A copy of `doc` with the item `from` renamed to `to` and every reference to it updated.
 * `strategyIndex` scopes pool renames. Unknown ids leave the document as it was.
 */
export function renameId(
  doc: DraftDocument,
  kind: RenamableKind,
  from: string,
  to: string,
  strategyIndex = 0,
): DraftDocument {
  if (from === to) return doc;
  switch (kind) {
    case 'gpu':
      return renameGpu(doc, from, to);
    case 'offer':
      return renameOffer(doc, from, to);
    case 'phase':
      return renamePhase(doc, from, to);
    case 'workload':
      return renameWorkload(doc, from, to);
    case 'strategy':
      return {
        ...doc,
        strategies: listOf(doc.strategies).map((s) => (s.id === from ? { ...s, id: to } : s)),
      };
    case 'pool':
      return {
        ...doc,
        strategies: listOf(doc.strategies).map((s, i) =>
          i === strategyIndex ? renamePool(s, from, to) : s,
        ),
      };
  }
}
