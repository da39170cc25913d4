import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { leftOut } from '@headroom/renderer/report/MethodSection';
import { pricesUsed } from '@headroom/renderer/report/prices-used';
import { trendsSet } from '@headroom/renderer/report/price-trends-set';

/** The start-up template as issue #35 tried it: on-demand −20 %/yr, a 12-month term paid all upfront. */
function fixture(): Scenario {
  const parsed = parseScenarioText(readFileSync('tests/fixtures/report-trust/startup-trend-upfront.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

describe('the inputs the report prints', () => {
  const scenario = fixture();

  it('lists every price a figure rests on: each pool’s, its way of paying, and the terms the optimiser chooses between', () => {
    const rows = pricesUsed(scenario);
    const reserved = rows.filter((r) => r.kind === 'reserved');
    // The hourly 12-month price (6 instances from day one) and the same term paid all upfront (5 from day 120).
    expect(reserved.filter((r) => r.termMonths === 12).map((r) => r.payment?.option ?? 'price')).toEqual(['price', 'allUpfront']);
    expect(reserved.find((r) => r.payment?.option === 'allUpfront')?.payment?.upfront).toBe(18_000);
    // The 36-month price no strategy uses, which the optimiser signs.
    const longest = reserved.find((r) => r.termMonths === 36);
    expect(longest).toMatchObject({ perHour: 1.2845, forOptimiser: true });
    expect(rows.filter((r) => !r.forOptimiser).map((r) => r.kind)).toEqual(['onDemand', 'reserved', 'reserved']);
  });

  it('names the trends set, and none for a scenario without', () => {
    expect(trendsSet(scenario)).toEqual([{ kind: 'onDemand', offerId: null, percentPerYear: -20 }]);
    expect(trendsSet({ priceTrends: { onDemand: 0, offers: [{ offerId: 'x', kind: 'spot', percentPerYear: 5 }] } })).toEqual([{ kind: 'spot', offerId: 'x', percentPerYear: 5 }]);
    expect(trendsSet({})).toEqual([]);
  });

  it('says price changes are left out only when no trend is set, and bill costs only without bill lines', () => {
    expect(leftOut(scenario)).toEqual(['daylightSaving', 'requests', 'taxes', 'networkStorage']);
    expect(leftOut({})).toEqual(['daylightSaving', 'requests', 'priceChanges', 'taxes', 'networkStorage']);
    expect(leftOut(null)).toContain('priceChanges');
  });
});
