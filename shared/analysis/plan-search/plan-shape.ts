import type { Placement, Pool, Scenario, SpotInterruptionModel, Strategy } from '@shared/scenario';
import type { CommitmentOption } from '../commitment-options';
import { fixedPlacementKey, placeFixed, type FixedPlacement } from './fixed-placement';

/**
 * A plan as the search builds it: per workload, the pools it buys from in order of
 * preference and how its units are shaped. Every workload has pools of its own (a plan never
 * shares a pool between workloads), so a pool's cost and use are that workload's alone.
 */
export type PoolSpec =
  | { kind: 'onDemand'; offerId: string }
  | { kind: 'spot'; offerId: string; deadlinePolicy?: 'greedy' | 'uniformProgress' }
  | { kind: 'reserved' | 'bareMetal'; offerId: string; option: CommitmentOption; count: number };

/** How a workload's units run, as one of the scenario's own placements of it runs them. */
export interface UnitShape {
  gpusPerUnit?: number;
  scaling?: Placement['scaling'];
  fixedReplicas?: number;
}

export interface WorkloadPlan {
  workloadId: string;
  pools: PoolSpec[];
  shape: UnitShape;
  /** When set, the strategy takes these pools and this placement as they are. */
  fixed?: FixedPlacement;
}

/** One WorkloadPlan per workload, in the scenario's workload order. */
export type Plan = readonly WorkloadPlan[];

/** The editor's default for a new spot pool, used when the scenario has no spot pool on the offer. */
export const DEFAULT_SPOT_INTERRUPTION: SpotInterruptionModel = { model: 'poisson', ratePerGpuHour: 0.05 };

function poolKey(p: PoolSpec): string {
  if (p.kind === 'onDemand') return `od:${p.offerId}`;
  if (p.kind === 'spot') return `spot:${p.offerId}${p.deadlinePolicy ? `:${p.deadlinePolicy}` : ''}`;
  return `${p.kind === 'reserved' ? 'ri' : 'bm'}:${p.offerId}:${p.count}x${p.option.termMonths}m@${p.option.readyDay}`;
}

function shapeKey(s: UnitShape): string {
  const parts = [s.gpusPerUnit ? `g${s.gpusPerUnit}` : '', s.scaling === 'fixed' ? `fixed${s.fixedReplicas ?? ''}` : ''].filter(Boolean);
  return parts.length > 0 ? `[${parts.join(',')}]` : '';
}

export function workloadKey(w: WorkloadPlan): string {
  if (w.fixed) return `${w.workloadId}=${fixedPlacementKey(w.fixed)}`;
  return `${w.workloadId}${shapeKey(w.shape)}=${w.pools.map(poolKey).join('>')}`;
}

/** The canonical key of a plan: the same choices give the same key in every search. */
export function planKey(plan: Plan): string {
  return plan.map(workloadKey).join(';');
}

/** The plan with one workload's choice replaced. */
export function withWorkload(plan: Plan, choice: WorkloadPlan): Plan {
  return plan.map((w) => (w.workloadId === choice.workloadId ? choice : w));
}

/** A spot pool's interruption settings: those of the scenario's first spot pool on the offer, else the editor's default. */
function spotSettings(scenario: Scenario, offerId: string): Pick<Extract<Pool, { kind: 'spot' }>, 'interruption' | 'noticeSeconds' | 'saveOnNotice'> {
  for (const s of scenario.strategies) {
    for (const p of s.pools) {
      if (p.kind === 'spot' && p.offerId === offerId) return { interruption: p.interruption, noticeSeconds: p.noticeSeconds, saveOnNotice: p.saveOnNotice };
    }
  }
  return { interruption: DEFAULT_SPOT_INTERRUPTION, noticeSeconds: 120, saveOnNotice: false };
}

/** A pool id built from the workload id (cut to fit the format's 64 characters), unique in the strategy. */
function poolId(taken: Set<string>, workloadId: string, kind: string): string {
  const stem = `${workloadId.slice(0, 40)}-${kind}`;
  let id = stem;
  for (let k = 2; taken.has(id); k++) id = `${stem}-${k}`;
  taken.add(id);
  return id;
}

function specPool(scenario: Scenario, spec: PoolSpec, id: string): Pool {
  switch (spec.kind) {
    case 'onDemand':
      return { id, offerId: spec.offerId, kind: 'onDemand' };
    case 'spot':
      return { id, offerId: spec.offerId, kind: 'spot', ...spotSettings(scenario, spec.offerId) };
    case 'reserved':
      return { id, offerId: spec.offerId, kind: 'reserved', count: spec.count, termMonths: spec.option.termMonths, startDay: spec.option.readyDay };
    case 'bareMetal':
      return { id, offerId: spec.offerId, kind: 'bareMetal', servers: spec.count, termMonths: spec.option.termMonths, orderDay: spec.option.orderDay };
  }
}

/**
 * The plan as a strategy of the scenario: each workload's pools, in its order of preference,
 * and its placement. A spot pool before another pool is left for that pool when full, and for
 * jobs with a deadline the plan's deadline policy watches the clock.
 */
export function planStrategy(scenario: Scenario, plan: Plan, identity: { id: string; name: string; description?: string }): Strategy {
  const pools: Pool[] = [];
  const placements: Placement[] = [];
  const taken = new Set<string>();
  plan.forEach((w) => {
    if (w.fixed) {
      const placed = placeFixed(w.fixed, taken);
      pools.push(...placed.pools);
      placements.push(placed.placement);
      return;
    }
    const ids = w.pools.map((spec) => {
      const id = poolId(taken, w.workloadId, spec.kind);
      pools.push(specPool(scenario, spec, id));
      return id;
    });
    const spot = w.pools.find((p) => p.kind === 'spot');
    const placement: Placement = {
      workloadId: w.workloadId,
      poolIds: ids,
      spotFallback: spot?.kind === 'spot' && spot.deadlinePolicy ? { deadlinePolicy: spot.deadlinePolicy } : {},
      whenSpotFull: 'nextPool',
      scaling: w.shape.scaling ?? 'autoscale',
      ...(w.shape.fixedReplicas !== undefined ? { fixedReplicas: w.shape.fixedReplicas } : {}),
      ...(w.shape.gpusPerUnit !== undefined ? { gpusPerUnit: w.shape.gpusPerUnit } : {}),
    };
    placements.push(placement);
  });
  return { ...identity, pools, placements };
}

/** Index ranges of each workload's pools in the plan's strategy (pools are listed workload by workload). */
export function poolRanges(plan: Plan): { from: number; to: number }[] {
  let at = 0;
  return plan.map((w) => {
    const r = { from: at, to: at + w.pools.length };
    at = r.to;
    return r;
  });
}
