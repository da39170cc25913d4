import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyWhatIf, describeAdjustments, emptyAdjustments, isEmptyAdjustments, KeptWhatIfSchema, WhatIfAdjustments } from '@shared/analysis/what-if';
import { parseScenarioText, type Pool, type Scenario } from '@shared/scenario';
import { twoJobs } from '../sim/savings-plan-fixture';

function rentOrOwn(): Scenario {
  const parsed = parseScenarioText(readFileSync('scenarios/12-rent-or-own.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  return parsed.scenario;
}

const own = rentOrOwn();
/** Two plans on one strategy: 10 an hour (compute) and 4 an hour (compute, named). */
const planned = twoJobs([
  { id: 'sp', provider: 'test', scope: 'compute', commitmentPerHour: 10, termMonths: 12 },
  { id: 'sp2', name: 'Second plan', provider: 'test', scope: 'compute', commitmentPerHour: 4, termMonths: 12 },
]);

function applied(s: Scenario, adj: Partial<WhatIfAdjustments>): Scenario {
  const out = applyWhatIf(s, { ...emptyAdjustments(), ...adj });
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return out.scenario;
}

type OwnedPool = Extract<Pool, { kind: 'owned' }>;
const ownedPool = (s: Scenario): OwnedPool => {
  const pool = s.strategies.find((x) => x.id === 'owned')!.pools.find((p) => p.kind === 'owned');
  if (pool?.kind !== 'owned') throw new Error('scenario 12 owns a server');
  return pool;
};

/** The scenario with the owned pool's fields replaced: what a what-if must equal when it moves only those. */
function withOwnedFields(s: Scenario, fields: Partial<OwnedPool>): Scenario {
  return {
    ...s,
    strategies: s.strategies.map((x) => ({ ...x, pools: x.pools.map((p) => (p.kind === 'owned' ? { ...p, ...fields } : p)) })),
  };
}

describe('what-if on owned servers', () => {
  it('moves the tariff by the change and nothing else', () => {
    // 0.12 a kWh, 25 % cheaper: 0.09.
    const out = applied(own, { owned: { tariff: -0.25 } });
    expect(ownedPool(out).tariffPerKwh).toBeCloseTo(0.09, 12);
    expect(out).toEqual(withOwnedFields(own, { tariffPerKwh: ownedPool(out).tariffPerKwh }));
  });

  it('moves the resale value by percentage points, kept within 0–100 %', () => {
    // 35 % planned: +10 points is 45 %, −50 points stops at 0 %, +80 points at 100 %.
    expect(applied(own, { owned: { resalePoints: 10 } })).toEqual(withOwnedFields(own, { resalePercent: 45 }));
    expect(ownedPool(applied(own, { owned: { resalePoints: -50 } })).resalePercent).toBe(0);
    expect(ownedPool(applied(own, { owned: { resalePoints: 80 } })).resalePercent).toBe(100);
  });

  it('moves the server price on the catalog’s owned price, and on a pool that states its own', () => {
    // The catalog's 275,000 a server, 10 % dearer: 302,500; the pool leaves its price to the catalog.
    const out = applied(own, { prices: { owned: 0.1 } });
    const offer = (s: Scenario) => s.catalog.offers.find((o) => o.id === 'owned-8x-h100')!;
    expect(offer(out).prices.owned!.pricePerServer).toBeCloseTo(302_500, 6);
    expect(ownedPool(out).pricePerServer).toBeUndefined();
    const expected: Scenario = {
      ...own,
      catalog: {
        ...own.catalog,
        offers: own.catalog.offers.map((o) => (o.id === 'owned-8x-h100' ? { ...o, prices: { ...o.prices, owned: { ...o.prices.owned!, pricePerServer: offer(out).prices.owned!.pricePerServer } } } : o)),
      },
    };
    expect(out).toEqual(expected);
    // A pool quoting 200,000 itself: 20 % cheaper is 160,000.
    const quoted = withOwnedFields(own, { pricePerServer: 200_000 });
    expect(ownedPool(applied(quoted, { prices: { owned: -0.2 } })).pricePerServer).toBeCloseTo(160_000, 6);
  });

  it('describes each change with its kind, and leaves neutral ones out', () => {
    expect(isEmptyAdjustments({ ...emptyAdjustments(), owned: { tariff: 0, resalePoints: 0 }, savingsPlans: { s: { sp: 0 } } })).toBe(true);
    expect(isEmptyAdjustments({ ...emptyAdjustments(), owned: { resalePoints: 5 } })).toBe(false);
    expect(describeAdjustments(own, { ...emptyAdjustments(), owned: { tariff: 0, resalePoints: 0 }, prices: { owned: 0 } })).toEqual([]);
    expect(describeAdjustments(own, { ...emptyAdjustments(), owned: { tariff: 0.3, resalePoints: -10 }, prices: { owned: -0.15 } })).toEqual([
      { kind: 'price', poolKind: 'owned', change: -0.15 },
      { kind: 'tariff', change: 0.3 },
      { kind: 'resale', points: -10 },
    ]);
  });
});

describe('what-if on savings plans', () => {
  it('moves one plan’s commitment per hour by the change and nothing else', () => {
    // 10 an hour, 20 % more: 12; the second plan keeps its 4.
    const out = applied(planned, { savingsPlans: { s: { sp: 0.2 } } });
    const plans = out.strategies[0]!.savingsPlans!;
    expect(plans[0]!.commitmentPerHour).toBeCloseTo(12, 12);
    expect(out).toEqual({
      ...planned,
      strategies: [{ ...planned.strategies[0]!, savingsPlans: [{ ...planned.strategies[0]!.savingsPlans![0]!, commitmentPerHour: plans[0]!.commitmentPerHour }, planned.strategies[0]!.savingsPlans![1]!] }],
    });
  });

  it('names a strategy or plan the scenario does not have by its adjustment path', () => {
    const out = applyWhatIf(planned, { ...emptyAdjustments(), savingsPlans: { s: { nope: 0.1 }, other: { sp: 0.1 } } });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.issues.map((i) => i.path)).toEqual(['savingsPlans.s.nope', 'savingsPlans.other']);
  });

  it('describes the commitment before and after, by the plan’s name or id', () => {
    expect(describeAdjustments(planned, { ...emptyAdjustments(), savingsPlans: { s: { sp: -0.5, sp2: 0.25 } } })).toEqual([
      { kind: 'savingsPlan', strategyName: 'S', planName: 'sp', before: 10, after: 5 },
      { kind: 'savingsPlan', strategyName: 'S', planName: 'Second plan', before: 4, after: 5 },
    ]);
  });
});

describe('a kept what-if with owned-server and savings-plan moves', () => {
  it('reads back as kept, and one kept before these moves existed still reads', () => {
    const options = KeptWhatIfSchema.shape.options;
    const moved = { ...emptyAdjustments(), prices: { owned: 0.1 }, owned: { tariff: -0.2, resalePoints: 5 }, savingsPlans: { s: { sp: 0.3 } } };
    expect(options.parse(JSON.parse(JSON.stringify(moved)))).toEqual(moved);
    expect(options.parse({ workloads: {}, prices: {}, poolSizes: {}, phaseStartDays: {} })).toEqual(emptyAdjustments());
    // Out of range is refused by field, not applied: resale points past ±100, a commitment cut below −100 %.
    expect(WhatIfAdjustments.safeParse({ ...moved, owned: { resalePoints: 150 } }).success).toBe(false);
    expect(WhatIfAdjustments.safeParse({ ...moved, savingsPlans: { s: { sp: -2 } } }).success).toBe(false);
  });
});
