import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { changeWorkloadKind } from '@headroom/renderer/editor/draft/change-kind';
import type { DraftDocument, DraftPlacement } from '@headroom/renderer/editor/draft/draft-document';
import { getIn, setIn } from '@headroom/renderer/editor/draft/json-path';
import { removePool } from '@headroom/renderer/editor/draft/remove-items';
import { renameId } from '@headroom/renderer/editor/draft/rename-id';
import {
  placementWithoutRoutedPool,
  placementWithPoolRouted,
  placementWithRoutesInPoolOrder,
  placementWithScaling,
  routesByStrategy,
  routesOf,
  withRoutesRestored,
} from '@headroom/renderer/editor/draft/size-class-routes';
import { withoutLlm } from '@headroom/renderer/editor/llm/llm-block';
import { withClassAdded, withClassRemoved, withClassRenamed } from '@headroom/renderer/editor/llm/size-class-edits';
import {
  defaultRoutes,
  withRouteAdded,
  withRouteClasses,
  withRoutePools,
  withRouteRemoved,
} from '@headroom/renderer/editor/strategies/route-edits';
import { template } from './fixture';

const CHAT = '10-llm-chat-api-two-gpus.headroom.json';
/** "Reserved A100 base + L4 burst": pools a100-base (reserved A100 40GB) then l4-burst (on-demand L4). */
const MIXED = 2;
const SHORT = 'short prompts (330 in, 109 out)';
const MEDIUM = 'medium prompts (1100 in, 409 out)';
const LONG = 'long prompts (2655 in, 82 out)';
const PLACEMENT = ['strategies', MIXED, 'placements', 0] as const;

/** The chat template with the mixed strategy routed by the default split. */
function routed(): DraftDocument {
  const doc = template(CHAT);
  return setIn(doc, [...PLACEMENT, 'routes'], defaultRoutes(doc, MIXED, 0));
}

function routesAt(doc: DraftDocument, strategy = MIXED) {
  return routesOf(getIn(doc, ['strategies', strategy, 'placements', 0]));
}

/** The validation keys the document raises (the routes' cross-checks carry theirs). */
function issueKeys(doc: DraftDocument): string[] {
  const parsed = parseScenario(doc);
  return parsed.ok ? [] : parsed.issues.map((i) => String(i.params?.key ?? i.message));
}

describe('the split routing starts from', () => {
  it('sends the smallest requests to the GPU with the least memory and the rest to the larger one', () => {
    const doc = routed();
    expect(routesAt(doc)).toEqual([
      { classNames: [SHORT], poolIds: ['l4-burst'] },
      { classNames: [MEDIUM, LONG], poolIds: ['a100-base'] },
    ]);
    expect(issueKeys(doc)).toEqual([]);
  });

  it('puts every class on one route when the placement uses one offer, and nothing without pools', () => {
    const doc = template(CHAT);
    expect(defaultRoutes(doc, 0, 0)).toEqual([{ classNames: [SHORT, MEDIUM, LONG], poolIds: ['l4'] }]);
    expect(defaultRoutes(setIn(doc, ['strategies', 0, 'placements', 0, 'poolIds'], []), 0, 0)).toEqual([]);
  });

  it('lets the larger offers share the last route when there are more offers than classes', () => {
    let doc = template(CHAT);
    for (const row of [2, 1]) doc = withClassRemoved(doc, 0, row);
    expect(defaultRoutes(doc, MIXED, 0)).toEqual([{ classNames: [SHORT], poolIds: ['a100-base', 'l4-burst'] }]);
  });
});

describe('the planner moving classes and pools between routes', () => {
  const routes = [
    { classNames: ['a'], poolIds: ['p1'] },
    { classNames: ['b', 'c'], poolIds: ['p2', 'p3'] },
  ];

  it('takes a class chosen for one route out of the route that had it, keeping the mix’s order', () => {
    expect(withRouteClasses(routes, 0, ['c', 'a'], ['a', 'b', 'c'])).toEqual([
      { classNames: ['a', 'c'], poolIds: ['p1'] },
      { classNames: ['b'], poolIds: ['p2', 'p3'] },
    ]);
  });

  it('keeps a route emptied by a move, for the planner to fill or remove', () => {
    const moved = withRouteClasses(routes, 0, ['a', 'b', 'c'], ['a', 'b', 'c']);
    expect(moved[1]).toEqual({ classNames: [], poolIds: ['p2', 'p3'] });
  });

  it('keeps a route’s pools in the placement’s order', () => {
    expect(withRoutePools(routes, 0, ['p3', 'p1'], ['p1', 'p2', 'p3'])).toEqual([
      { classNames: ['a'], poolIds: ['p1', 'p3'] },
      { classNames: ['b', 'c'], poolIds: ['p2'] },
    ]);
  });

  it('adds an empty route and removes one', () => {
    expect(withRouteAdded(routes)).toHaveLength(3);
    expect(withRouteRemoved(routes, 0)).toEqual([routes[1]]);
  });
});

