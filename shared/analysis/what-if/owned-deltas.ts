import type { StrategySummary } from '@shared/sim/results';
import { figureDelta, type FigureDelta } from './figure-delta';

/**
 * The figures of a strategy that owns servers or commits to a savings plan, before and after a
 * change: the net present value of its cash (P50; the resale and the plan's payments are in it,
 * not in the accounting total), and for each owned pool on both sides its utilisation and power
 * in the median run and its break-even utilisation against renting (accounting and cash). What
 * the what-if cards show and what a kept what-if keeps of them for the report. Absent for
 * other strategies, and in what-ifs kept before they were kept.
 */
export interface OwnedPoolDelta {
  poolId: string;
  name: string;
  /** Shares of the GPU-hours in service (null when a side has no server delivered). */
  utilisation: FigureDelta | null;
  power: FigureDelta;
  breakEvenAccounting: FigureDelta | null;
  breakEvenCash: FigureDelta | null;
}

export interface OwnedDeltas {
  npv?: FigureDelta;
  owned?: OwnedPoolDelta[];
}

const both = (a: number | null | undefined, b: number | null | undefined): FigureDelta | null =>
  a === null || a === undefined || b === null || b === undefined ? null : figureDelta(a, b);

export function ownedDeltas(a: StrategySummary, b: StrategySummary): OwnedDeltas {
  const owns = (b.owned?.length ?? 0) > 0;
  const out: OwnedDeltas = {};
  if ((owns || b.representative.savingsPlans !== undefined) && a.npv && b.npv) out.npv = figureDelta(a.npv.p50, b.npv.p50);
  if (!owns) return out;
  const pools: OwnedPoolDelta[] = [];
  for (const pool of b.owned ?? []) {
    const was = a.owned?.find((p) => p.poolId === pool.poolId);
    if (!was) continue;
    pools.push({
      poolId: pool.poolId,
      name: pool.name,
      utilisation: both(was.utilisation, pool.utilisation),
      power: figureDelta(was.lineTotals.power, pool.lineTotals.power),
      breakEvenAccounting: both(was.breakEven?.accounting, pool.breakEven?.accounting),
      breakEvenCash: both(was.breakEven?.cash, pool.breakEven?.cash),
    });
  }
  out.owned = pools;
  return out;
}

/** One row of them as the cards and the report print it: its label's key under whatIf.figures (with the pool's name), how it is written. */
export interface OwnedDeltaRow {
  key: string;
  label: 'npv' | 'ownedUtilisation' | 'ownedPower' | 'breakEvenAccounting' | 'breakEvenCash';
  pool?: string;
  delta: FigureDelta;
  kind: 'money' | 'share';
  /** More is neither better nor worse (the utilisation follows the load). */
  neutral: boolean;
}

/** The rows, in the order shown: the NPV, then each pool's utilisation, power and break-evens. */
export function ownedDeltaRows(d: OwnedDeltas): OwnedDeltaRow[] {
  const rows: OwnedDeltaRow[] = [];
  if (d.npv) rows.push({ key: 'npv', label: 'npv', delta: d.npv, kind: 'money', neutral: false });
  for (const p of d.owned ?? []) {
    const add = (key: string, label: OwnedDeltaRow['label'], delta: FigureDelta | null, kind: OwnedDeltaRow['kind'], neutral = false) => {
      if (delta) rows.push({ key: `${key}-${p.poolId}`, label, pool: p.name, delta, kind, neutral });
    };
    add('utilisation', 'ownedUtilisation', p.utilisation, 'share', true);
    add('power', 'ownedPower', p.power, 'money');
    add('breakEven', 'breakEvenAccounting', p.breakEvenAccounting, 'share');
    add('breakEvenCash', 'breakEvenCash', p.breakEvenCash, 'share');
  }
  return rows;
}
