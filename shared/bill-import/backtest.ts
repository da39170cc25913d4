import type { PoolKind, Scenario, Strategy } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import { workOutsideBillPeriod, type WorkOutsidePeriod } from './backtest-coverage';
import type { BillImport, BillOtherKind, BillPurchase } from './bill-types';
import { billLineKey, billLines, poolKindOfPurchase, type PoolMapping } from './pool-mapping';

const POOL_KINDS: readonly PoolKind[] = ['onDemand', 'reserved', 'spot', 'bareMetal'];

/** Simulated against billed, in currency units; the error is simulated less billed. */
export interface BacktestFigure {
  simulated: number;
  billed: number;
  error: number;
  /** error / billed; null when nothing was billed. */
  errorShare: number | null;
}

export interface BacktestPool extends BacktestFigure {
  poolId: string;
  name: string;
  kind: PoolKind;
  simulatedHours: number;
  billedHours: number;
}

export interface BacktestResult {
  strategyId: string;
  strategyName: string;
  /** Months of the bill, "YYYY-MM", in order. */
  months: string[];
  /** Month by pool kind: only the kinds the strategy or the mapped bill has. */
  kinds: PoolKind[];
  cells: ({ month: string; kind: PoolKind } & BacktestFigure)[];
  byMonth: ({ month: string } & BacktestFigure)[];
  byKind: ({ kind: PoolKind } & BacktestFigure)[];
  pools: BacktestPool[];
  total: BacktestFigure;
  /** Mean absolute error of the monthly totals as a share of each month's bill (months billed only). */
  monthlyMape: number | null;
  /** Bill lines no pool took, with their cost: what the plan does not model. */
  unmapped: { key: string; purchase: BillPurchase; instanceType: string; cost: number; usageHours: number }[];
  /**
   * Bill lines compared with a pool of another kind (a reservation's or savings plan's line of an
   * instance type the strategy runs only on spot, say): counted in that pool, but a mapping the
   * planner should check, since the two are not bought alike.
   */
  otherKind: { key: string; purchase: BillPurchase; poolId: string; poolKind: PoolKind; cost: number }[];
  /** Bill lines the planner left out on purpose. */
  leftOutCost: number;
  /** The bill's other costs over the period (not GPU time): tax, other products, fees, credits. */
  other: Record<BillOtherKind, number>;
  /** Bill months the scenario's horizon does not reach: their bill is compared with nothing simulated. */
  monthsOutsideHorizon: string[];
  /** Workloads whose phases the bill's period does not reach: their work is compared with nothing billed. */
  workOutsidePeriod: WorkOutsidePeriod[];
}

const cents = (x: number) => Math.round(x * 100) / 100;

/**
 * A sum of money amounts without the drift of adding binary fractions one by one: each amount
 * in millionths as a whole number, summed, and back (bills state at most 6 decimals).
 */
function exactSum(amounts: readonly number[]): number {
  let micro = 0;
  for (const a of amounts) micro += Math.round(a * 1_000_000);
  return micro / 1_000_000;
}

/** The calendar months the bill has any line in, "YYYY-MM", in order. */
function billMonths(bill: BillImport): string[] {
  return [...new Set([...bill.groups.map((g) => g.month), ...bill.other.map((o) => o.month)])].sort();
}

export function backtestFigure(simulated: number, billed: number): BacktestFigure {
  const s = cents(simulated);
  const b = cents(billed);
  return { simulated: s, billed: b, error: cents(s - b), errorShare: b === 0 ? null : (s - b) / b };
}

/**
 * The back-test: the simulated run's cost by calendar month and pool kind beside the bill's,
 * after mapping each bill line to a pool. `run` is the strategy's representative (median) run
 * of the scenario over the bill's period (see scenarioOverBillPeriod). GPU time only: the
 * bill's other costs are shown apart, so the comparison is of like with like.
 */
