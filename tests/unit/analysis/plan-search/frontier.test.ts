import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dominates, frontierOf } from '@shared/analysis/plan-search';
import { dominatedAbove } from '@shared/analysis/plan-search/frontier-bound';

describe('frontierOf', () => {
  const points = fc.array(
    fc.record({ key: fc.string({ maxLength: 4 }), cost: fc.integer({ min: 0, max: 20 }), speed: fc.integer({ min: 0, max: 20 }) }),
    { maxLength: 40 },
  );

  it('keeps no dominated plan and leaves out only dominated plans (or exact ties), cheapest first', () => {
    fc.assert(
      fc.property(points, (all) => {
        const front = frontierOf(all);
        for (const f of front) expect(all.some((o) => dominates(o, f))).toBe(false);
        for (const p of all) {
          if (front.includes(p)) continue;
          const beaten = all.some((o) => dominates(o, p));
          const tied = front.some((f) => f.cost === p.cost && f.speed === p.speed);
          expect(beaten || tied).toBe(true);
        }
        for (let i = 1; i < front.length; i++) {
          expect(front[i]!.cost).toBeGreaterThan(front[i - 1]!.cost);
          expect(front[i]!.speed).toBeLessThan(front[i - 1]!.speed);
        }
      }),
    );
  });

  it('does not depend on the order plans were found in', () => {
    fc.assert(
      fc.property(points, (all) => {
        const a = frontierOf(all).map((p) => [p.cost, p.speed, p.key]);
        const b = frontierOf([...all].reverse()).map((p) => [p.cost, p.speed, p.key]);
        expect(b).toEqual(a);
      }),
    );
  });
});

describe('dominatedAbove: the only cost bound the search skips plans by', () => {
  it('is the cost of the cheapest plan meeting targets with no time over its latency target', () => {
    const frontier = [
      { cost: 100, speed: 3, meetsTargets: true },
      { cost: 250, speed: 0, meetsTargets: true },
      { cost: 400, speed: 0, meetsTargets: true },
    ];
    expect(dominatedAbove(frontier, false)).toBe(250);
  });

  it('names no bound while every plan may still be beaten on speed, misses targets, or bills are compared', () => {
    // A dearer plan may be faster than the dearest frontier plan: the frontier's cost says nothing about it.
    expect(dominatedAbove([{ cost: 100, speed: 3, meetsTargets: true }, { cost: 300, speed: 1, meetsTargets: true }], false)).toBe(Infinity);
    expect(dominatedAbove([{ cost: 100, speed: 0, meetsTargets: false }], false)).toBe(Infinity);
    expect(dominatedAbove([{ cost: 100, speed: 0, meetsTargets: true }], true)).toBe(Infinity);
    expect(dominatedAbove([], false)).toBe(Infinity);
  });

  it('never names a cost above which a plan could still join the frontier', () => {
    const pt = fc.record({ cost: fc.integer({ min: 0, max: 50 }), speed: fc.integer({ min: 0, max: 5 }), meetsTargets: fc.boolean() });
    fc.assert(
      fc.property(fc.array(pt, { maxLength: 12 }), pt, (frontier, plan) => {
        const above = dominatedAbove(frontier, false);
        if (plan.cost <= above) return;
        // Any plan dearer than the bound is dominated by a frontier plan meeting its targets.
        expect(frontier.some((f) => f.meetsTargets && dominates({ key: 'f', ...f }, { key: 'p', ...plan }))).toBe(true);
      }),
    );
  });
});
