import { poolLabel, type Scenario } from '@shared/scenario';
import type { PriceChange, WhatIfAdjustments } from './adjustments';
import { arrivalsPerWeek } from './apply';

/**
 * A what-if's adjustments as a list of changes a reader can follow ("Spot price −30 %",
 * "Launch starts 30 days later"), each with the scenario's own value beside the new one and
 * the names of what it changes. Structured, not worded: the app words it in the interface
 * language. Neutral entries (a factor of 1, a change of 0, the scenario's own value) are left
 * out, so an empty list means the what-if is the baseline.
 */
export type AdjustmentChange =
  | { kind: 'price'; poolKind: keyof PriceChange; change: number }
  | { kind: 'spotInterruptions'; factor: number }
  /** A price trend moved, % a year before and after. */
  | { kind: 'trend'; poolKind: keyof PriceChange; before: number; after: number }
  | {
      kind: 'curveDrawn';
      workloadName: string;
      /** Hours of the day (0–24) between which drawn points differ from the scenario's. */
      fromHour: number;
      toHour: number;
      /** The weekday peak (requests per second) before and after the drawing, before any scale or shift. */
      peakBefore: number;
      peakAfter: number;
      /** Requests a weekday, as a fraction of the scenario's (0.1 = 10 % more). */
      dailyChange: number | null;
    }
  | { kind: 'curveScale'; workloadName: string; factor: number }
  | { kind: 'peakShift'; workloadName: string; hours: number }
  | { kind: 'growth'; workloadName: string; before: number; after: number }
  | { kind: 'arrivals'; workloadName: string; factor: number; perWeekBefore: number | null }
  | { kind: 'jobSize'; workloadName: string; factor: number }
  | { kind: 'poolSize'; strategyName: string; poolName: string; poolKind: 'reserved' | 'bareMetal'; before: number; after: number }
  | { kind: 'phaseStart'; phaseName: string; dayBefore: number; dayAfter: number }
  /** Owned servers' electricity tariff, as a change (-0.2 = 20 % cheaper). */
  | { kind: 'tariff'; change: number }
  /** Owned servers' resale value, in percentage points. */
  | { kind: 'resale'; points: number }
  /** A savings plan's commitment per hour (currency units), before and after. */
  | { kind: 'savingsPlan'; strategyName: string; planName: string; before: number; after: number };

const POOL_KINDS = ['onDemand', 'reserved', 'spot', 'bareMetal', 'owned'] as const;
/** The kinds a price trend can be set for (owned servers are bought once: no trend). */
const TREND_KINDS = ['onDemand', 'reserved', 'spot', 'bareMetal'] as const;
/** Below this, two drawn points read as the same (rounding of a typed or dragged value). */
const SAME_POINT = 1e-9;

function drawnChange(name: string, base: readonly number[], drawn: readonly number[]): AdjustmentChange | null {
  if (drawn.length !== base.length || base.length === 0) return null;
  let first = -1;
  let last = -1;
  base.forEach((b, i) => {
    if (Math.abs(drawn[i]! - b) > SAME_POINT * Math.max(1, Math.abs(b))) {
      if (first < 0) first = i;
      last = i;
    }
  });
  if (first < 0) return null;
  const step = 24 / base.length;
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const before = sum(base);
  return {
    kind: 'curveDrawn',
    workloadName: name,
    fromHour: first * step,
    toHour: (last + 1) * step,
    peakBefore: Math.max(...base),
    peakAfter: Math.max(...drawn),
    dailyChange: before > 0 ? sum(drawn) / before - 1 : null,
  };
}

export function describeAdjustments(scenario: Scenario, adj: WhatIfAdjustments): AdjustmentChange[] {
  const out: AdjustmentChange[] = [];
  for (const poolKind of POOL_KINDS) {
    const change = adj.prices[poolKind];
    if (change !== undefined && change !== 0) out.push({ kind: 'price', poolKind, change });
  }
  for (const poolKind of TREND_KINDS) {
    const after = adj.trends?.[poolKind];
    const before = scenario.priceTrends?.[poolKind] ?? 0;
    if (after !== undefined && after !== before) out.push({ kind: 'trend', poolKind, before, after });
  }
  const tariff = adj.owned?.tariff;
  if (tariff !== undefined && tariff !== 0) out.push({ kind: 'tariff', change: tariff });
  const resale = adj.owned?.resalePoints;
  if (resale !== undefined && resale !== 0) out.push({ kind: 'resale', points: resale });
  if (adj.spotInterruptionFactor !== undefined && adj.spotInterruptionFactor !== 1)
    out.push({ kind: 'spotInterruptions', factor: adj.spotInterruptionFactor });

  for (const w of scenario.workloads) {
    const a = adj.workloads[w.id];
    if (!a) continue;
    const name = w.name;
    if (w.kind === 'inference') {
      const drawn = a.curve ? drawnChange(name, w.traffic.weekday, a.curve) : null;
      if (drawn) out.push(drawn);
      if (a.curveScale !== undefined && a.curveScale !== 1) out.push({ kind: 'curveScale', workloadName: name, factor: a.curveScale });
      if (a.peakShiftHours !== undefined && a.peakShiftHours !== 0) out.push({ kind: 'peakShift', workloadName: name, hours: a.peakShiftHours });
      if (a.growthPerMonth !== undefined && a.growthPerMonth !== w.traffic.growthPerMonth)
        out.push({ kind: 'growth', workloadName: name, before: w.traffic.growthPerMonth, after: a.growthPerMonth });
    } else if (w.kind === 'training' || w.kind === 'batch') {
      if (a.arrivalsFactor !== undefined && a.arrivalsFactor !== 1) {
        const perWeek = arrivalsPerWeek(w.arrivals, scenario.horizonDays);
        out.push({ kind: 'arrivals', workloadName: name, factor: a.arrivalsFactor, perWeekBefore: perWeek > 0 ? perWeek : null });
      }
      if (a.sizeFactor !== undefined && a.sizeFactor !== 1) out.push({ kind: 'jobSize', workloadName: name, factor: a.sizeFactor });
    }
  }

  for (const s of scenario.strategies) {
    const sizes = adj.poolSizes[s.id];
    if (!sizes) continue;
    for (const p of s.pools) {
      const after = sizes[p.id];
      if (after === undefined) continue;
      if (p.kind === 'reserved' && after !== p.count)
        out.push({ kind: 'poolSize', strategyName: s.name, poolName: poolLabel(p, scenario.catalog), poolKind: 'reserved', before: p.count, after });
      if (p.kind === 'bareMetal' && after !== p.servers)
        out.push({ kind: 'poolSize', strategyName: s.name, poolName: poolLabel(p, scenario.catalog), poolKind: 'bareMetal', before: p.servers, after });
    }
  }

  for (const s of scenario.strategies) {
    const changes = adj.savingsPlans?.[s.id];
    if (!changes) continue;
    for (const plan of s.savingsPlans ?? []) {
      const change = changes[plan.id];
      if (change !== undefined && change !== 0)
        out.push({ kind: 'savingsPlan', strategyName: s.name, planName: plan.name ?? plan.id, before: plan.commitmentPerHour, after: plan.commitmentPerHour * (1 + change) });
    }
  }

  for (const p of scenario.phases) {
    const after = adj.phaseStartDays[p.id];
    if (after !== undefined && after !== p.startDay) out.push({ kind: 'phaseStart', phaseName: p.name, dayBefore: p.startDay, dayAfter: after });
  }
  return out;
}