export function backtest(scenario: Scenario, strategy: Strategy, run: RunResult, bill: BillImport, mapping: PoolMapping): BacktestResult {
  const months = billMonths(bill);
  const poolKind = new Map(strategy.pools.map((p) => [p.id, p.kind]));
  const simulated = new Map<string, number>();
  const billed = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, v: number) => m.set(key, (m.get(key) ?? 0) + v);
  const micro = 1_000_000;
  const offerGpus = new Map(scenario.catalog.offers.map((o) => [o.id, o.gpusPerInstance]));
  const poolRows = new Map<string, BacktestPool & { simMicro: number; billedRaw: number }>();
  for (const p of run.pools) {
    const gpus = offerGpus.get(p.offerId) ?? 1;
    let inBill = 0;
    for (const month of months) {
      const v = (p.costByMonthMicro?.[month] ?? 0) / micro;
      add(simulated, `${month}|${p.kind}`, v);
      inBill += v;
    }
    poolRows.set(p.poolId, {
      poolId: p.poolId,
      name: p.name,
      kind: p.kind,
      ...backtestFigure(0, 0),
      simulatedHours: p.gpuSecondsBilled / gpus / 3600,
      billedHours: 0,
      simMicro: inBill,
      billedRaw: 0,
    });
  }
  // Savings plans: their unused commitment is paid beside the on-demand pools' (discounted) cost.
  for (const plan of run.savingsPlans ?? []) for (const month of months) add(simulated, `${month}|onDemand`, (plan.byMonth[month]?.unusedMicro ?? 0) / micro);
  const unmapped = new Map<string, BacktestResult['unmapped'][number]>();
  const otherKind = new Map<string, BacktestResult['otherKind'][number]>();
  let leftOutCost = 0;
  for (const g of bill.groups) {
    const key = billLineKey(g);
    const poolId = mapping[key];
    if (poolId === null) {
      leftOutCost += g.cost;
      continue;
    }
    const kind = poolId === undefined ? undefined : poolKind.get(poolId);
    if (poolId === undefined || kind === undefined) {
      const u = unmapped.get(key) ?? { key, purchase: g.purchase, instanceType: g.instanceType, cost: 0, usageHours: 0 };
      u.cost += g.cost;
      u.usageHours += g.usageHours;
      unmapped.set(key, u);
      continue;
    }
    if (kind !== poolKindOfPurchase(g.purchase)) {
      const o = otherKind.get(key) ?? { key, purchase: g.purchase, poolId, poolKind: kind, cost: 0 };
      o.cost += g.cost;
      otherKind.set(key, o);
    }
    add(billed, `${g.month}|${kind}`, g.cost);
    const row = poolRows.get(poolId);
    if (row) {
      row.billedRaw += g.cost;
      row.billedHours += g.usageHours;
    }
  }
  const kinds = POOL_KINDS.filter((k) => strategy.pools.some((p) => p.kind === k) || months.some((m) => (billed.get(`${m}|${k}`) ?? 0) !== 0));
  // Each total is the exact amounts summed and rounded once: summing cells rounded first made a
  // bill whose GPU rows add up to 14,842.7134 read 14,842.72.
  const exact = months.flatMap((month) => kinds.map((kind) => ({ month, kind, simulated: simulated.get(`${month}|${kind}`) ?? 0, billed: billed.get(`${month}|${kind}`) ?? 0 })));
  const cells = exact.map((c) => ({ month: c.month, kind: c.kind, ...backtestFigure(c.simulated, c.billed) }));
  const sumOf = (list: readonly { simulated: number; billed: number }[]) =>
    backtestFigure(exactSum(list.map((c) => c.simulated)), exactSum(list.map((c) => c.billed)));
  const byMonth = months.map((month) => ({ month, ...sumOf(exact.filter((c) => c.month === month)) }));
  const byKind = kinds.map((kind) => ({ kind, ...sumOf(exact.filter((c) => c.kind === kind)) }));
  const billedMonths = byMonth.filter((m) => m.billed !== 0);
  const other: Record<BillOtherKind, number> = { tax: 0, otherProducts: 0, fees: 0, credits: 0 };
  for (const o of bill.other) other[o.kind] = cents(other[o.kind] + o.cost);
  const horizonEnd = addDaysIso(scenario.startDate, scenario.horizonDays - 1).slice(0, 7);
  const horizonStart = scenario.startDate.slice(0, 7);
  return {
    strategyId: strategy.id,
    strategyName: strategy.name,
    months,
    kinds,
    cells,
    byMonth,
    byKind,
    pools: [...poolRows.values()].map(({ simMicro, billedRaw, ...row }) => ({ ...row, ...backtestFigure(simMicro, billedRaw) })),
    total: sumOf(exact),
    monthlyMape: billedMonths.length === 0 ? null : billedMonths.reduce((s, m) => s + Math.abs(m.errorShare ?? 0), 0) / billedMonths.length,
    unmapped: [...unmapped.values()].map((u) => ({ ...u, cost: cents(u.cost) })).sort((a, b) => b.cost - a.cost),
    otherKind: [...otherKind.values()].map((o) => ({ ...o, cost: cents(o.cost) })).sort((a, b) => b.cost - a.cost),
    leftOutCost: cents(leftOutCost),
    other,
    monthsOutsideHorizon: months.filter((m) => m < horizonStart || m > horizonEnd),
    workOutsidePeriod: workOutsideBillPeriod(scenario),
  };
}

function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The scenario moved onto the bill's period: it starts on the first day of the bill's first
 * month and runs to the end of its last, so the simulation and the bill cover the same months.
 * Workloads, phases and curves are kept as the planner calibrated them (from that period's
 * history: the traffic and job imports).
 */
export function scenarioOverBillPeriod(scenario: Scenario, bill: BillImport): Scenario {
  const months = billMonths(bill);
  if (months.length === 0) return scenario;
  const start = `${months[0]}-01`;
  const last = months[months.length - 1]!;
  const end = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 1));
  const horizonDays = Math.round((end.getTime() - new Date(`${start}T00:00:00Z`).getTime()) / 86_400_000);
  return { ...scenario, startDate: start, horizonDays };
}

export { billLines };