describe('routes following the size classes', () => {
  it('follow a class renamed', () => {
    const doc = withClassRenamed(routed(), 0, 0, 'short chats');
    expect(routesAt(doc)?.[0]?.classNames).toEqual(['short chats']);
    expect(issueKeys(doc)).toEqual([]);
  });

  it('let a class removed leave its route, and the route go when it is emptied', () => {
    const doc = withClassRemoved(routed(), 0, 0);
    expect(routesAt(doc)).toEqual([{ classNames: [MEDIUM, LONG], poolIds: ['a100-base'] }]);
    // The L4 pool now serves no route: validation says so, and the planner can give it classes.
    expect(issueKeys(doc)).toEqual(['sharesNotOne', 'routePoolMissing']);
  });

  it('give a class added to the last route', () => {
    const doc = withClassAdded(routed(), 0, 'Class');
    expect(routesAt(doc)?.[1]?.classNames).toEqual([MEDIUM, LONG, 'Class 4']);
    expect(issueKeys(doc)).toEqual([]);
  });

  it('go with the token plan, and come back with it', () => {
    const doc = routed();
    const saved = routesByStrategy(doc, 'chat');
    const off = withoutLlm(doc, 0);
    expect(routesAt(off)).toBeUndefined();
    expect(issueKeys(off)).toEqual([]);
    const back = withRoutesRestored(setIn(off, ['workloads', 0, 'llm'], getIn(doc, ['workloads', 0, 'llm'])), 'chat', saved);
    expect(back).toEqual(doc);
  });

  it('go when the replicas are held at a fixed number, and stay while they follow the traffic', () => {
    const placement = getIn(routed(), PLACEMENT) as DraftPlacement;
    expect(routesOf(placementWithScaling(placement, 'autoscale'))).toHaveLength(2);
    const fixed = placementWithScaling(placement, 'fixed');
    expect(fixed.scaling).toBe('fixed');
    expect(routesOf(fixed)).toBeUndefined();
  });

  it('go when the service becomes another kind of workload, and the change says so', () => {
    const change = changeWorkloadKind(routed(), 0, 'batch', 'video');
    expect(change?.placements.find((p) => p.strategyIndex === MIXED)?.cleared).toContain('routes');
    expect(routesAt(change!.document)).toBeUndefined();
  });
});

describe('routes following the pools', () => {
  it('follow a pool renamed in their strategy only', () => {
    const doc = renameId(routed(), 'pool', 'l4-burst', 'l4-peak', MIXED);
    expect(routesAt(doc)?.[0]?.poolIds).toEqual(['l4-peak']);
    expect(issueKeys(doc)).toEqual([]);
  });

  it('let a pool removed from the strategy leave its route; the emptied route goes, its class waits for a route', () => {
    const doc = removePool(routed(), MIXED, 1);
    expect(routesAt(doc)).toEqual([{ classNames: [MEDIUM, LONG], poolIds: ['a100-base'] }]);
    expect(issueKeys(doc)).toEqual(['routeClassMissing']);
  });

  it('stop routing when the last route loses its last pool', () => {
    const one = setIn(template(CHAT), ['strategies', 0, 'placements', 0, 'routes'], [{ classNames: [SHORT, MEDIUM, LONG], poolIds: ['l4'] }]);
    expect(issueKeys(one)).toEqual([]);
    const placement = getIn(one, ['strategies', 0, 'placements', 0]) as DraftPlacement;
    expect(routesOf(placementWithoutRoutedPool({ ...placement, poolIds: [] }, 'l4'))).toBeUndefined();
  });

  it('give a pool newly placed to the last route, and reorder with the placement’s list', () => {
    const placement = getIn(routed(), PLACEMENT) as DraftPlacement;
    const added = placementWithPoolRouted({ ...placement, poolIds: ['spare', 'a100-base', 'l4-burst'] }, 'spare');
    expect(routesOf(added)?.[1]?.poolIds).toEqual(['spare', 'a100-base']);
    const reordered = placementWithRoutesInPoolOrder({ ...added, poolIds: ['a100-base', 'l4-burst', 'spare'] });
    expect(routesOf(reordered)?.[1]?.poolIds).toEqual(['a100-base', 'spare']);
  });

  it('leave a placement that does not route as it is', () => {
    const placement = getIn(template(CHAT), PLACEMENT) as DraftPlacement;
    expect(placementWithoutRoutedPool(placement, 'l4-burst')).toBe(placement);
    expect(placementWithPoolRouted(placement, 'x')).toBe(placement);
  });
});
