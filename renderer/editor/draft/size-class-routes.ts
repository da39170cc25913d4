/**
 * Keeping a placement's size-class routes (a service planned in tokens sending each size class
 * to its own group of pools) in step with the things they name. A route names size classes of
 * the workload and pools of the strategy; when the editor renames or removes one of those, the
 * routes follow: a rename is carried into them, a removed class or pool leaves its route, a
 * route emptied that way goes away, and a placement left with no route stops routing (every
 * pool serves the whole mix again). What is left may still need the planner (a class no route
 * serves), and validation says so next to the routes; nothing here can make a file unfixable.
 */
import type { DraftDocument, DraftPlacement, DraftStrategy } from './draft-document';
import { listOf } from './draft-document';

export interface DraftRoute {
  classNames: string[];
  poolIds: string[];
}

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The routes of a placement as the editor edits them, or undefined when it does not route.
 * Entries that are not routes (a hand-edited file) are read as empty routes, so the row stays
 * visible and removable rather than vanishing.
 */
export function routesOf(placement: unknown): DraftRoute[] | undefined {
  const routes = isRow(placement) ? placement.routes : undefined;
  if (!Array.isArray(routes)) return undefined;
  return routes.map((r: unknown) => ({
    classNames: strings(isRow(r) ? r.classNames : undefined),
    poolIds: strings(isRow(r) ? r.poolIds : undefined),
  }));
}

/** The placement with `routes` (none: the key is dropped, so the placement no longer routes). */
export function withRoutes<P extends object>(placement: P, routes: DraftRoute[] | undefined): P {
  const next = { ...placement } as P & { routes?: DraftRoute[] };
  if (routes === undefined || routes.length === 0) delete next.routes;
  else next.routes = routes;
  return next;
}

/**
 * Applies `edit` to each route's names (classes or pools); a route that had some and has none
 * left is dropped. The placement itself comes back when nothing changed, so unchanged parts of
 * the document keep their identity.
 */
function tidied(
  placement: DraftPlacement,
  field: keyof DraftRoute,
  edit: (names: string[]) => string[],
): DraftPlacement {
  const routes = routesOf(placement);
  if (routes === undefined) return placement;
  let changed = false;
  const next: DraftRoute[] = [];
  for (const route of routes) {
    const names = edit(route[field]);
    const same = names.length === route[field].length && names.every((n, i) => n === route[field][i]);
    if (same) {
      next.push(route);
      continue;
    }
    changed = true;
    if (names.length > 0) next.push({ ...route, [field]: names });
  }
  return changed ? withRoutes(placement, next) : placement;
}

const renamed = (from: string, to: string) => (names: string[]) =>
  names.map((n) => (n === from ? to : n));
const without = (gone: string) => (names: string[]) => names.filter((n) => n !== gone);

export function placementWithPoolRenamed(placement: DraftPlacement, from: string, to: string): DraftPlacement {
  return tidied(placement, 'poolIds', renamed(from, to));
}

export function placementWithoutRoutedPool(placement: DraftPlacement, poolId: string): DraftPlacement {
  return tidied(placement, 'poolIds', without(poolId));
}

