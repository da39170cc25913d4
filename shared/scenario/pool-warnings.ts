import { isCommittedKind } from './pool-order';
import { POOL_KIND_WORDS, poolLabel } from './pool-label';
import type { ScenarioWarning } from './scenario-warning';
import type { Scenario } from './scenario-schema';
import type { Pool, Strategy } from './strategy-schema';

/**
 * Pools no work can ever reach. Work takes the first pool in its placement's list with room, so
 * a pool listed only after an on-demand pool that always has room (no instance cap, an offer
 * with no capacity limit) stays empty, and a pool in no placement too. An idle committed pool is
 * the worst case: it is paid for all term and makes the strategy read dearer than on-demand.
 */
export function poolWarnings(scenario: Scenario): ScenarioWarning[] {
  const out: ScenarioWarning[] = [];
  scenario.strategies.forEach((strategy, s) => {
    if (strategy.placements.length === 0) return;
    for (const pool of strategy.pools) {
      const warning = unreachable(scenario, strategy, s, pool);
      if (warning) out.push(warning);
    }
  });
  return out;
}

function nameOf(scenario: Scenario, pool: Pool): string {
  return poolLabel(pool, scenario.catalog);
}

/** Index of the first pool in the list that always has room, or -1. */
function firstUnlimited(
  scenario: Scenario,
  pools: readonly Pool[],
  poolIds: readonly string[],
): number {
  return poolIds.findIndex((id) => {
    const pool = pools.find((p) => p.id === id);
    if (pool?.kind !== 'onDemand' || pool.maxInstances !== undefined) return false;
    const offer = scenario.catalog.offers.find((o) => o.id === pool.offerId);
    return offer !== undefined && offer.capacityLimit === undefined;
  });
}

function unreachable(
  scenario: Scenario,
  strategy: Strategy,
  s: number,
  pool: Pool,
): ScenarioWarning | undefined {
  const listed: number[] = [];
  let blocker: Pool | undefined;
  for (const [p, placement] of strategy.placements.entries()) {
    if (!placement.poolIds.includes(pool.id)) continue;
    // Routed size classes fill each route's own pools in order, not the placement's whole list.
    const order = placement.routes?.find((r) => r.poolIds.includes(pool.id))?.poolIds ?? placement.poolIds;
    const at = order.indexOf(pool.id);
    const stop = firstUnlimited(scenario, strategy.pools, order);
    if (stop < 0 || at <= stop) return undefined;
    listed.push(p);
    blocker ??= strategy.pools.find((x) => x.id === order[stop]);
  }
  const where = `strategies[${s}]`;
  if (listed.length === 0) {
    return {
      key: 'poolInNoPlacement',
      path: `${where}.pools[${strategy.pools.indexOf(pool)}]`,
      strategy: strategy.name,
      pool: nameOf(scenario, pool),
      poolKind: pool.kind,
      fix: { kind: 'addPoolToPlacements', strategyIndex: s, poolId: pool.id },
      message: `${strategy.name}: pool ${nameOf(scenario, pool)} (${POOL_KIND_WORDS[pool.kind]}) is in no placement, so no work ever runs on it${isCommittedKind(pool.kind) ? ' (its commitment is paid for all the same)' : ''}; add it to a placement.`,
    };
  }
  const blockerName = blocker ? nameOf(scenario, blocker) : '';
  return {
    key: 'poolAfterUnlimited',
    path: `${where}.placements[${listed[0]}].poolIds`,
    strategy: strategy.name,
    pool: nameOf(scenario, pool),
    poolKind: pool.kind,
    blocker: blockerName,
    fix: { kind: 'movePool', strategyIndex: s, placementIndexes: listed, poolId: pool.id },
    message: `${strategy.name}: pool ${nameOf(scenario, pool)} (${POOL_KIND_WORDS[pool.kind]}) comes after ${blockerName}, an on-demand pool that always has room, so no work ever reaches it${isCommittedKind(pool.kind) ? ' (its commitment is paid for all the same)' : ''}; move it before ${blockerName}.`,
  };
}
