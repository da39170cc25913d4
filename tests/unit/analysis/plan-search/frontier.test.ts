import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dominates, frontierOf } from '@shared/analysis/plan-search';

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