/** `ids` in the order of `order` (the placement's list); ids not in it keep their order, last. */
export function inListOrder(ids: readonly string[], order: readonly string[]): string[] {
  const rank = (id: string) => {
    const at = order.indexOf(id);
    return at < 0 ? order.length : at;
  };
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

/**
 * Route pools in the order of the placement's list (its first choice first): the editor shows
 * the list as the order each route fills its pools, so reordering the list reorders them.
 */
export function placementWithRoutesInPoolOrder(placement: DraftPlacement): DraftPlacement {
  const order = listOf(placement.poolIds).map(String);
  return tidied(placement, 'poolIds', (ids) => inListOrder(ids, order));
}

/** A pool newly placed joins the last route (the larger requests, by the default split) as its overflow. */
export function placementWithPoolRouted(placement: DraftPlacement, poolId: string): DraftPlacement {
  const routes = routesOf(placement);
  if (routes === undefined || routes.length === 0) return placement;
  if (routes.some((r) => r.poolIds.includes(poolId))) return placement;
  const last = routes.length - 1;
  return placementWithRoutesInPoolOrder(
    withRoutes(placement, routes.map((r, i) => (i === last ? { ...r, poolIds: [...r.poolIds, poolId] } : r))),
  );
}

/** Replicas following the traffic or held fixed; a fixed number cannot scale each route on its own, so routing goes. */
export function placementWithScaling(placement: DraftPlacement, scaling: string): DraftPlacement {
  const scaled = { ...placement, scaling } as DraftPlacement;
  return scaling === 'fixed' ? withRoutes(scaled, undefined) : scaled;
}

/** Applies `edit` to every placement of the workload, in every strategy. */
function forWorkload(
  doc: DraftDocument,
  workloadId: unknown,
  edit: (placement: DraftPlacement) => DraftPlacement,
): DraftDocument {
  let changed = false;
  const strategies = listOf(doc.strategies).map((s): DraftStrategy => {
    const placements = listOf(s.placements);
    const next = placements.map((p) => (p.workloadId === workloadId ? edit(p) : p));
    if (next.every((p, i) => p === placements[i])) return s;
    changed = true;
    return { ...s, placements: next };
  });
  return changed ? { ...doc, strategies } : doc;
}

export function withRouteClassRenamed(doc: DraftDocument, workloadId: unknown, from: string, to: string): DraftDocument {
  return forWorkload(doc, workloadId, (p) => tidied(p, 'classNames', renamed(from, to)));
}

export function withRouteClassRemoved(doc: DraftDocument, workloadId: unknown, name: string): DraftDocument {
  return forWorkload(doc, workloadId, (p) => tidied(p, 'classNames', without(name)));
}

/** A class newly added joins the last route, as it is sized like the last class. */
export function withRouteClassAdded(doc: DraftDocument, workloadId: unknown, name: string): DraftDocument {
  return forWorkload(doc, workloadId, (p) => {
    const routes = routesOf(p);
    if (routes === undefined || routes.length === 0 || routes.some((r) => r.classNames.includes(name))) return p;
    const last = routes.length - 1;
    return withRoutes(p, routes.map((r, i) => (i === last ? { ...r, classNames: [...r.classNames, name] } : r)));
  });
}

/** No placement of the workload routes any more (it left tokens, or its kind changed). */
export function withoutRoutesOf(doc: DraftDocument, workloadId: unknown): DraftDocument {
  return forWorkload(doc, workloadId, (p) => (p.routes === undefined ? p : withRoutes(p, undefined)));
}

/** Where the workload's placements route, by strategy id, to put back exactly (an undo of a switch). */
export function routesByStrategy(doc: DraftDocument, workloadId: unknown): Map<unknown, unknown> {
  const found = new Map<unknown, unknown>();
  for (const s of listOf(doc.strategies)) {
    const placement = listOf(s.placements).find((p) => p.workloadId === workloadId);
    if (placement?.routes !== undefined) found.set(s.id, placement.routes);
  }
  return found;
}

/** Puts back routes taken by `routesByStrategy`, on the placements that are still there. */
export function withRoutesRestored(doc: DraftDocument, workloadId: unknown, saved: Map<unknown, unknown>): DraftDocument {
  if (saved.size === 0) return doc;
  return {
    ...doc,
    strategies: listOf(doc.strategies).map((s) => {
      const routes = saved.get(s.id);
      if (routes === undefined) return s;
      return {
        ...s,
        placements: listOf(s.placements).map((p) =>
          p.workloadId === workloadId ? ({ ...p, routes } as DraftPlacement) : p,
        ),
      };
    }),
  };
}
