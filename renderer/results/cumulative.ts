import { MICRO_PER_UNIT } from '@shared/report/format';
import type { DailyPoint } from '@shared/sim/results';

/**
 * Running total of a run's daily cost, in currency units, for the cost-over-time chart. The
 * engine's daily costs are exact integer micro-units that sum to the run's total, so the
 * last point equals the run's total cost; the sum is done in micro-units to keep it exact.
 */
export function cumulativeCost(daily: readonly DailyPoint[]): number[] {
  let micro = 0;
  return daily.map((point) => {
    micro += point.costMicro;
    return micro / MICRO_PER_UNIT;
  });
}

/** Running totals from 0: the start, then the total after each value (a month's cost, say). */
export function runningTotalFromZero(values: readonly number[]): number[] {
  let sum = 0;
  return [0, ...values.map((v) => (sum += v))];
}
