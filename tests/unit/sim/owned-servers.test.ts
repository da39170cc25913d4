import { describe, expect, it } from 'vitest';
import { ownedBreakEven } from '@shared/analysis/owned-break-even';
import { contractPresentValue } from '@shared/analysis/cash-figures';
import { afterHorizonCashMicro } from '@shared/analysis/contract-cash';
import { ownedTerms, parseScenarioText } from '@shared/scenario';
import { DAY_S } from '@shared/sim/calendar';
import { leasePayment } from '@shared/sim/owned-costs';
import { runStrategy } from '@shared/sim/run-strategy';
import { baseCatalog } from './fixtures';
import { heldReplicas, ONE_SERVER, type OwnedInput, type PoolInput } from './owned-fixture';
import { expectInvariants } from './invariants';

const M = 1_000_000;

describe('one owned server for one month', () => {
  // January 2026: 31 days, 744 hours. Four of the eight GPUs busy all month: utilisation 0.5.
  const s = heldReplicas(4, [ONE_SERVER], 31, { simulation: { runs: 1, baseSeed: 1, discountRatePercent: 12 } });
  const run = runStrategy(s, 's', 1);
  const pool = run.pools[0]!;
  const jan = pool.ownedLinesByMonthMicro?.['2026-01'];

  it('costs every line by hand', () => {
    expectInvariants(run);
    expect(pool.gpuSecondsUsed).toBe(4 * 31 * DAY_S);
    expect(pool.utilisation).toBeCloseTo(0.5, 12);
    // Depreciation: 300,000 × (1 − 10 %) / 5 years = 54,000 a year; × 31 / 365.25 days = 4,583.16.
    expect(jan!.depreciation / M).toBeCloseTo(4583.1622, 3);
    // Power: (2 kW idle + (10.2 − 2) kW × 0.5) = 6.1 kW × PUE 1.4 = 8.54 kW × 744 h × 0.12 = 762.45.
    expect(jan!.power / M).toBeCloseTo(762.4512, 3);
    // Colocation: 10.2 kW × 150 a kW-month = 1,530 a month; × 31 / 30.4375 days (an average month) = 1,558.28.
    expect(jan!.colocation / M).toBeCloseTo(1558.2752, 3);
    // Maintenance: 8 % of 300,000 = 24,000 a year; × 31 / 365.25 = 2,036.96.
    expect(jan!.maintenance / M).toBeCloseTo(2036.961, 3);
    // Staff: 3,000 a month × 31 / 30.4375 = 3,055.44.
    expect(jan!.staff / M).toBeCloseTo(3055.4415, 3);
    // Total 11,996.29, in whole micro-units: the lines add up to the pool's month and the run.
    const lines = jan!.depreciation + jan!.power + jan!.colocation + jan!.maintenance + jan!.staff;
    expect(Number.isInteger(lines)).toBe(true);
    expect(lines).toBe(pool.costByMonthMicro!['2026-01']);
    expect(run.totalCostMicro).toBe(lines);
    expect(run.totalCostMicro / M).toBeCloseTo(11996.291, 2);
  });

  it('pays the price at delivery, the running costs, and gets the resale back in cash', () => {
    // Cash: 300,000 at delivery + running costs (11,996.29 − 4,583.16 = 7,413.13) − resale 60 % (180,000) = 127,413.13.
    expect(run.cashByMonthMicro['2026-01']! / M).toBeCloseTo(127_413.129, 2);
    // Depreciation left after the horizon: 270,000 − 4,583.16 = 265,416.84 (reported, not charged).
    expect(pool.commitmentBeyondHorizonMicro / M).toBeCloseTo(265_416.838, 2);
    // Bought outright, nothing is owed after the horizon; the one month is month 0 (not discounted).
    expect(afterHorizonCashMicro(s, 's')).toEqual({});
    expect(contractPresentValue(s, 's')(run) / M).toBeCloseTo(127_413.129, 2);
  });

  it('a lease pays level monthly payments, the rest after the horizon', () => {
    // 300,000 at 1 % a month over 36 months: 300,000 × 0.01 / (1 − 1.01^−36) = 9,964.29 a month.
    expect(leasePayment(300_000, 1, 36)).toBeCloseTo(9964.2929, 3);
    const leased = heldReplicas(4, [{ ...ONE_SERVER, payment: { kind: 'lease', monthlyRatePercent: 1, termMonths: 36 } }], 31);
    const r = runStrategy(leased, 's', 1);
    // January: the first payment + running costs − resale = 9,964.29 + 7,413.13 − 180,000.
    expect(r.cashByMonthMicro['2026-01']! / M).toBeCloseTo(9964.2929 + 7413.1288 - 180_000, 2);
    const after = afterHorizonCashMicro(leased, 's');
    expect(Object.keys(after)).toHaveLength(35);
    expect(after['2026-02']! / M).toBeCloseTo(9964.2929, 3);
    expect(after['2028-12']! / M).toBeCloseTo(9964.2929, 3);
    // The accounting view does not move with how the price is paid.
    expect(r.totalCostMicro).toBe(run.totalCostMicro);
  });

  it('runs nothing before the servers arrive', () => {
    const late = runStrategy(heldReplicas(4, [{ ...ONE_SERVER, leadTimeWeeks: 2 }], 31), 's', 1);
    // Usable from day 14: 17 days of 4 busy GPUs, and 17 days of every line.
    expect(late.pools[0]!.gpuSecondsUsed).toBe(4 * 17 * DAY_S);
    expect(late.pools[0]!.ownedLinesByMonthMicro!['2026-01']!.staff / M).toBeCloseTo((3000 * 17) / 30.4375, 3);
  });
});

