import type { BillCosts, PoolKind, StorageCost } from '@shared/scenario';
import type { BillAmounts, RunBill } from '../results';

/**
 * The lines of a cloud bill beside GPU time, worked out month by month in integer micro-units.
 * The order they apply in (README, "Every cost on the bill"):
 *   1. GPU: what the simulator charged the pools that month;
 *   2. discounts: a negotiated % off each pool's GPU spend (first matching rule), a negative line;
 *   3. storage (GB-month) and egress (GB), at list price: discounts are on GPU time only;
 *   4. support: its % of the month's spend after discounts, never below its monthly minimum;
 *   5. tax: its % of everything above.
 * Each line is rounded to a whole micro-unit once a month; the run's lines are sums of the
 * months, so the months add up to the run and the lines add up to the total exactly.
 */

const MICRO = 1_000_000;

export interface BillPool {
  kind: PoolKind;
  provider: string;
  offerId: string;
  gpusPerInstance: number;
  /** GPU cost (micro) by month, in the order of BillInputs.months. */
  costByMonth: ArrayLike<number>;
  /** GPU-seconds billed by month. */
  billedGpuSByMonth: ArrayLike<number>;
}

export interface BillMonth {
  key: string;
  /** Seconds of this calendar month inside the horizon. */
  secondsInHorizon: number;
  /** Seconds of the whole calendar month: a GB-month and a monthly minimum are this long. */
  secondsInMonth: number;
}

export interface BillInputs {
  costs: BillCosts;
  months: readonly BillMonth[];
  pools: readonly BillPool[];
  /** Inference requests served by month, all services. */
  servedByMonth: ArrayLike<number>;
  /** Savings plans' commitment left unused by month (micro), billed as GPU time beside the pools'; absent = none. */
  unusedCommitmentByMonth?: ArrayLike<number>;
}

export function emptyAmounts(): BillAmounts {
  return { gpu: 0, discounts: 0, storage: 0, egress: 0, support: 0, tax: 0, total: 0 };
}

/** The discount % the first matching rule gives a pool (0 when none matches). */
export function discountPercent(costs: BillCosts, pool: Pick<BillPool, 'provider' | 'kind'>): number {
  const rule = costs.discounts.find(
    (d) => (d.provider === undefined || d.provider === pool.provider) && (d.purchaseOption === undefined || d.purchaseOption === pool.kind),
  );
  return rule?.percent ?? 0;
}

function matches(item: StorageCost, pool: BillPool): boolean {
  return item.offerIds === undefined || item.offerIds.includes(pool.offerId);
}

/**
 * Storage in a month (micro, not yet rounded): per instance for the instance-seconds each
 * matching pool held, per pool for the month's days in the horizon, per strategy the same once.
 */
function storageMicro(inputs: BillInputs, m: number, month: BillMonth): number {
  let micro = 0;
  for (const item of inputs.costs.storage) {
    const perMonth = item.gb * item.pricePerGbMonth * MICRO;
    const held = inputs.pools.filter((pool) => matches(item, pool));
    let heldS = 0;
    if (item.per === 'instance') for (const pool of held) heldS += pool.billedGpuSByMonth[m]! / pool.gpusPerInstance;
    else if (item.per === 'pool') heldS = held.length * month.secondsInHorizon;
    else if (held.length > 0) heldS = month.secondsInHorizon;
    micro += perMonth * (heldS / month.secondsInMonth);
  }
  return micro;
}

/** One month's lines. */
export function monthLines(inputs: BillInputs, m: number): BillAmounts {
  const { costs } = inputs;
  const month = inputs.months[m]!;
  const monthShare = month.secondsInHorizon / month.secondsInMonth;
  let gpu = inputs.unusedCommitmentByMonth?.[m] ?? 0;
  let discountOff = 0;
  for (const pool of inputs.pools) {
    const cost = pool.costByMonth[m]!;
    gpu += cost;
    discountOff += Math.round((cost * discountPercent(costs, pool)) / 100);
  }
  const discounts = discountOff === 0 ? 0 : -discountOff;
  const storageLine = Math.round(storageMicro(inputs, m, month));
  const e = costs.egress;
  const egress = e
    ? Math.round(e.pricePerGb * MICRO * (e.gbPerMonth * monthShare + (e.gbPer10kRequests * inputs.servedByMonth[m]!) / 10_000))
    : 0;
  const spend = gpu + discounts + storageLine + egress;
  const s = costs.support;
  const support = s ? Math.max(Math.round((spend * s.percent) / 100), Math.round(s.minimumPerMonth * MICRO * monthShare)) : 0;
  const tax = Math.round(((spend + support) * costs.taxPercent) / 100);
  return { gpu, discounts, storage: storageLine, egress, support, tax, total: spend + support + tax };
}

/** Every month's lines and their sums over the run. */
export function billLines(inputs: BillInputs): RunBill {
  const lines = emptyAmounts();
  const byMonth: Record<string, BillAmounts> = {};
  inputs.months.forEach((month, m) => {
    const one = monthLines(inputs, m);
    byMonth[month.key] = one;
    for (const k of Object.keys(lines) as (keyof BillAmounts)[]) lines[k] += one[k];
  });
  return { lines, byMonth };
}
