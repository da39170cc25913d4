import type { Placement } from './strategy-schema';

/**
 * A placement's pool list changed by a tool (the commitment search, the plan search) keeps its
 * size-class routes whole: each route names only pools of the placement, and every pool of the
 * placement is in one route.
 */

/** The placement with only the pools in `kept`, routes included; null when the placement or one of its routes is left without a pool. */
export function keepPlacementPools(placement: Placement, kept: ReadonlySet<string>): Placement | null {
  const poolIds = placement.poolIds.filter((id) => kept.has(id));
  if (poolIds.length === 0) return null;
  if (placement.routes === undefined) return { ...placement, poolIds };
  const routes = placement.routes.map((r) => ({ ...r, poolIds: r.poolIds.filter((id) => kept.has(id)) }));
  if (routes.some((r) => r.poolIds.length === 0)) return null;
  return { ...placement, poolIds, routes };
}

/**
 * The placement with `poolIds` put first (at most 10 pools in all). Routed, they go first in
 * the first route `joins` accepts (the route whose pools can use them), else in the first route.
 */
export function withPoolsFirst(placement: Placement, poolIds: readonly string[], joins: (routePoolIds: readonly string[]) => boolean): Placement {
  if (poolIds.length === 0) return placement;
  const listed = [...poolIds, ...placement.poolIds].slice(0, 10);
  if (placement.routes === undefined) return { ...placement, poolIds: listed };
  const kept = new Set(listed);
  const at = Math.max(0, placement.routes.findIndex((r) => joins(r.poolIds)));
  const routes = placement.routes.map((r, i) => ({ ...r, poolIds: (i === at ? [...poolIds, ...r.poolIds] : r.poolIds).filter((id) => kept.has(id)) }));
  // A route that lost its last pool to the limit of 10 would leave its classes nowhere: keep it as it was.
  if (routes.some((r) => r.poolIds.length === 0)) return placement;
  return { ...placement, poolIds: listed, routes };
}
