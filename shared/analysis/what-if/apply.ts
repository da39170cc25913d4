import type { Arrivals, Pool, Scenario, ScenarioIssue, Workload } from '@shared/scenario';
import { hourOfWeekPerDay, parseScenario, scaleReplay } from '@shared/scenario';
import { scaleDistribution, scaleJobSize } from '../scale-work';
import type { PriceChange, WhatIfAdjustments, WorkloadAdjustment } from './adjustments';
import { adjustOwnedPool, adjustSavingsPlans, savingsPlanIssues } from './apply-owned';

export type WhatIfOutcome = { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] };

/** A 24 h curve moved later by `hours` (earlier when negative), wrapping round midnight. */
export function shiftCurve(points: readonly number[], hours: number): number[] {
  const n = points.length;
  if (n === 0) return [];
  const k = (((Math.round((hours * n) / 24) % n) + n) % n);
  return points.map((_, i) => points[(i - k + n) % n]!);
}

export function scaleCurve(points: readonly number[], factor: number): number[] {
  return points.map((p) => p * factor);
}

/** The weekday curve the what-if shows for a workload: its drawn curve (or the scenario's), shifted, then scaled. */
export function effectiveCurve(base: readonly number[], adj: WorkloadAdjustment | undefined): number[] {
  const drawn = adj?.curve && adj.curve.length === base.length ? adj.curve : base;
  return scaleCurve(shiftCurve(drawn, adj?.peakShiftHours ?? 0), adj?.curveScale ?? 1);
}

/**
 * The inverse of effectiveCurve for a curve drawn on screen: what to keep as the drawn curve
 * so that, shifted and scaled, it shows as drawn. A scale of 0 cannot be undone; the points
 * are kept unscaled then.
 */
export function drawnCurveFor(shown: readonly number[], adj: WorkloadAdjustment | undefined): number[] {
  const scale = adj?.curveScale ?? 1;
  const unscaled = scale > 0 ? scaleCurve(shown, 1 / scale) : [...shown];
  return shiftCurve(unscaled, -(adj?.peakShiftHours ?? 0));
}

/**
 * Arrivals f times as often. Poisson and recurring arrivals change their rate; a fixed list of
 * days keeps its dates and holds round(n·f) arrivals on them (f = 2 puts two on each day,
 * f = 0.5 keeps every other one).
 */
export function scaleArrivals(a: Arrivals, f: number): Arrivals {
  switch (a.type) {
    case 'poisson':
      return { ...a, perDay: a.perDay * f };
    case 'poissonByHourOfWeek':
      // Every hour's rate scaled: the week keeps its shape.
      return { ...a, perHour: a.perHour.map((r) => r * f) };
    case 'recurring':
      return { ...a, everyDays: f > 0 ? a.everyDays / f : Number.POSITIVE_INFINITY };
    case 'fixed': {
      const n = a.days.length;
      const count = Math.round(n * f);
      const days = Array.from({ length: count }, (_, j) => a.days[Math.min(n - 1, Math.floor(j / f))]!);
      return { ...a, days };
    }
  }
}

/** Arrivals of a workload per week at the scenario's own rate (expected), or null when it has none. */
export function arrivalsPerWeek(a: Arrivals, horizonDays: number): number {
  switch (a.type) {
    case 'poisson':
      return a.perDay * 7;
    case 'poissonByHourOfWeek':
      return hourOfWeekPerDay(a.perHour) * 7;
    case 'recurring': {
      const perWeek = 7 / a.everyDays;
      if (a.count === undefined) return perWeek;
      const span = Math.max(1, Math.min(horizonDays - a.firstDay, a.count * a.everyDays));
      return Math.min(perWeek, (a.count * 7) / span);
    }
    case 'fixed':
      return (a.days.filter((d) => d < horizonDays).length * 7) / Math.max(1, horizonDays);
  }
}

function adjustWorkload(w: Workload, adj: WorkloadAdjustment): Workload {
  switch (w.kind) {
    case 'inference': {
      const weekday = effectiveCurve(w.traffic.weekday, adj);
      const weekend = w.traffic.weekend === undefined ? undefined : scaleCurve(shiftCurve(w.traffic.weekend, adj.peakShiftHours ?? 0), adj.curveScale ?? 1);
      return {
        ...w,
        traffic: {
          ...w.traffic,
          weekday,
          ...(weekend ? { weekend } : {}),
          growthPerMonth: adj.growthPerMonth ?? w.traffic.growthPerMonth,
          // A replayed history scales with the curves; it keeps its clock (a shift moves drawn curves only).
          ...(w.traffic.replay ? { replay: scaleReplay(w.traffic.replay, adj.curveScale ?? 1) } : {}),
        },
      };
    }
    case 'training':
      return {
        ...w,
        arrivals: adj.arrivalsFactor === undefined ? w.arrivals : scaleArrivals(w.arrivals, adj.arrivalsFactor),
        size: adj.sizeFactor === undefined ? w.size : scaleJobSize(w.size, adj.sizeFactor),
      };
    case 'batch':
      return {
        ...w,
        arrivals: adj.arrivalsFactor === undefined ? w.arrivals : scaleArrivals(w.arrivals, adj.arrivalsFactor),
        taskGpuHours: adj.sizeFactor === undefined ? w.taskGpuHours : scaleDistribution(w.taskGpuHours, adj.sizeFactor),
      };
    case 'dev':
      return w;
  }
}

function priceFactor(change: number | undefined): number {
  return 1 + (change ?? 0);
}

