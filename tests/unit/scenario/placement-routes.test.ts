import { describe, expect, it } from 'vitest';
import { keepPlacementPools, withPoolsFirst, type Placement } from '@shared/scenario';

const routed = {
  workloadId: 'chat',
  poolIds: ['l4', 'a100'],
  spotFallback: {},
  whenSpotFull: 'nextPool',
  scaling: 'autoscale',
  routes: [
    { classNames: ['short'], poolIds: ['l4'] },
    { classNames: ['long'], poolIds: ['a100'] },
  ],
} as Placement;

describe('a placement’s routes follow its pools', () => {
  it('drops removed pools from the routes, and refuses to empty a route', () => {
    const withBase = { ...routed, poolIds: ['base', 'l4', 'a100'], routes: [routed.routes![0]!, { classNames: ['long'], poolIds: ['base', 'a100'] }] };
    expect(keepPlacementPools(withBase, new Set(['l4', 'a100']))).toEqual(routed);
    expect(keepPlacementPools(routed, new Set(['a100']))).toBeNull();
    const { routes: _r, ...plain } = routed;
    expect(keepPlacementPools(plain, new Set(['a100']))).toEqual({ ...plain, poolIds: ['a100'] });
  });

  it('puts new pools first in the route that takes them, else the first route', () => {
    const a100Route = (ids: readonly string[]) => ids.includes('a100');
    expect(withPoolsFirst(routed, ['base'], a100Route)).toEqual({
      ...routed,
      poolIds: ['base', 'l4', 'a100'],
      routes: [routed.routes![0]!, { classNames: ['long'], poolIds: ['base', 'a100'] }],
    });
    expect(withPoolsFirst(routed, ['base'], () => false).routes![0]!.poolIds).toEqual(['base', 'l4']);
    expect(withPoolsFirst(routed, [], a100Route)).toBe(routed);
  });
});
