/**
 * The one-click fixes a scenario warning offers (see shared/scenario/scenario-warning.ts),
 * applied to the document being edited.
 */
import { withPoolMovedForward, withPoolPlaced, type WarningFix } from '@shared/scenario';
import { listOf, type DraftDocument, type DraftPool } from './draft-document';
import { placementWithPoolRouted, placementWithRoutesInPoolOrder } from './size-class-routes';

function poolShapes(pools: readonly DraftPool[]): { id: string; kind: unknown }[] {
  return pools.map((p) => ({ id: String(p.id), kind: p.kind }));
}

export function applyWarningFix(doc: DraftDocument, fix: WarningFix): DraftDocument {
  const strategies = listOf(doc.strategies);
  const strategy = strategies[fix.strategyIndex];
  if (!strategy) return doc;
  const pools = poolShapes(listOf(strategy.pools));
  const placements = listOf(strategy.placements).map((placement, p) => {
    const poolIds = listOf(placement.poolIds).map(String);
    // Routed size classes follow: a pool moved forward moves forward in its route too, and a
    // pool newly placed joins a route.
    if (fix.kind === 'movePool') {
      return fix.placementIndexes.includes(p)
        ? placementWithRoutesInPoolOrder({ ...placement, poolIds: withPoolMovedForward(poolIds, pools, fix.poolId) })
        : placement;
    }
    const placed = { ...placement, poolIds: withPoolPlaced(poolIds, pools, fix.poolId) };
    return placed.poolIds.includes(fix.poolId) ? placementWithRoutesInPoolOrder(placementWithPoolRouted(placed, fix.poolId)) : placed;
  });
  return {
    ...doc,
    strategies: strategies.map((s, i) => (i === fix.strategyIndex ? { ...s, placements } : s)),
  };
}