function adjustPrices(catalog: Scenario['catalog'], prices: PriceChange): Scenario['catalog'] {
  const od = priceFactor(prices.onDemand);
  const rs = priceFactor(prices.reserved);
  const sp = priceFactor(prices.spot);
  const bm = priceFactor(prices.bareMetal);
  const ow = priceFactor(prices.owned);
  if (od === 1 && rs === 1 && sp === 1 && bm === 1 && ow === 1) return catalog;
  return {
    ...catalog,
    offers: catalog.offers.map((o) => ({
      ...o,
      prices: {
        ...o.prices,
        ...(o.prices.onDemand ? { onDemand: { ...o.prices.onDemand, perHour: o.prices.onDemand.perHour * od } } : {}),
        reserved: o.prices.reserved.map((r) => ({
          ...r,
          perHour: r.perHour * rs,
          ...(r.payments ? { payments: r.payments.map((p) => ({ ...p, upfront: p.upfront * rs, perHour: p.perHour * rs })) } : {}),
        })),
        ...(o.prices.spot ? { spot: { ...o.prices.spot, perHour: o.prices.spot.perHour * sp } } : {}),
        ...(o.prices.bareMetal ? { bareMetal: { ...o.prices.bareMetal, perServerMonth: o.prices.bareMetal.perServerMonth * bm } } : {}),
        ...(o.prices.owned ? { owned: { ...o.prices.owned, pricePerServer: o.prices.owned.pricePerServer * ow } } : {}),
      },
    })),
  };
}

/** A market that is unavailable f times as often: its available spells last 1/f as long. */
function adjustSpot(pool: Pool, f: number): Pool {
  if (pool.kind !== 'spot' || f === 1) return pool;
  const m = pool.interruption;
  if (m.model === 'poisson') return { ...pool, interruption: { ...m, ratePerGpuHour: m.ratePerGpuHour * f } };
  // f = 0: never interrupted within any horizon the format allows (3660 days).
  if (m.model === 'market') return { ...pool, interruption: { ...m, meanAvailableHours: f > 0 ? m.meanAvailableHours / f : 1e9 } };
  return pool; // a measured trace is replayed as measured
}

/**
 * The scenario with the what-if applied, validated as any scenario is: the answer is a valid
 * scenario, or the issues naming the field (adjustments of things the scenario does not have
 * are named by their adjustment path).
 */
export function applyWhatIf(scenario: Scenario, adj: WhatIfAdjustments): WhatIfOutcome {
  const issues: ScenarioIssue[] = [];
  const workloadIds = new Set(scenario.workloads.map((w) => w.id));
  for (const id of Object.keys(adj.workloads)) {
    if (!workloadIds.has(id)) issues.push({ path: `workloads.${id}`, message: `no workload has the id "${id}"` });
  }
  const phaseIds = new Set(scenario.phases.map((p) => p.id));
  for (const id of Object.keys(adj.phaseStartDays)) {
    if (!phaseIds.has(id)) issues.push({ path: `phaseStartDays.${id}`, message: `no phase has the id "${id}"` });
  }
  for (const [strategyId, sizes] of Object.entries(adj.poolSizes)) {
    const strategy = scenario.strategies.find((s) => s.id === strategyId);
    if (!strategy) {
      issues.push({ path: `poolSizes.${strategyId}`, message: `no strategy has the id "${strategyId}"` });
      continue;
    }
    for (const poolId of Object.keys(sizes)) {
      const pool = strategy.pools.find((p) => p.id === poolId);
      if (!pool || (pool.kind !== 'reserved' && pool.kind !== 'bareMetal'))
        issues.push({ path: `poolSizes.${strategyId}.${poolId}`, message: `strategy "${strategyId}" has no reserved or bare-metal pool "${poolId}"` });
    }
  }
  issues.push(...savingsPlanIssues(scenario, adj));
  if (issues.length > 0) return { ok: false, issues };

  const spotFactor = adj.spotInterruptionFactor ?? 1;
  const phases = scenario.phases.map((p) => {
    const start = adj.phaseStartDays[p.id];
    let next = start === undefined ? p : { ...p, startDay: start };
    // The phase that ended where a moved phase started now ends where it starts, so no gap or overlap opens.
    for (const q of scenario.phases) {
      const qStart = adj.phaseStartDays[q.id];
      if (q.id !== p.id && qStart !== undefined && p.endDay === q.startDay) next = { ...next, endDay: qStart };
    }
    return next;
  });
  const trends = Object.entries(adj.trends ?? {}).filter(([, v]) => v !== undefined);
  const doc: Scenario = {
    ...scenario,
    ...(trends.length > 0 ? { priceTrends: { ...scenario.priceTrends, ...Object.fromEntries(trends) } } : {}),
    catalog: adjustPrices(scenario.catalog, adj.prices),
    phases,
    workloads: scenario.workloads.map((w) => {
      const a = adj.workloads[w.id];
      return a ? adjustWorkload(w, a) : w;
    }),
    strategies: scenario.strategies.map((s) => {
      const sizes = adj.poolSizes[s.id] ?? {};
      return {
        ...adjustSavingsPlans(s, adj.savingsPlans?.[s.id]),
        pools: s.pools.map((p) => {
          const size = sizes[p.id];
          let pool: Pool = p;
          if (size !== undefined && pool.kind === 'reserved') pool = { ...pool, count: size };
          if (size !== undefined && pool.kind === 'bareMetal') pool = { ...pool, servers: size };
          if (pool.kind === 'owned') pool = adjustOwnedPool(pool, adj.owned, adj.prices.owned);
          return adjustSpot(pool, spotFactor);
        }),
      };
    }),
  };
  const parsed = parseScenario(doc);
  return parsed.ok ? { ok: true, scenario: parsed.scenario } : { ok: false, issues: parsed.issues };
}
