import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { validScenario } from '../scenario/fixture';

/** The paths of the issues a scenario with these bill costs gets. */
function issuePaths(billCosts: unknown): string[] {
  const out = parseScenario({ ...validScenario(), billCosts });
  return out.ok ? [] : out.issues.map((i) => i.path);
}

describe('bill costs a planner types', () => {
  it('accept a full, sensible set', () => {
    expect(
      issuePaths({
        storage: [{ name: 'disk', per: 'instance', gb: 500, pricePerGbMonth: 1, offerIds: ['vm'] }],
        egress: { pricePerGb: 0.8, gbPerMonth: 100, gbPer10kRequests: 0.1 },
        support: { percent: 3, minimumPerMonth: 100 },
        discounts: [{ provider: 'X', purchaseOption: 'onDemand', percent: 10 }],
        taxPercent: 6,
      }),
    ).toEqual([]);
  });

  it.each([
    ['a negative price', { storage: [{ name: 'd', gb: 1, pricePerGbMonth: -1 }] }, 'billCosts.storage[0].pricePerGbMonth'],
    ['NaN', { egress: { pricePerGb: Number.NaN } }, 'billCosts.egress.pricePerGb'],
    ['1e300 GB', { egress: { pricePerGb: 1, gbPerMonth: 1e300 } }, 'billCosts.egress.gbPerMonth'],
    ['Infinity', { support: { percent: 3, minimumPerMonth: Number.POSITIVE_INFINITY } }, 'billCosts.support.minimumPerMonth'],
    ['a discount over 100 %', { discounts: [{ percent: 120 }] }, 'billCosts.discounts[0].percent'],
    ['tax over 100 %', { taxPercent: 101 }, 'billCosts.taxPercent'],
    ['a negative support share', { support: { percent: -3 } }, 'billCosts.support.percent'],
    ['an unknown storage basis', { storage: [{ name: 'd', per: 'rack', gb: 1, pricePerGbMonth: 1 }] }, 'billCosts.storage[0].per'],
    ['an offer not in the catalog', { storage: [{ name: 'd', gb: 1, pricePerGbMonth: 1, offerIds: ['nope'] }] }, 'billCosts.storage[0].offerIds[0]'],
    ['a provider no offer has', { discounts: [{ provider: 'Nobody', percent: 5 }] }, 'billCosts.discounts[0].provider'],
    ['a purchase option that does not exist', { discounts: [{ purchaseOption: 'lease', percent: 5 }] }, 'billCosts.discounts[0].purchaseOption'],
  ])('name the field for %s', (_what, billCosts, path) => {
    expect(issuePaths(billCosts)).toContain(path);
  });
});
