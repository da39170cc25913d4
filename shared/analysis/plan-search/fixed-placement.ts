import type { Placement, Pool } from '@shared/scenario';

/**
 * A placement taken whole from elsewhere (the cheapest mix of GPUs for a service planned in
 * tokens): its pools and placement are put in the strategy as they are, because the placement
 * may say more than a list of pools (which size classes go where) and the search must not
 * rebuild it. The WorkloadPlan's `pools` then describe these pools for the surfaces.
 */
export interface FixedPlacement {
  /** Where it comes from, for the plan's key and its reason. */
  source: 'llmMix';
  pools: Pool[];
  placement: Placement;
}

/** FNV-1a of a text, as 8 hex digits: a short, stable tag for what a key cannot spell out. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function poolTag(p: Pool): string {
  const size =
    p.kind === 'reserved'
      ? `x${p.count}/${p.termMonths}m@${p.startDay}`
      : p.kind === 'bareMetal'
        ? `x${p.servers}/${p.termMonths}m@${p.orderDay}`
        : '';
  const cap = p.kind === 'onDemand' && p.maxInstances !== undefined ? `<=${p.maxInstances}` : '';
  return `${p.kind}:${p.offerId}${size}${cap}`;
}

/**
 * The key of a fixed placement: its pools spelled out (what a planner reads in the key) and a
 * hash of the placement (whatever else it says, such as where each size class goes), so two
 * different placements on the same pools never share a key.
 */
export function fixedPlacementKey(fixed: FixedPlacement): string {
  const { workloadId: _w, poolIds: _p, ...rest } = fixed.placement;
  return `${fixed.source}(${fixed.pools.map(poolTag).join('>')})#${shortHash(JSON.stringify(rest))}`;
}

/** Every string equal to a renamed pool id, anywhere in the value, replaced by its new id. */
function renameIds(value: unknown, renamed: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return renamed.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => renameIds(v, renamed));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'workloadId' ? v : renameIds(v, renamed)]),
    );
  }
  return value;
}

/**
 * The fixed placement's pools and placement for a strategy whose pool ids so far are `taken`
 * (the set gains the ids used). Pool ids are kept when free; a taken one gets a suffix, and the
 * placement is rewritten to match wherever it names that pool (its pool list or any other
 * field that refers to pools by id).
 */
export function placeFixed(
  fixed: FixedPlacement,
  taken: Set<string>,
): { pools: Pool[]; placement: Placement } {
  const renamed = new Map<string, string>();
  const pools = fixed.pools.map((p) => {
    let id = p.id;
    for (let k = 2; taken.has(id); k++) id = `${p.id.slice(0, 56)}-${k}`;
    taken.add(id);
    if (id !== p.id) renamed.set(p.id, id);
    return id === p.id ? p : { ...p, id };
  });
  const placement =
    renamed.size === 0 ? fixed.placement : (renameIds(fixed.placement, renamed) as Placement);
  return { pools, placement };
}
