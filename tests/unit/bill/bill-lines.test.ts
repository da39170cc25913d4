import { describe, expect, it } from 'vitest';
import { BillCosts } from '@shared/scenario';
import { billLines, discountPercent, type BillInputs, type BillPool } from '@shared/sim/bill/bill-lines';

/**
 * Every line of a one-month bill worked out by hand. January 2027 (31 days, 2,678,400 s), all
 * inside the horizon. Money in micro-units (1 unit = 1,000,000).
 *
 * Pools:
 *   A on-demand, provider P, 8 GPUs an instance: GPU cost 1,000 units; 2,880,000 GPU-s billed
 *     = 360,000 instance-seconds.
 *   B reserved, provider Q, 1 GPU an instance: GPU cost 500 units; 2,678,400 GPU-s billed
 *     (one GPU all month) = 2,678,400 instance-seconds.
 */
const JAN = 31 * 86_400;
const poolA: BillPool = { kind: 'onDemand', provider: 'P', offerId: 'a-offer', gpusPerInstance: 8, costByMonth: [1_000e6], billedGpuSByMonth: [2_880_000] };
const poolB: BillPool = { kind: 'reserved', provider: 'Q', offerId: 'b-offer', gpusPerInstance: 1, costByMonth: [500e6], billedGpuSByMonth: [JAN] };

const costs = BillCosts.parse({
  // A: the P on-demand rule, 10 %; B: no P rule matches, the catch-all 5 %.
  discounts: [{ provider: 'P', purchaseOption: 'onDemand', percent: 10 }, { percent: 5 }],
  storage: [
    // 100 GB a instance at 0.5 a GB-month, on every offer.
    { name: 'disk', per: 'instance', gb: 100, pricePerGbMonth: 0.5 },
    // 1,000 GB all month at 0.1 a GB-month, for pools of b-offer only.
    { name: 'dataset', per: 'pool', gb: 1000, pricePerGbMonth: 0.1, offerIds: ['b-offer'] },
  ],
  egress: { pricePerGb: 0.08, gbPerMonth: 500, gbPer10kRequests: 2 },
  support: { percent: 3, minimumPerMonth: 100 },
  taxPercent: 6,
});

const inputs = (over: Partial<BillInputs> = {}): BillInputs => ({
  costs,
  months: [{ key: '2027-01', secondsInHorizon: JAN, secondsInMonth: JAN }],
  pools: [poolA, poolB],
  servedByMonth: [1_000_000],
  ...over,
});

describe('the lines of a bill, by hand', () => {
  it('matches a one-month bill worked out line by line', () => {
    const { lines, byMonth } = billLines(inputs());
    // GPU: 1,000 + 500 = 1,500 units.
    expect(lines.gpu).toBe(1_500_000_000);
    // Discounts: A 10 % of 1,000 = 100; B 5 % of 500 = 25; -125 units.
    expect(lines.discounts).toBe(-125_000_000);
    // Storage: disk on A 100 GB x 0.5 x 360,000 / 2,678,400 = 6.720430107...; disk on B
    // 100 x 0.5 x 1 = 50; dataset on B 1,000 x 0.1 = 100; 156.720430107 units, rounded once.
    expect(lines.storage).toBe(156_720_430);
    // Egress: 500 GB + 2 GB x 1,000,000 / 10,000 = 700 GB at 0.08 = 56 units.
    expect(lines.egress).toBe(56_000_000);
    // Support: spend after discounts = 1,500 - 125 + 156.720430 + 56 = 1,587.720430;
    // 3 % = 47.63 is under the 100 minimum, so 100.
    expect(lines.support).toBe(100_000_000);
    // Tax: 6 % of 1,687.720430 = 101.2632258 -> 101,263,226 micro.
    expect(lines.tax).toBe(101_263_226);
    // Total: 1,687,720,430 + 101,263,226.
    expect(lines.total).toBe(1_788_983_656);
    expect(byMonth['2027-01']).toEqual(lines);
  });

  it('charges support as its share once the share passes the minimum', () => {
    const withLowMinimum = { ...costs, support: { percent: 3, minimumPerMonth: 10 } };
    const { lines } = billLines(inputs({ costs: withLowMinimum }));
    // 3 % of 1,587,720,430 micro = 47,631,612.9 -> 47,631,613.
    expect(lines.support).toBe(47_631_613);
  });

  it('takes a part of a month pro rata: the minimum, the monthly egress and a pool volume', () => {
    // Ten days of January in the horizon, no pools, no requests: only the monthly amounts.
    const part = billLines(inputs({ months: [{ key: '2027-01', secondsInHorizon: 10 * 86_400, secondsInMonth: JAN }], pools: [], servedByMonth: [0] }));
    // Egress: 500 GB x 10/31 x 0.08 = 12.903225806 units.
    expect(part.lines.egress).toBe(12_903_226);
    // Support minimum: 100 x 10/31 = 32.258064516 units.
    expect(part.lines.support).toBe(32_258_065);
    expect(part.lines.gpu).toBe(0);
    expect(part.lines.storage).toBe(0);
    // Tax: 6 % of (12,903,226 + 32,258,065) = 2,709,677.46 -> 2,709,677.
    expect(part.lines.tax).toBe(2_709_677);
    expect(part.lines.total).toBe(12_903_226 + 32_258_065 + 2_709_677);
  });

  it('keeps a volume per pool for each matching pool, per strategy once', () => {
    const volume = (per: 'pool' | 'strategy') =>
      billLines(inputs({ costs: BillCosts.parse({ storage: [{ name: 'data', per, gb: 1000, pricePerGbMonth: 0.1 }] }) })).lines.storage;
    // Two pools match: 2 x 1,000 GB x 0.1 = 200 units per pool; 100 units once per strategy.
    expect(volume('pool')).toBe(200_000_000);
    expect(volume('strategy')).toBe(100_000_000);
  });

  it('adds months up to the run exactly', () => {
    const two = billLines(
      inputs({
        months: [
          { key: '2027-01', secondsInHorizon: JAN, secondsInMonth: JAN },
          { key: '2027-02', secondsInHorizon: 28 * 86_400, secondsInMonth: 28 * 86_400 },
        ],
        pools: [{ ...poolA, costByMonth: [1_000e6, 333_333_333], billedGpuSByMonth: [2_880_000, 1_000_000] }],
        servedByMonth: [1_000_000, 7],
      }),
    );
    const jan = two.byMonth['2027-01']!;
    const feb = two.byMonth['2027-02']!;
    for (const k of Object.keys(two.lines) as (keyof typeof two.lines)[]) expect(two.lines[k]).toBe(jan[k] + feb[k]);
    expect(two.lines.total).toBe(two.lines.gpu + two.lines.discounts + two.lines.storage + two.lines.egress + two.lines.support + two.lines.tax);
  });

  it('gives no bill costs when none are set: the total is GPU time', () => {
    const { lines } = billLines(inputs({ costs: BillCosts.parse({}) }));
    expect(lines).toEqual({ gpu: 1_500_000_000, discounts: 0, storage: 0, egress: 0, support: 0, tax: 0, total: 1_500_000_000 });
  });

  it('applies the first discount rule that matches a pool', () => {
    expect(discountPercent(costs, { provider: 'P', kind: 'onDemand' })).toBe(10);
    expect(discountPercent(costs, { provider: 'P', kind: 'spot' })).toBe(5);
    expect(discountPercent(BillCosts.parse({}), { provider: 'P', kind: 'spot' })).toBe(0);
  });
});
