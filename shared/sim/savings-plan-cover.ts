/**
 * Savings plans applied hour by hour (pure arithmetic on integer micro-units, no model state).
 *
 * In each hour of its term a plan has `commitmentMicro` to spend. The on-demand usage it may
 * cover is taken in order of discount, the highest first (the lowest rate): a pool's hour of
 * list cost L costs round(L x rate) under the plan; while the commitment left holds that, the
 * whole hour is covered; otherwise the commitment left buys floor(left / rate) of the list cost
 * and the rest stays on demand. What the plan covered is no longer paid at list: the pool pays
 * the plan's price instead, so its bill falls by the discount (covered list - plan price). The
 * commitment not spent in the hour is paid anyway: the plan's unused commitment.
 *
 * Several plans apply one after the other, each to the list cost the plans before it left
 * uncovered (instance plans before compute plans, as AWS applies them).
 */

export interface PlanToCover {
  /** Micro-units committed each hour (integer). */
  commitmentMicro: number;
  /** Hours [openHour, closeHour) of the term (closeHour may lie past the horizon). */
  openHour: number;
  closeHour: number;
  /** The pools it may cover and its rate on each, sorted by rate, lowest first (ties: pool order). */
  pools: readonly { pool: number; rate: number }[];
}

/** One plan's hours (inside the horizon), integer micro-units. */
export interface PlanHours {
  /** Commitment paid each hour (0 outside the term). */
  commitment: Float64Array;
  /** Commitment spent on covered usage (plan prices). */
  used: Float64Array;
  /** On-demand list cost covered. */
  coveredList: Float64Array;
  /** On-demand list cost the plan could have covered (what the plans before it left). */
  eligibleList: Float64Array;
}

export interface CoverResult {
  /** Discount by pool x hour (index pool * hours + hour): list cost covered minus what the plan charged for it. */
  discountByPoolHour: Float64Array;
  plans: PlanHours[];
}

/**
 * Applies the plans to the hourly on-demand list cost of each pool (`listByPoolHour[p]`, integer
 * micro-units an hour, null for pools no plan covers). Plans are applied in the order given.
 */
export function coverHours(plans: readonly PlanToCover[], listByPoolHour: readonly (Float64Array | null)[], hours: number): CoverResult {
  const nPools = listByPoolHour.length;
  const discountByPoolHour = new Float64Array(nPools * hours);
  // What is left at list price after the plans so far.
  const left = listByPoolHour.map((l) => (l === null ? null : Float64Array.from(l)));
  const out: PlanHours[] = plans.map((plan) => {
    const hrs: PlanHours = {
      commitment: new Float64Array(hours),
      used: new Float64Array(hours),
      coveredList: new Float64Array(hours),
      eligibleList: new Float64Array(hours),
    };
    const end = Math.min(hours, plan.closeHour);
    for (let h = Math.max(0, plan.openHour); h < end; h++) {
      let budget = plan.commitmentMicro;
      hrs.commitment[h] = budget;
      for (const { pool, rate } of plan.pools) {
        const remaining = left[pool];
        if (!remaining) continue;
        const list = remaining[h]!;
        if (list <= 0) continue;
        hrs.eligibleList[h]! += list;
        if (budget <= 0) continue;
        const price = Math.round(list * rate);
        let covered: number;
        let spent: number;
        if (price <= budget) {
          covered = list;
          spent = price;
        } else {
          covered = Math.min(list, Math.floor(budget / rate));
          spent = budget;
        }
        budget -= spent;
        remaining[h] = list - covered;
        hrs.used[h]! += spent;
        hrs.coveredList[h]! += covered;
        discountByPoolHour[pool * hours + h]! += covered - spent;
      }
    }
    return hrs;
  });
  return { discountByPoolHour, plans: out };
}
