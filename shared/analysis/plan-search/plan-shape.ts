import type { PaymentOption, Placement, Pool, SavingsPlan, SavingsPlanScope, Scenario, SpotInterruptionModel, Strategy } from '@shared/scenario';
import type { CommitmentOption } from '../commitment-options';
import { fixedPlacementKey, placeFixed, type FixedPlacement } from './fixed-placement';
import { ownedSettings } from './owned-settings';

/**
 * A plan as the search builds it: per workload, the pools it buys from in order of
 * preference and how its units are shaped. Every workload has pools of its own (a plan never
 * shares a pool between workloads), so a pool's cost and use are that workload's alone.
 */
export type PoolSpec =
  | { kind: 'onDemand'; offerId: string }
  | { kind: 'spot'; offerId: string; deadlinePolicy?: 'greedy' | 'uniformProgress' }
  | { kind: 'reserved' | 'bareMetal'; offerId: string; option: CommitmentOption; count: number }
  /** Servers bought on day 0 at the catalog's owned price, usable after its lead time (owned-settings.ts). */
  | { kind: 'owned'; offerId: string; count: number };

/**
 * A savings plan a workload's choice carries, sized for the on-demand usage it covers in the
 * plan (savings-plan-candidates.ts). It covers every on-demand pool of the plan its scope
 * takes (its provider's, or the listed offers' for an instance plan), from day 0.
 */
export interface SavingsPlanSpec {
  provider: string;
  scope: SavingsPlanScope;
  /** Instance scope: the offers of the family it covers. */
  offerIds?: string[];
  /** Whole micro-units an hour, so the same plan has the same key in every search. */
  commitmentMicro: number;
  termMonths: 12 | 36;
  payment: PaymentOption;
}

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
  /** A savings plan bought beside the pools. */
  savingsPlan?: SavingsPlanSpec;
}

/** One WorkloadPlan per workload, in the scenario's workload order. */
export type Plan = readonly WorkloadPlan[];

/** The editor's default for a new spot pool, used when the scenario has no spot pool on the offer. */
export const DEFAULT_SPOT_INTERRUPTION: SpotInterruptionModel = { model: 'poisson', ratePerGpuHour: 0.05 };

function poolKey(p: PoolSpec): string {
  if (p.kind === 'onDemand') return `od:${p.offerId}`;
  if (p.kind === 'spot') return `spot:${p.offerId}${p.deadlinePolicy ? `:${p.deadlinePolicy}` : ''}`;
  if (p.kind === 'owned') return `own:${p.offerId}:${p.count}`;
  return `${p.kind === 'reserved' ? 'ri' : 'bm'}:${p.offerId}:${p.count}x${p.option.termMonths}m@${p.option.readyDay}`;
}

function savingsPlanKey(sp: SavingsPlanSpec | undefined): string {
  if (!sp) return '';
  return `+sp:${sp.provider}:${sp.scope}${sp.offerIds ? `[${sp.offerIds.join(',')}]` : ''}:${sp.commitmentMicro}u/h:${sp.termMonths}m:${sp.payment}`;
}

function shapeKey(s: UnitShape): string {
  const parts = [s.gpusPerUnit ? `g${s.gpusPerUnit}` : '', s.scaling === 'fixed' ? `fixed${s.fixedReplicas ?? ''}` : ''].filter(Boolean);
  return parts.length > 0 ? `[${parts.join(',')}]` : '';
}

export function workloadKey(w: WorkloadPlan): string {
  if (w.fixed) return `${w.workloadId}=${fixedPlacementKey(w.fixed)}${savingsPlanKey(w.savingsPlan)}`;
  return `${w.workloadId}${shapeKey(w.shape)}=${w.pools.map(poolKey).join('>')}${savingsPlanKey(w.savingsPlan)}`;
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
    case 'owned':
      return { id, offerId: spec.offerId, kind: 'owned', servers: spec.count, orderDay: 0, ...ownedSettings(scenario, spec.offerId) };
  }
}

const TERM_WORDS = { 12: '1 year', 36: '3 years' } as const;
const PAYMENT_WORDS: Record<PaymentOption, string> = { noUpfront: 'no upfront', partialUpfront: 'partial upfront', allUpfront: 'all upfront' };

/** The savings plan as the strategy states it, under a name that says what it is (the app names it again in its language). */
export function specSavingsPlan(spec: SavingsPlanSpec, id: string, currency: string): SavingsPlan {
  const perHour = spec.commitmentMicro / 1_000_000;
  return {
    id,
    name: `Savings plan ${spec.provider}, ${perHour.toFixed(2)} ${currency}/h, ${TERM_WORDS[spec.termMonths]}, ${PAYMENT_WORDS[spec.payment]}`,
    provider: spec.provider,
    scope: spec.scope,
    ...(spec.offerIds ? { offerIds: spec.offerIds } : {}),
    commitmentPerHour: perHour,
    termMonths: spec.termMonths,
    startDay: 0,
    payment: spec.payment,
  };
}

/**
 * The plan as a strategy of the scenario: each workload's pools, in its order of preference,
 * and its placement. A spot pool before another pool is left for that pool when full, and for
 * jobs with a deadline the plan's deadline policy watches the clock.
 */
export function planStrategy(scenario: Scenario, plan: Plan, identity: { id: string; name: string; description?: string }): Strategy {
  const pools: Pool[] = [];
  const placements: Placement[] = [];
  const savingsPlans: SavingsPlan[] = [];
  const taken = new Set<string>();
  plan.forEach((w) => {
    if (w.savingsPlan) savingsPlans.push(specSavingsPlan(w.savingsPlan, poolId(taken, w.workloadId, 'savings-plan'), scenario.currency));
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
  return { ...identity, pools, placements, ...(savingsPlans.length > 0 ? { savingsPlans } : {}) };
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