describe('owning 8 × H100 for 3 years against renting them on demand', () => {
  const src = { asOf: '2026-01-01', source: 'test' };
  const catalog = baseCatalog();
  // The same GPU rented one at a time at 6.88 an hour (an 8-GPU instance at 55.04).
  catalog.offers.push({ ...catalog.offers[0]!, id: 'h1', instanceType: 'h.1', prices: { onDemand: { ...src, perHour: 6.88 } } });
  const owned: OwnedInput = {
    id: 'own',
    kind: 'owned',
    offerId: 'bm8',
    servers: 1,
    leadTimeWeeks: 0,
    pricePerServer: 280_000,
    depreciationYears: 3,
    residualPercent: 25,
    powerIdleKw: 2.5,
    powerBusyKw: 10.2,
    pue: 1.3,
    tariffPerKwh: 0.1,
    colocationPerKwMonth: 180,
    maintenancePercentPerYear: 10,
    staffPerMonth: 2000,
    resalePercent: 25,
  };
  const s = heldReplicas(1, [owned], 1, { catalog });
  const pool = s.strategies[0]!.pools[0]!;
  if (pool.kind !== 'owned') throw new Error('the strategy owns its server');
  const terms = ownedTerms(pool, s.catalog.offers.find((o) => o.id === 'bm8')!);

  it('breaks even where the hand-worked sum says', () => {
    // Per server-hour (a year is 8,766 h): depreciation 280,000 × 75 % / 3 = 70,000 a year = 7.9854;
    // maintenance 28,000 a year = 3.1942; colocation 10.2 × 180 × 12 = 22,032 a year = 2.5134;
    // staff 24,000 a year = 2.7379; idle power 2.5 kW × 1.3 × 0.10 = 0.325. F = 16.7558.
    // Busy power adds (10.2 − 2.5) × 1.3 × 0.10 = 1.001 at full use; renting costs 8 × 6.88 = 55.04.
    // Break-even u = F / (55.04 − 1.001) = 16.7558 / 54.039 = 0.3101.
    const b = ownedBreakEven(terms, 6.88, 36);
    expect(b.fixedPerServerHour).toBeCloseTo(16.7558, 4);
    expect(b.powerPerServerHourBusy).toBeCloseTo(1.001, 9);
    expect(b.rentPerServerHour).toBeCloseTo(55.04, 9);
    expect(b.accounting).toBeCloseTo(0.3101, 4);
    // Cash over 36 months: (280,000 − 25 % resale) / 36 months of 730.5 h = 7.9854 an hour, as depreciation.
    expect(b.cash).toBeCloseTo(0.3101, 4);
    expect(b.availability).toBe(1);
  });

  it('with an expansion, counts the servers present month by month: staff is shared by more server-hours', () => {
    // A second server ordered on day 548 (no lead time): of the 36 months compared (26,298 h) it is
    // present 26,298 − 548 × 24 = 13,146 h. Server-hours present: 26,298 + 13,146 = 39,444.
    // Per server-hour as above without staff: 7.9854 + 3.1942 + 2.5134 + 0.325 = 14.0180; staff
    // 2.7379 × 26,298 h = 72,001 over 39,444 server-hours = 1.8254. F = 15.8433.
    // Break-even u = 15.8433 / 54.039 = 0.29318: lower than one server's 0.3101.
    const b = ownedBreakEven({ ...terms, expansions: [{ servers: 1, orderDay: 548 }] }, 6.88, 36);
    expect(b.fixedPerServerHour).toBeCloseTo(15.8433, 4);
    expect(b.accounting).toBeCloseTo(0.29318, 5);
    // Cash: both servers' price less resale, 2 × 210,000 = 420,000 over 39,444 server-hours = 10.6480,
    // with the running costs 3.1942 + 2.5134 + 0.325 + 1.8254 = 7.8580: 18.5059 / 54.039 = 0.34245.
    expect(b.cash).toBeCloseTo(0.34245, 5);
    // An expansion delivered after the months compared changes nothing.
    const late = ownedBreakEven({ ...terms, expansions: [{ servers: 3, orderDay: 1100 }] }, 6.88, 36);
    expect(late.accounting).toBeCloseTo(0.3101, 4);
    expect(late.cash).toBeCloseTo(0.3101, 4);
  });

  it('the simulator agrees: renting is cheaper below the break-even, owning above', { timeout: 60_000 }, () => {
    const days = 1096; // 3 years from 2026-01-01 (2028 is a leap year)
    const total = (gpus: number, pools: PoolInput[]) => runStrategy(heldReplicas(gpus, pools, days, { catalog }), 's', 1).totalCostMicro / M;
    const hours = days * 24;
    for (const gpus of [2, 4]) {
      const own = total(gpus, [owned]);
      const rent = total(gpus, [{ id: 'od', kind: 'onDemand', offerId: 'h1' }]);
      // The sums by hand: owning F × hours + 1.001 × u × hours, renting 6.88 × GPUs × hours.
      expect(own).toBeCloseTo((16.755755 + 1.001 * (gpus / 8)) * hours, -1);
      expect(rent).toBeCloseTo(6.88 * gpus * hours, 2);
      // u = 0.25 is below the break-even (0.31): renting wins; u = 0.5 above it: owning wins.
      if (gpus / 8 < 0.3101) expect(rent).toBeLessThan(own);
      else expect(own).toBeLessThan(rent);
    }
  });
});

describe('an owned pool on an offer with no owned price', () => {
  it('is refused at each field the offer cannot give, naming it', () => {
    const doc = heldReplicas(4, [ONE_SERVER], 31);
    const { pricePerServer: _price, powerBusyKw: _busy, ...rest } = ONE_SERVER;
    const text = JSON.stringify({ ...doc, strategies: [{ ...doc.strategies[0]!, pools: [rest] }] });
    const parsed = parseScenarioText(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const owned = parsed.issues.filter((i) => i.params?.key === 'missingOwnedField');
    expect(owned.map((i) => i.path)).toEqual(['strategies[0].pools[0].pricePerServer', 'strategies[0].pools[0].powerBusyKw']);
    expect(owned[0]!.message).toMatch(/^pricePerServer: offer "bm8" has no owned-server price/);
  });
});
