/**
 * The planner's edits of a placement's size-class routes (which size classes each group of pools
 * serves), and the split a placement starts from when routing is switched on. A size class and a
 * pool belong to one route each, so choosing one for a route takes it out of the route that had
 * it: the routes stay a partition while the planner moves things around.
 */
import type { DraftDocument } from '../draft/draft-document';
import { finiteNumber, listOf } from '../draft/draft-document';
import { getIn } from '../draft/json-path';
import { inListOrder, type DraftRoute } from '../draft/size-class-routes';

type Row = Record<string, unknown>;

function rows(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : [];
}

/**
 * Route `index` now holds `chosen` in `field`; whatever of `chosen` another route held leaves it
 * (a route left empty stays, for the planner to fill or remove: it may be half-way through).
 */
function withChosen(routes: readonly DraftRoute[], index: number, field: keyof DraftRoute, chosen: readonly string[]): DraftRoute[] {
  const picked = new Set(chosen);
  return routes.map((route, i) =>
    i === index ? { ...route, [field]: [...chosen] } : { ...route, [field]: route[field].filter((n) => !picked.has(n)) },
  );
}

/** The route's size classes, kept in the workload's order (as its mix lists them), however they were ticked. */
export function withRouteClasses(
  routes: readonly DraftRoute[],
  index: number,
  names: readonly string[],
  classOrder: readonly string[],
): DraftRoute[] {
  return withChosen(routes, index, 'classNames', inListOrder(names, classOrder));
}

/** The route's pools, kept in the placement's order: each route fills its pools in that order. */
export function withRoutePools(
  routes: readonly DraftRoute[],
  index: number,
  poolIds: readonly string[],
  placementOrder: readonly string[],
): DraftRoute[] {
  return withChosen(routes, index, 'poolIds', inListOrder(poolIds, placementOrder));
}

export function withRouteAdded(routes: readonly DraftRoute[]): DraftRoute[] {
  return [...routes, { classNames: [], poolIds: [] }];
}

export function withRouteRemoved(routes: readonly DraftRoute[], index: number): DraftRoute[] {
  return routes.filter((_r, i) => i !== index);
}

interface PoolGroup {
  poolIds: string[];
  memoryGb: number;
  speed: number;
}

/** The placement's pools grouped by offer (a reserved base and its on-demand burst of one offer serve alike). */
function poolGroups(doc: DraftDocument, strategyIndex: number, poolIds: readonly string[]): PoolGroup[] {
  const pools = listOf(listOf(doc.strategies)[strategyIndex]?.pools);
  const offers = listOf(doc.catalog?.offers);
  const gpus = listOf(doc.catalog?.gpus);
  const groups = new Map<string, PoolGroup>();
  for (const id of poolIds) {
    const offerId = pools.find((p) => p.id === id)?.offerId;
    const key = typeof offerId === 'string' ? offerId : `pool:${id}`;
    const offer = offers.find((o) => o.id === offerId);
    const gpu = gpus.find((g) => g.id === offer?.gpuId);
    const group = groups.get(key) ?? {
      poolIds: [],
      memoryGb: finiteNumber(gpu?.memoryGb) ?? 0,
      speed: finiteNumber(getIn(gpu, ['relativeSpeed', 'inference'])) ?? 0,
    };
    group.poolIds.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** `count` items in `parts` runs, the later runs the longer (the larger classes share the larger GPUs). */
function runLengths(count: number, parts: number): number[] {
  const base = Math.floor(count / parts);
  const extra = count % parts;
  return Array.from({ length: parts }, (_v, i) => base + (i >= parts - extra ? 1 : 0));
}

/**
 * Where a placement starts when routing is switched on: one route per offer its pools use, the
 * smallest requests (prompt plus output tokens) on the GPUs with the least memory (then the
 * slowest), the largest on the largest. With more offers than classes, the largest offers share
 * the last route. The planner then moves classes and pools as they see fit.
 */
export function defaultRoutes(doc: DraftDocument, strategyIndex: number, placementIndex: number): DraftRoute[] {
  const placement = listOf(listOf(doc.strategies)[strategyIndex]?.placements)[placementIndex];
  const poolIds = [...new Set(listOf(placement?.poolIds).map(String))];
  const workload = listOf(doc.workloads).find((w) => w.id === placement?.workloadId);
  const classes = rows(getIn(workload, ['llm', 'sizeClasses']))
    .filter((c): c is Row & { name: string } => typeof c.name === 'string')
    .map((c, order) => ({ name: c.name, tokens: (finiteNumber(c.promptTokens) ?? 0) + (finiteNumber(c.outputTokens) ?? 0), order }));
  if (classes.length === 0 || poolIds.length === 0) return [];
  const names = [...classes].sort((a, b) => a.tokens - b.tokens || a.order - b.order).map((c) => c.name);
  const groups = poolGroups(doc, strategyIndex, poolIds).sort((a, b) => a.memoryGb - b.memoryGb || a.speed - b.speed);
  const parts = Math.min(groups.length, names.length);
  const lengths = runLengths(names.length, parts);
  let next = 0;
  return lengths.map((length, i) => {
    const routeGroups = i === parts - 1 ? groups.slice(i) : [groups[i]!];
    const classNames = names.slice(next, next + length);
    next += length;
    return { classNames, poolIds: inListOrder(routeGroups.flatMap((g) => g.poolIds), poolIds) };
  });
}
