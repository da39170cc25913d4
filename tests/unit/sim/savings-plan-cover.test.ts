import { describe, expect, it } from 'vitest';
import { coverHours } from '@shared/sim/savings-plan-cover';

const M = 1_000_000;

/**
 * Two hours of on-demand usage on two instance types under one compute savings plan of 10 an
 * hour. Pool 0 is the 8-GPU type (16 an hour on demand, plan rate 0.6: 40 % off); pool 1 the
 * 1-GPU type (2 an hour, plan rate 0.8: 20 % off).
 */
describe('a savings plan covers the usage with the highest discount first, hour by hour', () => {
  // Hour 0: one 8-GPU instance (list 16) and three 1-GPU instances (list 6).
  // Hour 1: two 1-GPU instances (list 4), the 8-GPU type idle.
  const list = [Float64Array.from([16 * M, 0]), Float64Array.from([6 * M, 4 * M])];
  const plan = { commitmentMicro: 10 * M, openHour: 0, closeHour: 8760, pools: [{ pool: 0, rate: 0.6 }, { pool: 1, rate: 0.8 }] };
  const { discountByPoolHour, plans } = coverHours([plan], list, 2);
  const hours = plans[0]!;

  it('hour 0: the 8-GPU usage is covered whole, the 1-GPU usage only as far as the 0.4 left buys', () => {
    // 8-GPU type first (rate 0.6 < 0.8): 16 x 0.6 = 9.6 <= 10, so all 16 of list is covered for 9.6; 0.4 left.
    // 1-GPU type: 6 x 0.8 = 4.8 > 0.4, so 0.4 buys 0.4 / 0.8 = 0.5 of list; 5.5 stays on demand.
    expect(hours.used[0]).toBe(10 * M); // 9.6 + 0.4: the whole commitment spent
    expect(hours.coveredList[0]).toBe(16.5 * M); // 16 + 0.5
    expect(hours.eligibleList[0]).toBe(22 * M); // 16 + 6
    // The bill falls by the discount: 8-GPU 16 - 9.6 = 6.4; 1-GPU 0.5 - 0.4 = 0.1.
    expect(discountByPoolHour[0 * 2 + 0]).toBe(6.4 * M);
    expect(discountByPoolHour[1 * 2 + 0]).toBe(0.1 * M);
    // Hour 0 costs 10 (commitment) + 5.5 (on demand) = 15.5 against 22 all on demand.
    expect(hours.commitment[0]! + (22 * M - hours.coveredList[0]!)).toBe(15.5 * M);
  });

  it('hour 1: the 1-GPU usage is covered whole and 6.8 of the commitment is lost', () => {
    // 4 x 0.8 = 3.2 <= 10: covered for 3.2; 10 - 3.2 = 6.8 unused, paid anyway.
    expect(hours.used[1]).toBe(3.2 * M);
    expect(hours.coveredList[1]).toBe(4 * M);
    expect(hours.commitment[1]! - hours.used[1]!).toBe(6.8 * M);
    expect(discountByPoolHour[1 * 2 + 1]).toBe(0.8 * M); // 4 - 3.2
    // Hour 1 costs 10 against 4 on demand: the plan loses 6 this hour.
  });

  it('over both hours: coverage 20.5 / 26, utilisation 13.2 / 20, and a saving of 0.5', () => {
    const sum = (a: Float64Array): number => a.reduce((s, x) => s + x, 0);
    expect(sum(hours.coveredList)).toBe(20.5 * M);
    expect(sum(hours.eligibleList)).toBe(26 * M);
    expect(sum(hours.used)).toBe(13.2 * M);
    expect(sum(hours.commitment)).toBe(20 * M);
    // Paid: 15.5 + 10 = 25.5 against 26 on demand: the covered 20.5 at list less the 20 committed.
    expect(sum(hours.coveredList) - sum(hours.commitment)).toBe(0.5 * M);
    // The pools' discounts less the unused commitment is the same saving.
    expect(sum(discountByPoolHour) - (sum(hours.commitment) - sum(hours.used))).toBe(0.5 * M);
  });

  it('a second plan covers only what the first left, and outside its term nothing', () => {
    const second = { commitmentMicro: 1 * M, openHour: 1, closeHour: 2, pools: [{ pool: 1, rate: 0.5 }] };
    const both = coverHours([plan, second], list, 2);
    // Hour 0 is outside the second plan's term; in hour 1 the first plan left nothing of pool 1.
    expect(Array.from(both.plans[1]!.commitment)).toEqual([0, 1 * M]);
    expect(Array.from(both.plans[1]!.eligibleList)).toEqual([0, 0]);
    expect(Array.from(both.plans[1]!.used)).toEqual([0, 0]);
  });
});
