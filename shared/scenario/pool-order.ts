/**
 * Where a pool belongs in a placement's list of pools. Work takes the first pool with room, so a
 * pool listed after one that always has room (an on-demand pool with no instance cap on an offer
 * with no capacity limit) never receives work. Committed pools (reserved, bare metal) are paid
 * for whether busy or idle, so they belong before the elastic ones (on-demand, spot).
 */

/** Pools that are paid for by the term, busy or idle. */
export function isCommittedKind(kind: unknown): boolean {
  return kind === 'reserved' || kind === 'bareMetal' || kind === 'owned';
}

/** Pools billed only while they run. */
export function isElasticKind(kind: unknown): boolean {
  return kind === 'onDemand' || kind === 'spot';
}

/**
 * `poolIds` with `id` added where a planner would want it: a committed pool before the first
 * elastic pool, a spot pool before the first on-demand pool ("spot, then on-demand"), any other
 * pool at the end. Ids already listed are left where they are.
 */
export function withPoolPlaced(
  poolIds: readonly string[],
  pools: readonly { id: string; kind: unknown }[],
  id: string,
): string[] {
  if (poolIds.includes(id)) return [...poolIds];
  const kind = pools.find((p) => p.id === id)?.kind;
  if (kind === 'spot') {
    const firstOnDemand = poolIds.findIndex(
      (pid) => pools.find((p) => p.id === pid)?.kind === 'onDemand',
    );
    if (firstOnDemand >= 0)
      return [...poolIds.slice(0, firstOnDemand), id, ...poolIds.slice(firstOnDemand)];
  }
  if (!isCommittedKind(kind)) return [...poolIds, id];
  const firstElastic = poolIds.findIndex((pid) =>
    isElasticKind(pools.find((p) => p.id === pid)?.kind),
  );
  if (firstElastic < 0) return [...poolIds, id];
  return [...poolIds.slice(0, firstElastic), id, ...poolIds.slice(firstElastic)];
}

/** `poolIds` with `id` moved to where withPoolPlaced would put it. */
export function withPoolMovedForward(
  poolIds: readonly string[],
  pools: readonly { id: string; kind: unknown }[],
  id: string,
): string[] {
  const rest = poolIds.filter((pid) => pid !== id);
  const placed = withPoolPlaced(rest, pools, id);
  // An elastic pool placed "at the end" would stay unreachable: put it before the first
  // unlimited pool instead (the caller knows which pools are unlimited only by kind here).
  if (isCommittedKind(pools.find((p) => p.id === id)?.kind)) return placed;
  const firstOnDemand = rest.findIndex(
    (pid) => pools.find((p) => p.id === pid)?.kind === 'onDemand',
  );
  if (firstOnDemand < 0) return placed;
  return [...rest.slice(0, firstOnDemand), id, ...rest.slice(firstOnDemand)];
}
