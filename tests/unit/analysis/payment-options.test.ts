import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { paybackMonth, presentValue } from '@shared/analysis/present-value';
import { parseScenario, type PaymentOption, type Scenario } from '@shared/scenario';
import { costByMonthCsv } from '@shared/report/csv';
import { resultsToJson } from '@shared/report/json';
import { inferenceScenario, flat } from './decision-fixtures';

/**
 * One reservation of one instance for 12 months from 2027-01-04 (to 2028-01-04: 8,760 hours),
 * holding the only replica of a flat service, over a 200-day horizon (4,800 hours, to
 * 2027-07-23). Sold three ways: all upfront 45,000; partial upfront 24,000 plus 2.5 an hour;
 * no upfront 5.5 an hour. On-demand is 10 an hour. Hours of the term by calendar month:
 */
const HOURS = [672, 672, 744, 720, 744, 720, 744, 744, 720, 744, 720, 744, 72];
const MONTHS = ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10', '2027-11', '2027-12', '2028-01'];

function scenarioPaying(payment: PaymentOption, discountRatePercent: number): Scenario {
  const base = inferenceScenario({ weekday: flat(1), horizonDays: 200, runs: 1 });
  const offer = base.catalog.offers[0]!;
  const parsed = parseScenario({
    ...base,
    simulation: { ...base.simulation, discountRatePercent },
    catalog: {
      ...base.catalog,
      offers: [
        {
          ...offer,
          prices: {
            ...offer.prices,
            reserved: [
              {
                ...offer.prices.reserved[0]!,
                payments: [
                  { option: 'allUpfront', upfront: 45_000 },
                  { option: 'partialUpfront', upfront: 24_000, perHour: 2.5 },
                  { option: 'noUpfront', perHour: 5.5 },
                ],
              },
            ],
          },
        },
      ],
    },
    strategies: [
      base.strategies[0]!,
      {
        id: 'reserve',
        name: 'Reserve one',
        pools: [
          { id: 'r', kind: 'reserved', offerId: 'vm', count: 1, termMonths: 12, payment },
          { id: 'od', kind: 'onDemand', offerId: 'vm' },
        ],
        placements: [{ workloadId: 'svc', poolIds: ['r', 'od'] }],
      },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

const reserve = (s: Scenario) => simulateScenario(s).strategies.find((x) => x.strategyId === 'reserve')!;

describe('payment options, net present value and payback, by hand', () => {
  it('discounts month k by (1 + r/12)^k, the start month not at all', () => {
    expect(presentValue({ '2027-01': 100 }, '2027-01-04', 12)).toBe(100);
    expect(presentValue({ '2027-02': 101, '2028-01': 0 }, '2027-01-04', 12)).toBeCloseTo(100, 10);
    expect(presentValue({ '2028-01': 1_000 }, '2027-01-04', 12)).toBeCloseTo(1_000 / 1.01 ** 12, 10);
    expect(presentValue({ '2027-03': 50, '2027-09': 50 }, '2027-01-04', 0)).toBe(100);
  });

  it('all upfront: 45,000 paid in the first month, its NPV is 45,000 at any rate, and it pays back in month 7', () => {
    const s = reserve(scenarioPaying('allUpfront', 12));
    // In the horizon: 4,800 of the term's 8,760 hours of 45,000.
    expect(s.totalCost.p50).toBeCloseTo((45_000 * 4_800) / 8_760, 2); // 24,657.53
    const cash = s.contractCashByMonth!;
    expect(cash['2027-01']).toBe(45_000);
    expect(Object.entries(cash).filter(([, v]) => v !== 0)).toHaveLength(1);
    expect(s.npv!.p50).toBeCloseTo(45_000, 4);
    // On-demand by month, cumulative: 6,720, 13,440, 20,880, 28,080, 35,520, 42,720, 48,000 (22 days of July).
    expect(s.payback).toEqual({ month: '2027-07', monthNumber: 7, againstStrategyId: 'od' });
  });

  it('partial upfront: 24,000 then 2.5 an hour; at 12 % its NPV is below all upfront', () => {
    const s = reserve(scenarioPaying('partialUpfront', 12));
    expect(s.totalCost.p50).toBeCloseTo((45_900 * 4_800) / 8_760, 2); // 25,150.68
    const cash = s.contractCashByMonth!;
    expect(Object.keys(cash)).toEqual(MONTHS);
    expect(cash['2027-01']).toBeCloseTo(24_000 + 2.5 * 672, 2);
    expect(cash['2027-10']).toBeCloseTo(2.5 * 744, 2);
    expect(cash['2028-01']).toBeCloseTo(2.5 * 72, 2);
    expect(Object.values(cash).reduce((a, b) => a + b, 0)).toBeCloseTo(45_900, 2);
    // 24,000 + sum of 2.5 x hours_k / 1.01^k = 44,720.26
    expect(s.npv!.p50).toBeCloseTo(44_720.26, 1);
    // Cumulative 25,680, 27,360, 29,220, 31,020 (above on-demand's 28,080), then 32,880 <= 35,520.
    expect(s.payback).toEqual({ month: '2027-05', monthNumber: 5, againstStrategyId: 'od' });
  });

  it('no upfront: 5.5 an hour, paid month by month to the end of the term', () => {
    const s = reserve(scenarioPaying('noUpfront', 12));
    expect(s.totalCost.p50).toBeCloseTo(5.5 * 4_800, 4); // 26,400
    const cash = s.contractCashByMonth!;
    MONTHS.forEach((m, k) => expect(cash[m]).toBeCloseTo(5.5 * HOURS[k]!, 2));
    expect(s.npv!.p50).toBeCloseTo(45_584.58, 1);
    expect(s.payback).toEqual({ month: '2027-01', monthNumber: 1, againstStrategyId: 'od' });
    // With no rate the NPV is the plain sum of the whole contract's cash: 5.5 x 8,760.
    expect(reserve(scenarioPaying('noUpfront', 0)).npv!.p50).toBeCloseTo(48_180, 2);
  });

  it('a strategy that commits to nothing has an NPV but no payback', () => {
    const results = simulateScenario(scenarioPaying('noUpfront', 12));
    const od = results.strategies.find((x) => x.strategyId === 'od')!;
    expect(od.payback).toBeUndefined();
    // 10 an hour: 6,720 in January (undiscounted) ... 5,280 in July.
    expect(od.npv!.p50).toBeCloseTo([6_720, 6_720, 7_440, 7_200, 7_440, 7_200, 5_280].reduce((s, c, k) => s + c / 1.01 ** k, 0), 2);
  });

  it('the CSV and JSON carry the months after the horizon', () => {
    const results = simulateScenario(scenarioPaying('partialUpfront', 12));
    // The first six columns (the bill's, added after them, are empty without bill costs).
    const rows = costByMonthCsv(results).trim().split('\r\n').map((r) => r.split(',').slice(0, 6).join(','));
    // Cost accrues at the term's effective rate (45,900 / 8,760 an hour); cash is 2.5 an hour.
    expect(rows).toContain('reserve,1,2027-06,3772.60,1800.00,1800.00');
    // July: 22 days inside the horizon (1,320), the whole month over the contract (1,860).
    expect(rows).toContain('reserve,1,2027-07,2766.58,1320.00,1860.00');
    expect(rows).toContain('reserve,1,2027-12,,,1860.00');
    const json = resultsToJson(results);
    expect(json.simulation.discountRatePercent).toBe(12);
    const strategy = json.strategies.find((s) => s.id === 'reserve')!;
    expect(strategy.npv!.p50).toBeCloseTo(44_720.26, 1);
    expect(strategy.contractCashByMonth['2028-01']).toBeCloseTo(180, 6);
  });

  it('payback needs the cumulative cash to stay at or below the alternative to the end', () => {
    const months = ['2027-01', '2027-02', '2027-03'];
    const M = 1_000_000; // micro-units
    // Ahead in January (1 against 2), behind in February (6 against 3), ahead for good in March.
    expect(paybackMonth({ '2027-01': 1 * M, '2027-02': 5 * M }, { '2027-01': 2 * M, '2027-02': 1 * M, '2027-03': 10 * M }, months, '2027-01-01')).toEqual({
      month: '2027-03',
      monthNumber: 3,
    });
    expect(paybackMonth({ '2027-01': 10 * M }, { '2027-01': 1 * M }, months, '2027-01-01')).toBeNull();
  });

  it('refuses a payment option the price does not list', () => {
    const base = scenarioPaying('noUpfront', 0);
    const price = base.catalog.offers[0]!.prices.reserved[0]!;
    const parsed = parseScenario({
      ...base,
      catalog: { ...base.catalog, offers: [{ ...base.catalog.offers[0]!, prices: { ...base.catalog.offers[0]!.prices, reserved: [{ ...price, payments: [{ option: 'noUpfront', perHour: 5.5 }] }] } }] },
      strategies: base.strategies.map((s) => ({ ...s, pools: s.pools.map((p) => (p.kind === 'reserved' ? { ...p, payment: 'allUpfront' as const } : p)) })),
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.path)).toContain('strategies[1].pools[0].payment');
  });
});
