import type { Catalog } from './catalog-schema';
import { poolLabel } from './pool-label';
import type { Pool, PoolKind, Strategy } from './strategy-schema';
import type { Workload } from './workload-schema';

export interface RoutedPool {
  id: string;
  /** The pool's name, else its offer's provider and instance type ("AWS g6 (1 x L4)"). */
  label: string;
  /** Undefined for an id the strategy does not have (validation names it). */
  kind: PoolKind | undefined;
}

export interface RouteDescription {
  classNames: string[];
  /** In the order the route fills them. */
  pools: RoutedPool[];
}

export interface ServiceRouting {
  strategyId: string;
  strategyName: string;
  /** Undefined: every pool of the placement serves the whole request mix. */
  routes: RouteDescription[] | undefined;
}

interface ScenarioParts {
  catalog: Pick<Catalog, 'offers'>;
  workloads: readonly Pick<Workload, 'id'>[];
  strategies: readonly Strategy[];
}

/**
 * How each strategy that places a service planned in tokens sends its size classes to pools, for
 * the report and the results to word ("short prompts → AWS g6 (1 x L4) on demand"). Empty when
 * no strategy routes the service, so a reader is not told about routing nobody uses.
 */
export function serviceRoutings(scenario: ScenarioParts, workloadId: string): ServiceRouting[] {
  const placing = scenario.strategies.flatMap((strategy) => {
    const placement = strategy.placements.find((p) => p.workloadId === workloadId);
    return placement ? [{ strategy, placement }] : [];
  });
  if (!placing.some(({ placement }) => placement.routes !== undefined)) return [];
  return placing.map(({ strategy, placement }) => ({
    strategyId: strategy.id,
    strategyName: strategy.name,
    routes: placement.routes?.map((route) => ({
      classNames: [...route.classNames],
      pools: route.poolIds.map((id) => routedPool(strategy.pools, id, scenario.catalog)),
    })),
  }));
}

function routedPool(pools: readonly Pool[], id: string, catalog: Pick<Catalog, 'offers'>): RoutedPool {
  const pool = pools.find((p) => p.id === id);
  return pool ? { id, label: poolLabel(pool, catalog), kind: pool.kind } : { id, label: id, kind: undefined };
}
